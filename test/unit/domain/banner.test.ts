import { describe, expect, it } from 'vitest';
import { bannerThreshold, nextBannerScroll } from '../../../src/domain/banner';

describe('banner scroll (spec 4, 9)', () => {
  it('uses 580 on mobile with 3D, else the header height', () => {
    expect([
      bannerThreshold({ isMobile: true, has3D: true, headerHeight: 90 }),
      bannerThreshold({ isMobile: false, has3D: true, headerHeight: 90 }),
    ]).toEqual([580, 90]);
  });

  it('shows when scrolling down past the threshold and hides on scroll up', () => {
    const down = nextBannerScroll({ visible: false, lastY: 500 }, 700, 580);
    expect([down.visible, nextBannerScroll(down, 650, 580).visible]).toEqual([true, false]);
  });

  it('ignores changes under 5 px', () => {
    const state = { visible: true, lastY: 700 };
    expect(nextBannerScroll(state, 696, 580)).toBe(state);
  });
});
