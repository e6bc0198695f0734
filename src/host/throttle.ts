/** Timing helpers for writes that may come in bursts. */

/** Calls `save` at most once per `intervalMs`, always ending on the latest value. */
export function throttle<T>(save: (value: T) => void, intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    last = now();
    const { value } = pending;
    pending = null;
    save(value);
  };
  return {
    push(value: T) {
      pending = { value };
      const wait = last + intervalMs - now();
      if (wait <= 0 && !timer) flush();
      else if (!timer) timer = setTimeout(flush, Math.max(0, wait));
    },
    /** Writes any pending value now (on unmount). */
    flush() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
