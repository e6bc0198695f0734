/**
 * Escape pressed inside a same-origin frame (the enquiry form): key presses there never reach
 * the page, so the drawer listens in the frame's document. A field can take focus long before
 * the frame's load event (a slow image or font holds it back), so each new document is looked
 * for on every animation frame from the start of a navigation (the frame's src, then the
 * current document's pagehide) until it has loaded. A frame from another origin cannot be
 * listened to (its document is not readable): nothing is attached then.
 */
export function onEscapeInFrame(frame: HTMLIFrameElement, onEscape: () => void): () => void {
  let doc: Document | null = null;
  let watching = 0;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onEscape();
  };
  const attach = () => {
    const next = readableDocument(frame);
    if (next === doc) return;
    doc?.removeEventListener('keydown', onKey);
    doc?.defaultView?.removeEventListener('pagehide', watch);
    doc = next;
    doc?.addEventListener('keydown', onKey);
    doc?.defaultView?.addEventListener('pagehide', watch);
  };
  function watch() {
    cancelAnimationFrame(watching);
    const step = () => {
      attach();
      watching = requestAnimationFrame(step);
    };
    step();
  }
  const loaded = () => {
    cancelAnimationFrame(watching);
    attach();
  };
  watch();
  frame.addEventListener('load', loaded);
  return () => {
    cancelAnimationFrame(watching);
    frame.removeEventListener('load', loaded);
    doc?.defaultView?.removeEventListener('pagehide', watch);
    doc?.removeEventListener('keydown', onKey);
  };
}

/** The frame's document where this page may read it (same origin), else null. */
function readableDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentDocument;
  } catch {
    return null;
  }
}

/**
 * The height of a same-origin frame's page, given to `onHeight` after each load and whenever it
 * changes, so the frame can be as tall as its form and the drawer scrolls as one page (issue
 * 26.13) rather than a scroll inside a scroll. A frame from another origin reports nothing: it
 * keeps its own scroll.
 */
export function followFrameHeight(frame: HTMLIFrameElement, onHeight: (height: number) => void): () => void {
  let observer: ResizeObserver | null = null;
  const attach = () => {
    observer?.disconnect();
    observer = null;
    const root = readableDocument(frame)?.documentElement ?? null;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const page = root;
    const report = () => onHeight(page.scrollHeight);
    observer = new ResizeObserver(report);
    observer.observe(page);
    if (page.ownerDocument.body) observer.observe(page.ownerDocument.body);
    report();
  };
  attach();
  frame.addEventListener('load', attach);
  return () => {
    frame.removeEventListener('load', attach);
    observer?.disconnect();
  };
}
