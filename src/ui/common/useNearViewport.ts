/**
 * True once `element` has come within `margin` of the viewport (at once where
 * IntersectionObserver is missing); it stays true. Pass the element from a
 * callback ref (`ref={setElement}`), so a box rendered later is observed too.
 */
import { useEffect, useState } from 'react';

export function useNearViewport(element: Element | null, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return near;
}
