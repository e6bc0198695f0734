import { createStore } from 'jotai';
import { buildAtom, loadedRangeAtom, pricingAtom } from '../../src/state/atoms';
import { BLACK, PRIVATE_NSW, RED, WHITE, accessory, model, testBuild } from './catalogFactory';

/** A jotai store with a Triton GLX (white, red or black; one accessory 'TB') loaded and priced, as the loaders leave it before any change. */
export function loadedStore() {
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
