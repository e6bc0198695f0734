/**
 * What a change does to a build, line by line (spec 2 "Modals", 4 alerts, 9 "Summary
 * details"): the vehicle, each option and each cart item that changes, with what each
 * adds to or takes from the total. The lines sum exactly to the change of the total, so a
 * proposal's 'Price change' and an alert's figure are the sum of what they list.
 */
import { accessoryTitle, colourLabelOf, type Catalog } from './catalog';
import { formatPriceDifference, sumMoney } from './money';
import { isLease } from './offers';
import {
  accessoryPriceText,
  buildTotal,
  cartItemAmount,
  isPriceOnApplication,
  itemName,
  priceChangeText,
  type PricePart,
  type PriceSum,
} from './pricing';
import { chosenOptionValue, resolveSelection } from './selection';
import { baseTraySku, isTrayPaintSku, isTraySku } from './trayPrice';
import { SELECTION_LABELS, STORE_OPTIONS, VEHICLE_NAME_GROUPS } from './optionGroups';
import { type Build, type PricingContext, type ResolvedSelection, type SelectionGroup } from './types';

/** One line of a change: what it is now, what it was, and what it adds to the total. */
export interface BuildChange {
  kind: 'vehicle' | 'option' | 'accessory';
  action: 'add' | 'remove' | 'change';
  /** The option group of an option line; null for the vehicle and accessories. */
  group: SelectionGroup | null;
  /** The cart sku of an accessory line; null for the vehicle and its options. */
  sku: string | null;
  /** What the build has now: 'GLX, 4WD Diesel', 'Red Diamond', 'Tow bar'. */
  title: string;
  /** What it had before, e.g. 'was GLS'; 'Removed' or 'Added' for an accessory that leaves or joins; null for an option that only joins or leaves. */
  detail: string | null;
  /** Exact dollars (weekly under lease) this line adds to the total; 0 for accessories under lease. */
  amount: number;
  /** The amount as shown: '+ $740', '− $1,199', '+ $3 per week', 'POA'. */
  priceText: string;
}

/** What an accessory line says beside its title when it leaves or joins (a removed tray at $0 still says it goes). */
const REMOVED = 'Removed';
const ADDED = 'Added';

function partAmount(parts: readonly PricePart[], kind: PricePart['kind'], sku?: string): number {
  return parts.find((part) => part.kind === kind && (sku === undefined || part.sku === sku))?.amount ?? 0;
}

function cartAmounts(catalog: Catalog, resolved: ResolvedSelection, cart: readonly string[]): Map<string, number> {
  const baseTray = baseTraySku(catalog, resolved);
  return new Map(cart.map((sku) => [sku, cartItemAmount(catalog, sku, baseTray) ?? 0]));
}

/**
 * The lines that take build `before` to build `after`, in the order 'Your build' lists them:
 * vehicle, options, then cart items (left, joined, repriced). Their amounts sum exactly to
 * the new total less the old; under lease accessories are on application and count 0.
 */
export function buildChanges(catalog: Catalog, pricing: PricingContext, before: Build, after: Build): BuildChange[] {
  const was = resolveSelection(catalog, before.selections);
  const now = resolveSelection(catalog, after.selections);
  if (!was || !now) return [];
  const totals = { was: buildTotal(catalog, was, before.cart, pricing), now: buildTotal(catalog, now, after.cart, pricing) };
  const poa = isPriceOnApplication(catalog, now, after.cart, pricing);
  const vehicleText = (amount: number) => priceChangeText(amount, pricing, poa);
  const vehicle = vehicleLine(was, now, totals, vehicleText);
  return [
    ...(vehicle ? [vehicle] : []),
    ...optionLines(was, now, totals, vehicleText),
    ...accessoryLines(catalog, pricing, poa, cartAmounts(catalog, was, before.cart), cartAmounts(catalog, now, after.cart)),
  ];
}

type Totals = { was: PriceSum; now: PriceSum };

