/**
 * Content fragments as state (spec 7, 8): one atom per fragment in the element
 * instance's store, null until loaded, then its HTML ('' when it failed or has
 * none). Nothing is fetched until a part that shows a fragment asks for it (the
 * accessory or tray modal opening, the price panel coming near the viewport);
 * each fragment is fetched once per instance.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { contentFragmentUrl } from '../data/assetPaths';
import { fetchContentFragment, type ContentFragmentName } from '../data/contentFragments';
import { previewRequestHeaders } from '../host/preview';
import { instanceOf } from './instance';

const fragmentAtoms = {
  'genuine-parts': atom<string | null>(null),
  mmba: atom<string | null>(null),
  'diamond-advantage': atom<string | null>(null),
} as const satisfies Record<ContentFragmentName, unknown>;

/** The fragments this instance has asked for. */
const askedFragmentsAtom = atom<ReadonlySet<ContentFragmentName>>(new Set<ContentFragmentName>());

/** Fetches a fragment into its atom, once per instance (a second call while it loads, or after, does nothing). */
const loadContentFragmentAtom = atom(null, (get, set, name: ContentFragmentName): void => {
  if (get(askedFragmentsAtom).has(name) || get(fragmentAtoms[name]) !== null) return;
  set(askedFragmentsAtom, (asked) => new Set(asked).add(name));
  const { config } = instanceOf(get);
  void fetchContentFragment(contentFragmentUrl(config.contentBase, name), {
    headers: previewRequestHeaders(config),
    logFailure: name === 'genuine-parts',
  }).then((html) => set(fragmentAtoms[name], html));
});

/**
 * A fragment's HTML for rendering: null while it loads, '' when there is none.
 * It is fetched once `wanted` is true (a part about to be seen), not before.
 */
export function useContentFragment(name: ContentFragmentName, wanted = true): string | null {
  const load = useSetAtom(loadContentFragmentAtom);
  const html = useAtomValue(fragmentAtoms[name]);
  useEffect(() => {
    if (wanted) load(name);
  }, [load, name, wanted]);
  return html;
}
