/**
 * Money as the configurator shows it (spec 9: en-AU, '$', thousands separators,
 * +/- prefixes for differences). Written by hand so Node and Chromium print the
 * same text whatever locale data they ship.
 */

/** Whole cents of an amount, rounded half away from zero, ignoring binary noise (1.005 → 101). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(12));
  return sign * Math.round(scaled);
}

/** An amount rounded to cents. */
export function roundToCents(amount: number): number {
  return toCents(amount) / 100;
}

/** An amount rounded up to whole dollars (tray prices, spec 9). */
export function roundUpDollars(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const clean = Number(amount.toPrecision(12));
  return Math.ceil(clean) + 0;
}

/** Digits with a comma every three places: 1234567 → '1,234,567'. */
export function groupThousands(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/** '$1,234' or '$1,234.50'; cents show when asked, or by default only when the amount has them. */
export function formatMoney(amount: number, options: { cents?: boolean } = {}): string {
  const cents = Math.abs(toCents(amount));
  const sign = toCents(amount) < 0 ? '-' : '';
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const showCents = options.cents ?? rest !== 0;
  const fraction = showCents ? `.${String(rest).padStart(2, '0')}` : '';
  return `${sign}$${groupThousands(whole)}${fraction}`;
}

/** A difference with its sign: '+ $1,234', '- $500', or '$0' when there is none. */
export function formatPriceDifference(amount: number, options: { cents?: boolean } = {}): string {
  const cents = toCents(amount);
  if (cents === 0) return formatMoney(0, options);
  return `${cents > 0 ? '+' : '-'} ${formatMoney(Math.abs(cents) / 100, options)}`;
}

/** A lease option price: '+ $X per week' (spec 9). */
export function formatWeeklyPrice(amount: number): string {
  return `+ ${formatMoney(Math.abs(amount))} per week`;
}
