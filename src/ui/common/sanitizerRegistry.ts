/**
 * The element's HTML sanitiser (SafeHtml.tsx, DOMPurify) for code on the first
 * screen that must not carry it: SafeHtml registers it when its lazy chunk loads
 * (with the configurator screen); the host bridge (state/hostBridge.ts) reads it through
 * sanitizerSource, which loads the chunk itself when asked before. Store HTML sent to the
 * page waits for it.
 */
import type { HtmlSanitizer } from '../../host/hostChannel';
import type { SanitizerSource } from '../../state/hostBridge';
import { loadChunk } from '../../host/loadChunk';

let current: HtmlSanitizer | null = null;
const listeners = new Set<() => void>();

/** Called once by SafeHtml.tsx when its module is evaluated. */
export function registerSanitizer(sanitize: HtmlSanitizer): void {
  current = sanitize;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(): void {
  if (current) return;
  loadChunk(() => import('./SafeHtml')).catch((error: unknown) =>
    console.error('bp-configurator: the HTML sanitiser could not be loaded; no offer is sent to the page', error),
  );
}

/** The sanitiser as the host bridge (state/hostBridge.ts) reads it. */
export const sanitizerSource: SanitizerSource = { current: () => current, subscribe, want: load };
