/**
 * The saved build path (local storage `buildUrl`, spec 2): written while the
 * visitor configures, offered back on the landing page.
 */

export interface SavedBuild {
  /** Path and query inside the element, e.g. `/triton?model-selection=MV1`. */
  href: string;
  /** The range code: the path's first segment. */
  code: string;
}

const maxLength = 2048;

/** The saved build from a stored value, or null when it is absent or not a build path. */
export function parseSavedBuild(value: string | null): SavedBuild | null {
  if (!value || value.length > maxLength) return null;
  const href = value.startsWith('#') ? value.slice(1) : value;
  const match = /^\/([a-z0-9][a-z0-9-]*)(?:[/?]|$)/i.exec(href);
  if (!match?.[1] || match[1] === 'errorPage') return null;
  return { href, code: match[1] };
}

/** Calls `save` at most once per `intervalMs`, always ending on the latest value. */
export function throttle<T>(save: (value: T) => void, intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    last = now();
    const { value } = pending;
    pending = null;
    save(value);
  };
  return {
    push(value: T) {
      pending = { value };
      const wait = last + intervalMs - now();
      if (wait <= 0 && !timer) flush();
      else if (!timer) timer = setTimeout(flush, Math.max(0, wait));
    },
    /** Writes any pending value now (on unmount). */
    flush() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
