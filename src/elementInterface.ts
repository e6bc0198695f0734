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
  /** Default when the attribute is absent, empty or not valid. */
  default: string;
}

export interface AttributeText {
  /** Field label in the AEM author dialog. */
  label: string;
  description: string;
}

/** What the element itself reads of each attribute. */
export const elementAttributes = [
  {
    name: 'graphql-endpoint',
    property: 'graphqlEndpoint',
    type: 'string',
    default: '/graphql',
  },
  {
    name: 'graphql-method',
    property: 'graphqlMethod',
    type: "'POST' | 'GET'",
    default: 'POST',
  },
  {
    name: 'asset-base',
    property: 'assetBase',
    type: 'string',
    default: '',
  },
  {
    name: 'content-base',
    property: 'contentBase',
    type: 'string',
    default: '/',
  },
  {
    name: 'media-base',
    property: 'mediaBase',
    type: 'string',
    default: '/media/',
  },
  {
    name: 'form-url',
    property: 'formUrl',
    type: 'string',
    default: '/content/mmal/au/en/jotforms/bpc-dealer-quote.html',
  },
  {
    name: 'model-base',
    property: 'modelBase',
    type: 'string',
    default: '/models/',
  },
  {
    name: 'location-endpoint',
    property: 'locationEndpoint',
    type: 'string',
    default: '/api/location',
  },
  {
    name: 'allowed-origins',
    property: 'allowedOrigins',
    type: 'string',
    default: '',
  },
  {
    name: 'preview-mode',
    property: 'previewMode',
    type: 'boolean',
    default: 'false',
  },
  {
    name: 'routing',
    property: 'routing',
    type: "'hash' | 'memory'",
    default: 'hash',
  },
  {
    name: 'analytics-layer',
    property: 'analyticsLayer',
    type: "'auto' | 'adobe' | 'gtm' | 'both'",
    default: 'auto',
  },
] as const satisfies readonly AttributeSpec[];

type AttributeName = (typeof elementAttributes)[number]['name'];

/**
 * Each attribute's author-facing text. Only the documents use it (custom-elements.json, the
 * AEM component's dialog and the tables in docs/), so it stays out of the element's code: nothing the
 * element runs reads it, and the bundler drops it.
 */
const attributeText: Record<AttributeName, AttributeText> = {
  'graphql-endpoint': {
    label: 'GraphQL endpoint',
    description: 'URL of the Adobe Commerce GraphQL store.',
  },
  'graphql-method': {
    label: 'GraphQL method',
    description: 'HTTP method for the read-only store queries; GET lets a CDN in front of the store cache them.',
  },
  'asset-base': {
    label: 'Asset base URL',
    description: 'Base URL of the AEM assets API and DAM images (empty: the page origin).',
  },
  'content-base': {
    label: 'Content base URL',
    description: 'Base URL of the AEM content fragments (mmba, diamond-advantage).',
  },
  'media-base': {
    label: 'Store media base URL',
    description: 'Base URL of the store media (colour swatch thumbnails live under catalog/swatch/).',
  },
  'form-url': {
    label: 'Dealer quote form URL',
    description: 'The dealer quote form page shown in the enquiry drawer.',
  },
  'model-base': {
    label: '3D model base URL',
    description: 'Base URL of the 3D models (glTF) for the visualiser.',
  },
  'location-endpoint': {
    label: 'Location look-up endpoint',
    description: 'Suburb and postcode look-up used by the state based pricing settings.',
  },
  'allowed-origins': {
    label: 'Allowed message origins',
    description: "Space- or comma-separated origins whose window messages are accepted (empty: the page's own origin).",
  },
  'preview-mode': {
    label: 'Preview mode',
    description: "Content editors' preview: switches the content base and sends the page's preview token with data requests.",
  },
  routing: {
    label: 'Routing',
    description:
      'Where the route lives: the page hash (default, shareable links) or memory (pages with several elements or that own their hash).',
  },
  'analytics-layer': {
    label: 'Analytics data layer',
    description:
      'Where analytics events go: adobe (window.adobeDataLayer, the Adobe Client Data Layer: { event, eventInfo }), gtm (window.dataLayer, Google Tag Manager: { event, ...details }), both, or auto (adobe when the page has window.adobeDataLayer, else gtm).',
  },
};

