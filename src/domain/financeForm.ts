/**
 * The finance calculator as a form (spec 3 "Finance inputs", 5, 9): what each field shows
 * (the text the visitor typed, else the stored or default value), which messages show (a
 * field's once it was changed or left, or, after any change, when it holds a value), and the
 * result: the repayment, or a worked example at a stated rate until the visitor gives one.
 */
import {
  DEFAULT_PAYMENT_FREQUENCY,
  EXAMPLE_INTEREST_RATE,
  financeRepayment,
  isPaymentFrequency,
  workedExampleText,
  type FinanceField,
} from './finance';
import { formatMoney } from './money';
import type { FinanceInputs, PaymentFrequency } from './types';

/** The fields in the form's order. */
export const FINANCE_FIELDS: readonly FinanceField[] = [
  'calculatorAmount',
  'deposit',
  'balloon',
  'interestRate',
  'loanTerm',
  'paymentFrequency',
];

/** What the visitor did to the form: the text typed into each field, and the fields changed or left. */
export interface FinanceForm {
  drafts: Readonly<Partial<Record<FinanceField, string>>>;
  touched: ReadonlySet<FinanceField>;
}

export const UNTOUCHED_FINANCE_FORM: FinanceForm = { drafts: {}, touched: new Set() };

/** The amounts, shown as money ('$35,990') as every other amount is (issue 35), and read back with or without '$' and commas. */
const MONEY_FIELDS: ReadonlySet<FinanceField> = new Set<FinanceField>(['calculatorAmount', 'deposit', 'balloon']);

/**
 * A typed value: empty or not a number is null (then 'Enter a number'); a frequency only as one of
 * 52, 26, 12; an amount read as money, so '$35,990' and '35,990' are 35990.
 */
export function typedFinanceValue(field: FinanceField, text: string): number | null {
  const plain = MONEY_FIELDS.has(field) ? text.replace(/[$,\s]/g, '') : text;
  const value = plain.trim() === '' ? null : Number(plain);
  const parsed = value !== null && Number.isFinite(value) ? value : null;
  if (field !== 'paymentFrequency') return parsed;
  return isPaymentFrequency(parsed) ? parsed : null;
}

/** The form after the visitor types into a field: the text is kept as typed and the field counts as touched. */
export function financeFormTyped(form: FinanceForm, field: FinanceField, text: string): FinanceForm {
  return { drafts: { ...form.drafts, [field]: text }, touched: financeFormLeft(form, field).touched };
}

/** Whether a typed amount is whole dollars, 0 or more: then it shows as money once the visitor leaves it. */
function settledAmount(field: FinanceField, draft: string | undefined): boolean {
  if (draft === undefined || !MONEY_FIELDS.has(field)) return false;
  const value = typedFinanceValue(field, draft);
  return value !== null && Number.isInteger(value) && value >= 0;
}

/**
 * The form after the visitor leaves a field: it counts as touched, and an amount they typed that
 * reads as whole dollars is shown as money again ('40000' becomes '$40,000'); other text stays as
 * typed beside its message.
 */
export function financeFormLeft(form: FinanceForm, field: FinanceField): FinanceForm {
  const settled = settledAmount(field, form.drafts[field]);
  if (form.touched.has(field) && !settled) return form;
  const drafts = settled ? Object.fromEntries(Object.entries(form.drafts).filter(([name]) => name !== field)) : form.drafts;
  return { drafts, touched: new Set(form.touched).add(field) };
}

/** What the calculator shows for the inputs (the build's, else the defaults) and the visitor's form. */
export interface FinanceFormView {
  /** Each field's text. */
  values: Readonly<Record<FinanceField, string>>;
  /** Each field's message, null where none shows. */
  messages: Readonly<Record<FinanceField, string | null>>;
  frequency: PaymentFrequency;
  /** '$123.45', or '–' while the inputs are not valid. */
  repayment: string;
  /** What the worked example assumes, while the visitor has given no rate; else null. */
  example: string | null;
}

export function financeFormView(inputs: FinanceInputs, form: FinanceForm): FinanceFormView {
  const { errors } = financeRepayment(inputs);
  // Until the visitor gives a rate, the result is a worked example at a stated rate (issue 26.12).
  const example = inputs.interestRate === null && !form.touched.has('interestRate');
  const { repayment } = financeRepayment(example ? { ...inputs, interestRate: EXAMPLE_INTEREST_RATE } : inputs);
  const messageFor = (field: FinanceField): string | null => {
    const message = errors[field];
    if (!message) return null;
    return form.touched.has(field) || (form.touched.size > 0 && inputs[field] !== null) ? message : null;
  };
  const valueOf = (field: FinanceField): string => {
    const draft = form.drafts[field];
    if (draft !== undefined) return draft;
    const value = inputs[field];
    if (value === null) return '';
    return MONEY_FIELDS.has(field) ? formatMoney(value) : String(value);
  };
  const byField = <T>(of: (field: FinanceField) => T) =>
    Object.fromEntries(FINANCE_FIELDS.map((field) => [field, of(field)])) as Record<FinanceField, T>;
  return {
    values: byField(valueOf),
    messages: byField(messageFor),
    frequency: isPaymentFrequency(inputs.paymentFrequency) ? inputs.paymentFrequency : DEFAULT_PAYMENT_FREQUENCY,
    repayment: repayment === null ? '–' : formatMoney(repayment, { cents: true }),
    example: example ? workedExampleText(inputs) : null,
  };
}
