/** Issue 34: saved builds written by two tabs or elements are merged, never overwritten. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSavedBuildsDoc, savedBuildsValue, type SavedBuild, type SavedBuildsDoc } from '../../../src/domain/savedBuilds';
import { addToDoc, deleteFromDoc, mergeSavedBuilds, renameInDoc, restoreInDoc } from '../../../src/domain/savedBuildsMerge';
import { savedBuildDraft } from '../../support/catalogFactory';

const EMPTY: SavedBuildsDoc = { builds: [], deleted: [] };

function added(doc: SavedBuildsDoc, name: string, savedAt: string): SavedBuildsDoc {
  const outcome = addToDoc(doc, savedBuildDraft(name, { savedAt }));
  if (!outcome.doc) throw new Error('not added');
  return outcome.doc;
}

/** One tab or element: its own copy, and the copy of a write storage refused (the page's). */
interface Writer {
  own: SavedBuildsDoc | null;
  unsaved: string | null;
}

/** A write as the element makes it: storage read, merged with the page's unsaved copy and the writer's own, changed, written. */
function write(
  store: { text: string | null },
  writer: Writer,
  change: (doc: SavedBuildsDoc) => SavedBuildsDoc,
  refused: boolean,
): SavedBuildsDoc {
  let doc = mergeSavedBuilds(parseSavedBuildsDoc(writer.unsaved), parseSavedBuildsDoc(store.text));
  if (writer.own) doc = mergeSavedBuilds(doc, writer.own);
  const next = change(doc);
  writer.own = next;
  const text = savedBuildsValue(next.builds, next.deleted);
  if (refused) writer.unsaved = text;
  else {
    store.text = text;
    writer.unsaved = null;
  }
  return next;
}

const dates = (doc: SavedBuildsDoc | string | null): string[] =>
  (typeof doc === 'string' || doc === null ? parseSavedBuildsDoc(doc) : doc).builds.map((build) => build.savedAt ?? '');

describe('saved builds merge', () => {
  it('tab 1, tab 2, tab 1 again: the three builds are kept, newest first', () => {
    const store = { text: null as string | null };
    // Each tab read the (empty) list when it opened.
    const tab1: Writer = { own: EMPTY, unsaved: null };
    const tab2: Writer = { own: EMPTY, unsaved: null };
    write(store, tab1, (doc) => added(doc, 'One', '2026-11-28T10:00:00.000Z'), false);
    write(store, tab2, (doc) => added(doc, 'Two', '2026-11-28T10:01:00.000Z'), false);
    write(store, tab1, (doc) => added(doc, 'Three', '2026-11-28T10:02:00.000Z'), false);
    const stored = parseSavedBuildsDoc(store.text);
    expect(stored.builds.map((build) => [build.id, build.name])).toEqual([
      ['b3', 'Three'],
      ['b2', 'Two'],
      ['b1', 'One'],
    ]);
  });

  it('keeps a deletion as such: a copy still holding the build does not bring it back, an undo does', () => {
    const one = added(EMPTY, 'One', '2026-11-28T10:00:00.000Z');
    const { doc: without, removed } = deleteFromDoc(one, 'b1');
    expect(mergeSavedBuilds(one, without).builds).toEqual([]);
    expect(mergeSavedBuilds(without, one).builds).toEqual([]);
    const undone = restoreInDoc(without, removed!);
    expect(mergeSavedBuilds(without, undone).builds.map((build) => build.name)).toEqual(['One']);
  });

  it('the more changed copy of a build wins: a rename is not undone by a stale copy', () => {
    const one = added(EMPTY, 'One', '2026-11-28T10:00:00.000Z');
    const renamed = renameInDoc(one, 'b1', 'For Sam');
    expect(mergeSavedBuilds(one, renamed).builds.map((build) => build.name)).toEqual(['For Sam']);
    expect(mergeSavedBuilds(renamed, one).builds.map((build) => build.name)).toEqual(['For Sam']);
  });

  it('two builds given one id by two writers are both kept, the second renumbered', () => {
    const a = added(EMPTY, 'Mine', '2026-11-28T10:00:00.000Z');
    const b = added(EMPTY, 'Theirs', '2026-11-28T10:00:05.000Z');
    expect(mergeSavedBuilds(a, b).builds.map((build) => [build.id, build.name])).toEqual([
      ['b1', 'Mine'],
      ['b2', 'Theirs'],
    ]);
  });

  it('any interleaving of saves and deletes from two writers keeps every acknowledged save (property)', () => {
    const step = fc.record({
      writer: fc.constantFrom(0, 1),
      kind: fc.constantFrom('save', 'save', 'delete', 'undo'),
      pick: fc.nat(),
      refused: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const store = { text: null as string | null };
        const writers: Writer[] = [
          { own: null, unsaved: null },
          { own: null, unsaved: null },
        ];
        const lastRemoved: ({ build: SavedBuild; index: number } | null)[] = [null, null];
        /** Saves told 'Saved … on this device' (by savedAt, unique per save), and saves a writer deleted. */
        const onDevice = new Set<string>();
        const acknowledged = new Set<string>();
        const deleted = new Set<string>();
        steps.forEach(({ writer: index, kind, pick, refused }, n) => {
          const writer = writers[index]!;
          const savedAt = new Date(Date.UTC(2026, 10, 28, 10, 0, n)).toISOString();
          let saved = false;
          write(
            store,
            writer,
            (doc) => {
              if (kind === 'save') {
                const outcome = addToDoc(doc, savedBuildDraft(`Build ${n}`, { savedAt }));
                saved = outcome.ok;
                return outcome.doc ?? doc;
              }
              if (kind === 'undo') {
                const removed = lastRemoved[index];
                lastRemoved[index] = null;
                if (!removed) return doc;
                const next = restoreInDoc(doc, removed);
                // An undo storage refused is not on the device yet: the deletion still is (and so is one refused as the list is full).
                if (!refused && dates(next).includes(removed.build.savedAt!)) deleted.delete(removed.build.savedAt!);
                return next;
              }
              const victim = doc.builds[pick % Math.max(1, doc.builds.length)];
              if (!victim) return doc;
              const { doc: next, removed } = deleteFromDoc(doc, victim.id);
              deleted.add(victim.savedAt!);
              lastRemoved[index] = removed;
              return next;
            },
            refused,
          );
          if (saved) acknowledged.add(savedAt);
          if (saved && !refused) onDevice.add(savedAt);
          // Every save told it is on the device is there (unless a writer deleted it since).
          const stored = new Set(dates(store.text));
          for (const date of onDevice) if (!deleted.has(date)) expect(stored).toContain(date);
        });
        // The next write of each writer that storage takes brings its page-only saves to the device too.
        for (const writer of writers) write(store, writer, (doc) => doc, false);
        const stored = dates(store.text);
        for (const date of acknowledged) if (!deleted.has(date)) expect(stored).toContain(date);
        // And nothing is kept twice or under one id twice.
        const ids = parseSavedBuildsDoc(store.text).builds.map((build) => build.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(stored).size).toBe(stored.length);
      }),
      { numRuns: 300 },
    );
  });
});
