/**
 * The element's public interface as plain data: its attributes and the events it
 * dispatches. The element definition reads it, and scripts/analyze.mjs turns it
 * into custom-elements.json, so the two can never disagree.
 */

export const tagName = 'bp-configurator';

export interface AttributeSpec {
  /** Attribute name as written in HTML. */
  name: string;
  /** Camel-cased property name the element reflects. */
  property: string;
  type: 'string' | 'boolean' | "'hash' | 'memory'" | "'POST' | 'GET'" | "'auto' | 'adobe' | 'gtm' | 'both'";
  /** Field label in the AEM author dialog. */
  label: string;
  /** Default when the attribute is absent, empty or not valid. */
  default: string;
  description: string;
}

export const attributeSpecs = [
  {
    name: 'graphql-endpoint',
    label: 'GraphQL endpoint',
    property: 'graphqlEndpoint',
    type: 'string',
    default: '/graphql',
    description: 'URL of the Adobe Commerce GraphQL store.',
  },
  {
    name: 'graphql-method',
    label: 'GraphQL method',
    property: 'graphqlMethod',
    type: "'POST' | 'GET'",
    default: 'POST',
    description: 'HTTP method for the read-only store queries; GET lets a CDN in front of the store cache them.',
  },
  {
    name: 'asset-base',
    label: 'Asset base URL',
    property: 'assetBase',
    type: 'string',
    default: '',
    description: 'Base URL of the AEM assets API and DAM images (empty: the page origin).',
  },
  {
    name: 'content-base',
    label: 'Content base URL',
    property: 'contentBase',
    type: 'string',
    default: '/',
    description: 'Base URL of the AEM content fragments (mmba, diamond-advantage).',
  },
  {
    name: 'media-base',
    label: 'Store media base URL',
    property: 'mediaBase',
    type: 'string',
    default: '/media/',
    description: 'Base URL of the store media (colour swatch thumbnails live under catalog/swatch/).',
  },
  {
    name: 'form-url',
    label: 'Dealer quote form URL',
    property: 'formUrl',
    type: 'string',
    default: '/content/mmal/au/en/jotforms/bpc-dealer-quote.html',
    description: 'The dealer quote form page shown in the enquiry drawer.',
  },
  {
    name: 'model-base',
    label: '3D model base URL',
    property: 'modelBase',
    type: 'string',
    default: '/models/',
    description: 'Base URL of the 3D models (glTF) for the visualiser.',
  },
  {
    name: 'location-endpoint',
    label: 'Location look-up endpoint',
    property: 'locationEndpoint',
    type: 'string',
    default: '/api/location',
    description: 'Suburb and postcode look-up used by the state based pricing settings.',
  },
  {
    name: 'allowed-origins',
    label: 'Allowed message origins',
    property: 'allowedOrigins',
    type: 'string',
    default: '',
    description: "Space- or comma-separated origins whose window messages are accepted (empty: the page's own origin).",
  },
  {
    name: 'preview-mode',
    label: 'Preview mode',
    property: 'previewMode',
    type: 'boolean',
    default: 'false',
    description: "Content editors' preview: switches the content base and sends the page's preview token with data requests.",
  },
  {
    name: 'routing',
    label: 'Routing',
    property: 'routing',
    type: "'hash' | 'memory'",
    default: 'hash',
    description:
      'Where the route lives: the page hash (default, shareable links) or memory (pages with several elements or that own their hash).',
  },
  {
    name: 'analytics-layer',
    label: 'Analytics data layer',
    property: 'analyticsLayer',
    type: "'auto' | 'adobe' | 'gtm' | 'both'",
    default: 'auto',
    description:
      'Where analytics events go: adobe (window.adobeDataLayer, the Adobe Client Data Layer: { event, eventInfo }), gtm (window.dataLayer, Google Tag Manager: { event, ...details }), both, or auto (adobe when the page has window.adobeDataLayer, else gtm).',
  },
] as const satisfies readonly AttributeSpec[];

export type AttributeProperty = (typeof attributeSpecs)[number]['property'];

export interface EventSpec {
  name: string;
  description: string;
  /** TypeScript-like description of `event.detail`. */
  detail: string;
}

/** Every event the element dispatches; all are composed and bubble. */
export const eventSpecs = [
  {
    name: 'bp-route-change',
    description: 'The visitor moved to another screen of the configurator (landing, a vehicle, the error page).',
    detail: '{ path: string; search: string }',
  },
  {
    name: 'bp-build-change',
    description:
      'The build or its price changed: model, variant, accessories and the running total (weekly under lease; null under price on application).',
    detail:
      '{ range: string; modelSku: string; variantSku: string; accessories: string[]; total: number | null; weekly: boolean; priceOnApplication: boolean }',
  },
  {
    name: 'bp-analytics',
    description:
      'An analytics event (configuratorStart, configuratorVehicleSelect, pageError, accessoriesError, configuratorAbandonment); the same events go to the page data layer (see analytics-layer).',
    detail:
      "{ event: 'configuratorStart' | 'configuratorVehicleSelect' | 'pageError' | 'accessoriesError' | 'configuratorAbandonment'; [detail: string]: unknown }",
  },
  {
    name: 'bp-enquiry-open',
    description: "An enquiry drawer opened ('Get a Dealer Quote' or 'Book a Test Drive'), from the footer or a viewDrawer link.",
    detail: "{ drawer: 'Get a Dealer Quote' | 'Book a Test Drive' }",
  },
  {
    name: 'bp-lead-submitted',
    description: 'The dealer form in the enquiry drawer reported a submitted lead; the thank-you shows.',
    detail: "{ drawer: 'Get a Dealer Quote' | 'Book a Test Drive'; leadType: string; sku: string | null; bulkOrder: boolean }",
  },
] as const satisfies readonly EventSpec[];

export type ElementEventName = (typeof eventSpecs)[number]['name'];
