/**
 * The finance calculator (spec 3 "Finance inputs", 5, 9): loan amount, deposit,
 * balloon, interest, term and frequency, validated on change and blur by the domain,
 * stored in the build (an option change resets them, and the defaults from the
 * build's total show again), with the estimated repayment and its disclaimers.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { BALLOON_MARKER } from '../../../domain/disclaimers';
import {
  DEFAULT_PAYMENT_FREQUENCY,
  EXAMPLE_INTEREST_RATE,
  FINANCE_LIMITS,
  INTEREST_LABEL,
  defaultFinanceInputs,
  financeRepayment,
  isPaymentFrequency,
  repaymentLabel,
  workedExampleText,
  type FinanceField,
} from '../../../domain/finance';
import { formatMoney } from '../../../domain/money';
import { PAYMENT_FREQUENCIES, type Disclaimer, type FinanceInputs, type PaymentFrequency } from '../../../domain/types';
import { buildAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { breakdownAtom, updateFinanceAtom } from '../../../state/configurator';
import { focusRing } from '../../common/Button';
import { SafeHtml } from '../../common/SafeHtml';
import { theme } from '../../common/theme';

const FREQUENCY_NAMES: Readonly<Record<PaymentFrequency, string>> = { 52: 'Weekly', 26: 'Fortnightly', 12: 'Monthly' };
const LOAN_TERMS = [1, 2, 3, 4, 5] as const;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: start;
  gap: 8px 16px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 14px;
    font-weight: 600;
    line-height: 1.3;
  }
  sup {
    line-height: 0;
  }
`;

const Control = styled.div<{ $prefix: boolean }>`
  position: relative;
  &::before {
    content: ${(p) => (p.$prefix ? "'$'" : 'none')};
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colour.muted};
    pointer-events: none;
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0 12px 0 ${(p) => (p.$prefix ? '26px' : '12px')};
    border: 1px solid ${theme.colour.muted};
    border-radius: 0;
    background: ${theme.colour.surface};
    color: ${theme.colour.ink};
    font: 400 16px/1.2 ${theme.font};
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colour.brandDark};
    border-width: 2px;
  }
`;

const Message = styled.p`
  margin: 0;
  min-height: 1.3em;
  color: ${theme.colour.brandDark};
  font-size: 13px;
  line-height: 1.3;
`;

const Result = styled.output`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px 16px;
  margin-top: 20px;
  padding: 16px;
  background: ${theme.colour.subtle};
  span {
    font-weight: 600;
  }
  small {
    flex-basis: 100%;
    color: ${theme.colour.muted};
    font-size: 14px;
    line-height: 1.4;
  }
  strong {
    margin-left: auto;
    min-width: 7ch;
    text-align: right;
    font-size: 28px;
    font-variant-numeric: tabular-nums;
  }
`;

const Notes = styled.div`
  margin-top: 16px;
  color: ${theme.colour.muted};
  font-size: 13px;
  line-height: 1.45;
  p {
    margin: 0 0 8px;
  }
  p p {
    display: inline;
  }
`;

type Drafts = Partial<Record<FinanceField, string>>;

/** A typed value: empty or not a number is null (then 'Enter a number'). */
function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function shownValue(drafts: Drafts, inputs: FinanceInputs, field: FinanceField): string {
  const draft = drafts[field];
  if (draft !== undefined) return draft;
  const value = inputs[field];
  return value === null ? '' : String(value);
}

function DisclaimerNote({ disclaimer }: { disclaimer: Disclaimer | null | undefined }) {
  if (!disclaimer) return null;
  return (
    <p>
      {disclaimer.marker && <sup>{disclaimer.marker} </sup>}
      <SafeHtml as="span" html={disclaimer.text} />
    </p>
  );
}

