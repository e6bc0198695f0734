/**
 * Store or CMS HTML on the configurator screen, without carrying the sanitiser: SafeHtml
 * (SafeHtml.tsx, DOMPurify) is a chunk of its own that the first price does not wait for.
 * Until it is here the element stands empty; once mounted (the first price on screen) it asks
 * for the chunk and shows SafeHtml when it arrives. Nothing unsanitised ever reaches the DOM. The empty
 * element holds nothing to focus, so it goes without SafeHtml's mark of store markup (host/focusReturn.ts),
 * and the focus helpers stay out of the script before the first price.
 */
import { createElement, useEffect, useSyncExternalStore } from 'react';
import { safeHtmlSource, type SafeHtmlProps } from './sanitizerRegistry';

export function StoreHtml(props: SafeHtmlProps) {
  const SafeHtml = useSyncExternalStore(safeHtmlSource.subscribe, safeHtmlSource.current, safeHtmlSource.current);
  useEffect(() => {
    if (!SafeHtml && props.html) safeHtmlSource.want();
  }, [SafeHtml, props.html]);
  if (SafeHtml) return <SafeHtml {...props} />;
  return createElement(props.as ?? 'div', { className: props.className });
}
