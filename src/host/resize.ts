/** Follows an element's size for components that fit themselves to it. */

/** Calls `listener` each time `element`'s box changes size; returns the stop. Without ResizeObserver nothing is followed. */
export function onElementResize(element: Element, listener: () => void): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver(() => listener());
  observer.observe(element);
  return () => observer.disconnect();
}
