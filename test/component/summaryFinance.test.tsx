import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAtom } from '../../src/state/atoms';
import { changeOptionAtom } from '../../src/state/buildActions';
import { CLOTH, PREMIUM, RED, WHITE, model, SUMMARY_DISCLAIMERS } from '../support/catalogFactory';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { renderHarness, type RangeSeed } from './harness';

/** The summary of the first model's first variant on /triton, with the summary's store disclaimers. */
const renderSummary = (range: RangeSeed) => renderHarness(<SummarySection />, { range: { disclaimers: SUMMARY_DISCLAIMERS, ...range } });

/** GLX at $40,000 (private NSW) in white; red costs $700. No interior, no pack: the total is the vehicle price. */
const GLX = model('GLX', { price: 40000, exteriors: [WHITE, RED] });

function openFinance() {
  const view = renderSummary({ models: [GLX] });
  fireEvent.click(screen.getByRole('tab', { name: 'Finance' }));
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const repayment = () => {
  const output = screen.getByRole('tabpanel', { name: 'Finance' }).querySelector('output');
  if (!output) throw new Error('no result');
  return { label: output.querySelector('span')?.textContent, amount: output.querySelector('strong')?.textContent };
};

/** Hand formatting for expectations: '$1,234.56'. */
function dollars(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `$${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The textbook annuity payment with a balloon: r(P − FV/(1+r)^n) / (1 − (1+r)^−n). */
function textbookPayment(principal: number, annualRatePercent: number, years: number, perYear: number, balloon: number): number {
  const r = annualRatePercent / 100 / perYear;
  const n = years * perYear;
  return (r * (principal - balloon / (1 + r) ** n)) / (1 - (1 + r) ** -n);
}

describe('finance calculator (spec 3, 5, 9)', () => {
  it('shows its fields with the spec bounds and defaults from the build total', () => {
    openFinance();
    // Issue 35: the amounts read as money, as every other amount does, on a phone's number pad.
    const amount = field('Loan amount');
    expect(amount.value).toBe('$40,000');
    expect([amount.getAttribute('type'), amount.getAttribute('inputmode')]).toEqual(['text', 'numeric']);
    expect(field('Deposit').value).toBe('$0');
    expect(field(/^Balloon/).value).toBe('$0');
    expect(screen.getByText('Balloon').querySelector('sup')?.textContent).toBe('<');
    const rate = field('Interest p.a. %');
    expect(rate.value).toBe('');
    expect([rate.getAttribute('min'), rate.getAttribute('max'), rate.getAttribute('step')]).toEqual(['0', '100', '0.01']);
    const term = field('Loan term') as HTMLSelectElement;
    expect([...term.options].map((o) => [o.value, o.text])).toEqual([
      ['1', '1 year'],
      ['2', '2 years'],
      ['3', '3 years'],
      ['4', '4 years'],
      ['5', '5 years'],
    ]);
    expect(term.value).toBe('1');
    const frequency = field('Payment frequency') as HTMLSelectElement;
    expect([...frequency.options].map((o) => [o.value, o.text])).toEqual([
      ['52', 'Weekly'],
      ['26', 'Fortnightly'],
      ['12', 'Monthly'],
    ]);
    expect(frequency.value).toBe('52');
    // Issue 26.12: it opens with a worked example at a stated rate, the amount borrowed as money.
    expect(repayment()).toEqual({ label: 'Estimated weekly repayments~', amount: dollars(textbookPayment(40000, 7.99, 1, 52, 0)) });
    screen.getByText(
      'Worked example: $40,000 borrowed over 1 year at an example rate of 7.99% p.a. Enter your interest rate for your own estimate.',
    );
    // No message before the visitor touches a field.
    expect(screen.queryByText('Enter a number')).toBeNull();
  });

  it('works out 40,000 at 0 % over 1 year weekly as 40,000 / 52 = $769.23', () => {
    const { store } = openFinance();
    type('Interest p.a. %', '0');
    expect(repayment()).toEqual({ label: 'Estimated weekly repayments~', amount: '$769.23' });
    expect(screen.queryByText(/^Worked example/)).toBeNull();
    expect(store.get(buildAtom)?.finance).toEqual({
      calculatorAmount: 40000,
      deposit: 0,
      balloon: 0,
      interestRate: 0,
      loanTerm: 1,
      paymentFrequency: 52,
    });
  });

  it('switches the label and amount with the payment frequency', () => {
    openFinance();
    type('Interest p.a. %', '0');
    type('Payment frequency', '26');
    expect(repayment()).toEqual({ label: 'Estimated fortnightly repayments~', amount: '$1,538.46' });
    type('Payment frequency', '12');
    expect(repayment()).toEqual({ label: 'Estimated monthly repayments~', amount: '$3,333.33' });
  });

  it('matches the textbook payment to the cent with a deposit, a balloon and interest', () => {
    openFinance();
    type('Deposit', '5000');
    type(/^Balloon/, '10000');
    type('Interest p.a. %', '7.5');
    type('Loan term', '3');
    type('Payment frequency', '12');
    const expected = textbookPayment(35000, 7.5, 3, 12, 10000);
    expect(expected).toBeCloseTo(840.16, 2);
    expect(repayment()).toEqual({ label: 'Estimated monthly repayments~', amount: dollars(expected) });
  });

  it('shows messages next to the field on change and on blur, with aria-invalid and aria-describedby', () => {
    openFinance();
    const deposit = field('Deposit');
    type('Deposit', '-5');
    expect(deposit.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(deposit.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter 0 or more');
    expect(repayment().amount).toBe('–');

    const rate = field('Interest p.a. %');
    fireEvent.blur(rate);
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a number');
    type('Interest p.a. %', '100.5');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a rate from 0 to 100');
    type('Interest p.a. %', '6.125');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a rate with at most 2 decimal places',
    );

    type('Loan amount', '1000.5');
    screen.getByText('Enter whole dollars');
    type('Loan amount', '');
    expect(field('Loan amount').getAttribute('aria-invalid')).toBe('true');

    type('Loan amount', '40000');
    type('Deposit', '0');
    type('Interest p.a. %', '5');
    expect(deposit.getAttribute('aria-invalid')).toBeNull();
    expect(deposit.getAttribute('aria-describedby')).toBeNull();
    expect(repayment().amount).not.toBe('–');
  });

  it("keeps an amount as typed while it is typed and shows it as money once the visitor leaves it; '$' and commas may be typed (issue 35)", () => {
    const { store } = openFinance();
    const amount = field('Loan amount');
    type('Loan amount', '35990');
    expect(amount.value).toBe('35990');
    expect(store.get(buildAtom)?.finance?.calculatorAmount).toBe(35990);
    fireEvent.blur(amount);
    expect(amount.value).toBe('$35,990');
    type('Deposit', '$5,000');
    expect(store.get(buildAtom)?.finance?.deposit).toBe(5000);
    fireEvent.blur(field('Deposit'));
    expect(field('Deposit').value).toBe('$5,000');
    screen.getByText(/^Worked example: \$30,990 borrowed/);
    // Not whole dollars: the text stays as typed beside its message.
    type('Loan amount', '1000.5');
    fireEvent.blur(amount);
    expect(amount.value).toBe('1000.5');
    screen.getByText('Enter whole dollars');
  });

  it('says when the deposit is more than the loan amount', () => {
    openFinance();
    type('Loan amount', '1000');
    type('Deposit', '2000');
    screen.getByText('The deposit cannot be more than the loan amount');
  });

  it('goes back to the defaults when an option change resets the finance values (spec 4)', () => {
    const { store } = openFinance();
    type('Loan amount', '25000');
    type('Interest p.a. %', '6');
    expect(store.get(buildAtom)?.finance?.calculatorAmount).toBe(25000);
    act(() => store.set(changeOptionAtom, 'exterior', RED.valueIndex));
    expect(store.get(buildAtom)?.finance).toBeNull();
    // 40,000 + 700 for red
    expect(field('Loan amount').value).toBe('$40,700');
    expect(field('Interest p.a. %').value).toBe('');
    expect(repayment().amount).toBe(dollars(textbookPayment(40700, 7.99, 1, 52, 0)));
    screen.getByText(/^Worked example: \$40,700 borrowed/);
  });

  it('shows the finance and balloon disclaimers with their markers under the calculator', () => {
    openFinance();
    const panel = screen.getByRole('tabpanel', { name: 'Finance' });
    expect(within(panel).getByText('Estimated repayments are a guide only.').parentElement?.textContent).toBe(
      '~ Estimated repayments are a guide only.',
    );
    const balloon = within(panel).getByText('lump sum');
    expect(balloon.tagName).toBe('STRONG');
    expect(balloon.closest('p')?.textContent).toBe('< A balloon payment is a lump sum due at the end of the loan term.');
  });

  it('keeps the calculator defaults in step with the total while the visitor has typed nothing', () => {
    renderSummary({ models: [model('GLX', { price: 40000, exteriors: [WHITE], interiors: [CLOTH], packs: [PREMIUM] })] });
    fireEvent.click(screen.getByRole('tab', { name: 'Finance' }));
    // 40,000 + 2,000 pack
    expect(field('Loan amount').value).toBe('$42,000');
  });
});
