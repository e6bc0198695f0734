/**
 * The saved builds list's own state (issue 23, 33.8): each saved build priced today for the
 * visitor's settings, the build being renamed, the one just deleted (for Undo), what the list
 * last said, the builds chosen to compare and the comparison open. A list makes its atoms when
 * it mounts (savedBuildsListAtoms), so two lists on a page (the panel and the section) keep their
 * own and a list opened again starts afresh, prices fetched anew, as it always has.
 */
import { atom } from 'jotai';
import { cleanBuildName, samePricing, type SavedBuild } from '../domain/savedBuilds';
import type { PricingContext } from '../domain/types';
import type { SavedBuildsWrite } from '../host/savedBuildsStorage';
import { pricingAtom } from './atoms';
import { instanceOf } from './instance';
import {
  deleteSavedBuildAtom,
  renameSavedBuildAtom,
  repriceSaved,
  restoreSavedBuildAtom,
  savedBuildsAtom,
  type Removed,
  type SavedPricing,
} from './savedBuilds';

/** A saved build priced today: priced, 'error' when its prices could not be fetched, undefined while they are fetched. */
export type Pricing = SavedPricing | 'error' | undefined;

/** A price asked for: the build as it was (id and link) and the settings it is priced for; `result` once it came. */
interface PriceEntry {
  id: string;
  href: string;
  pricing: PricingContext;
  result: Pricing;
}

/** The id a comparison uses for the build on screen; once saved it is named by its saved name and chosen by its own row (issue 35). */
export const CURRENT = 'current';

/** How many builds a comparison takes. */
const COMPARED = 2;

interface ListView {
  /** The id of the build whose rename form is open, and the name typed in it. */
  renaming: string | null;
  draft: string;
  /** The build just deleted, while its Undo is offered. */
  removed: Removed | null;
  /** What the list last said (its status line). */
  message: string;
  /** The builds chosen to compare, the latest last (two at the most). */
  chosen: readonly string[];
  /** The two builds compared while the comparison is open. */
  comparing: readonly [string, string] | null;
}

const FRESH: ListView = { renaming: null, draft: '', removed: null, message: '', chosen: [], comparing: null };

const matches = (entry: PriceEntry, saved: SavedBuild, pricing: PricingContext) =>
  entry.id === saved.id && entry.href === saved.href && samePricing(entry.pricing, pricing);

/** A list's atoms: made once per mounted list. */
export function savedBuildsListAtoms() {
  const pricesAtom = atom<readonly PriceEntry[]>([]);
  const viewAtom = atom<ListView>(FRESH);
  /** A write atom setting part of the view to what it is called with. */
  const setter = <K extends keyof ListView>(key: K) =>
    atom(null, (_get, set, value: ListView[K]) => set(viewAtom, (view) => ({ ...view, [key]: value })));

  /** Each saved build's price today for the visitor's settings as they are now (undefined until it comes). */
  const repricedAtom = atom((get) => {
    const pricing = get(pricingAtom);
    const prices = get(pricesAtom);
    return new Map<string, Pricing>(
      get(savedBuildsAtom).map((saved) => [saved.id, prices.find((entry) => matches(entry, saved, pricing))?.result]),
    );
  });

  /** Asks today's price of each saved build not yet asked for these settings; a price that comes for settings since changed is kept for them, not shown. */
  const repriceAtom = atom(null, (get, set) => {
    const instance = instanceOf(get);
    const pricing = get(pricingAtom);
    const asked = get(pricesAtom);
    const wanted = get(savedBuildsAtom).filter((saved) => !asked.some((entry) => matches(entry, saved, pricing)));
    if (wanted.length === 0) return;
    set(pricesAtom, [...asked, ...wanted.map((saved) => ({ id: saved.id, href: saved.href, pricing, result: undefined }))]);
    for (const saved of wanted) {
      void repriceSaved(instance, saved, pricing).then((result) => {
        set(pricesAtom, (entries) => entries.map((entry) => (matches(entry, saved, pricing) ? { ...entry, result } : entry)));
      });
    }
  });

  /** Chooses a build to compare (the oldest choice leaves when a third is chosen), or takes it back. */
  const toggleAtom = atom(null, (_get, set, id: string, on: boolean) =>
    set(viewAtom, (view) => ({
      ...view,
      chosen: on ? [...view.chosen.filter((x) => x !== id), id].slice(-COMPARED) : view.chosen.filter((x) => x !== id),
    })),
  );

  /** Renames the build being renamed to the name typed; the rename form closes. The write's outcome, and the name now shown. */
  const renameAtom = atom(null, (get, set, saved: SavedBuild): { stored: SavedBuildsWrite; name: string } => {
    const { draft } = get(viewAtom);
    const stored = set(renameSavedBuildAtom, saved.id, draft);
    set(viewAtom, (view) => ({ ...view, renaming: null }));
    return { stored, name: cleanBuildName(draft) ?? saved.name };
  });

  /** Deletes a build, offering Undo; it is no longer chosen to compare, and the status line clears. */
  const deleteAtom = atom(null, (_get, set, id: string) => {
    const removed = set(deleteSavedBuildAtom, id);
    set(viewAtom, (view) => ({ ...view, removed, message: '', chosen: view.chosen.filter((x) => x !== id) }));
  });

  /** Brings the deleted build back; the write's outcome and the build, or null when nothing was deleted. */
  const undoAtom = atom(null, (get, set): { stored: SavedBuildsWrite; build: SavedBuild } | null => {
    const { removed } = get(viewAtom);
    if (!removed) return null;
    const stored = set(restoreSavedBuildAtom, removed);
    set(viewAtom, (view) => ({ ...view, removed: null }));
    return { stored, build: removed.build };
  });

  return {
    viewAtom: atom((get) => get(viewAtom)),
    repricedAtom,
    repriceAtom,
    toggleAtom,
    renameAtom,
    deleteAtom,
    undoAtom,
    startRenameAtom: atom(null, (_get, set, saved: SavedBuild) =>
      set(viewAtom, (view) => ({ ...view, renaming: saved.id, draft: saved.name })),
    ),
    /** The name typed in the rename form. */
    draftAtom: setter('draft'),
    /** The build whose rename form is open (null: none). */
    renamingAtom: setter('renaming'),
    /** What the list says in its status line. */
    messageAtom: setter('message'),
    /** The two builds compared (null: the comparison closed). */
    comparingAtom: setter('comparing'),
  };
}