function documentedAttributes(): (AttributeSpec & AttributeText)[] {
  return elementAttributes.map((spec) => ({ ...spec, ...attributeText[spec.name] }));
}

/** Every attribute with its dialog label and description, as the documents list them. */
export const attributeSpecs: readonly (AttributeSpec & AttributeText)[] = /* @__PURE__ */ documentedAttributes();

export type AttributeProperty = (typeof elementAttributes)[number]['property'];

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
      "The build or its price changed: model, variant, accessories and the running total (weekly under lease; null under price on application and when no price is shown), and the build's code ('K7F2-9QX4-M': a dealer types it to open the build; null until the accessories and the code's own script, fetched after the first price, are in, then sent again with it).",
    detail:
      '{ range: string; modelSku: string; variantSku: string; accessories: string[]; total: number | null; weekly: boolean; priceOnApplication: boolean; buildCode: string | null }',
  },
  {
    name: 'bp-analytics',
    description:
      'An analytics event (configuratorStart, configuratorVehicleSelect, pageError, accessoriesError, configuratorAbandonment, configuratorSaveBuild, configuratorCompareBuilds, configuratorPrintBuild); the same events go to the page data layer (see analytics-layer).',
    detail:
      "{ [detail: string]: unknown; event: 'configuratorStart' | 'configuratorVehicleSelect' | 'pageError' | 'accessoriesError' | 'configuratorAbandonment' | 'configuratorSaveBuild' | 'configuratorCompareBuilds' | 'configuratorPrintBuild' }",
  },
  {
    name: 'bp-enquiry-open',
    description: "An enquiry drawer opened ('Get a Dealer Quote' or 'Book a Test Drive'), from the footer or a viewDrawer link.",
    detail: "{ drawer: 'Get a Dealer Quote' | 'Book a Test Drive' }",
  },
  {
    name: 'bp-lead-submitted',
    description:
      "The dealer form in the enquiry drawer reported a submitted lead; the thank-you shows. buildCode is the build's code, as the form's build_code field carried it.",
    detail:
      "{ drawer: 'Get a Dealer Quote' | 'Book a Test Drive'; leadType: string; sku: string | null; bulkOrder: boolean; buildCode: string | null }",
  },
  {
    name: 'bp-build-saved',
    description:
      "The visitor saved the build on this device ('Save this build'); stored says whether it reached local storage ('full' or 'unavailable': kept for this page only).",
    detail:
      "{ range: string; modelSku: string; variantSku: string; accessories: string[]; total: number | null; savedBuilds: number; stored: 'saved' | 'full' | 'unavailable' }",
  },
  {
    name: 'bp-builds-compared',
    description: 'The visitor compared two builds side by side (two saved builds, or a saved build and the current one).',
    detail: '{ builds: { range: string; modelSku: string; variantSku: string; total: number | null }[] }',
  },
  {
    name: 'bp-build-sheet-printed',
    description:
      "The visitor printed the build sheet ('Print build sheet'): the browser's print dialog opened, where it can also be saved as PDF.",
    detail: '{ range: string; modelSku: string; variantSku: string; accessories: string[]; total: number | null }',
  },
] as const satisfies readonly EventSpec[];

export type ElementEventName = (typeof eventSpecs)[number]['name'];

/**
 * The detail of each event the element dispatches: the one typed map that `emit` takes, that
 * `HTMLElementEventMap` declares for the page (src/index.ts) and that each `detail` text above
 * (the manifest's event types) must print as (test/unit/elementEvents.test.ts checks it).
 */
