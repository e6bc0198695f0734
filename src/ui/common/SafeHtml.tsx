/**
 * HTML from the CMS or the store (descriptions, key features, disclaimers,
 * offers) rendered through DOMPurify: no scripts, no event handlers, no styles,
 * no frames or forms; links that open a new tab cannot reach back to the page.
 * Markup from outside cannot reach the element's own hooks either: it keeps no
 * id, class or name (they would collide with the element's own ids, classes and
 * scroll targets), no data-* attribute (data-autofocus would take the focus when
 * a modal opens; data-testid and analytics hooks would be mistaken for the
 * element's), no ARIA attribute (aria-hidden, aria-labelledby pointing at the
 * element's ids), and no autofocus.
 */
import DOMPurify from 'dompurify';
import { createElement, useMemo } from 'react';
import { STORE_HTML_ATTRIBUTE } from '../../host/focusReturn';
import { registerSanitizer, type SafeHtmlProps } from './sanitizerRegistry';

const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'sup',
  'sub',
  'u',
  'ul',
  'small',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
/** Never kept, whatever the allow-list says: the element's own hooks and names. */
const FORBID_ATTR = ['id', 'class', 'name', 'style', 'autofocus', 'data-autofocus', 'data-testid'];

// DOMPurify drops `target` whenever a URI allow-list is set, so new-tab links are
// remembered before and restored after, always with rel="noopener noreferrer".
const newTabLinks = new WeakSet<Element>();
let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('beforeSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') newTabLinks.add(node);
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || node.tagName !== 'A') return;
      node.removeAttribute('target');
      if (newTabLinks.has(node) && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/**
 * The latest answers by their HTML: the same store text (an offer, a disclaimer) is sanitised
 * again whenever a component showing it mounts or the host offer is rebuilt, which a change of
 * the build does many times over. The sanitiser's configuration never changes, so neither does
 * its answer for the same text.
 */
const sanitised = new Map<string, string>();
const SANITISED_KEPT = 200;

/** Sanitised HTML as a string, safe to put into the DOM. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeOnce(html);
  if (sanitised.size >= SANITISED_KEPT) sanitised.delete(sanitised.keys().next().value as string);
  sanitised.set(html, clean);
  return clean;
}

function sanitizeOnce(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}

export type { SafeHtmlProps };

/** Renders store or CMS HTML after sanitising it. */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { className, [STORE_HTML_ATTRIBUTE]: '', dangerouslySetInnerHTML: { __html: clean } });
}

registerSanitizer(sanitizeHtml, SafeHtml);
