import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColourSwatch } from '../../../src/ui/primitives/ColourSwatch';

const circleOf = (container: HTMLElement) => container.querySelector('span')!;

/** The declarations the page's style sheets give the element's own class (jsdom computes no var() shorthand). */
function rulesOf(element: Element): string {
  const classes = [...element.classList];
  return [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .filter((rule) => rule instanceof CSSStyleRule && classes.some((name) => rule.selectorText === `.${name}`))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('a colour swatch', () => {
  it('is a circle of the colour at the size asked for, hidden from screen readers', () => {
    const { container } = render(<ColourSwatch colour="#c8102e" size={40} />);
    const style = getComputedStyle(circleOf(container));
    expect(circleOf(container).getAttribute('aria-hidden')).toBe('true');
    expect(style.width).toBe('40px');
    expect(style.height).toBe('40px');
    expect(style.borderRadius).toBe('50%');
    expect(style.background).toContain('rgb(200, 16, 46)');
  });

  it("shows the store's swatch picture over the colour, and the subtle surface where there is no colour", () => {
    const { container, rerender } = render(<ColourSwatch colour="#111111" image="https://assets.test/red.png" size={24} />);
    expect(getComputedStyle(circleOf(container)).background).toContain('url("https://assets.test/red.png")');
    rerender(<ColourSwatch colour={null} size={24} />);
    expect(getComputedStyle(circleOf(container)).background).toContain('--bp-color-surface-subtle');
  });

  it('takes the stronger muted edge on a card', () => {
    const { container } = render(<ColourSwatch colour="#ffffff" size={30} edge="muted" />);
    expect(rulesOf(circleOf(container))).toContain('border: 1px solid var(--bp-color-muted, #5c5c5c)');
  });
});
