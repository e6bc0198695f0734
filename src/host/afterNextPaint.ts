/**
 * Runs `run` once, in a task after the next frame is painted, or after 100 ms where no
 * frame comes (a hidden page draws none); returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const fallback = setTimeout(once, 100);
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(once, 0))) : undefined;
  function cancel() {
    clearTimeout(fallback);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  return () => {
    done = true;
    cancel();
  };
}
