import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chevron } from '../../../src/ui/primitives/Chevron';

function markOf(container: HTMLElement): HTMLElement {
  return container.querySelector('span')!;
}

describe("a disclosure's chevron", () => {
  it('points down while closed and up while open, hidden from screen readers', () => {
    const { container, rerender } = render(
      <button type="button" aria-expanded={false}>
        Disclaimers <Chevron up={false} size={7} />
      </button>,
    );
    expect(markOf(container).getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(markOf(container)).transform).toBe('translateY(-2px) rotate(45deg)');
    rerender(
      <button type="button" aria-expanded>
        Disclaimers <Chevron up size={7} />
      </button>,
    );
    expect(getComputedStyle(markOf(container)).transform).toBe('translateY(2px) rotate(-135deg)');
  });

  it('is drawn at the size asked for', () => {
    const { container } = render(<Chevron up={false} size={10} lift={3} />);
    const style = getComputedStyle(markOf(container));
    expect(style.width).toBe('10px');
    expect(style.height).toBe('10px');
    expect(style.transform).toBe('translateY(-3px) rotate(45deg)');
  });
});
