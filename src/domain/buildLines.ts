/**
 * A build as lines with their prices (issue 23): what a saved build, a comparison and a
 * build sheet list. The lines are 'Your build''s: the vehicle's rows (spec 2, 9), then
 * each cart item, with the price texts the summary shows; the total as every price
 * display shows it (POA, an override label or the figure with its marker).
 */
import { createBuild } from './buildStart';
import { vehicleName as vehicleNameOf } from './car';
import { entryOf, keyOf, type Catalog } from './catalog';
import { financeRepayment } from './finance';
import { formatMoney, formatPriceDifference } from './money';
import { isLease } from './offers';
import { buildTotal, cartLines, isPriceOnApplication, summaryDetails, vehiclePriceDisplay } from './pricing';
import { pricedForText, samePricing, savedBuildParts, savedWithText, type SavedBuild } from './savedBuilds';
import { selectionFromUrl } from './selection';
import { isTrayPaintSku, isTraySku } from './trayPrice';
import { vehicleRows } from './optionGroups';
import { type FinanceInputs, type PaymentFrequency, type PricingContext, type ResolvedSelection } from './types';

/** One line of a build: a vehicle row or a cart item. */
export interface BuildLine {
  /** Lines of two builds with the same key face each other in a comparison. */
  key: string;
  label: string;
  value: string;
  /** The price text ('+ $700', 'POA', '$46,990*'); null for rows without a price of their own. */
  priceText: string | null;
  /** A cart item's sku (absent on the vehicle's rows): what its saved name is paired by. */
  sku?: string;
}

/** A build priced for one pricing context. */
export interface PricedBuild {
  vehicleName: string;
  modelSku: string;
  variantSku: string;
  cart: readonly string[];
  lines: readonly BuildLine[];
  /** The total as shown ('$48,490', 'POA', '$250 per week') with its marker; null when there is no valid offer (spec 5). */
  total: { text: string; marker: string } | null;
  /** The total in dollars (weekly under lease); null when it is not a figure (no offer, POA, an override label). */
  amount: number | null;
  weekly: boolean;
  pricing: PricingContext;
}

/** A build's lines, total and amount for a pricing context. */
export function pricedBuild(
  catalog: Catalog,
  displayName: string,
  resolved: ResolvedSelection,
  cart: readonly string[],
  pricing: PricingContext,
): PricedBuild {
  const { configurable, variant } = resolved;
  const details = summaryDetails(catalog, resolved, cart, pricing);
  const poa = isPriceOnApplication(catalog, resolved, cart, pricing);
  const breakdown = buildTotal(catalog, resolved, cart, pricing);
  const total = vehiclePriceDisplay(resolved, pricing, poa, breakdown.total);
  const priced = total !== null;
  const lines: BuildLine[] = vehicleRows(configurable, details).map((row) => ({
    key: row.group,
    label: row.label,
    value: row.value,
    priceText: priced ? row.price : null,
  }));
  for (const line of cartLines(catalog, resolved, cart, pricing)) {
    const label = isTraySku(catalog, line.sku) ? 'Tray' : isTrayPaintSku(catalog, line.sku) ? 'Tray paint' : 'Accessory';
    lines.push({
      key: `item:${keyOf(catalog, line.sku) ?? line.sku}`,
      label,
      value: line.name,
      priceText: priced ? line.priceText : null,
      sku: line.sku,
    });
  }
  const figure = total !== null && !poa && total.text.startsWith('$');
  return {
    vehicleName: vehicleNameOf({ displayName }, configurable.name),
    modelSku: configurable.sku,
    variantSku: variant.sku,
    cart: [...cart],
    lines,
    total,
    amount: figure ? breakdown.total : null,
    weekly: breakdown.weekly,
    pricing,
  };
}

/** A priced build's items as a saved build names them: each cart sku with its line's name, paired by sku (else the sku). */
export function savedItemNames(priced: Pick<PricedBuild, 'cart' | 'lines'>): SavedBuild['itemNames'] {
  return priced.cart.map((sku) => ({ sku, name: priced.lines.find((line) => line.sku === sku)?.value ?? sku }));
}

