/**
 * Reference-counted page scroll lock: while any overlay of any element on the
 * page is open, the document does not scroll (spec 4, "Other").
 */
let locks = 0;
let previousOverflow = '';

/** Locks page scroll and returns the function that releases this lock. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.style.overflow = previousOverflow;
  };
}
