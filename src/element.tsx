/**
 * The <bp-configurator> element class, without registering it (index.ts does).
 * React renders into an open shadow root; styled-components writes every rule
 * into that shadow root; each element keeps its own store, client and location.
 */
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai';
import { useMemo } from 'react';
import { StyleSheetManager, __PRIVATE__, createGlobalStyle } from 'styled-components';
import { elementAttributes, type AttributeProperty, type EmitElementEvent } from './elementInterface';
import { mountRootIn, rootUnmountedIn } from './host/documentListeners';
import { parseElementConfig, propertyValue, type RawAttributes } from './host/elementConfig';
import { pageHref } from './host/page';
import { splitHref } from './host/routerLocation';
import { startHostBridge } from './state/hostBridge';
import { instanceFor, type Instance } from './state/instance';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/common/ErrorBoundary';
import { sanitizerSource } from './ui/common/sanitizerRegistry';
import { ErrorPage } from './ui/error/ErrorPage';
import { landingChunk } from './ui/landing/landingChunk';
import { isolatedText, theme } from './ui/common/theme';

/**
 * The page's CSS stops at the host: `all: initial` drops what the host inherits, and the
 * root below sets every inherited text property itself (a page rule on `*` or `body`, even
 * `!important`, reaches the host element but not the elements inside its shadow root).
 * Only the --bp-* custom properties (docs/embedding.md "Page CSS and theming") come through on purpose.
 */
const HostStyle = createGlobalStyle`
  :host {
    all: initial;
    display: block;
    position: relative;
  }
  :host([hidden]) {
    display: none;
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  [data-bp-root] {
    ${isolatedText}
    background: ${theme.colour.surface};
    -webkit-text-size-adjust: 100%;
  }
`;

type RootProps = RawAttributes & {
  container?: ShadowRoot | HTMLElement;
  /** The element's instance, made when it was first connected (BpConfiguratorElement). */
  instance?: Instance;
  /** How many times the page moved the element while React stayed mounted (see `connectedCallback`). */
  placement?: number;
};

/**
 * The element's style sheet for one placement in the page. styled-components puts its rules
 * in through CSSOM; when the page moves the element, the browser builds a new, empty sheet for
 * each `<style>` in the shadow root and the rules are gone (h1 40 → 32 px, footer not sticky).
 * So each placement gets a sheet of its own: every mounted styled component re-renders with
 * it and writes its rules again (what StyleSheetManager's `target` does, once per placement).
 */
function useStyleSheet(container: ShadowRoot, placement: number) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new sheet for each placement
  return useMemo(() => __PRIVATE__.mainSheet.reconstructWithOptions({ target: container }, false), [container, placement]);
}

function ConfiguratorRoot(props: RootProps) {
  const container = props.container;
  if (!(container instanceof ShadowRoot)) return null;
  // The element makes its instance before it first renders (#instanceFor).
  return <StyledRoot {...props} container={container} instance={props.instance!} />;
}

function StyledRoot(props: RootProps & { container: ShadowRoot; instance: Instance }) {
  const { container, instance } = props;
  const sheet = useStyleSheet(container, props.placement ?? 0);
  return (
    <StyleSheetManager sheet={sheet}>
      <HostStyle />
      <div data-bp-root="">
        <Provider store={instance.store}>
          <ErrorBoundary fallback={<ErrorPage />}>
            <App />
          </ErrorBoundary>
        </Provider>
      </div>
    </StyleSheetManager>
  );
}

const props = Object.fromEntries(elementAttributes.map((spec) => [spec.property, 'string'])) as Record<AttributeProperty, 'string'>;

const Base = r2wc(ConfiguratorRoot, { shadow: 'open', props });

/*
 * Past r2wc's public API (r2wc(Component, { shadow, props })): its per-instance state, which
 * r2wc 2 keeps under these registered symbols. test/component/r2wcInternals.test.tsx checks
 * each meaning below, so an upgrade that changes one fails there first.
 * - r2wc.props: the props object React renders. The instance goes in it before the first render
 *   (r2wc passes only attributes), the placement count after a move, and attribute values as the
 *   element reads them (r2wc would drop an empty one: a bare boolean attribute).
 * - r2wc.connected: r2wc starts every element "connected" and renders from the first
 *   setAttribute, off the page; the element starts it false and keeps it true only on the page.
 * - r2wc.context: the React root; when it is still there on a connect, the element was moved
 *   within one task and React stays mounted (r2wc alone unmounts and mounts again: state lost).
 * - r2wc.render: mount or update; the element wraps the first mount to note its document
 *   listeners (host/documentListeners.ts) and calls it after a move to re-render with new styles.
 */
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
const connectedKey = Symbol.for('r2wc.connected');
const contextKey = Symbol.for('r2wc.context');
const propertyByAttribute = new Map<string, string>(elementAttributes.map((spec) => [spec.name, spec.property]));
/** Boolean attributes are on when present: a bare `preview-mode` (empty value) reads as 'true'. */
const booleanAttributes = new Set<string>(elementAttributes.filter((spec) => spec.type === 'boolean').map((spec) => spec.name));

