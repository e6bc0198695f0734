/**
 * Follows the host page's scroll for the sticky header (spec 4 "Other", 9):
 * shows it when scrolling down past the threshold, hides it on scroll up,
 * ignores changes under 5 px, checks at most every 100 ms.
 */
import { useEffect, useRef, useState } from 'react';
import { BANNER_SCROLL_THROTTLE_MS, nextBannerScroll, type BannerScroll } from '../../../domain/banner';
import { onPageScroll, pageScrollY } from '../../../host/pageEvents';
import { throttle } from '../../../host/throttle';

/** Whether the header shows; `threshold` is read at each check so it may follow layout. */
export function useBannerScroll(threshold: () => number): boolean {
  const [visible, setVisible] = useState(false);
  const thresholdRef = useRef(threshold);
  thresholdRef.current = threshold;

  useEffect(() => {
    let live = true;
    let state: BannerScroll = { visible: false, lastY: pageScrollY() };
    const check = throttle((y: number) => {
      if (!live) return;
      const next = nextBannerScroll(state, y, thresholdRef.current());
      if (next === state) return;
      state = next;
      setVisible(next.visible);
    }, BANNER_SCROLL_THROTTLE_MS);
    const stop = onPageScroll((y) => check.push(y));
    return () => {
      live = false;
      stop();
    };
  }, []);

  return visible;
}
