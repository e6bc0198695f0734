/**
 * The console error for a build with no valid offer for the pricing context (spec 5, 8), with
 * the price problem when the store's prices make no sense (issue 26.7). Its own module, loaded
 * with the configurator screen's footer: the words of a price problem stay out of the
 * element's first module.
 */
import { atom } from 'jotai';
import { offerPriceProblem } from '../domain/pricing';
import { priceProblemText } from '../domain/priceProblemText';
import { pricingAtom } from './atoms';
import { offerMissingAtom, resolvedAtom } from './configurator';
import { instanceOf, type Instance } from './instance';

/** What the log depends on: a new value whenever the offer's presence, the selection or the pricing changes. */
const missingOfferAtom = atom((get) => ({ missing: get(offerMissingAtom), resolved: get(resolvedAtom), pricing: get(pricingAtom) }));

function logMissingOffer(instance: Instance): void {
  const { missing, resolved, pricing } = instance.store.get(missingOfferAtom);
  if (!missing || !resolved) return;
  // Prices that make no sense are no valid offer too; the log says which (issue 26.7).
  const found = offerPriceProblem(resolved, pricing);
  const problem = found ? priceProblemText(found) : null;
  console.error(
    `bp-configurator: no valid offer for ${resolved.variant.sku} (customer type ${pricing.customerType}, pricing type ${pricing.pricingType})${problem ? `: ${problem}; no price is shown` : ''}`,
  );
}

/** Logs now and on each change while the build has no valid offer; returns the stop. */
export const reportMissingOfferAtom = atom(null, (get): (() => void) => {
  const instance = instanceOf(get);
  logMissingOffer(instance);
  return instance.store.sub(missingOfferAtom, () => logMissingOffer(instance));
});
