/**
 * The selector's 'Continue your {model} build?' offer (spec 2): which saved build
 * is offered, and what 'Change vehicle', 'No, thanks' and 'Yes, please' do.
 */
import { atom } from 'jotai';
import { offersContinueBuild } from '../domain/routes';
import { buildUrlCode, continueBuildValue, parseBuildUrl } from '../domain/storageValues';
import type { SafeStorage } from '../host/storage';
import { storageKeys } from '../host/storageKeys';
import { loadedRangeAtom } from './atoms';
import { instanceOf } from './instance';

/** The range the visitor left with 'Change vehicle' (its build is not offered back at once). */
const leftRangeAtom = atom<string | null>(null);

/** 'Change vehicle': remembers the range being left; the caller then goes to the selector. */
export const changeVehicleAtom = atom(null, (get, set) => {
  set(leftRangeAtom, get(loadedRangeAtom)?.range.code ?? null);
});

/** The saved build the selector may offer: its route (without '#') and range code, or null. */
/** Whether this device keeps saved builds (issue 23: the selector then loads their section). */
export const keepsSavedBuildsAtom = atom(null, (get): boolean => instanceOf(get).storage.get(storageKeys.savedBuilds) !== null);

export const offeredBuildAtom = atom(null, (get): { href: string; code: string } | null => {
  const stored = instanceOf(get).storage.get(storageKeys.buildUrl);
  const href = parseBuildUrl(stored);
  const code = buildUrlCode(stored);
  if (!href || !offersContinueBuild(code, get(leftRangeAtom))) return null;
  return { href: href.replace(/^#/, ''), code: code! };
});

/**
 * Saves the build path the selector offers back (spec 2, buildUrl); null when this build cannot be
 * saved (too long to offer again): the older saved build is cleared, so the selector never offers a
 * build older than the one just made. A full quota is storage.ts's: it frees the older build first.
 */
export function saveBuildUrl(storage: SafeStorage, saved: string | null): void {
  if (saved === null) storage.remove(storageKeys.buildUrl);
  else storage.set(storageKeys.buildUrl, saved);
}

/** 'No, thanks' (spec 2): clears the saved build URL. */
export const declineContinueBuildAtom = atom(null, (get) => {
  instanceOf(get).storage.remove(storageKeys.buildUrl);
});

/** 'Yes, please' (spec 2): sets the continue flag; the caller follows the saved URL. */
export const acceptContinueBuildAtom = atom(null, (get) => {
  instanceOf(get).storage.set(storageKeys.continueBuild, continueBuildValue(true));
});
