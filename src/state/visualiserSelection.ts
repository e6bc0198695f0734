/** The selection the 3D viewer shows, derived from the build (used only inside the lazy visualiser chunk). */
import { atom } from 'jotai';
import { visualiserSelection } from '../domain/visualiser';
import { loadedRangeAtom } from './atoms';
import { resolvedAtom, shownBuildAtom } from './configurator';

/** What the viewer should show for the current build; null before a build exists. */
export const visualiserSelectionAtom = /* @__PURE__ */ atom((get) => {
  const loaded = get(loadedRangeAtom);
  const build = get(shownBuildAtom);
  const resolved = get(resolvedAtom);
  return loaded && build && resolved ? visualiserSelection(loaded.catalog, resolved, build.cart) : null;
});
