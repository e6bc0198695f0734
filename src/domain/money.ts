/**
 * Money as the configurator shows it (spec 9: en-AU, '$', thousands separators,
 * +/- prefixes for differences). Written by hand so Node and Chromium print the
 * same text whatever locale data they ship.
 */

/**
 * The dearest price the store may give for a vehicle, an option or an accessory:
 * $10,000,000, far beyond any car sold in Australia. A larger amount is a store
 * error, never a price (it would also be past the range where cents are exact).
 */
export const MAX_STORE_PRICE = 10_000_000;

/**
 * A store price the configurator may show: a finite number from 0 to
 * MAX_STORE_PRICE. Anything else (negative, NaN, Infinity, 1.7e308, a string,
 * null) is null: no valid price.
 */
export function validStorePrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_STORE_PRICE ? value : null;
}

/** Amounts from this size on have no meaningful cents in a double: they are printed as whole dollars, digit for digit. */
const WHOLE_DOLLARS_FROM = 1e13;

/** The minus sign money is shown with: U+2212, not the hyphen-minus (it reads as a dash and breaks across lines). */
export const MINUS = '\u2212';

/** Whole cents of an amount, rounded half away from zero, ignoring binary noise (1.005 → 101); 0 for NaN and ±Infinity. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(Math.abs(amount) < 1e10 ? 12 : 15));
  return sign * Math.round(scaled);
}

/** An amount rounded to cents. */
export function roundToCents(amount: number): number {
  return toCents(amount) / 100;
}

/** The exact sum of amounts, added in whole cents (no binary drift: 0.1 + 0.2 → 0.3). */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, amount) => cents + toCents(amount), 0) / 100;
}

/** An amount rounded up to whole dollars (tray prices, spec 9). */
export function roundUpDollars(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const clean = Number(amount.toPrecision(12));
  return Math.ceil(clean) + 0;
}

/** Digits with a comma every three places: 1234567 → '1,234,567' (exact for every finite number; 0 for NaN and ±Infinity). */
export function groupThousands(whole: number): string {
  const digits = Number.isFinite(whole) ? BigInt(Math.trunc(Math.abs(whole))).toString() : '0';
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * '$1,234' or '$1,234.50'; cents show when asked, or by default only when the amount has them.
 * Total: NaN and ±Infinity print '$0', amounts of $10,000,000,000,000 and more print their whole
 * dollars digit for digit; never 'NaN', 'Infinity' or an exponent.
 */
export function formatMoney(amount: number, options: { cents?: boolean } = {}): string {
  if (Number.isFinite(amount) && Math.abs(amount) >= WHOLE_DOLLARS_FROM) {
    const fraction = options.cents ? '.00' : '';
    return `${amount < 0 ? MINUS : ''}$${groupThousands(Math.round(amount))}${fraction}`;
  }
  const cents = Math.abs(toCents(amount));
  const sign = toCents(amount) < 0 ? MINUS : '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const showCents = options.cents ?? rest !== 0;
  const fraction = showCents ? `.${String(rest).padStart(2, '0')}` : '';
  return `${sign}$${groupThousands(whole)}${fraction}`;
}

/** A difference with its sign: '+ $1,234', '− $500' (a true minus, U+2212), or '$0' when there is none. */
export function formatPriceDifference(amount: number, options: { cents?: boolean } = {}): string {
  const cents = toCents(amount);
  if (cents === 0) return formatMoney(0, options);
  return `${cents > 0 ? '+' : MINUS} ${formatMoney(Math.abs(amount), options)}`;
}

/** A lease option price: '+ $X per week' (spec 9). */
export function formatWeeklyPrice(amount: number): string {
  return `+ ${formatMoney(Math.abs(amount))} per week`;
}
