import { describe, expect, it } from 'vitest';
import { clearanceScroll } from '../../../src/domain/scrollOffsets';
import { carNameScrollOffset, landingOffset, sectionScrollOffset, summaryPopoverOffset } from '../../../src/domain/scrollTargets';

describe('scroll and popover offsets (spec 9)', () => {
  it('scrolls sections to 60 px, or 100 px with the offers banner showing', () => {
    expect(sectionScrollOffset(false)).toBe(60);
    expect(sectionScrollOffset(true)).toBe(100);
  });

  it('scrolls the car name to 0, or 20 px with the offers banner showing', () => {
    expect(carNameScrollOffset(false)).toBe(0);
    expect(carNameScrollOffset(true)).toBe(20);
  });

  it('places the summary popover 76 px below the strip top on mobile and 74 px on desktop', () => {
    expect(summaryPopoverOffset(true)).toBe(76);
    expect(summaryPopoverOffset(false)).toBe(74);
  });

  it("lands at the spec's offset below the page's own sticky header, unless the element's chrome reaches lower", () => {
    expect(landingOffset(60, 0, 60)).toBe(60);
    expect(landingOffset(100, 0, 0)).toBe(100);
    expect(landingOffset(60, 48, 0)).toBe(108);
    expect(landingOffset(100, 0, 162)).toBe(162);
    expect(landingOffset(60, Number.NaN, Number.NaN)).toBe(60);
  });
});

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
