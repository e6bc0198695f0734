import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from '../../../src/ui/primitives/VisuallyHidden';

describe('text for screen readers only (VisuallyHidden)', () => {
  it('is part of the accessible name but takes a 1 px box out of the layout', () => {
    render(
      <a href="https://maps.example">
        View on Google Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    const link = screen.getByRole('link', { name: /^View on Google Maps ?\(opens in a new tab\)$/ });
    const hidden = getComputedStyle(link.querySelector('span')!);
    expect(hidden.position).toBe('absolute');
    expect(hidden.width).toBe('1px');
    expect(hidden.height).toBe('1px');
    expect(hidden.overflow).toBe('hidden');
  });
});