export function FinanceCalculator() {
  const build = useAtomValue(buildAtom);
  const breakdown = useAtomValue(breakdownAtom);
  const store = useAtomValue(storeDisclaimersAtom);
  const updateFinance = useSetAtom(updateFinanceAtom);
  const id = useId();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [touched, setTouched] = useState<ReadonlySet<FinanceField>>(new Set());

  const total = breakdown?.total ?? 0;
  const stored = build?.finance ?? null;
  const defaults = useMemo(() => defaultFinanceInputs(total), [total]);
  const inputs = stored ?? defaults;
  const { errors } = useMemo(() => financeRepayment(inputs), [inputs]);
  // Until the visitor gives a rate, the result is a worked example at a stated rate (issue 26.12).
  const example = inputs.interestRate === null && !touched.has('interestRate');
  const { repayment } = useMemo(
    () => financeRepayment(example ? { ...inputs, interestRate: EXAMPLE_INTEREST_RATE } : inputs),
    [inputs, example],
  );
  const exampleText = example ? workedExampleText(inputs) : null;

  // Finance values reset to null (an option changed, spec 4): show the defaults again.
  useEffect(() => {
    if (stored === null) {
      setDrafts((current) => (Object.keys(current).length > 0 ? {} : current));
      setTouched((current) => (current.size > 0 ? new Set() : current));
    }
  }, [stored]);

  const touch = (field: FinanceField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  const change = (field: FinanceField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const text = event.target.value;
    const parsed = parseNumber(text);
    const value = field === 'paymentFrequency' ? (isPaymentFrequency(parsed) ? parsed : null) : parsed;
    setDrafts((current) => ({ ...current, [field]: text }));
    touch(field);
    updateFinance({ ...inputs, [field]: value });
  };

  /** A message shows once its field was changed or left, or, after any change, when the field holds a value. */
  const messageFor = (field: FinanceField): string | null => {
    const message = errors[field];
    if (!message) return null;
    return touched.has(field) || (touched.size > 0 && inputs[field] !== null) ? message : null;
  };

  const fieldProps = (field: FinanceField) => {
    const message = messageFor(field);
    return {
      id: `${id}-${field}`,
      name: field,
      value: shownValue(drafts, inputs, field),
      onChange: change(field),
      onBlur: () => touch(field),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${field}-message` : undefined,
    };
  };

  const messageOf = (field: FinanceField) => (
    <Message id={`${id}-${field}-message`} aria-live="polite">
      {messageFor(field)}
    </Message>
  );

  const moneyField = (field: 'calculatorAmount' | 'deposit' | 'balloon', label: ReactNode) => (
    <Field>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <Control $prefix>
        <input type="number" inputMode="numeric" min={FINANCE_LIMITS.money.min} step={FINANCE_LIMITS.money.step} {...fieldProps(field)} />
      </Control>
      {messageOf(field)}
    </Field>
  );

  const frequency: PaymentFrequency = isPaymentFrequency(inputs.paymentFrequency) ? inputs.paymentFrequency : DEFAULT_PAYMENT_FREQUENCY;
  const financeMarker = store?.financePayments?.marker ?? '';

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Finance calculator">
      <Fields>
        {moneyField('calculatorAmount', 'Loan amount')}
        {moneyField('deposit', 'Deposit')}
        {moneyField(
          'balloon',
          <>
            Balloon<sup>{BALLOON_MARKER}</sup>
          </>,
        )}
        <Field>
          <label htmlFor={`${id}-interestRate`}>{INTEREST_LABEL}</label>
          <Control $prefix={false}>
            <input
              type="number"
              inputMode="decimal"
              min={FINANCE_LIMITS.interestRate.min}
              max={FINANCE_LIMITS.interestRate.max}
              step={FINANCE_LIMITS.interestRate.step}
              {...fieldProps('interestRate')}
            />
          </Control>
          {messageOf('interestRate')}
        </Field>
        <Field>
          <label htmlFor={`${id}-loanTerm`}>Loan term</label>
          <Control $prefix={false}>
            <select {...fieldProps('loanTerm')}>
              {inputs.loanTerm === null && <option value="">Choose a term</option>}
              {LOAN_TERMS.map((years) => (
                <option key={years} value={years}>
                  {years === 1 ? '1 year' : `${years} years`}
                </option>
              ))}
            </select>
          </Control>
          {messageOf('loanTerm')}
        </Field>
        <Field>
          <label htmlFor={`${id}-paymentFrequency`}>Payment frequency</label>
          <Control $prefix={false}>
            <select {...fieldProps('paymentFrequency')}>
              {PAYMENT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {FREQUENCY_NAMES[value]}
                </option>
              ))}
            </select>
          </Control>
          {messageOf('paymentFrequency')}
        </Field>
      </Fields>
      <Result
        htmlFor={(['calculatorAmount', 'deposit', 'balloon', 'interestRate', 'loanTerm', 'paymentFrequency'] as const)
          .map((f) => `${id}-${f}`)
          .join(' ')}
      >
        <span>
          {repaymentLabel(frequency)}
          {financeMarker && <sup>{financeMarker}</sup>}
        </span>
        <strong>{repayment === null ? '–' : formatMoney(repayment, { cents: true })}</strong>
        {exampleText && <small>{exampleText}</small>}
      </Result>
      <Notes>
        <DisclaimerNote disclaimer={store?.financePayments} />
        <DisclaimerNote disclaimer={store?.balloonPayments} />
      </Notes>
    </form>
  );
}