export interface ElementEventDetailMap {
  'bp-route-change': { path: string; search: string };
  'bp-build-change': {
    range: string;
    modelSku: string;
    variantSku: string;
    accessories: string[];
    total: number | null;
    weekly: boolean;
    priceOnApplication: boolean;
    buildCode: string | null;
  };
  'bp-analytics': {
    [detail: string]: unknown;
    event:
      | 'configuratorStart'
      | 'configuratorVehicleSelect'
      | 'pageError'
      | 'accessoriesError'
      | 'configuratorAbandonment'
      | 'configuratorSaveBuild'
      | 'configuratorCompareBuilds'
      | 'configuratorPrintBuild';
  };
  'bp-enquiry-open': { drawer: 'Get a Dealer Quote' | 'Book a Test Drive' };
  'bp-lead-submitted': {
    drawer: 'Get a Dealer Quote' | 'Book a Test Drive';
    leadType: string;
    sku: string | null;
    bulkOrder: boolean;
    buildCode: string | null;
  };
  'bp-build-saved': {
    range: string;
    modelSku: string;
    variantSku: string;
    accessories: string[];
    total: number | null;
    savedBuilds: number;
    stored: 'saved' | 'full' | 'unavailable';
  };
  'bp-builds-compared': { builds: { range: string; modelSku: string; variantSku: string; total: number | null }[] };
  'bp-build-sheet-printed': { range: string; modelSku: string; variantSku: string; accessories: string[]; total: number | null };
}

/** Dispatches one of the element's events with its typed detail. */
export type EmitElementEvent = <K extends ElementEventName>(name: K, detail: ElementEventDetailMap[K]) => void;

export interface CssPropertySpec {
  name: `--bp-${string}`;
  /** CSS syntax of the value, as the manifest's `syntax`. */
  syntax: string;
  default: string;
  description: string;
}

