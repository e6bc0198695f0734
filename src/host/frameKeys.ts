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
