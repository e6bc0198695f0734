/**
 * Escape pressed inside a same-origin frame (the enquiry form): key presses there never reach
 * the page, so the drawer listens in the frame's document, again after each load. A frame from
 * another origin cannot be listened to (its document is not readable): nothing is attached then.
 */
export function onEscapeInFrame(frame: HTMLIFrameElement, onEscape: () => void): () => void {
  let doc: Document | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onEscape();
  };
  const attach = () => {
    doc?.removeEventListener('keydown', onKey);
    try {
      doc = frame.contentDocument;
    } catch {
      doc = null;
    }
    doc?.addEventListener('keydown', onKey);
  };
  attach();
  frame.addEventListener('load', attach);
  return () => {
    frame.removeEventListener('load', attach);
    doc?.removeEventListener('keydown', onKey);
  };
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
    let root: HTMLElement | null = null;
    try {
      root = frame.contentDocument?.documentElement ?? null;
    } catch {
      root = null;
    }
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
