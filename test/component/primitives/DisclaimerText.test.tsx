import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisclaimerText } from '../../../src/ui/primitives/DisclaimerText';

describe('a disclaimer with its marker (DisclaimerText)', () => {
  it("raises the marker in front of the store's text, keeping the text's safe markup", () => {
    const { container } = render(
      <p>
        <DisclaimerText disclaimer={{ marker: '*', text: 'Prices are <strong>indicative</strong>.<script>alert(1)</script>' }} />
      </p>,
    );
    expect(container.textContent).toBe('*Prices are indicative.');
    expect(container.querySelector('sup')?.textContent).toBe('*');
    expect(container.querySelector('strong')?.textContent).toBe('indicative');
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps a space after a spaced marker, and shows the text alone without a marker', () => {
    const spaced = render(
      <p>
        <DisclaimerText disclaimer={{ marker: '^', text: 'Lease terms apply.' }} spaced />
      </p>,
    );
    expect(spaced.container.textContent).toBe('^ Lease terms apply.');
    const bare = render(
      <p>
        <DisclaimerText disclaimer={{ marker: '', text: 'Lease terms apply.' }} spaced />
      </p>,
    );
    expect(bare.container.textContent).toBe('Lease terms apply.');
    expect(bare.container.querySelector('sup')).toBeNull();
  });
});
