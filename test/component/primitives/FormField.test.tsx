import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../src/ui/primitives/FormField';

const ErrorText = styled.p`
  margin: 0;
`;

function Postcode(props: { hint?: string; error?: string | null; id?: string }) {
  return (
    <FormField label="Postcode" hint={props.hint} error={props.error} id={props.id} messageAs={ErrorText}>
      {(control) => <input {...control} inputMode="numeric" />}
    </FormField>
  );
}

describe('a labelled form control (FormField)', () => {
  it('is named by its label, and a click on the label puts the focus in the control', async () => {
    render(<Postcode />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.setup().click(screen.getByText('Postcode'));
    expect(document.activeElement).toBe(input);
  });

  it('is described by its hint while valid, and by its hint and its error message in error, then marked invalid', () => {
    const { rerender } = render(<Postcode hint="Four digits, as on your licence" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Postcode', description: 'Four digits, as on your licence' });
    expect(input.getAttribute('aria-invalid')).toBeNull();

    rerender(<Postcode hint="Four digits, as on your licence" error="Enter a postcode of four digits" />);
    screen.getByRole('textbox', { name: 'Postcode', description: 'Four digits, as on your licence Enter a postcode of four digits' });
    expect(input.getAttribute('aria-invalid')).toBe('true');

    rerender(<Postcode hint="Four digits, as on your licence" error={null} />);
    screen.getByRole('textbox', { name: 'Postcode', description: 'Four digits, as on your licence' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps its empty message in the page as a polite live region, so the first error is announced as it appears', () => {
    const { container, rerender } = render(<Postcode error={null} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.tagName).toBe('P');
    expect(live?.textContent).toBe('');
    expect(input.getAttribute('aria-describedby')).toBeNull();

    rerender(<Postcode error="Enter a postcode of four digits" />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(live);
    expect(live?.textContent).toBe('Enter a postcode of four digits');
    expect(input.getAttribute('aria-describedby')).toBe(live?.id);
  });

  it('has no message for a field that is never in error, and takes the id it is given', () => {
    const { container } = render(<Postcode id="postcode" />);
    const input = screen.getByRole('textbox', { name: 'Postcode', description: '' });
    expect(input.id).toBe('postcode');
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