/** The vehicle's line: the groups that changed (else the model, when only its price did), with the base price's change. */
function vehicleLine(
  was: ResolvedSelection,
  now: ResolvedSelection,
  totals: Totals,
  vehicleText: (amount: number) => string,
): BuildChange | null {
  const changedGroups = VEHICLE_NAME_GROUPS.filter((group) => was.selections[group] !== now.selections[group]);
  const baseDelta = sumMoney([partAmount(totals.now.parts, 'vehicle'), -partAmount(totals.was.parts, 'vehicle')]);
  if (changedGroups.length === 0 && baseDelta === 0) return null;
  const shown = changedGroups.length > 0 ? changedGroups : (['model'] as const);
  const values = (resolved: ResolvedSelection) => shown.map((group) => String(resolved.selections[group] ?? '')).join(', ');
  return {
    kind: 'vehicle',
    action: 'change',
    group: null,
    sku: null,
    title: values(now),
    detail: changedGroups.length > 0 ? `was ${values(was)}` : null,
    amount: baseDelta,
    priceText: vehicleText(baseDelta),
  };
}

/** An option's line where its value or its price changed. */
function optionLines(
  was: ResolvedSelection,
  now: ResolvedSelection,
  totals: Totals,
  vehicleText: (amount: number) => string,
): BuildChange[] {
  const lines: BuildChange[] = [];
  for (const { code, part: kind, group } of STORE_OPTIONS) {
    const oldValue = chosenOptionValue(was.configurable, was.variant, code);
    const newValue = chosenOptionValue(now.configurable, now.variant, code);
    const delta = sumMoney([partAmount(totals.now.parts, kind), -partAmount(totals.was.parts, kind)]);
    if (oldValue?.label === newValue?.label && delta === 0) continue;
    lines.push({
      kind: 'option',
      action: newValue === null ? 'remove' : oldValue === null ? 'add' : 'change',
      group,
      sku: null,
      title: newValue ? newValue.label : `No ${SELECTION_LABELS[group].toLowerCase()}`,
      detail: oldValue ? `was ${oldValue.label}` : null,
      amount: delta,
      priceText: vehicleText(delta),
    });
  }
  return lines;
}

/** The cart items that left, joined, or (drive-away) cost another amount on the new vehicle; under lease they count 0. */
function accessoryLines(
  catalog: Catalog,
  pricing: PricingContext,
  poa: boolean,
  oldItems: ReadonlyMap<string, number>,
  newItems: ReadonlyMap<string, number>,
): BuildChange[] {
  const weekly = isLease(pricing);
  const accessoryLine = (sku: string, action: BuildChange['action'], shown: number, detail: string | null = null): BuildChange => {
    const amount = weekly ? 0 : shown;
    const text = weekly ? accessoryPriceText(Math.abs(shown), pricing, poa) : formatPriceDifference(amount);
    return {
      kind: 'accessory',
      action,
      group: null,
      sku,
      title: itemName(accessoryTitle(catalog, sku), colourLabelOf(catalog, sku)),
      detail,
      amount,
      priceText: text,
    };
  };
  const lines: BuildChange[] = [];
  for (const [sku, amount] of oldItems) {
    if (!newItems.has(sku)) lines.push(accessoryLine(sku, 'remove', -amount, REMOVED));
  }
  for (const [sku, amount] of newItems) {
    const old = oldItems.get(sku);
    if (old === undefined) lines.push(accessoryLine(sku, 'add', amount, ADDED));
    else if (!weekly && old !== amount) lines.push(accessoryLine(sku, 'change', sumMoney([amount, -old]), 'price for this vehicle'));
  }
  return lines;
}

/** Whether a line changes nothing the visitor would notice: an option joining or leaving at $0 ('Standard'), a tray or its paint swapped for an equivalent at $0. */
function isNoOp(catalog: Catalog, line: BuildChange, lines: readonly BuildChange[]): boolean {
  if (line.amount !== 0) return false;
  if (line.kind === 'option') return line.action !== 'change';
  if (line.kind !== 'accessory' || line.sku === null || line.action === 'change') return false;
  const trayPart = (sku: string | null) => sku !== null && (isTraySku(catalog, sku) || isTrayPaintSku(catalog, sku));
  if (!trayPart(line.sku)) return false;
  const opposite = line.action === 'add' ? 'remove' : 'add';
  const sameKind = (sku: string) => isTraySku(catalog, sku) === isTraySku(catalog, line.sku!);
  return lines.some((other) => other.action === opposite && other.amount === 0 && trayPart(other.sku) && sameKind(other.sku!));
}

