/**
 * One-line setups for the proposal modal and alert tests: a catalog from the factory,
 * loaded into the element's store as loaders.ts would, with buttons standing in for the
 * controls that trigger changes (accessory cards, option sections).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { createBuild } from '../../src/domain/build';
import { indexCatalog } from '../../src/domain/catalog';
import { selectionFromUrl } from '../../src/domain/selection';
import type { Accessory, Configurable, PricingContext, SelectionGroup, SelectionValue } from '../../src/domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom } from '../../src/state/atoms';
import { addAccessoryAtom, changeOptionAtom, removeAccessoryAtom } from '../../src/state/configurator';
import { AlertHost } from '../../src/ui/configurator/alerts/AlertHost';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { PRIVATE_NSW, model } from '../support/catalogFactory';
import { renderScreen } from './harness';

/** A control that triggers a change: 'Add X', 'Remove X' or 'Choose {group} X'. */
export type Trigger =
  { add: string } | { remove: string } | { choose: SelectionGroup; value: Exclude<SelectionValue, null>; label?: string };

export interface ProposalSetup {
  models?: Configurable[];
  accessories?: Accessory[];
  pricing?: PricingContext;
  cart?: string[];
  triggers?: Trigger[];
  /** File names in the range's accessory image listing (the general listing is empty). */
  images?: string[];
}

/** Answers the accessory image listings (spec 7) from memory; call vi.unstubAllGlobals after the test. */
function stubAccessoryListings(images: readonly string[]): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    // An unrelated file keeps a listing from reading as empty (which logs).
    const names = ['unrelated.png', ...(url.includes('/accessories/triton/2025.json') ? images : [])];
    const body = {
      class: ['assets/folder'],
      properties: { name: 'listing' },
      entities: names.map((name) => ({ class: ['assets/asset'], properties: { name, contentFragment: false } })),
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function labelOf(trigger: Trigger): string {
  if ('add' in trigger) return `Add ${trigger.add}`;
  if ('remove' in trigger) return `Remove ${trigger.remove}`;
  return trigger.label ?? `Choose ${trigger.choose} ${trigger.value}`;
}

/** Renders the proposal modal host and the alert host over a loaded range and a build (first model, first variant). */
export function renderProposals(setup: ProposalSetup = {}) {
  const catalog = indexCatalog({ configurables: setup.models ?? [model('GLX', { price: 40000 })], accessories: setup.accessories ?? [] });
  const pricing = setup.pricing ?? PRIVATE_NSW;
  const resolved = selectionFromUrl(catalog, { modelSelection: null, optionSku: null });
  if (!resolved) throw new Error('catalog has no variant');
  const triggers = setup.triggers ?? [];
  stubAccessoryListings(setup.images ?? []);
  const view = renderScreen(
    <>
      {triggers.map((trigger) => (
        <button
          key={labelOf(trigger)}
          type="button"
          onClick={() => {
            if ('add' in trigger) view.instance.store.set(addAccessoryAtom, trigger.add);
            else if ('remove' in trigger) view.instance.store.set(removeAccessoryAtom, trigger.remove);
            else view.instance.store.set(changeOptionAtom, trigger.choose, trigger.value);
          }}
        >
          {labelOf(trigger)}
        </button>
      ))}
      <AlertHost />
      <ProposalModalHost />
    </>,
  );
  const { store } = view.instance;
  act(() => {
    store.set(pricingAtom, pricing);
    store.set(loadedRangeAtom, {
      range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: true },
      car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
      catalog,
      accessoriesFailed: false,
    });
    store.set(buildAtom, createBuild({ catalog, pricing }, resolved, setup.cart ?? []));
  });
  return { ...view, store, build: () => store.get(buildAtom)!, label: labelOf };
}
