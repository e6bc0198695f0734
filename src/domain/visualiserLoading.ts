/**
 * The 3D visualiser's loader (spec 2 "Visualiser", spec 9 times): its first line and the messages
 * it rotates through. The hero's placeholder shows them before the viewer's code is here, so they
 * are a module of their own, apart from the viewer's rules (visualiser.ts).
 */

/** Spec 9: the loader shows its next message after this long. */
export const LOADING_MESSAGE_MS = 2000;
/** The loader's first line (spec 2). */
export const LOADING_TEXT = 'Loading 3D experience...';
/** The messages the loader rotates through (spec 2 gives the first as its example). */
export const LOADING_MESSAGES: readonly string[] = [
  'Warming up the engine...',
  'Polishing the paintwork...',
  'Pumping up the tyres...',
  'Checking the mirrors...',
  'Fuelling up...',
];

/** The loader message after `current`: a random other one (spec 2), picked with `random` in [0, 1). */
export function nextLoadingMessage(current: string | null, random: number): string {
  const others = LOADING_MESSAGES.filter((m) => m !== current);
  const pool = others.length > 0 ? others : LOADING_MESSAGES;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random * pool.length)));
  return pool[index] ?? LOADING_TEXT;
}
