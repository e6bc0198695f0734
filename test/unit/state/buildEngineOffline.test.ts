import { describe, expect, it, vi } from 'vitest';
import { buildAtom } from '../../../src/state/atoms';
import { changeOptionAtom } from '../../../src/state/buildActions';
import { loadChunk } from '../../../src/host/loadChunk';
import { RED, WHITE } from '../../support/catalogFactory';
import { loadedStore } from '../../support/loadedStore';

// The engine's chunk comes through loadChunk (with its retries); here it can be made to fail
// as a dropped connection would, after its retries.
vi.mock('../../../src/host/loadChunk', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/host/loadChunk')>();
  return { ...real, loadChunk: vi.fn(real.loadChunk) };
});

describe('a change whose code cannot be fetched', () => {
  it('keeps the build, tells the visitor the change was not made, and the next change fetches the code again', async () => {
    const store = loadedStore();
    const before = store.get(buildAtom);
    vi.mocked(loadChunk).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await store.set(changeOptionAtom, 'exterior', RED.valueIndex);
    expect(store.get(buildAtom)?.selections).toEqual(before?.selections);
    expect(store.get(buildAtom)?.cart).toEqual(before?.cart);
    expect(store.get(buildAtom)?.alert).toEqual({
      content: 'Sorry, your change could not be made. Please check your connection and try again.',
      duration: null,
    });
    expect(store.get(buildAtom)?.selections.exterior).toBe(WHITE.valueIndex);
    expect(error).toHaveBeenCalledTimes(1);

    // The connection is back: the visitor makes the change again, and it applies (the alert goes with it).
    await store.set(changeOptionAtom, 'exterior', RED.valueIndex);
    expect(store.get(buildAtom)?.selections.exterior).toBe(RED.valueIndex);
    expect(store.get(buildAtom)?.alert).toBeNull();
    error.mockRestore();
  });
});
