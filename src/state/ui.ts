/** Screen state shared between regions of the configurator (no business rules here). */
import { atom } from 'jotai';
import type { SectionId } from '../domain/hero';

export type { SectionId } from '../domain/hero';

/** The section in view; the desktop hero follows it. */
export const activeSectionAtom = atom<SectionId>('exteriorContent');

/** The Website Settings modal ('State based pricing') is open. */
export const settingsOpenAtom = atom(false);

/** The indicative-pricing disclaimer was closed by the visitor. */
export const indicativeDisclaimerClosedAtom = atom(false);

/** The screen the element last entered (selector, configurator, error page): entering another moves focus to its heading. */
export const lastScreenAtom = atom<string | null>(null);
