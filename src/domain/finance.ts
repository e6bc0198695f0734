/**
 * The finance calculator (spec 5, 9): validation with the spec's bounds and steps,
 * and the repayment by the standard amortisation formula with a balloon.
 */
import { formatMoney, roundToCents } from './money';
import { PAYMENT_FREQUENCIES, type FinanceInputs, type PaymentFrequency } from './types';

/** Defaults (spec 9): one-year term, weekly payments. */
export const DEFAULT_LOAN_TERM = 1;
export const DEFAULT_PAYMENT_FREQUENCY: PaymentFrequency = 52;

/** Bounds and steps (spec 5). */
export const FINANCE_LIMITS = {
  money: { min: 0, step: 1 },
  interestRate: { min: 0, max: 100, step: 0.01 },
  loanTerm: { min: 1, max: 5, step: 1 },
} as const;

/** Labels (spec 5, 9). */
export const INTEREST_LABEL = 'Interest p.a. %';
export const REPAYMENT_LABELS: Readonly<Record<PaymentFrequency, string>> = {
  52: 'Estimated weekly repayments',
  26: 'Estimated fortnightly repayments',
  12: 'Estimated monthly repayments',
};

/** Validation messages; the spec does not give their wording. */
export const FINANCE_MESSAGES = {
  notNumber: 'Enter a number',
  negative: 'Enter 0 or more',
  wholeDollars: 'Enter whole dollars',
  interestRange: 'Enter a rate from 0 to 100',
  interestStep: 'Enter a rate with at most 2 decimal places',
  loanTerm: 'Choose a term of 1 to 5 years',
  frequency: 'Choose weekly, fortnightly or monthly payments',
  depositTooHigh: 'The deposit cannot be more than the loan amount',
  balloonTooHigh: 'The balloon cannot be more than the amount financed',
} as const;

export type FinanceField = keyof FinanceInputs;
export type FinanceErrors = Partial<Record<FinanceField, string>>;

/** Calculator inputs before the visitor types: the build's total, nothing down, default term and frequency. */
export function defaultFinanceInputs(total: number): FinanceInputs {
  return {
    calculatorAmount: Math.max(0, Math.round(total)),
    deposit: 0,
    balloon: 0,
    interestRate: null,
    loanTerm: DEFAULT_LOAN_TERM,
    paymentFrequency: DEFAULT_PAYMENT_FREQUENCY,
  };
}

/** Whether a value is a payment frequency (52, 26 or 12). */
export function isPaymentFrequency(value: unknown): value is PaymentFrequency {
  return (PAYMENT_FREQUENCIES as readonly unknown[]).includes(value);
}

function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-7;
}

function moneyError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FINANCE_MESSAGES.notNumber;
  if (value < FINANCE_LIMITS.money.min) return FINANCE_MESSAGES.negative;
  if (!isMultipleOf(value, FINANCE_LIMITS.money.step)) return FINANCE_MESSAGES.wholeDollars;
  return null;
}

function rateError(rate: unknown): string | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return FINANCE_MESSAGES.notNumber;
  if (rate < FINANCE_LIMITS.interestRate.min || rate > FINANCE_LIMITS.interestRate.max) return FINANCE_MESSAGES.interestRange;
  if (!isMultipleOf(rate, FINANCE_LIMITS.interestRate.step)) return FINANCE_MESSAGES.interestStep;
  return null;
}

function termError(term: unknown): string | null {
  const valid =
    typeof term === 'number' && Number.isInteger(term) && term >= FINANCE_LIMITS.loanTerm.min && term <= FINANCE_LIMITS.loanTerm.max;
  return valid ? null : FINANCE_MESSAGES.loanTerm;
}

/** The amounts against each other, once each is a valid amount: the deposit within the loan, the balloon within what is financed. */
function amountErrors(inputs: FinanceInputs, errors: FinanceErrors): FinanceErrors {
  if (errors.calculatorAmount || errors.deposit) return {};
  const amount = inputs.calculatorAmount ?? 0;
  const deposit = inputs.deposit ?? 0;
  if (deposit > amount) return { deposit: FINANCE_MESSAGES.depositTooHigh };
  if (!errors.balloon && (inputs.balloon ?? 0) > amount - deposit) return { balloon: FINANCE_MESSAGES.balloonTooHigh };
  return {};
}