/** CSS custom properties a page sets on the element (or an ancestor) to theme it. */
export const cssPropertySpecs = [
  {
    name: '--bp-color-brand',
    syntax: '<color>',
    default: '#e60012',
    description: 'Brand colour: special offer banner, badges and highlights.',
  },
  {
    name: '--bp-color-brand-dark',
    syntax: '<color>',
    default: '#b3000e',
    description: 'Darker brand colour for brand-coloured text and error messages (keep 4.5:1 contrast on the surface).',
  },
  {
    name: '--bp-color-ink',
    syntax: '<color>',
    default: '#111111',
    description: 'Text colour, and the fill of primary buttons and selected option cards.',
  },
  {
    name: '--bp-color-muted',
    syntax: '<color>',
    default: '#5c5c5c',
    description: 'Secondary text (labels, notes); keep 4.5:1 contrast on both surfaces.',
  },
  { name: '--bp-color-line', syntax: '<color>', default: '#d7d7d9', description: 'Borders and dividers.' },
  {
    name: '--bp-color-surface',
    syntax: '<color>',
    default: '#ffffff',
    description: 'Background of the element, the sticky header and footer, cards and modals.',
  },
  {
    name: '--bp-color-surface-subtle',
    syntax: '<color>',
    default: '#f4f4f5',
    description: 'Background of panels, image frames and hovered secondary buttons.',
  },
  { name: '--bp-color-focus', syntax: '<color>', default: '#0a5cd6', description: 'Keyboard focus ring.' },
  {
    name: '--bp-color-on-ink',
    syntax: '<color>',
    default: '#ffffff',
    description:
      'Text and icons on an ink fill: primary buttons, selected pills and choices, the in-build accessory card, the Genuine Parts badge, alerts, the ink offer banner.',
  },
  {
    name: '--bp-color-on-brand',
    syntax: '<color>',
    default: '#ffffff',
    description: 'Text on the brand colour: the special offer banner.',
  },
  {
    name: '--bp-color-ink-hover',
    syntax: '<color>',
    default: '#333333',
    description: 'A hovered ink fill (primary buttons, the in-build accessory card).',
  },
  {
    name: '--bp-color-on-fill-line',
    syntax: '<color>',
    default: 'rgba(255, 255, 255, 0.6)',
    description: "Outline of the offer banner's close button, on the banner's brand or ink fill.",
  },
  {
    name: '--bp-color-on-fill-muted',
    syntax: '<color>',
    default: 'rgba(255, 255, 255, 0.7)',
    description: "The offer banner's scrollbar, on the banner's brand or ink fill.",
  },
  {
    name: '--bp-color-veil',
    syntax: '<color>',
    default: 'rgba(255, 255, 255, 0.92)',
    description: "A see-through surface over a picture: the gallery's arrows and counter, the 3D view's buttons.",
  },
  { name: '--bp-color-backdrop', syntax: '<color>', default: 'rgba(0, 0, 0, 0.55)', description: 'Behind an open modal.' },
  {
    name: '--bp-font-family',
    syntax: '*',
    default: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    description:
      "Font family of all the element's text. The page's own fonts are not inherited: set the brand font here (a web font the page loads).",
  },
  {
    name: '--bp-font-size-caption',
    syntax: '<length>',
    default: '12px',
    description: "The smallest text: the Genuine Parts badge, the offer banner's terms, the footer's labels and disclaimers.",
  },
  {
    name: '--bp-font-size-small',
    syntax: '<length>',
    default: '13px',
    description: 'Notes, tips, field messages and small print.',
  },
  {
    name: '--bp-font-size-label',
    syntax: '<length>',
    default: '14px',
    description: 'Labels, links, card details and compact text.',
  },
  {
    name: '--bp-font-size-body',
    syntax: '<length>',
    default: '15px',
    description: 'Body text, buttons and option names.',
  },
  {
    name: '--bp-font-size-base',
    syntax: '<length>',
    default: '16px',
    description: "The element's own text size: inputs, tabs and emphasised lines.",
  },
  {
    name: '--bp-font-size-lead',
    syntax: '<length>',
    default: '17px',
    description: 'Headings in the enquiry drawer and its thank-you page.',
  },
  {
    name: '--bp-font-size-subheading',
    syntax: '<length>',
    default: '18px',
    description: 'Headings of cards, panels and modal sections.',
  },
  {
    name: '--bp-font-size-heading',
    syntax: '<length>',
    default: '20px',
    description: "Headings of the option groups, the trays and the accessory modal; the footer's price on a phone.",
  },
  {
    name: '--bp-font-size-heading-large',
    syntax: '<length>',
    default: '22px',
    description: "Drawer headings, the footer's price on a desktop, and close and arrow glyphs.",
  },
  {
    name: '--bp-font-size-title',
    syntax: '<length>',
    default: '24px',
    description: "Modal and saved builds headings, the total in Your build, the alert's and the price breakdown's close glyphs.",
  },
  {
    name: '--bp-font-size-title-large',
    syntax: '<length>',
    default: '28px',
    description: "The Your build heading, the finance repayment, the modal's close glyph.",
  },
  {
    name: '--bp-font-size-display',
    syntax: '<length>',
    default: '32px',
    description: "The build's price in the summary.",
  },
  {
    name: '--bp-font-size-hero',
    syntax: '<length>',
    default: 'clamp(26px, 4vw, 40px)',
    description: "The vehicle's name at the top of the configurator; grows with the viewport.",
  },
  {
    name: '--bp-font-size-landing',
    syntax: '<length>',
    default: 'clamp(24px, 4vw, 36px)',
    description: "The landing page's heading; grows with the viewport.",
  },
  {
    name: '--bp-font-size-error',
    syntax: '<length>',
    default: 'clamp(22px, 3.5vw, 32px)',
    description: "The error page's heading; grows with the viewport.",
  },
  {
    name: '--bp-font-size-section',
    syntax: '<length>',
    default: 'clamp(22px, 3vw, 28px)',
    description: "The accessories section's heading; grows with the viewport.",
  },
  {
    name: '--bp-radius',
    syntax: '<length>',
    default: '0px',
    description: 'Corner radius of buttons, option and accessory cards, and modals.',
  },
  {
    name: '--bp-sticky-top',
    syntax: '<length>',
    default: '0px',
    description: "Room the page's own sticky header takes at the top of the viewport: the element's sticky header and hero stay below it.",
  },
  {
    name: '--bp-shadow-header',
    syntax: '*',
    default: '0 2px 8px rgba(0, 0, 0, 0.08)',
    description: "Below the sticky header's vehicle strip.",
  },
  { name: '--bp-shadow-footer', syntax: '*', default: '0 -2px 10px rgba(0, 0, 0, 0.08)', description: 'Above the sticky footer.' },
  {
    name: '--bp-shadow-listbox',
    syntax: '*',
    default: '0 4px 16px rgba(0, 0, 0, 0.12)',
    description: "The location search's suggestions.",
  },
  {
    name: '--bp-shadow-popover',
    syntax: '*',
    default: '0 6px 24px rgba(0, 0, 0, 0.18)',
    description: 'The price breakdown and the pricing location popover.',
  },
  {
    name: '--bp-shadow-panel',
    syntax: '*',
    default: '0 4px 20px rgba(0, 0, 0, 0.2)',
    description: "The 3D view's augmented reality panel.",
  },
  {
    name: '--bp-shadow-alert',
    syntax: '*',
    default: '0 8px 24px rgba(0, 0, 0, 0.25)',
    description: 'An alert over the page (undo, messages).',
  },
  {
    name: '--bp-shadow-modal-foot',
    syntax: '*',
    default: '0 -6px 12px -8px rgba(0, 0, 0, 0.25)',
    description: "Above a modal's sticky row of totals and buttons (proposals).",
  },
  { name: '--bp-shadow-modal', syntax: '*', default: '0 12px 48px rgba(0, 0, 0, 0.3)', description: 'A modal dialog.' },
] as const satisfies readonly CssPropertySpec[];

