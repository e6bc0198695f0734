import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Marker, disclaimerHtml } from '../../../src/ui/primitives/Marker';

describe("a disclaimer's marker (Marker)", () => {
  it('raises the marker beside the text it marks', () => {
    const { container } = render(
      <p>
        Balloon
        <Marker marker="<" />
      </p>,
    );
    expect(container.textContent).toBe('Balloon<');
    expect(container.querySelector('sup')?.textContent).toBe('<');
  });

  it('keeps a space inside the raised marker when asked to, before a text with no gap of its own', () => {
    const { container } = render(
      <p>
        <Marker marker="~" spaced />
        Estimated repayments are a guide only.
      </p>,
    );
    expect(container.textContent).toBe('~ Estimated repayments are a guide only.');
    expect(container.querySelector('sup')?.textContent).toBe('~ ');
  });

  it('renders nothing for an empty marker', () => {
    const { container } = render(
      <p>
        <Marker marker="" spaced />
        Repayments are an estimate.
      </p>,
    );
    expect(container.textContent).toBe('Repayments are an estimate.');
    expect(container.querySelector('sup')).toBeNull();
  });

  it('puts the marker in front of the text for a component that takes the disclaimer as HTML', () => {
    expect(disclaimerHtml({ marker: '*', text: 'Images are <strong>indicative</strong>.' })).toBe(
      '*Images are <strong>indicative</strong>.',
    );
    expect(disclaimerHtml({ marker: '', text: 'Images are indicative.' })).toBe('Images are indicative.');
  });
});
