import { describe, expect, it } from 'vitest';
import { defaultFinanceInputs } from '../../../src/domain/finance';
import {
  UNTOUCHED_FINANCE_FORM,
  financeFormLeft,
  financeFormTyped,
  financeFormView,
  typedFinanceValue,
} from '../../../src/domain/financeForm';

describe('finance form (spec 3, 5, 9)', () => {
  const inputs = defaultFinanceInputs(40000);

  it('opens on the defaults with a worked example and no messages', () => {
    const view = financeFormView(inputs, UNTOUCHED_FINANCE_FORM);
    expect(view.values).toEqual({
      calculatorAmount: '$40,000',
      deposit: '$0',
      balloon: '$0',
      interestRate: '',
      loanTerm: '1',
      paymentFrequency: '52',
    });
    expect(Object.values(view.messages).every((message) => message === null)).toBe(true);
    expect(view.frequency).toBe(52);
    expect(view.repayment).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(view.example).toBe(
      'Worked example: $40,000 borrowed over 1 year at an example rate of 7.99% p.a. Enter your interest rate for your own estimate.',
    );
  });

  it('keeps the text as typed and shows its message once the field is touched', () => {
    const typed = financeFormTyped(UNTOUCHED_FINANCE_FORM, 'deposit', '-5');
    const view = financeFormView({ ...inputs, deposit: typedFinanceValue('deposit', '-5') }, typed);
    expect(view.values.deposit).toBe('-5');
    expect(view.messages.deposit).toBe('Enter 0 or more');
    expect(view.repayment).toBe('–');
  });

  it('shows a message of an untouched field only after some change, and only when it holds a value', () => {
    const bad = { ...inputs, deposit: 50000 };
    expect(financeFormView(bad, UNTOUCHED_FINANCE_FORM).messages.deposit).toBeNull();
    const otherLeft = financeFormLeft(UNTOUCHED_FINANCE_FORM, 'balloon');
    expect(financeFormView(bad, otherLeft).messages.deposit).toBe('The deposit cannot be more than the loan amount');
    expect(financeFormView({ ...inputs, loanTerm: null }, otherLeft).messages.loanTerm).toBeNull();
  });

  it('drops the worked example once the visitor touches the rate', () => {
    const view = financeFormView(inputs, financeFormLeft(UNTOUCHED_FINANCE_FORM, 'interestRate'));
    expect(view.example).toBeNull();
    expect(view.messages.interestRate).toBe('Enter a number');
  });

  it('reads typed values: blank or not a number is null, a frequency only as one of 52, 26, 12', () => {
    expect([typedFinanceValue('deposit', ' '), typedFinanceValue('deposit', 'abc'), typedFinanceValue('deposit', '12.5')]).toEqual([
      null,
      null,
      12.5,
    ]);
    expect([typedFinanceValue('paymentFrequency', '26'), typedFinanceValue('paymentFrequency', '7')]).toEqual([26, null]);
  });

  it("reads an amount as money, with or without '$' and commas (issue 35)", () => {
    expect(['$35,990', '35,990', ' 35990 ', '$'].map((text) => typedFinanceValue('calculatorAmount', text))).toEqual([
      35990,
      35990,
      35990,
      null,
    ]);
    expect(typedFinanceValue('interestRate', '$5')).toBeNull();
  });

  it('shows a typed whole-dollar amount as money once the field is left; other text stays as typed', () => {
    const typed = financeFormTyped(UNTOUCHED_FINANCE_FORM, 'deposit', '5000');
    expect(financeFormView({ ...inputs, deposit: 5000 }, typed).values.deposit).toBe('5000');
    const left = financeFormLeft(typed, 'deposit');
    expect(financeFormView({ ...inputs, deposit: 5000 }, left).values.deposit).toBe('$5,000');
    expect(left.touched.has('deposit')).toBe(true);
    const negative = financeFormLeft(financeFormTyped(UNTOUCHED_FINANCE_FORM, 'deposit', '-5'), 'deposit');
    expect(financeFormView({ ...inputs, deposit: -5 }, negative).values.deposit).toBe('-5');
    const rate = financeFormLeft(financeFormTyped(UNTOUCHED_FINANCE_FORM, 'interestRate', '5'), 'interestRate');
    expect(rate.drafts.interestRate).toBe('5');
  });
});
