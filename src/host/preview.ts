/**
 * Content editors' preview (spec 6): with `preview-mode` on, the content base
 * switches to the preview base and every data request except the store config
 * query carries the editor's token and preview version. All three come from
 * the page's meta tags, which AEM writes for an author session:
 *   <meta name="bp-preview-content-base" content="https://author.example.com/">
 *   <meta name="bp-preview-token" content="...">
 *   <meta name="bp-preview-version" content="...">
 * The readers here are total: a missing or unusable tag reads as null.
 */
import type { ElementConfig } from './elementConfig';
import { httpUrl } from './httpUrl';

export const PREVIEW_META_NAMES = {
  contentBase: 'bp-preview-content-base',
  token: 'bp-preview-token',
  version: 'bp-preview-version',
} as const;

/** The store query that never carries preview headers (spec 6). */
export const STORE_CONFIG_OPERATION = 'GetStoreConfigDetails';

export interface PreviewMeta {
  contentBase: string | null;
  token: string | null;
  version: string | null;
}

export const NO_PREVIEW: PreviewMeta = { contentBase: null, token: null, version: null };

/** Something meta tags can be read from (a Document). */
export interface MetaSource {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

const MAX_HEADER_LENGTH = 4096;

function metaContent(doc: MetaSource, name: string): string | null {
  try {
    const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

/** A header value fetch accepts: printable ASCII, bounded; anything else reads as null. */
function headerValue(value: string | null): string | null {
  return value !== null && value.length <= MAX_HEADER_LENGTH && /^[\x20-\x7e]+$/.test(value) ? value : null;
}

/** An http(s) base URL (absolute or relative to the page), else null. */
function baseUrl(value: string | null, pageUrl: string): string | null {
  return value !== null && httpUrl(value, pageUrl) ? value : null;
}

/** The preview meta tags of a page. */
export function readPreviewMeta(doc: MetaSource | null | undefined, pageUrl = 'http://localhost/'): PreviewMeta {
  if (!doc) return NO_PREVIEW;
  return {
    contentBase: baseUrl(metaContent(doc, PREVIEW_META_NAMES.contentBase), pageUrl),
    token: headerValue(metaContent(doc, PREVIEW_META_NAMES.token)),
    version: headerValue(metaContent(doc, PREVIEW_META_NAMES.version)),
  };
}

/** The preview headers: `Authorization: Bearer <token>` and `Preview-Version: <version>`, each when its tag is there. */
export function previewHeaders(meta: PreviewMeta): Record<string, string> {
  const headers: Record<string, string> = {};
  if (meta.token) headers.Authorization = `Bearer ${meta.token}`;
  if (meta.version) headers['Preview-Version'] = meta.version;
  return headers;
}

/** The preview headers a store operation carries: none for the store config query (spec 6). */
export function previewHeadersFor(operationName: string | null | undefined, meta: PreviewMeta): Record<string, string> {
  return operationName === STORE_CONFIG_OPERATION ? {} : previewHeaders(meta);
}

/** The configuration in preview: the content base becomes the preview base when the page names one. */
export function withPreview(config: ElementConfig, meta: PreviewMeta): ElementConfig {
  if (!config.previewMode || !meta.contentBase || meta.contentBase === config.contentBase) return config;
  return { ...config, contentBase: meta.contentBase };
}

function pageMeta(): PreviewMeta {
  return typeof document === 'undefined' ? NO_PREVIEW : readPreviewMeta(document, document.baseURI);
}

/** The page's preview meta tags when the element is in preview mode, else none. */
export function previewMetaFor(config: Pick<ElementConfig, 'previewMode'>): PreviewMeta {
  return config.previewMode ? pageMeta() : NO_PREVIEW;
}

/** Headers for the element's asset and content-fragment requests: the preview headers in preview mode, else none. */
export function previewRequestHeaders(config: Pick<ElementConfig, 'previewMode'>): Record<string, string> {
  return previewHeaders(previewMetaFor(config));
}
