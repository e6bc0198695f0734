/**
 * Parses the element's attributes into its configuration. Total: a missing,
 * empty or invalid value falls back to its documented default, never throws.
 */
import { oneOf, text } from '../domain/read';
import { elementAttributes, type AttributeProperty } from '../elementInterface';
import { httpUrl } from './httpUrl';

export interface ElementConfig {
  graphqlEndpoint: string;
  graphqlMethod: 'POST' | 'GET';
  assetBase: string;
  contentBase: string;
  mediaBase: string;
  formUrl: string;
  modelBase: string;
  locationEndpoint: string;
  /** Origins whose window messages are accepted. */
  allowedOrigins: string[];
  previewMode: boolean;
  routing: 'hash' | 'memory';
  /** The page data layer(s) analytics events go to. */
  analyticsLayer: AnalyticsLayer;
}

/** Which page data layer receives analytics events (docs/embedding.md, Analytics). */
export type AnalyticsLayer = 'auto' | 'adobe' | 'gtm' | 'both';
const analyticsLayers: readonly AnalyticsLayer[] = ['auto', 'adobe', 'gtm', 'both'];

export type RawAttributes = Partial<Record<AttributeProperty, unknown>>;

const defaults = Object.fromEntries(elementAttributes.map((spec) => [spec.property, spec.default])) as Record<AttributeProperty, string>;

/** A URL or path usable as a base; anything with a script scheme or unparsable falls back. */
function urlOr(value: unknown, fallback: string, pageUrl: string): string {
  const candidate = text(value);
  return candidate !== null && httpUrl(candidate, pageUrl) ? candidate : fallback;
}

function originsFrom(value: unknown, pageOrigin: string): string[] {
  const candidate = text(value);
  if (candidate === null) return [pageOrigin];
  const origins = candidate
    .split(/[\s,]+/)
    .map((entry) => httpUrl(entry)?.origin ?? null)
    .filter((origin): origin is string => origin !== null);
  return origins.length > 0 ? [...new Set(origins)] : [pageOrigin];
}

function booleanFrom(value: unknown): boolean {
  if (value === true) return true;
  const candidate = text(value);
  if (candidate === null) return false;
  return !/^(false|0|no|off)$/i.test(candidate);
}

/** The element's configuration from its raw attribute values. */
export function parseElementConfig(raw: RawAttributes, pageUrl: string): ElementConfig {
  const pageOrigin = (() => {
    try {
      return new URL(pageUrl).origin;
    } catch {
      return 'null';
    }
  })();
  const method = text(raw.graphqlMethod)?.toUpperCase();
  const routing = text(raw.routing)?.toLowerCase();
  const analyticsLayer = oneOf(analyticsLayers, text(raw.analyticsLayer)?.toLowerCase()) ?? 'auto';
  return {
    graphqlEndpoint: urlOr(raw.graphqlEndpoint, defaults.graphqlEndpoint, pageUrl),
    graphqlMethod: method === 'GET' ? 'GET' : 'POST',
    assetBase: urlOr(raw.assetBase, defaults.assetBase, pageUrl),
    contentBase: urlOr(raw.contentBase, defaults.contentBase, pageUrl),
    mediaBase: urlOr(raw.mediaBase, defaults.mediaBase, pageUrl),
    formUrl: urlOr(raw.formUrl, defaults.formUrl, pageUrl),
    modelBase: urlOr(raw.modelBase, defaults.modelBase, pageUrl),
    locationEndpoint: urlOr(raw.locationEndpoint, defaults.locationEndpoint, pageUrl),
    allowedOrigins: originsFrom(raw.allowedOrigins, pageOrigin),
    previewMode: booleanFrom(raw.previewMode),
    routing: routing === 'memory' ? 'memory' : 'hash',
    analyticsLayer,
  };
}

/**
 * What the element's property reads for an attribute value: the value in effect, so a missing,
 * empty or invalid attribute reads as the documented default (`graphqlMethod` is 'POST',
 * `previewMode` a boolean, `allowedOrigins` the accepted origins, space-separated).
 */
export function propertyValue(property: AttributeProperty, raw: string | null, pageUrl: string): string | boolean {
  // A boolean attribute is on when present, even empty.
  if (property === 'previewMode') return raw !== null && (raw.trim() === '' || booleanFrom(raw));
  const config = parseElementConfig({ [property]: raw ?? undefined }, pageUrl);
  if (property === 'allowedOrigins') return text(raw) === null ? defaults.allowedOrigins : config.allowedOrigins.join(' ');
  return config[property];
}