/** The total as one text: '$48,490*', 'POA^', or 'No price available'. */
export function totalText(build: Pick<PricedBuild, 'total'>): string {
  return build.total ? `${build.total.text}${build.total.marker}` : 'No price available';
}

/** A saved build priced again with today's catalog and the visitor's settings, and what changed since it was saved. */
export interface RepricedBuild {
  saved: SavedBuild;
  /** Null when its vehicle is no longer sold (the range or every model of it is gone). */
  priced: PricedBuild | null;
  /** What the visitor is told: a part no longer sold, a price that changed, other settings than when saved. */
  notes: readonly string[];
  /** The route that opens the build as it is priced now. */
  href: string;
  /** The model and variant priced (its picture's colour); null when its vehicle is no longer sold. */
  resolved: ResolvedSelection | null;
}

/** Told when a saved build's vehicle is no longer sold. */
export const VEHICLE_GONE_NOTE = 'This vehicle is no longer sold, so this build cannot be priced.';

/**
 * A saved build priced today (issue 23): the vehicle its route names (the closest one still
 * sold, as a link opens it) and the cart as a link's cart is taken (withLinkCart's rules:
 * unknown or unfitting items left out, the compatible tray added). It says what is no longer
 * sold, and when the price differs from the saved one: changed, or priced for other settings.
 */
export function repriceSavedBuild(catalog: Catalog | null, displayName: string, saved: SavedBuild, pricing: PricingContext): RepricedBuild {
  const parts = savedBuildParts(saved);
  const resolved = catalog ? selectionFromUrl(catalog, { modelSelection: parts.modelSku, optionSku: parts.variantSku }) : null;
  if (!catalog || !resolved || (parts.modelSku !== null && !sameModel(resolved.configurable.sku, parts.modelSku))) {
    return { saved, priced: null, notes: [VEHICLE_GONE_NOTE], href: saved.href, resolved: null };
  }
  const { cart } = createBuild({ catalog, pricing }, resolved, parts.cart);
  const priced = pricedBuild(catalog, displayName, resolved, cart, pricing);
  const notes: string[] = [];
  if (parts.variantSku !== null && resolved.variant.sku !== parts.variantSku) {
    notes.push('The colour, interior or options saved are no longer sold together: the closest build is priced.');
  }
  const gone = leftOutNote(
    catalog,
    saved,
    parts.cart.filter((sku) => !cart.includes(sku)),
  );
  if (gone) notes.push(gone);
  notes.push(...priceNotes(saved, priced, pricing));
  return { saved, priced, notes, href: saved.href, resolved };
}

/** What a saved build's items no longer sold are called: by their saved names, else their sku, else counted. */
function leftOutNote(catalog: Catalog, saved: SavedBuild, gone: readonly string[]): string | null {
  if (gone.length === 0) return null;
  const named = (sku: string) => saved.itemNames.find((item) => item.sku === sku)?.name ?? null;
  const names = gone.map((sku) => named(sku) ?? (entryOf(catalog, sku) ? sku : null));
  const unnamed = names.filter((name) => name === null).length;
  const listed = names.filter((name): name is string => name !== null);
  if (unnamed > 0) listed.push(unnamed === 1 ? '1 accessory' : `${unnamed} accessories`);
  return `No longer sold with this build, so left out: ${listed.join('; ')}.`;
}

/** The price then and now: changed under the same settings, or priced now for other settings. */
function priceNotes(saved: SavedBuild, priced: PricedBuild, pricing: PricingContext): string[] {
  if (!samePricing(saved.pricing, pricing)) {
    return [
      `Saved ${savedWithText(saved.pricing)} (${saved.priceText || 'no price'}). Priced now for your settings: ${pricedForText(pricing)}.`,
    ];
  }
  if (saved.total === null || priced.amount === null || saved.total === priced.amount) return [];
  return [`The price has changed since you saved it: ${saved.priceText || formatMoney(saved.total)} then, ${totalText(priced)} now.`];
}

