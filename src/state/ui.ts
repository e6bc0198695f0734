/** Screen state shared between regions of the configurator (no business rules here). */
import { atom } from 'jotai';

/** The scroll-linked sections of the configurator (spec 2), in page order. */
export const SECTION_IDS = ['exteriorContent', 'interiorContent', 'trayContent', 'accessoryContent', 'summaryContent'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The section in view; the desktop hero follows it. */
export const activeSectionAtom = atom<SectionId>('exteriorContent');

/** The Website Settings modal ('State based pricing') is open. */
export const settingsOpenAtom = atom(false);

/** The indicative-pricing disclaimer was closed by the visitor. */
export const indicativeDisclaimerClosedAtom = atom(false);
