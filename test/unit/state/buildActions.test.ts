import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { buildAtom, loadedRangeAtom, pricingAtom } from '../../../src/state/atoms';
import { addAccessoryAtom, changeOptionAtom } from '../../../src/state/buildActions';
import { BLACK, PRIVATE_NSW, RED, WHITE, accessory, model, testBuild } from '../../support/catalogFactory';

/** A store with the GLX (white, red or black) loaded and priced, as the loaders leave it before any change. */
function loadedStore() {
  const t = testBuild({
    models: [model('GLX', { price: 40000, exteriors: [WHITE, RED, BLACK] })],
    accessories: [accessory('TB', { price: 1250 })],
  });
  const store = createStore();
  store.set(pricingAtom, PRIVATE_NSW);
  store.set(loadedRangeAtom, {
    range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: true },
    car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
    catalog: t.ctx.catalog,
    accessories: 'ready',
    linkCart: [],
  });
  store.set(buildAtom, t.build);
  return store;
}

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
