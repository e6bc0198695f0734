/**
 * Saved builds written by more than one tab or element (issue 34): every write reads what
 * storage holds, merges it with the writer's own copy and writes the merge, so no writer's
 * list ever replaces another's. Per build the
 * most changed copy wins (a rename or an undo counts one more change), a deletion is kept as
 * such and wins a tie, and two builds two writers gave one id both stay (the second renumbered).
 * A build is known by its date and route, as its id may be renumbered.
 */
import {
  addSavedBuild,
  removeSavedBuild,
  renameSavedBuild,
  restoreSavedBuild,
  type DeletedBuild,
  type SaveOutcome,
  type SavedBuild,
  type SavedBuildsDoc,
} from './savedBuilds';

type Winner = { build: SavedBuild } | { deleted: DeletedBuild };

/** Which build an entry is: its date and route (an id may be renumbered by a merge); its id too when it has no date. */
function identity(entry: Pick<SavedBuild, 'id' | 'savedAt' | 'href'>): string {
  return `${entry.savedAt ?? entry.id} ${entry.href}`;
}

function revOf(winner: Winner): number {
  return 'build' in winner ? (winner.build.rev ?? 1) : winner.deleted.rev;
}

/** Whether `next` wins over `current`: more changes, or as many and a deletion over a build. */
function wins(next: Winner, current: Winner): boolean {
  const [a, b] = [revOf(next), revOf(current)];
  return a > b || (a === b && 'deleted' in next && 'build' in current);
}

/** The builds with one id each: a build whose id an earlier one holds gets the next free id. */
function distinctIds(builds: readonly SavedBuild[], deleted: readonly DeletedBuild[]): SavedBuild[] {
  const taken = new Set(deleted.map((entry) => entry.id));
  const number = (id: string): number => Number(/^b(\d+)$/.exec(id)?.[1] ?? 0);
  let highest = Math.max(0, ...[...builds.map((build) => build.id), ...taken].map(number));
  const seen = new Set<string>();
  return builds.map((build) => {
    if (!seen.has(build.id)) {
      seen.add(build.id);
      return build;
    }
    highest += 1;
    seen.add(`b${highest}`);
    return { ...build, id: `b${highest}` };
  });
}

/** Two copies as one (the first's order first): no build either holds is lost unless a copy deleted it. */
export function mergeSavedBuilds(first: SavedBuildsDoc, second: SavedBuildsDoc): SavedBuildsDoc {
  const winners = new Map<string, Winner>();
  const entries: [string, Winner][] = [
    ...[...first.builds, ...second.builds].map((build): [string, Winner] => [identity(build), { build }]),
    ...[...first.deleted, ...second.deleted].map((deleted): [string, Winner] => [identity(deleted), { deleted }]),
  ];
  for (const [key, entry] of entries) {
    const current = winners.get(key);
    if (!current || wins(entry, current)) winners.set(key, entry);
  }
  const builds: SavedBuild[] = [];
  const deleted: DeletedBuild[] = [];
  for (const winner of winners.values()) {
    if ('build' in winner) builds.push(winner.build);
    else deleted.push(winner.deleted);
  }
  return { builds: distinctIds(builds, deleted), deleted };
}

/** A new build first in the copy (its id free of deleted builds' too), or why it cannot be added. */
export function addToDoc(doc: SavedBuildsDoc, build: Omit<SavedBuild, 'id'>): SaveOutcome & { doc?: SavedBuildsDoc } {
  const outcome = addSavedBuild(
    doc.builds,
    build,
    doc.deleted.map((entry) => entry.id),
  );
  return outcome.ok ? { ...outcome, doc: { ...doc, builds: outcome.list } } : outcome;
}

/** The copy with one build renamed (one change more). */
export function renameInDoc(doc: SavedBuildsDoc, id: string, name: unknown): SavedBuildsDoc {
  return { ...doc, builds: renameSavedBuild(doc.builds, id, name) };
}

/** The copy without one build, its deletion kept; and what undo needs. */
export function deleteFromDoc(
  doc: SavedBuildsDoc,
  id: string,
): { doc: SavedBuildsDoc; removed: { build: SavedBuild; index: number } | null } {
  const { list, removed } = removeSavedBuild(doc.builds, id);
  if (!removed) return { doc, removed };
  const { build } = removed;
  const tombstone: DeletedBuild = { id: build.id, savedAt: build.savedAt, href: build.href, rev: (build.rev ?? 1) + 1 };
  return { doc: { builds: list, deleted: [tombstone, ...doc.deleted] }, removed };
}

/** Undo of a delete: the build back at its place, one change past its deletion. */
export function restoreInDoc(doc: SavedBuildsDoc, removed: { build: SavedBuild; index: number }): SavedBuildsDoc {
  const key = identity(removed.build);
  const tombstone = doc.deleted.find((entry) => identity(entry) === key);
  const rev = Math.max(tombstone?.rev ?? 0, removed.build.rev ?? 1) + 1;
  // Its id taken meanwhile (by another writer's save): it comes back under the next free one.
  const idTaken = doc.builds.some((build) => build.id === removed.build.id);
  const id = idTaken ? distinctIds([...doc.builds, removed.build], doc.deleted).at(-1)!.id : removed.build.id;
  const builds = restoreSavedBuild(doc.builds, { ...removed, build: { ...removed.build, id, rev } });
  const back = builds.some((build) => identity(build) === key);
  return { builds, deleted: back ? doc.deleted.filter((entry) => identity(entry) !== key) : doc.deleted };
}
