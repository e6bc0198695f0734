/**
 * What one browser engine must do for the cross-engine journeys (test/e2e/engines.test.ts):
 * open a page at a viewport size, run a script in it, and send real input (a mouse press at
 * a point of the viewport, key presses, typed text). Everything else (finding an element by
 * role and name inside the element's shadow root, waiting, reading) is built on these once,
 * in page.ts, so the three engines are asked exactly the same things.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Keys the journeys press; 'Shift+Tab' and the keyboard's undo and redo (issue 32.3) are the chords. */
export type KeyName =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Control+z'
  | 'Control+Shift+z';

/** The chords: the modifiers held, in order, around one key. */
export const CHORDS = {
  'Shift+Tab': { hold: ['Shift'], key: 'Tab' },
  'Control+z': { hold: ['Control'], key: 'z' },
  'Control+Shift+z': { hold: ['Control', 'Shift'], key: 'z' },
} as const satisfies Partial<Record<KeyName, { hold: readonly ('Shift' | 'Control')[]; key: string }>>;
export type Chord = keyof typeof CHORDS;
export const isChord = (key: KeyName): key is Chord => key in CHORDS;

export interface Viewport {
  width: number;
  height: number;
}

/** A function run in the page: one JSON argument, a JSON (or promised JSON) answer. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

/** One tab of an engine, showing one page at a time. */
export interface EngineTab {
  /**
   * Loads `url` afresh (a new document even when only the hash differs), with no storage from
   * earlier pages, at the viewport size asked for or the nearest the engine can give; answers it.
   */
  goto(url: string, viewport: Viewport): Promise<Viewport>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** A mouse press and release at a point of the viewport (CSS pixels). */
  click(x: number, y: number): Promise<void>;
  /** Types text with key events into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Uncaught errors of the page since it was opened (WebKit: since its load, no hook runs earlier there). */
  errors(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
}

/** One running browser of an engine (one per test file). */
export interface Engine {
  name: EngineName;
  /** What the README calls it. */
  label: string;
  tab(): Promise<EngineTab>;
  close(): Promise<void>;
}
