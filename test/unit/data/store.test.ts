/**
 * The store facade (src/data/store.ts) over a fake store: each use case answers domain
 * values (ranges, priced and ordered configurables, accessories, disclaimers) or why there
 * are none, never a raw store shape and never a throw.
 */
import { describe, expect, it } from 'vitest';
import { createStoreClient, type StoreClient } from '../../../src/data/client';
import { fetchRanges } from '../../../src/data/store';
import { fetchAccessories, fetchOffers, fetchStoreDisclaimers, fetchVehicles } from '../../../src/data/vehicleStore';
import type { VehicleRange } from '../../../src/domain/types';
import { rangesAnswer, tritonProducts, vehiclesAnswer, type StoreAnswer } from '../../support/storeAnswers';

const TRITON: VehicleRange = { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: true };

/** A client whose store answers by operation name; an operation with no answer fails like a 500. */
function storeClient(answers: Record<string, StoreAnswer>): StoreClient {
  return createStoreClient({
    url: 'https://store.test/graphql',
    method: 'POST',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = (init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams)) as { operationName?: string };
      const name = body.operationName ?? '';
      const answer = answers[name];
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (!answer) return new Response('{"errors":[{"message":"no fixture"}]}', { status: 500 });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const tritonStore = {
  GetAllVehicleRanges: rangesAnswer,
  GetVehiclesInRange: vehiclesAnswer('Triton', tritonProducts),
  GetVehicleOffers: vehiclesAnswer('Triton', tritonProducts),
};

describe('the store facade', () => {
  it('reads the ranges as domain ranges', async () => {
    const ranges = await fetchRanges(storeClient(tritonStore));
    expect(ranges.ok && ranges.value.map((range) => [range.code, range.readyForRender])).toEqual([
      ['triton', true],
      ['outlander-my25', false],
    ]);
  });

  it("gives a range's car and its configurables priced for the offer key, a pick-up range grouped by subrange (spec 5)", async () => {
    // A Pick Up, a Cab Chassis, then another Pick Up, as the store might list them.
    const listed = [tritonProducts[1], tritonProducts[0], tritonProducts[3]];
    const answer = vehiclesAnswer('Triton', listed);
    const vehicles = await fetchVehicles(storeClient({ GetVehiclesInRange: answer, GetVehicleOffers: answer }), TRITON, 'business');
    if (!vehicles.ok) throw new Error(vehicles.error);
    expect(vehicles.value.car.displayName).toBe('Triton');
    expect(vehicles.value.configurables.map((c) => c.sku)).toEqual(['TRGLXDCM', 'TRGLSDCA', 'TRGLXSC']);
    // The GLX Double Cab manual's business price: the fixture's $54,990 less its $1,000 business discount.
    expect(vehicles.value.configurables[0]!.offers.business?.price?.value).toBe(53990);
  });

  it('fails the vehicles when their prices fail, and says why', async () => {
    const vehicles = await fetchVehicles(storeClient({ ...tritonStore, GetVehicleOffers: 'network-error' }), TRITON, 'private');
    expect(vehicles).toEqual({ ok: false, error: expect.stringContaining('Failed to fetch') });
  });

  it('reads one offer key’s prices for a customer-type switch', async () => {
    const prices = await fetchOffers(storeClient(tritonStore), TRITON, 'mmba');
    expect(prices.ok && prices.value.key).toBe('mmba');
    expect(prices.ok && prices.value.models.size).toBe(tritonProducts.length);
  });

  it('answers accessories and disclaimers as values, and a store error as a failure, never a throw', async () => {
    const store = storeClient({
      GetAccessoriesInRange: { data: { categories: { total_count: 0, items: [] } } },
      GetStoreConfigDetails: { data: { storeConfig: { indicative_pricing_disclaimer: { marker: '*', text: 'Indicative only.' } } } },
    });
    expect(await fetchAccessories(store, TRITON)).toEqual({ ok: true, value: [] });
    const disclaimers = await fetchStoreDisclaimers(store);
    expect(disclaimers.ok && disclaimers.value.indicativePricing).toEqual({ marker: '*', text: 'Indicative only.' });
    expect((await fetchAccessories(storeClient({}), TRITON)).ok).toBe(false);
    expect((await fetchStoreDisclaimers(storeClient({ GetStoreConfigDetails: 'network-error' }))).ok).toBe(false);
  });
});
