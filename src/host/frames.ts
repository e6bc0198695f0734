/** The browser's frames, for code that waits for a change to be drawn. */

/** Runs `run` before the browser draws its next frame (at once where it draws none). */
export function beforeNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else run();
}

/** Resolves once the browser has drawn the next frame, the one with a change just made (at once where it draws none). */
export function nextFrameDrawn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}
