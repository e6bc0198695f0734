/**
 * A price problem (pricing.offerPriceProblem) in words, for the console error the footer logs
 * (issue 26.7). Kept apart from pricing.ts so that its text comes with the configurator screen.
 */
import { MAX_STORE_PRICE, formatMoney } from './money';
import type { PriceProblem } from './pricing';

export function priceProblemText(problem: PriceProblem): string {
  if (problem.kind === 'no-price') return 'the offer has no price';
  if (problem.kind === 'options-exceed-offer')
    return `its options' prices (${formatMoney(problem.options)}) exceed the offer price (${formatMoney(problem.price)})`;
  return `the vehicle's price (${formatMoney(problem.vehicle)}) is above ${formatMoney(MAX_STORE_PRICE)}`;
}