type R2wcInternals = HTMLElement & {
  [propsKey]: Record<string, unknown>;
  [renderKey](): void;
  [connectedKey]: boolean;
  [contextKey]: unknown;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/**
 * The element. Unlike r2wc alone it renders only while connected (an element made with
 * createElement or cloneNode and kept off the page renders nothing and throws nothing),
 * keeps React mounted across a move in the page (a disconnect followed by a connect in the
 * same task), honours properties set before its script loaded, and reads every property
 * back as its effective value (a missing or invalid attribute gives the documented default).
 */
export class BpConfiguratorElement extends (Base as unknown as { new (): R2wcInternals; prototype: R2wcInternals }) {
  static get observedAttributes(): string[] {
    return elementAttributes.map((spec) => spec.name);
  }

  // The properties, defined on the prototype below (declared here for TypeScript only).
  declare graphqlEndpoint: string;
  declare graphqlMethod: 'POST' | 'GET';
  declare assetBase: string;
  declare contentBase: string;
  declare mediaBase: string;
  declare formUrl: string;
  declare modelBase: string;
  declare locationEndpoint: string;
  declare allowedOrigins: string;
  declare previewMode: boolean;
  declare analyticsLayer: 'auto' | 'adobe' | 'gtm' | 'both';
  declare routing: 'hash' | 'memory';

  /** Whether an unmount is waiting to see if the element comes back (a move). */
  #unmountPending = false;
  /** Moves so far (each gives the styles a new sheet: StyledRoot). */
  #placements = 0;
  /** Stops the instance's bridge with the page (state/hostBridge.ts), running while React is mounted. */
  #stopHostBridge: (() => void) | null = null;

  constructor() {
    super();
    // r2wc starts out "connected" and would render from the first setAttribute, off the page.
    this[connectedKey] = false;
  }

  override connectedCallback(): void {
    // Properties set on the element before its class was defined shadow the accessors: re-apply them.
    for (const spec of elementAttributes) {
      if (Object.prototype.hasOwnProperty.call(this, spec.property)) {
        const value = (this as unknown as Record<string, unknown>)[spec.property];
        delete (this as unknown as Record<string, unknown>)[spec.property];
        (this as unknown as Record<string, unknown>)[spec.property] = value;
      }
    }
    this.#unmountPending = false;
    this.#instanceFor();
    if (this[contextKey]) {
      // Moved within the page: React is still mounted, nothing restarts; the styles go into a new sheet.
      this[connectedKey] = true;
      this.#placements += 1;
      this[propsKey].placement = this.#placements;
      this[renderKey]();
      return;
    }
    // The bridge with the page runs from here to the unmount, started before the screens' effects.
    this.#stopHostBridge ??= startHostBridge(this[propsKey].instance as Instance, sanitizerSource);
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this[connectedKey] = false;
    this.#unmountPending = true;
    // A move (Vue's Teleport, appendChild elsewhere) reconnects within the same task.
    queueMicrotask(() => {
      if (!this.#unmountPending || this.isConnected) return;
      this.#unmountPending = false;
      const mounted = Boolean(this[contextKey]);
      this.#stopHostBridge?.();
      this.#stopHostBridge = null;
      super.disconnectedCallback();
      if (mounted) rootUnmountedIn(this.ownerDocument);
    });
  }

  /** r2wc's render: the first one while connected makes the React root (its document listeners noted). */
  override [renderKey](): void {
    if (this[contextKey] || !this[connectedKey]) {
      super[renderKey]();
      return;
    }
    mountRootIn(this.ownerDocument, () => super[renderKey]());
  }

  /**
   * Makes the element's instance (store, client, location, storage, config, emit) the first time,
   * else brings it up to date with the attributes. It is kept with the props React renders.
   */
  #instanceFor(): void {
    const props = this[propsKey];
    const emit: EmitElementEvent = (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    const existing = (props.instance as Instance | undefined) ?? null;
    const instance = instanceFor(existing, parseElementConfig(props as RawAttributes, pageHref()), emit);
    props.instance = instance;
    // Opened on the selector: its code is asked for now, beside the range list (the instance started it).
    if (!existing && splitHref(instance.location.href()).path === '/') landingChunk.preload();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    const property = propertyByAttribute.get(name);
    if (!property) return;
    this[propsKey][property] = value === '' && booleanAttributes.has(name) ? 'true' : value || undefined;
    if (this[propsKey].instance) this.#instanceFor();
    this[renderKey]();
  }
}

// One property per attribute: it reads the effective value and writes the attribute.
for (const spec of elementAttributes) {
  Object.defineProperty(BpConfiguratorElement.prototype, spec.property, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return propertyValue(spec.property, this.getAttribute(spec.name), pageHref());
    },
    set(this: HTMLElement, value: unknown) {
      if (spec.type === 'boolean') {
        const on = typeof value === 'string' ? propertyValue(spec.property, value, pageHref()) === true : Boolean(value);
        if (on) this.setAttribute(spec.name, '');
        else this.removeAttribute(spec.name);
        return;
      }
      if (value === null || value === undefined) this.removeAttribute(spec.name);
      else this.setAttribute(spec.name, String(value));
    },
  });
}