export interface CssPartSpec {
  name: string;
  description: string;
}

/** Regions a page may restyle with `bp-configurator::part(name)`. */
export const cssPartSpecs = [
  { name: 'sticky-header', description: 'The sticky header: offer banner and vehicle summary strip.' },
  { name: 'footer', description: 'The sticky footer with the running price and the enquiry buttons.' },
  { name: 'footer-price', description: 'The price in the sticky footer.' },
  { name: 'primary-button', description: 'Primary call-to-action buttons (Get a quote, Apply, Add to build).' },
  { name: 'secondary-button', description: 'Secondary, outlined buttons (Book a test drive, Cancel).' },
  { name: 'option-card', description: 'A choice in the option sections (grade, transmission, drive, pack).' },
  { name: 'accessory-card', description: 'An accessory card in the accessories section.' },
  { name: 'modal', description: 'The panel of every modal dialog (settings, accessory details, proposals, continue build).' },
  { name: 'drawer', description: "The enquiry drawer's panel ('Get a Dealer Quote', 'Book a Test Drive')." },
] as const satisfies readonly CssPartSpec[];

export interface HostMessageSpec {
  /** The message's `type`, spelled as spec 7 spells it. */
  type: string;
  /** 'to page': the element posts it; 'from page': the element acts on it. */
  direction: 'to page' | 'from page';
  /** TypeScript-like description of `payload` ('none' when the message carries nothing). */
  payload: string;
  description: string;
}

/**
 * The window messages between the element and the surrounding page (spec 7), as the documents
 * list them. The element's own lists (host/hostMessages.ts) must name the same types
 * (test/unit/elementInterface.test.ts checks it); nothing the element runs reads this text.
 */
