/**
 * Calls `run` when the visitor may be leaving: the page is hidden (another tab, the app
 * switcher) or unloaded (pagehide). It may run more than once; the caller keeps it once.
 */
export function onPageHidden(run: () => void): () => void {
  const onHide = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    run();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onHide);
  };
}
