// @vitest-environment jsdom
/**
 * The XSS corpus (xssPayloads.ts) through sanitizeHtml, the one way store and CMS
 * HTML reaches the DOM: nothing that can run survives, the output is stable when
 * parsed again (no mutation XSS), and allowed formatting and links stay.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/common/SafeHtml';
import { HOOK_PAYLOAD, XSS_PAYLOADS, hostileHtml } from './xssPayloads';

const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'BR',
  'EM',
  'H3',
  'H4',
  'I',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'SUP',
  'SUB',
  'U',
  'UL',
  'SMALL',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan', 'target', 'rel']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;

/** What is wrong with sanitised HTML, once parsed: tags, attributes and URLs outside the allow-list. */
function problems(clean: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = clean;
  const found: string[] = [];
  for (const node of host.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(node.tagName)) found.push(`tag ${node.tagName}`);
    for (const attribute of node.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.name)) found.push(`attribute ${attribute.name} on ${node.tagName}`);
      if (attribute.name === 'href' && !SAFE_URL.test(attribute.value.trim())) found.push(`href ${attribute.value}`);
    }
  }
  return found;
}

describe('sanitizeHtml against the XSS corpus', () => {
  it('holds at least 15 varied payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length);
  });

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    it(`neutralises ${payload.name}`, () => {
      const dirty = payload.html(index);
      const clean = sanitizeHtml(dirty);
      expect(problems(clean)).toEqual([]);
      expect(clean).not.toMatch(
        /<(script|iframe|object|embed|svg|math|style|form|input|button|base|meta|link|template|noscript|img|video|details|body)\b/i,
      );
      expect(clean).not.toMatch(/\son\w+\s*=/i);
      // Stable when parsed and sanitised again: the browser's reparse cannot mutate it into something new.
      expect(sanitizeHtml(clean)).toBe(clean);
      const host = document.createElement('div');
      host.innerHTML = clean;
      expect(host.innerHTML).toBe(clean);
    });
  }

  it('neutralises the whole corpus in one field, keeping its opening text', () => {
    const clean = sanitizeHtml(hostileHtml(7));
    expect(problems(clean)).toEqual([]);
    expect(clean).toContain('<p>Hostile field 7.</p>');
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it("strips the element's own hooks from store markup: data-autofocus, data-*, id, class, name, ARIA state, autofocus", () => {
    expect(sanitizeHtml(XSS_PAYLOADS[HOOK_PAYLOAD]!.html(5))).toBe('<a href="#cms-hook-5">Offer terms 5</a>');
    expect(sanitizeHtml('<p id="accessoryContent" class="x" data-track="y" aria-label="Terms">Terms</p>')).toBe('<p>Terms</p>');
  });

  it('keeps the formatting and links the store uses', () => {
    const html =
      '<h3>Warranty</h3><p>See <a href="https://www.example.com.au/warranty" target="_blank">terms</a>, <a href="tel:131131">call</a> or <a href="#top">top</a>.</p><ul><li><strong>10</strong> years<sup>*</sup></li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Warranty</h3><p>See <a href="https://www.example.com.au/warranty" target="_blank" rel="noopener noreferrer">terms</a>, <a href="tel:131131">call</a> or <a href="#top">top</a>.</p><ul><li><strong>10</strong> years<sup>*</sup></li></ul>',
    );
  });
});
