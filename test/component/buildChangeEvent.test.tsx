import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pricingAtom } from '../../src/state/atoms';
import { changeOptionAtom } from '../../src/state/buildActions';
import { LEASE, RED, WHITE } from '../support/catalogFactory';
import { fixtureRange, renderHarness, HostBridge } from './harness';

const changes = (events: { name: string; detail: unknown }[]) =>
  events.filter((event) => event.name === 'bp-build-change').map((event) => event.detail);

describe('bp-build-change', () => {
  it('tells the page the build and its total once per change', () => {
    const { instance, events } = renderHarness(<HostBridge />, { range: fixtureRange() });
    expect(changes(events)).toEqual([
      {
        range: 'triton',
        modelSku: 'MV1',
        variantSku: `MV1-${WHITE.valueIndex}`,
        accessories: [],
        total: 45990,
        weekly: false,
        priceOnApplication: false,
        // Worked by hand (buildCode.ts): range 0 '1', variant 0 of 2 '0', vehicle hash 8 '01000', no items '1', check 'A'.
        buildCode: 'J4A',
      },
    ]);
    act(() => instance.store.set(changeOptionAtom, 'exterior', RED.valueIndex));
    // The Red variant's offer is $700 dearer (catalogFactory's fixtureModel).
    expect(changes(events).at(-1)).toMatchObject({ variantSku: `MV1-${RED.valueIndex}`, total: 46690, weekly: false, buildCode: 'WMJ' });
    expect(changes(events)).toHaveLength(2);
  });

  it('says when the total is weekly under lease', () => {
    const { instance, events } = renderHarness(<HostBridge />, { range: fixtureRange() });
    act(() => instance.store.set(pricingAtom, LEASE));
    expect(changes(events).at(-1)).toMatchObject({ weekly: true, total: 299 });
  });
});
