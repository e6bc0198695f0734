/**
 * Derived values of the configurator and the actions that need no engine (tab, finance,
 * alert, cancel). Every rule is a call into src/domain; this file only wires it to atoms.
 * The changes that go through the engine are in buildActions.ts.
 */
import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { cancelProposal, clearAlert, resolvedOf, selectFinanceTab, updateFinance, type EngineContext } from '../domain/build';
import {
  buildTotal,
  cartLines,
  isOfferMissing,
  isPriceOnApplication,
  summaryDetails,
  vehicleOffer,
  vehiclePriceDisplay,
} from '../domain/pricing';
import { SELECTION_GROUPS, type Build, type FinanceInputs, type ResolvedSelection } from '../domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom, rangesAtom } from './atoms';
import { encoderAtom } from './buildCodeEncoder';
import type { PricedBuildAtoms } from './hostBridge';
import { instanceOf } from './instance';
import { vehicleThumbnail } from './vehicleThumbnail';

/** The catalog and pricing every transition reads; null until a range is loaded. */
export const engineAtom = atom<EngineContext | null>((get) => {
  const loaded = get(loadedRangeAtom);
  return loaded ? { catalog: loaded.catalog, pricing: get(pricingAtom) } : null;
});

/** The same build as the screen shows it: every field but its alert and its pending proposal (their hosts' alone) the same. */
function sameShownBuild(a: Build | null, b: Build | null): boolean {
  return (
    a === b || (!!a && !!b && (Object.keys(a) as (keyof Build)[]).every((key) => key === 'alert' || key === 'pending' || a[key] === b[key]))
  );
}

/**
 * The build as the regions of the screen show it: the same object while only its alert or its
 * pending proposal changes, so that a proposal or an alert re-renders its modal or its banner,
 * not the header, the options, the accessories, the summary and the footer. Only the modal's
 * and the alert's hosts read those two (ProposalModalHost, AlertHost).
 */
export const shownBuildAtom = selectAtom(buildAtom, (build) => build, sameShownBuild);

const resolvingAtom = atom((get) => {
  const ctx = get(engineAtom);
  const build = get(shownBuildAtom);
  return ctx && build ? resolvedOf(ctx, build) : null;
});

/** The same selection: the same configurable and variant for the same choices. */
function sameResolved(a: ResolvedSelection | null, b: ResolvedSelection | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.configurable !== b.configurable || a.variant !== b.variant) return false;
  return SELECTION_GROUPS.every((group) => a.selections[group] === b.selections[group]);
}

/**
 * The configurable and variant the build names. It keeps its value (the same object) while
 * the selection is the same, so a cart, finance or alert change does not re-render what
 * shows only the vehicle (hero, header, option groups).
 */
export const resolvedAtom = selectAtom(resolvingAtom, (resolved) => resolved, sameResolved);

/** The running total as a sum of parts (spec 9). */
export const breakdownAtom = atom((get) => {
  const ctx = get(engineAtom);
  const build = get(shownBuildAtom);
  const resolved = get(resolvedAtom);
  return ctx && build && resolved ? buildTotal(ctx.catalog, resolved, build.cart, ctx.pricing) : null;
});

/** Price on application (spec 4). */
export const priceOnApplicationAtom = atom((get) => {
  const ctx = get(engineAtom);
  const build = get(shownBuildAtom);
  const resolved = get(resolvedAtom);
  return ctx && build && resolved ? isPriceOnApplication(ctx.catalog, resolved, build.cart, ctx.pricing) : false;
});

/** The vehicle's offer for the pricing context; null means no valid offer (spec 5: nothing priced renders). */
export const offerAtom = atom((get) => {
  const resolved = get(resolvedAtom);
  return resolved ? vehicleOffer(resolved, get(pricingAtom)) : null;
});

/** True when the build has no valid offer for the pricing context once its prices are in (spec 5, 8: logged). */
export const offerMissingAtom = atom((get) => {
  const resolved = get(resolvedAtom);
  return resolved ? isOfferMissing(resolved, get(pricingAtom)) : false;
});

/**
 * The total as every price display shows it (footer, Price tab, 'Your build'): POA, an
 * override label, or the figure with its marker (spec 5, 9); null without a valid offer.
 */
export const priceDisplayAtom = atom((get) => {
  const resolved = get(resolvedAtom);
  const breakdown = get(breakdownAtom);
  return resolved && breakdown ? vehiclePriceDisplay(resolved, get(pricingAtom), get(priceOnApplicationAtom), breakdown.total) : null;
});

/** 'Your build' (spec 3 "Summary details"): the model and option lines and the cart lines, which sum to the total. */
export const summaryAtom = atom((get) => {
  const ctx = get(engineAtom);
  const build = get(shownBuildAtom);
  const resolved = get(resolvedAtom);
  if (!ctx || !build || !resolved) return null;
  return {
    details: summaryDetails(ctx.catalog, resolved, build.cart, ctx.pricing),
    lines: cartLines(ctx.catalog, resolved, build.cart, ctx.pricing),
  };
});

/**
 * The build's code (issue 32.1, domain/buildCode): shown in 'Your build' and on the build sheet, and
 * given to the page and the dealer; null until the range list, the vehicle, its accessories and the
 * encoder's chunk are in (read first, so that the first subscriber fetches it).
 */
export const buildCodeAtom = atom((get) => {
  const encoder = get(encoderAtom);
  const loaded = get(loadedRangeAtom);
  const resolved = get(resolvedAtom);
  const cart = get(shownBuildAtom)?.cart;
  const ranges = get(rangesAtom);
  if (!encoder || !loaded || !resolved || !cart || ranges.status !== 'ready' || loaded.accessories === 'loading') return null;
  const build = { range: loaded.range.code, model: resolved.configurable.sku, variant: resolved.variant.sku, cart };
  return encoder.buildCode(
    ranges.value.map((range) => range.code),
    loaded.catalog,
    build,
  );
});

/** What the bridge with the page reports of the build (state/hostBridge.ts): a vehicle load puts it in its store. */
export const pricedBuildAtoms: PricedBuildAtoms = {
  resolved: resolvedAtom,
  priceOnApplication: priceOnApplicationAtom,
  offer: offerAtom,
  breakdown: breakdownAtom,
  buildCode: buildCodeAtom,
  thumbnail: atom((get) => {
    const loaded = get(loadedRangeAtom);
    const resolved = get(resolvedAtom);
    return loaded && resolved ? vehicleThumbnail(instanceOf(get).config, loaded.car, resolved) : null;
  }),
};

/** Cancels the pending proposal: the build exactly as it was. */
export const cancelProposalAtom = atom(null, (get, set) => {
  const build = get(buildAtom);
  if (build?.pending) set(buildAtom, cancelProposal(build));
});

export const clearAlertAtom = atom(null, (get, set) => {
  const build = get(buildAtom);
  if (build) set(buildAtom, clearAlert(build));
});

/** Price or Finance tab (spec 4 "Summary"). */
export const selectFinanceTabAtom = atom(null, (get, set, financeSelected: boolean) => {
  const build = get(buildAtom);
  if (build) set(buildAtom, selectFinanceTab(build, financeSelected));
});

export const updateFinanceAtom = atom(null, (get, set, finance: FinanceInputs | null) => {
  const build = get(buildAtom);
  if (build) set(buildAtom, updateFinance(build, finance));
});
