/**
 * What the screen's regions read of the build (state/configurator.ts, shownBuildAtom): a proposal
 * opening or an alert showing changes the build but not what the header, options, accessories,
 * summary and footer show, so they are not told; a change the visitor makes is.
 */
import { describe, expect, it } from 'vitest';
import { buildAtom } from '../../../src/state/atoms';
import { acceptProposalAtom, addAccessoryAtom, removeAccessoryAtom } from '../../../src/state/buildActions';
import { breakdownAtom, shownBuildAtom, summaryAtom } from '../../../src/state/configurator';
import { loadedStore } from '../../support/loadedStore';

function watched(store: ReturnType<typeof loadedStore>) {
  const told = { shown: 0, breakdown: 0, summary: 0 };
  store.sub(shownBuildAtom, () => (told.shown += 1));
  store.sub(breakdownAtom, () => (told.breakdown += 1));
  store.sub(summaryAtom, () => (told.summary += 1));
  return told;
}

describe('the build as the screen shows it', () => {
  it('stays the same while only a proposal waits for the visitor, and follows the change they accept', async () => {
    const store = loadedStore();
    await store.set(addAccessoryAtom, 'TB');
    const before = { shown: store.get(shownBuildAtom), breakdown: store.get(breakdownAtom), summary: store.get(summaryAtom) };
    const told = watched(store);

    // Removing asks first ('Remove this accessory?'): the build holds the proposal; the screen's build is the same.
    await store.set(removeAccessoryAtom, 'TB');
    expect(store.get(buildAtom)?.pending).not.toBeNull();
    expect(store.get(shownBuildAtom)).toBe(before.shown);
    expect(store.get(breakdownAtom)).toBe(before.breakdown);
    expect(store.get(summaryAtom)).toBe(before.summary);
    expect(told).toEqual({ shown: 0, breakdown: 0, summary: 0 });

    await store.set(acceptProposalAtom);
    expect(store.get(shownBuildAtom)?.cart).toEqual([]);
    expect(store.get(breakdownAtom)?.total).toBeLessThan(before.breakdown!.total);
    expect(told.shown).toBe(1);
    expect(told.breakdown).toBe(1);
  });

  it('stays the same when only the alert changes', () => {
    const store = loadedStore();
    const before = store.get(shownBuildAtom)!;
    const told = watched(store);
    store.set(buildAtom, { ...before, alert: { content: 'The change was not made.', duration: null } });
    expect(store.get(shownBuildAtom)).toBe(before);
    store.set(buildAtom, { ...store.get(buildAtom)!, alert: null });
    expect(store.get(shownBuildAtom)).toBe(before);
    expect(told).toEqual({ shown: 0, breakdown: 0, summary: 0 });
  });
});
