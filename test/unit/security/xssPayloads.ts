/**
 * A corpus of known XSS payloads for HTML that reaches the element from the store
 * or the CMS. Each payload, if it ever ran, would call `window.__xss(id)` (or the
 * parent's/top's from a frame) with the number it was built with, so a test can
 * tell which field and which payload fired. Used by the sanitiser unit test and
 * by the hostile demo catalog of the browser test (test/e2e/hostileCatalog.ts).
 */
export interface XssPayload {
  name: string;
  html: (id: number) => string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { name: 'img onerror', html: (id) => `<img src=x onerror=__xss(${id})>` },
  {
    name: 'img onerror, quoted, inside a paragraph',
    html: (id) => `<p>Fits all <img src="/nope.png" onerror="window.__xss(${id})"> models</p>`,
  },
  { name: 'svg onload', html: (id) => `<svg onload=__xss(${id})><circle r=1></circle></svg>` },
  { name: 'svg animate onbegin', html: (id) => `<svg><animate onbegin=__xss(${id}) attributeName=x dur=1s></animate></svg>` },
  { name: 'script element', html: (id) => `<script>__xss(${id})</script>` },
  { name: 'nested script split', html: (id) => `<scr<script>ipt>__xss(${id})</scr</script>ipt>` },
  { name: 'javascript: href', html: (id) => `<a href="javascript:__xss(${id})">Read more</a>` },
  { name: 'JaVaScRiPt: href with spaces', html: (id) => `<a href="  JaVaScRiPt:__xss(${id})">Terms</a>` },
  { name: 'javascript: href with an entity tab', html: (id) => `<a href="jav&#x09;ascript:__xss(${id})">Details</a>` },
  {
    name: 'javascript: href in decimal entities',
    html: (id) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${id})">More</a>`,
  },
  { name: 'data:text/html href', html: (id) => `<a href="data:text/html,<script>top.__xss(${id})</script>" target="_blank">Brochure</a>` },
  { name: 'svg xlink:href javascript:', html: (id) => `<svg><a xlink:href="javascript:__xss(${id})"><text x=0 y=10>tap</text></a></svg>` },
  { name: 'iframe srcdoc', html: (id) => `<iframe srcdoc="<script>parent.__xss(${id})</script>"></iframe>` },
  { name: 'iframe javascript: src', html: (id) => `<iframe src="javascript:parent.__xss(${id})"></iframe>` },
  {
    name: 'object data javascript:',
    html: (id) => `<object data="javascript:__xss(${id})"></object><embed src="javascript:__xss(${id})">`,
  },
  {
    name: 'mutation XSS through math/mtext/table/mglyph/style',
    html: (id) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${id})></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'mutation XSS with a comment in style (DOMPurify 2.0.0 bypass)',
    html: (id) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=__xss(${id})&gt;">`,
  },
  { name: 'details open ontoggle', html: (id) => `<details open ontoggle=__xss(${id})><summary>Specs</summary>x</details>` },
  { name: 'input autofocus onfocus', html: (id) => `<input autofocus onfocus=__xss(${id})>` },
  { name: 'body onload', html: (id) => `<body onload=__xss(${id})>` },
  { name: 'video source onerror', html: (id) => `<video><source onerror=__xss(${id})></video>` },
  { name: 'marquee onstart', html: (id) => `<marquee onstart=__xss(${id})>Sale</marquee>` },
  { name: 'style expression()', html: (id) => `<div style="width: expression(__xss(${id}))">Wide</div>` },
  { name: 'style url(javascript:)', html: (id) => `<p style="background:url('javascript:__xss(${id})');position:fixed;inset:0">Cover</p>` },
  { name: 'style element @import', html: (id) => `<style>@import 'javascript:__xss(${id})'; * { display: none }</style>` },
  { name: 'form button formaction', html: (id) => `<form><button formaction=javascript:__xss(${id})>Go</button></form>` },
  { name: 'form action with autofocus', html: (id) => `<form action="javascript:__xss(${id})"><input type=submit autofocus></form>` },
  { name: 'template content', html: (id) => `<template><img src=x onerror=__xss(${id})></template>` },
  { name: 'noscript title break-out', html: (id) => `<noscript><p title="</noscript><img src=x onerror=__xss(${id})>"></noscript>` },
  { name: 'attribute-breaking double quote', html: (id) => `"><img src=x onerror=__xss(${id})>` },
  { name: 'attribute-breaking single quote', html: (id) => `'><svg onload=__xss(${id})>` },
  { name: 'title attribute break-out', html: (id) => `<a title="x" onmouseover="__xss(${id})" href="/x">hover</a>` },
  { name: 'base href', html: (id) => `<base href="javascript:__xss(${id})//">` },
  { name: 'meta refresh', html: (id) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${id})">` },
  { name: 'link import', html: (id) => `<link rel=import href="data:text/html,<script>top.__xss(${id})</script>">` },
  {
    // Not script, but markup that would take over the element's own hooks (issue 16): focus on modal open,
    // test and analytics hooks, ids and classes of the element's sections, hidden from assistive technology.
    name: 'element hooks: data-autofocus, data-testid, data-* analytics, id, class, name, aria-hidden, autofocus',
    html: (id) =>
      `<a href="#cms-hook-${id}" data-autofocus data-testid="footer-price" data-analytics-event="cms-hook" id="summaryContent" class="cms-hook" name="cms-hook" aria-hidden="true" aria-labelledby="summaryContent" autofocus>Offer terms ${id}</a>`,
  },
];

/** The index of the element-hooks payload: its link must come out with no hook attributes. */
export const HOOK_PAYLOAD = XSS_PAYLOADS.length - 1;

/** The payload a combined id names: id = field * 100 + payload index. */
export function payloadId(field: number, payload: number): number {
  return field * 100 + payload;
}

/** Every payload for one field, joined, with a plain sentence either side. */
export function hostileHtml(field: number, payloads: readonly number[] = XSS_PAYLOADS.map((_, i) => i)): string {
  return `<p>Hostile field ${field}.</p>${payloads.map((i) => XSS_PAYLOADS[i]!.html(payloadId(field, i))).join('')}<p>End of field ${field}.</p>`;
}
