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
import { FINANCE_LIMITS, INTEREST_LABEL, defaultFinanceInputs, repaymentLabel, type FinanceField } from '../../../domain/finance';
import {
  FINANCE_FIELDS,
  UNTOUCHED_FINANCE_FORM,
  financeFormLeft,
  financeFormTyped,
  financeFormView,
  typedFinanceValue,
  type FinanceForm,
} from '../../../domain/financeForm';
import { PAYMENT_FREQUENCIES, type Disclaimer, type PaymentFrequency } from '../../../domain/types';
import { storeDisclaimersAtom } from '../../../state/atoms';
import { breakdownAtom, shownBuildAtom, updateFinanceAtom } from '../../../state/configurator';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { DisclaimerText } from '../../primitives/DisclaimerText';
import { FormField, type FieldControlProps } from '../../primitives/FormField';
import { Marker } from '../../primitives/Marker';

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
    font-size: ${theme.type.label};
    font-weight: 600;
    line-height: 1.3;
  }
  sup {
    line-height: 0;
  }
`;

const Control = styled.div`
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.colour.muted};
    border-radius: 0;
    background: ${theme.colour.surface};
    color: ${theme.colour.ink};
    font: 400 ${theme.type.base} / 1.2 ${theme.font};
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
  font-size: ${theme.type.small};
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
    font-size: ${theme.type.label};
    line-height: 1.4;
  }
  strong {
    margin-left: auto;
    min-width: 7ch;
    text-align: right;
    font-size: ${theme.type.titleLarge};
    font-variant-numeric: tabular-nums;
  }
`;

const Notes = styled.div`
  margin-top: 16px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.small};
  line-height: 1.45;
  p {
    margin: 0 0 8px;
  }
  p p {
    display: inline;
  }
`;

function DisclaimerNote({ disclaimer }: { disclaimer: Disclaimer | null | undefined }) {
  if (!disclaimer) return null;
  return (
    <p>
      <DisclaimerText disclaimer={disclaimer} spaced />
    </p>
  );
}

/** A field's value from the form's view, its change and blur. */
interface FieldBinding {
  name: FinanceField;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

/** The props every field's control takes: its binding, and its id and description from its FormField. */
type FieldControl = FieldBinding & FieldControlProps;

/**
 * An amount, shown as money ('$35,990') as every other amount on the page is (issue 35): a text
 * field with the phone's number pad, so the '$' and the commas are part of what is shown and read
 * out; the visitor types with or without them, and on leaving the field a whole-dollar amount
 * is shown as money again. The spec's bounds (0 or more, whole dollars) are checked by the domain
 * and said beside the field.
 */
function MoneyInput({ control }: { control: FieldControl }) {
  return <input type="text" inputMode="numeric" autoComplete="off" spellCheck={false} {...control} />;
}

export function FinanceCalculator() {
  const build = useAtomValue(shownBuildAtom);
  const breakdown = useAtomValue(breakdownAtom);
  const store = useAtomValue(storeDisclaimersAtom);
  const updateFinance = useSetAtom(updateFinanceAtom);
  const id = useId();
  const [form, setForm] = useState<FinanceForm>(UNTOUCHED_FINANCE_FORM);

  const total = breakdown?.total ?? 0;
  const stored = build?.finance ?? null;
  const defaults = useMemo(() => defaultFinanceInputs(total), [total]);
  const inputs = stored ?? defaults;
  const view = useMemo(() => financeFormView(inputs, form), [inputs, form]);

  // Finance values reset to null (an option changed, spec 4): show the defaults again.
  useEffect(() => {
    if (stored === null)
      setForm((current) => (current.touched.size > 0 || Object.keys(current.drafts).length > 0 ? UNTOUCHED_FINANCE_FORM : current));
  }, [stored]);

  const binding = (field: FinanceField): FieldBinding => ({
    name: field,
    value: view.values[field],
    onChange: (event) => {
      const text = event.target.value;
      setForm((current) => financeFormTyped(current, field, text));
      updateFinance({ ...inputs, [field]: typedFinanceValue(field, text) });
    },
    onBlur: () => setForm((current) => financeFormLeft(current, field)),
  });
  const fieldOf = (field: FinanceField, label: ReactNode, input: (control: FieldControl) => ReactNode) => (
    <Field>
      <FormField id={`${id}-${field}`} label={label} error={view.messages[field]} messageAs={Message}>
        {(tie) => <Control>{input({ ...binding(field), ...tie })}</Control>}
      </FormField>
    </Field>
  );
  const financeMarker = store?.financePayments?.marker ?? '';

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Finance calculator">
      <Fields>
        {fieldOf('calculatorAmount', 'Loan amount', (c) => (
          <MoneyInput control={c} />
        ))}
        {fieldOf('deposit', 'Deposit', (c) => (
          <MoneyInput control={c} />
        ))}
        {fieldOf(
          'balloon',
          <>
            Balloon
            <Marker marker={BALLOON_MARKER} />
          </>,
          (c) => (
            <MoneyInput control={c} />
          ),
        )}
        {fieldOf('interestRate', INTEREST_LABEL, (c) => (
          <input
            type="number"
            inputMode="decimal"
            min={FINANCE_LIMITS.interestRate.min}
            max={FINANCE_LIMITS.interestRate.max}
            step={FINANCE_LIMITS.interestRate.step}
            {...c}
          />
        ))}
        {fieldOf('loanTerm', 'Loan term', (c) => (
          <select {...c}>
            {inputs.loanTerm === null && <option value="">Choose a term</option>}
            {LOAN_TERMS.map((years) => (
              <option key={years} value={years}>
                {years === 1 ? '1 year' : `${years} years`}
              </option>
            ))}
          </select>
        ))}
        {fieldOf('paymentFrequency', 'Payment frequency', (c) => (
          <select {...c}>
            {PAYMENT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_NAMES[value]}
              </option>
            ))}
          </select>
        ))}
      </Fields>
      <Result htmlFor={FINANCE_FIELDS.map((f) => `${id}-${f}`).join(' ')}>
        <span>
          {repaymentLabel(view.frequency)}
          <Marker marker={financeMarker} />
        </span>
        <strong>{view.repayment}</strong>
        {view.example && <small>{view.example}</small>}
      </Result>
      <Notes>
        <DisclaimerNote disclaimer={store?.financePayments} />
        <DisclaimerNote disclaimer={store?.balloonPayments} />
      </Notes>
    </form>
  );
}
