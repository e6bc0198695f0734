import { describe, expect, it } from 'vitest';
import { buildAtom } from '../../../src/state/atoms';
import { addAccessoryAtom, changeOptionAtom } from '../../../src/state/buildActions';
import { BLACK, RED, WHITE } from '../../support/catalogFactory';
import { loadedStore } from '../../support/loadedStore';

describe('changes to the build (the engine is a lazy chunk)', () => {
  it('applies changes made before the engine arrived once it is here, in the order the visitor made them', async () => {
    const store = loadedStore();
    expect(store.get(buildAtom)?.selections.exterior).toBe(WHITE.valueIndex);
    const changes = [
      store.set(changeOptionAtom, 'exterior', RED.valueIndex),
      store.set(addAccessoryAtom, 'TB'),
      store.set(changeOptionAtom, 'exterior', BLACK.valueIndex),
    ];
    await Promise.all(changes);
    expect(store.get(buildAtom)?.selections.exterior).toBe(BLACK.valueIndex);
    expect(store.get(buildAtom)?.cart).toEqual(['TB']);
  });

  it('applies a change at once when the engine is here', async () => {
    const store = loadedStore();
    await store.set(changeOptionAtom, 'exterior', BLACK.valueIndex);
    store.set(changeOptionAtom, 'exterior', RED.valueIndex);
    expect(store.get(buildAtom)?.selections.exterior).toBe(RED.valueIndex);
  });
});
