import { describe, expect, it } from 'vitest';
import { clearanceScroll } from '../../../src/domain/scrollOffsets';

describe('keeping a focused control clear of the sticky chrome (WCAG 2.4.11)', () => {
  const chrome = { top: 100, bottom: 150 };
  // Viewport 844 high: the room is 108..686 with 8 px to spare.

  it('leaves a control that is already clear where it is', () => {
    expect(clearanceScroll({ top: 300, bottom: 344 }, 844, chrome)).toBe(0);
  });

  it('scrolls down just enough to lift a control out from under the footer', () => {
    expect(clearanceScroll({ top: 700, bottom: 744 }, 844, chrome)).toBe(58);
  });

  it('scrolls up just enough to bring a control out from under the header', () => {
    expect(clearanceScroll({ top: 40, bottom: 84 }, 844, chrome)).toBe(-68);
  });

  it('shows the top of a control taller than the room left', () => {
    expect(clearanceScroll({ top: 600, bottom: 1400 }, 844, chrome)).toBe(492);
  });

  it('brings a control from far below the viewport up above the footer', () => {
    expect(clearanceScroll({ top: 2000, bottom: 2044 }, 844, chrome)).toBe(1358);
  });
});
