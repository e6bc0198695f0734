import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceText } from '../../../src/ui/primitives/PriceText';

describe('a price with its marker (PriceText)', () => {
  it("raises the disclaimer's marker after the price", () => {
    const { container } = render(
      <p>
        <PriceText price={{ text: '$52,990', marker: '*' }} />
      </p>,
    );
    expect(container.textContent).toBe('$52,990*');
    expect(container.querySelector('sup')?.textContent).toBe('*');
  });

  it('shows the price alone when it has no marker', () => {
    const { container } = render(
      <p>
        <PriceText price={{ text: 'POA', marker: '' }} />
      </p>,
    );
    expect(container.textContent).toBe('POA');
    expect(container.querySelector('sup')).toBeNull();
  });
});
