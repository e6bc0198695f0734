import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pricingAtom } from '../../src/state/atoms';
import { changeOptionAtom } from '../../src/state/buildActions';
import { LEASE, RED, WHITE } from '../support/catalogFactory';
import { fixtureRange, renderHarness, HostBridge } from './harness';

const changes = (events: { name: string; detail: unknown }[]) =>
  events.filter((event) => event.name === 'bp-build-change').map((event) => event.detail);

describe('bp-build-change', () => {
  it('tells the page the build and its total once per change, and its code once the code is worked out', async () => {
    const { instance, events } = renderHarness(<HostBridge />, { range: fixtureRange() });
    const first = {
      range: 'triton',
      modelSku: 'MV1',
      variantSku: `MV1-${WHITE.valueIndex}`,
      accessories: [],
      total: 45990,
      weekly: false,
      priceOnApplication: false,
    };
    // The total at once, with the code when its chunk is in; when the chunk comes after (it is fetched once the
    // build is priced), told once more with the code. Computed by test/support/buildCodeReference.py.
    const coded = { ...first, buildCode: 'M15E-NFW' };
    await waitFor(() => expect(changes(events).at(-1)).toEqual(coded));
    expect([[coded], [{ ...first, buildCode: null }, coded]]).toContainEqual(changes(events));
    const told = changes(events).length;
    act(() => instance.store.set(changeOptionAtom, 'exterior', RED.valueIndex));
    // The Red variant's offer is $700 dearer (catalogFactory's fixtureModel).
    expect(changes(events).at(-1)).toMatchObject({
      variantSku: `MV1-${RED.valueIndex}`,
      total: 46690,
      weekly: false,
      buildCode: 'M15S-G7H',
    });
    expect(changes(events)).toHaveLength(told + 1);
  });

  it('says when the total is weekly under lease', () => {
    const { instance, events } = renderHarness(<HostBridge />, { range: fixtureRange() });
    act(() => instance.store.set(pricingAtom, LEASE));
    expect(changes(events).at(-1)).toMatchObject({ weekly: true, total: 299 });
  });
});