function sameModel(sku: string, saved: string): boolean {
  const key = (value: string) => (value.includes('-') ? value.slice(0, value.indexOf('-')) : value);
  return key(sku) === key(saved);
}

/** One row of a comparison: the same line of two builds. */
export interface ComparisonRow {
  key: string;
  label: string;
  a: { value: string; priceText: string | null } | null;
  b: { value: string; priceText: string | null } | null;
  /** True when the two builds differ on this line (value or price, or one lacks it). */
  differs: boolean;
}

/** Two builds side by side (issue 23). */
export interface BuildComparison {
  /** The rows that differ, in build order: shown first. */
  differences: readonly ComparisonRow[];
  /** The rows both builds share exactly. */
  same: readonly ComparisonRow[];
  totals: { a: string; b: string };
  /** 'B costs + $2,450 more'-style difference of B against A; null when the totals are not two figures of one kind. */
  difference: string | null;
  /** Each build's repayment under the visitor's finance inputs, with its label; null when it cannot be worked out. */
  repayments: { label: string; a: string | null; b: string | null } | null;
}

const PER: Readonly<Record<PaymentFrequency, string>> = { 52: 'per week', 26: 'per fortnight', 12: 'per month' };

/** A build's repayment text for the visitor's finance inputs (the build's total financed), or null. */
function repaymentText(build: PricedBuild, finance: FinanceInputs): string | null {
  if (build.amount === null || build.weekly) return null;
  const { repayment } = financeRepayment({ ...finance, calculatorAmount: Math.round(build.amount) });
  return repayment === null ? null : `${formatMoney(repayment, { cents: true })} ${PER[finance.paymentFrequency ?? 52]}`;
}

/** Two priced builds compared line by line: differences first, the totals, their difference and repayments. */
export function compareBuilds(a: PricedBuild, b: PricedBuild, finance: FinanceInputs | null): BuildComparison {
  const keys = [
    ...a.lines.map((line) => line.key),
    ...b.lines.map((line) => line.key).filter((key) => !a.lines.some((l) => l.key === key)),
  ];
  const vehicle: ComparisonRow = {
    key: 'vehicle',
    label: 'Vehicle',
    a: { value: a.vehicleName, priceText: null },
    b: { value: b.vehicleName, priceText: null },
    differs: a.vehicleName !== b.vehicleName,
  };
  const rows = [
    vehicle,
    ...keys.map((key): ComparisonRow => {
      const left = a.lines.find((line) => line.key === key) ?? null;
      const right = b.lines.find((line) => line.key === key) ?? null;
      const side = (line: BuildLine | null) => (line ? { value: line.value, priceText: line.priceText } : null);
      const differs = !left || !right || left.value !== right.value || left.priceText !== right.priceText;
      return { key, label: (left ?? right)!.label, a: side(left), b: side(right), differs };
    }),
  ];
  const sameKind = a.weekly === b.weekly && samePricing(a.pricing, b.pricing);
  const difference =
    a.amount !== null && b.amount !== null && sameKind
      ? `${formatPriceDifference(b.amount - a.amount)}${a.weekly ? ' per week' : ''}`
      : null;
  const lease = isLease(a.pricing) && isLease(b.pricing);
  const repayments = lease
    ? {
        label: 'Weekly lease price',
        a: a.weekly && a.amount !== null ? totalText(a) : null,
        b: b.weekly && b.amount !== null ? totalText(b) : null,
      }
    : finance
      ? { label: 'Estimated repayments', a: repaymentText(a, finance), b: repaymentText(b, finance) }
      : null;
  return {
    differences: rows.filter((row) => row.differs),
    same: rows.filter((row) => !row.differs),
    totals: { a: totalText(a), b: totalText(b) },
    difference,
    repayments,
  };
}