/** Messages for every invalid input (spec 5: validated on change and blur); empty when all are valid. */
export function validateFinance(inputs: FinanceInputs): FinanceErrors {
  const found: FinanceErrors = {
    calculatorAmount: moneyError(inputs.calculatorAmount) ?? undefined,
    deposit: moneyError(inputs.deposit) ?? undefined,
    balloon: moneyError(inputs.balloon) ?? undefined,
    interestRate: rateError(inputs.interestRate) ?? undefined,
    loanTerm: termError(inputs.loanTerm) ?? undefined,
    paymentFrequency: isPaymentFrequency(inputs.paymentFrequency) ? undefined : FINANCE_MESSAGES.frequency,
  };
  const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined)) as FinanceErrors;
  return { ...errors, ...amountErrors(inputs, errors) };
}

/**
 * The level payment that pays `principal` down to `balloon` over `periods` at `rate`
 * per period (spreadsheet PMT with future value, as a positive amount); 0 % is a
 * straight division.
 */
export function periodicPayment(principal: number, ratePerPeriod: number, periods: number, balloon: number): number {
  if (periods <= 0) return 0;
  if (ratePerPeriod === 0) return (principal - balloon) / periods;
  const growth = Math.pow(1 + ratePerPeriod, periods);
  return ((principal * growth - balloon) * ratePerPeriod) / (growth - 1);
}

/** The repayment per period in cents-rounded dollars, or null with the messages when inputs are invalid. */
export function financeRepayment(inputs: FinanceInputs): { repayment: number | null; errors: FinanceErrors } {
  const errors = validateFinance(inputs);
  if (Object.keys(errors).length > 0) return { repayment: null, errors };
  const frequency = inputs.paymentFrequency ?? DEFAULT_PAYMENT_FREQUENCY;
  const principal = (inputs.calculatorAmount ?? 0) - (inputs.deposit ?? 0);
  const periods = (inputs.loanTerm ?? DEFAULT_LOAN_TERM) * frequency;
  const rate = (inputs.interestRate ?? 0) / 100 / frequency;
  return { repayment: roundToCents(periodicPayment(principal, rate, periods, inputs.balloon ?? 0)), errors };
}

/** The repayment label for a frequency, e.g. 'Estimated weekly repayments'. */
export function repaymentLabel(frequency: PaymentFrequency): string {
  return REPAYMENT_LABELS[frequency];
}

/**
 * The rate the calculator's worked example uses until the visitor enters their own (issue 26.12:
 * it opens with an example, not a lone '–'). The spec gives no rate; this one is stated beside
 * the result and never sent with an enquiry (the inputs keep the visitor's rate, null).
 */
export const EXAMPLE_INTEREST_RATE = 7.99;

/**
 * What the worked example assumes, in words: 'Worked example: $40,000 borrowed over 1 year at
 * an example rate of 7.99% p.a.', with a balloon when there is one; null when the inputs it
 * would describe are not valid.
 */
export function workedExampleText(inputs: FinanceInputs): string | null {
  const example = { ...inputs, interestRate: EXAMPLE_INTEREST_RATE };
  if (Object.keys(validateFinance(example)).length > 0) return null;
  const borrowed = (inputs.calculatorAmount ?? 0) - (inputs.deposit ?? 0);
  const years = inputs.loanTerm ?? DEFAULT_LOAN_TERM;
  const balloon = inputs.balloon ?? 0;
  return `Worked example: ${formatMoney(borrowed)} borrowed over ${years === 1 ? '1 year' : `${years} years`}${
    balloon > 0 ? ` with a ${formatMoney(balloon)} balloon` : ''
  } at an example rate of ${EXAMPLE_INTEREST_RATE}% p.a. Enter your interest rate for your own estimate.`;
}
