import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalActions } from '../../../src/ui/primitives/ModalActions';

describe("a modal's row of buttons", () => {
  it('lays its buttons side by side, each wrapping below 160 px', () => {
    render(
      <ModalActions data-testid="row">
        <button type="button">Cancel</button>
        <button type="button">Apply</button>
      </ModalActions>,
    );
    const row = getComputedStyle(screen.getByTestId('row'));
    expect(row.display).toBe('flex');
    expect(row.flexWrap).toBe('wrap');
    expect(row.position).not.toBe('sticky');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Apply' })).flex).toBe('1 1 160px');
  });

  it("stays at the foot of a long modal's scroll when sticky", () => {
    render(
      <ModalActions $sticky data-testid="row">
        <button type="button">Close</button>
      </ModalActions>,
    );
    const row = getComputedStyle(screen.getByTestId('row'));
    expect(row.position).toBe('sticky');
    expect(row.bottom).toBe('-24px');
  });
});
