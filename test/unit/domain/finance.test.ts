import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOAN_TERM,
  DEFAULT_PAYMENT_FREQUENCY,
  FINANCE_MESSAGES,
  INTEREST_LABEL,
  defaultFinanceInputs,
  financeRepayment,
  periodicPayment,
  repaymentLabel,
  validateFinance,
  workedExampleText,
} from '../../../src/domain/finance';
import type { FinanceInputs } from '../../../src/domain/types';

const inputs = (patch: Partial<FinanceInputs>): FinanceInputs => ({
  calculatorAmount: 30000,
  deposit: 0,
  balloon: 0,
  interestRate: 0,
  loanTerm: 1,
  paymentFrequency: 52,
  ...patch,
});

/** Balance left after paying `payment` each period: a schedule walked period by period, independent of the formula. */
function balanceAfter(principal: number, ratePerPeriod: number, periods: number, payment: number): number {
  let balance = principal;
  for (let i = 0; i < periods; i += 1) balance = balance * (1 + ratePerPeriod) - payment;
  return balance;
}

describe('finance repayments (spec 5, 9)', () => {
  it('defaults to a one-year term and weekly payments', () => {
    expect([DEFAULT_LOAN_TERM, DEFAULT_PAYMENT_FREQUENCY]).toEqual([1, 52]);
    expect(defaultFinanceInputs(45990)).toMatchObject({ calculatorAmount: 45990, loanTerm: 1, paymentFrequency: 52 });
  });

  it('divides evenly at 0 % interest', () => {
    // 52,000 over 1 year weekly: 52,000 / 52 = 1,000.00
    expect(financeRepayment(inputs({ calculatorAmount: 52000 })).repayment).toBe(1000);
  });

  it('computes a monthly repayment worked by hand', () => {
    // 30,000 less 5,000 deposit = 25,000 at 12 % p.a. monthly: r = 0.12 / 12 = 0.01, n = 12.
    // (1.01)^12 = 1.1268250301; payment = 25,000 × 0.01 × 1.1268250301 / 0.1268250301
    //           = 250 × 8.8848788678 = 2,221.2197 → $2,221.22
    expect(financeRepayment(inputs({ deposit: 5000, interestRate: 12, paymentFrequency: 12 })).repayment).toBe(2221.22);
  });

  it('computes a repayment with a balloon worked by hand', () => {
    // 20,000 at 6 % p.a. monthly to a 5,000 balloon: r = 0.005, n = 12, (1.005)^12 = 1.0616778119.
    // payment = (20,000 × 1.0616778119 − 5,000) × 0.005 / 0.0616778119
    //         = 16,233.556237 × 0.005 / 0.0616778119 = 81.1677812 / 0.0616778119 = 1,315.9964 → $1,316.00
    expect(financeRepayment(inputs({ calculatorAmount: 20000, balloon: 5000, interestRate: 6, paymentFrequency: 12 })).repayment).toBe(
      1316,
    );
  });

  it('matches the spreadsheet PMT example to the cent', () => {
    // Spreadsheet: =PMT(8%/12, 10, 10000) = -1,037.03
    expect(Math.round(periodicPayment(10000, 0.08 / 12, 10, 0) * 100) / 100).toBe(1037.03);
  });

  it('matches a spreadsheet PMT with balloon (fortnightly, 3 years) to the cent', () => {
    // Spreadsheet: =PMT(7.5%/26, 78, 35000, -10000) = -387.23
    const result = financeRepayment(
      inputs({ calculatorAmount: 35000, balloon: 10000, interestRate: 7.5, loanTerm: 3, paymentFrequency: 26 }),
    );
    expect(result.repayment).toBe(387.23);
    // Walking the schedule with that payment leaves the balloon, within the cents rounded away.
    expect(Math.abs(balanceAfter(35000, 0.075 / 26, 78, 387.23) - 10000)).toBeLessThan(1);
  });

  it("labels repayments 'Estimated weekly/fortnightly/monthly repayments' and interest 'Interest p.a. %'", () => {
    expect([repaymentLabel(52), repaymentLabel(26), repaymentLabel(12)]).toEqual([
      'Estimated weekly repayments',
      'Estimated fortnightly repayments',
      'Estimated monthly repayments',
    ]);
    expect(INTEREST_LABEL).toBe('Interest p.a. %');
  });
});

describe('finance validation (spec 5)', () => {
  it('requires amount, deposit and balloon of at least 0 in whole dollars', () => {
    expect(validateFinance(inputs({ calculatorAmount: -1, deposit: 10.5 }))).toMatchObject({
      calculatorAmount: FINANCE_MESSAGES.negative,
      deposit: FINANCE_MESSAGES.wholeDollars,
    });
  });

  it('keeps interest between 0 and 100 in steps of 0.01', () => {
    expect(validateFinance(inputs({ interestRate: 100.01 })).interestRate).toBe(FINANCE_MESSAGES.interestRange);
    expect(validateFinance(inputs({ interestRate: 5.555 })).interestRate).toBe(FINANCE_MESSAGES.interestStep);
    expect(validateFinance(inputs({ interestRate: 5.55 })).interestRate).toBeUndefined();
  });

  it('keeps the loan term to 1 to 5 years and the frequency to 52, 26 or 12', () => {
    const errors = validateFinance(inputs({ loanTerm: 6, paymentFrequency: 7 as never }));
    expect(Object.keys(errors).sort()).toEqual(['loanTerm', 'paymentFrequency']);
  });

  it('gives no repayment while an input is invalid', () => {
    expect(financeRepayment(inputs({ interestRate: null })).repayment).toBeNull();
  });

  it('refuses a deposit above the amount and a balloon above the amount financed', () => {
    expect(validateFinance(inputs({ deposit: 30001 })).deposit).toBe(FINANCE_MESSAGES.depositTooHigh);
    expect(validateFinance(inputs({ deposit: 10000, balloon: 20001 })).balloon).toBe(FINANCE_MESSAGES.balloonTooHigh);
  });
});

describe('worked example (issue 26.12)', () => {
  it('states the amount borrowed as money, the term, any balloon and the example rate', () => {
    expect(workedExampleText(inputs({ calculatorAmount: 45990, interestRate: null }))).toBe(
      'Worked example: $45,990 borrowed over 1 year at an example rate of 7.99% p.a. Enter your interest rate for your own estimate.',
    );
    expect(workedExampleText(inputs({ calculatorAmount: 45990, deposit: 5990, balloon: 10000, loanTerm: 3, interestRate: null }))).toBe(
      'Worked example: $40,000 borrowed over 3 years with a $10,000 balloon at an example rate of 7.99% p.a. Enter your interest rate for your own estimate.',
    );
  });

  it('has nothing to state when the inputs are not valid', () => {
    expect(workedExampleText(inputs({ deposit: -1, interestRate: null }))).toBeNull();
  });
});
