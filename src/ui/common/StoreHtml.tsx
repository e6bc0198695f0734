/**
 * Store or CMS HTML on the configurator screen, without carrying the sanitiser: SafeHtml
 * (SafeHtml.tsx, DOMPurify) is a chunk of its own that the first price does not wait for.
 * Once mounted (the first price on screen) this asks for the chunk and shows SafeHtml when it
 * arrives. Until then, HTML that is only text (domain/storeText.ts) shows as text, which reads
 * the same, and any other stands empty: nothing unsanitised ever reaches the DOM as markup. What
 * shows before holds nothing to focus, so it goes without SafeHtml's mark of store markup
 * (host/focusReturn.ts), and the focus helpers stay out of the script before the first price.
 */
import { createElement, useEffect, useSyncExternalStore } from 'react';
import { plainStoreText } from '../../domain/storeText';
import { safeHtmlSource, type SafeHtmlProps } from './sanitizerRegistry';

export function StoreHtml(props: SafeHtmlProps) {
  const SafeHtml = useSyncExternalStore(safeHtmlSource.subscribe, safeHtmlSource.current, safeHtmlSource.current);
  useEffect(() => {
    if (!SafeHtml && props.html) safeHtmlSource.want();
  }, [SafeHtml, props.html]);
  if (SafeHtml) return <SafeHtml {...props} />;
  return createElement(props.as ?? 'div', { className: props.className }, plainStoreText(props.html));
}