/**
 * The lines a visitor would notice (issue 35, proposal noise): without the $0 no-ops, an option
 * joining or leaving at $0 ('Standard', 'No option pack — was Standard') or a tray part swapped
 * for an equivalent at $0. What is left out is $0, so the lines still sum to the price change.
 */
export function noticeableChanges(catalog: Catalog, lines: readonly BuildChange[]): BuildChange[] {
  return lines.filter((line) => !isNoOp(catalog, line, lines));
}

/** How the alert tells a line: 'removed Tradie Pack (− $1,990)', 'added …', 'Interior to Leather (was Cloth, + $500)'. */
function toldText(line: BuildChange): string {
  if (line.action === 'remove') {
    return `removed ${line.kind === 'option' ? (line.detail ?? '').replace(/^was /, '') : line.title} (${line.priceText})`;
  }
  if (line.action === 'add') return `added ${line.title} (${line.priceText})`;
  const label = line.group ? SELECTION_LABELS[line.group] : null;
  return `${label ?? line.title} to ${line.title}${line.detail ? ` (${line.detail}, ${line.priceText})` : ` (${line.priceText})`}`;
}

/** The vehicle groups the choice forced, named with it: ' with the Transmission and Drive & Fuel Type changes'. */
function alongWithText(forced: readonly SelectionGroup[]): string {
  if (forced.length === 0) return '';
  return ` with the ${forced.map((group) => SELECTION_LABELS[group]).join(' and ')} change${forced.length > 1 ? 's' : ''}`;
}

/**
 * The alert for a choice that changed more than itself (spec 4: every automatic change is
 * told): the visitor's own choice with what it adds, what else changed with each price, and
 * the price change, which is the sum of the amounts listed; null when nothing else changed.
 * $0 no-ops are left out. E.g. 'Your choice: Double Cab Pick Up (+ $4,000). To fit your choice
 * we also changed: removed Tradie Pack (− $1,990); removed Alloy tray – Double Cab (− $900).
 * Price change: + $1,110.'
 */
export function alsoChangedAlert(
  catalog: Catalog,
  pricing: PricingContext,
  before: Build,
  after: Build,
  chosen: SelectionGroup,
): string | null {
  const was = resolveSelection(catalog, before.selections);
  const now = resolveSelection(catalog, after.selections);
  if (!was || !now) return null;
  const forced = VEHICLE_NAME_GROUPS.filter((group) => group !== chosen && was.selections[group] !== now.selections[group]);
  const told = forced.map(
    (group) => `${SELECTION_LABELS[group]} to ${String(now.selections[group] ?? '')} (was ${String(was.selections[group] ?? '')})`,
  );
  const lines = buildChanges(catalog, pricing, before, after);
  const own = (line: BuildChange) => line.kind === 'vehicle' || line.group === chosen;
  for (const line of lines) {
    if (!own(line) && !isNoOp(catalog, line, lines)) told.push(toldText(line));
  }
  if (told.length === 0) return null;
  const poa = isPriceOnApplication(catalog, now, after.cart, pricing);
  const total = (kept: readonly BuildChange[]) => priceChangeText(sumMoney(kept.map((line) => line.amount)), pricing, poa);
  const chosenValue = VEHICLE_NAME_GROUPS.includes(chosen)
    ? String(now.selections[chosen] ?? '')
    : (lines.find((line) => line.group === chosen)?.title ?? String(now.selections[chosen] ?? ''));
  // The forced vehicle changes are priced with the choice: the vehicle line is one price for them all.
  const alongWith = alongWithText(forced);
  const yours = `Your choice: ${chosenValue}${alongWith} (${total(lines.filter(own))}).`;
  return `${yours} To fit your choice we also changed: ${told.join('; ')}. Price change: ${total(lines)}.`;
}
