/** Local storage values (spec 2, 7: buildUrl, continueBuild, CTA), parsed by total functions. */

/** The CTA values the footer stores (spec 7). */
export const CTA_VALUES = ['get-a-quote', 'book-a-test-drive'] as const;
export type Cta = (typeof CTA_VALUES)[number];

/** A saved build path ('/triton/?model-selection=…' or '#/triton/…'), or null for anything else. */
export function parseBuildUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value.length < 2 || value.length > 2048) return null;
  const path = value.startsWith('#') ? value.slice(1) : value;
  // Only an in-app path: a protocol or a second slash would leave the page.
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) return null;
  return value;
}

/** The continue flag: true only for the stored text 'true'. */
export function parseContinueBuild(raw: unknown): boolean {
  return raw === 'true' || raw === true;
}

/** The text stored for the continue flag. */
export function continueBuildValue(value: boolean): string {
  return value ? 'true' : 'false';
}

/** The stored CTA, or null for anything else. */
export function parseCta(raw: unknown): Cta | null {
  return typeof raw === 'string' && (CTA_VALUES as readonly string[]).includes(raw.trim()) ? (raw.trim() as Cta) : null;
}

/** The range code of a saved build path ('/triton/…' → 'triton'), or null. */
export function buildUrlCode(raw: unknown): string | null {
  const url = parseBuildUrl(raw);
  if (url === null) return null;
  const path = url.startsWith('#') ? url.slice(1) : url;
  const code = path.split(/[/?]/)[1] ?? '';
  return code === '' ? null : code;
}