export const hostMessageSpecs = [
  {
    type: 'setPOA',
    direction: 'to page',
    payload: 'boolean',
    description: 'The price-on-application flag (lease with extras or a dearer colour).',
  },
  {
    type: 'setOverrideOffer',
    direction: 'to page',
    payload: '{ offerImage: string | null; offer: object | null }',
    description:
      "The vehicle offer for the customer and pricing type, in the store's spelling (title, description, short_description, special_offer_flag, disclaimers[] {marker, text}, price {label, value, override_label, disclaimer, lease_terms, sa…tas}), and the front 3/4 exterior image of the chosen colour; both null when the visitor goes back to the selector. The HTML fields (description, short_description, disclaimers[].text, price.disclaimer) are sent sanitised with the element's own DOMPurify configuration (no script, handler, style, form, frame, id, class, data-* or ARIA attribute; only http(s), mailto, tel, relative and # links), so the page may render them as HTML; title is text. An offer with a negative, non-finite, non-numeric or over-$10,000,000 price is no valid offer and is not sent.",
  },
  {
    type: 'set3DState',
    direction: 'to page',
    payload: "{ available: boolean; state: 'idle' | 'loading' | 'ready' | 'error'; view: 'exterior' | 'interior'; fullScreen: boolean }",
    description: "Whether the range has a 3D model (ready_for_render) and the visualiser's state, on each change.",
  },
  {
    type: 'pricingAndLocationUpdate',
    direction: 'to page',
    payload:
      "{ customerType: 'private' | 'business' | 'mmba'; pricingType: 'mmba' | 'drive-away'; location: { suburb: string; state: 'sa' | 'wa' | 'nt' | 'qld' | 'nsw' | 'vic' | 'act' | 'tas'; postcode: string } | null }",
    description: 'The pricing settings, on load and on every change.',
  },
  {
    type: 'syncPricingAndLocationBetweenVueAndReact',
    direction: 'to page',
    payload: 'as pricingAndLocationUpdate',
    description: 'The visitor applied new settings inside the element (State based pricing modal).',
  },
  {
    type: 'financeDisclaimersUpdate',
    direction: 'to page',
    payload: '{ disclaimers: { marker: string; text: string }[]; show: boolean }',
    description:
      'The finance and balloon payment disclaimers (text sanitised HTML, as for setOverrideOffer); show while the Finance tab is open.',
  },
  {
    type: 'offerTotalUpdate',
    direction: 'to page',
    payload: '{ total: number | null; weekly: boolean }',
    description:
      "The running total (weekly for lease); total: null when there is none to show: back on the selector, under price on application (the page shows POA, never a stale or weekly figure), or when the element shows no price: no valid offer for the visitor's customer and pricing type, or store prices that make no sense (an offer without a price, an option priced above its variant, a vehicle above $10,000,000), which the element logs as a console error. Never a 0 standing for no price.",
  },
  {
    type: 'showStateBasedPricingModal',
    direction: 'from page',
    payload: 'none',
    description: 'Opens the State based pricing modal (while a vehicle is being configured).',
  },
  {
    type: 'pricingAndLocationUpdate',
    direction: 'from page',
    payload: 'as the element sends it',
    description:
      "Applies customer type, pricing type and location like the modal's Apply (lease clears the stored CTA); only business may have lease, mmba customers only lease, state one of sa wa nt qld nsw vic act tas (any case), postcode four digits; a missing or null location keeps the element's own. Not echoed back.",
  },
  {
    type: 'syncPricingAndLocationBetweenVueAndReact',
    direction: 'from page',
    payload: 'as the element sends it',
    description: 'As pricingAndLocationUpdate from the page.',
  },
] as const satisfies readonly HostMessageSpec[];

/** Customer type, pricing type and location, as both sides of the bridge exchange them (null: the sender has no location). */
type PricingAndLocationMessage = {
  customerType: 'private' | 'business' | 'mmba';
  pricingType: 'drive-away' | 'mmba';
  location: { suburb: string; state: 'sa' | 'wa' | 'nt' | 'qld' | 'nsw' | 'vic' | 'act' | 'tas'; postcode: string } | null;
};

/**
 * The payload of each window message the element posts to the page: the one typed map that
 * posting takes (host/hostChannel.ts postToHost, state/hostBridge.ts) and that each 'to page'
 * payload text in hostMessageSpecs must print as (test/unit/hostMessageMap.test.ts checks it).
 */
export interface HostMessageToPageMap {
  setPOA: boolean;
  setOverrideOffer: { offerImage: string | null; offer: object | null };
  set3DState: { available: boolean; state: 'idle' | 'loading' | 'ready' | 'error'; view: 'exterior' | 'interior'; fullScreen: boolean };
  pricingAndLocationUpdate: PricingAndLocationMessage;
  syncPricingAndLocationBetweenVueAndReact: PricingAndLocationMessage;
  financeDisclaimersUpdate: { disclaimers: { marker: string; text: string }[]; show: boolean };
  offerTotalUpdate: { total: number | null; weekly: boolean };
}

/**
 * The payload of each window message from the page the element acts on (undefined: none): what
 * host/hostMessages.ts parses a message into and what state/hostBridge.ts dispatches on.
 */
export interface HostMessageFromPageMap {
  showStateBasedPricingModal: undefined;
  pricingAndLocationUpdate: PricingAndLocationMessage;
  syncPricingAndLocationBetweenVueAndReact: PricingAndLocationMessage;
}
