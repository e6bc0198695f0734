import { describe, expect, it } from 'vitest';
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
