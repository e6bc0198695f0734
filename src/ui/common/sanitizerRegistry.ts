/**
 * The element's HTML sanitiser (SafeHtml.tsx, DOMPurify) for code on the first
 * screen that must not carry it: SafeHtml registers it when its lazy chunk loads
 * (with the configurator screen); the host bridge (state/hostBridge.ts) reads it through
 * sanitizerSource, which loads the chunk itself when asked before. Store HTML sent to the
 * page waits for it.
 */
import type { ComponentType } from 'react';
import type { HtmlSanitizer } from '../../host/hostChannel';
import type { SanitizerSource } from '../../state/hostBridge';
import { loadChunk } from '../../host/loadChunk';

/** SafeHtml's props (common/SafeHtml.tsx). */
export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: 'div' | 'span' | 'p';
  className?: string;
}

let current: HtmlSanitizer | null = null;
let component: ComponentType<SafeHtmlProps> | null = null;
const listeners = new Set<() => void>();

/** Called once by SafeHtml.tsx when its module is evaluated: its sanitiser, and its component (for StoreHtml.tsx). */
export function registerSanitizer(sanitize: HtmlSanitizer, safeHtml?: ComponentType<SafeHtmlProps>): void {
  current = sanitize;
  component = safeHtml ?? component;
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

/** SafeHtml's component once its chunk is here (null before), to follow with subscribe; `want` loads it. */
export const safeHtmlSource = { current: () => component, subscribe, want: load };
