/**
 * The <bp-configurator> element class, without registering it (index.ts does).
 * React renders into an open shadow root; styled-components writes every rule
 * into that shadow root; each element keeps its own store, client and location.
 */
import r2wc from '@r2wc/react-to-web-component';
import { Provider } from 'jotai';
import { StyleSheetManager, createGlobalStyle } from 'styled-components';
import { attributeSpecs, type AttributeProperty, type ElementEventName } from './elementInterface';
import { parseElementConfig, type RawAttributes } from './host/elementConfig';
import { InstanceContext, instanceFor } from './state/instance';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/common/ErrorBoundary';
import { ErrorPage } from './ui/error/ErrorPage';
import { theme } from './ui/common/theme';

const HostStyle = createGlobalStyle`
  :host {
    display: block;
    position: relative;
    color: ${theme.colour.ink};
    background: ${theme.colour.surface};
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.5;
    -webkit-text-size-adjust: 100%;
  }
  :host([hidden]) {
    display: none;
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
`;

type RootProps = RawAttributes & { container?: ShadowRoot | HTMLElement };

function ConfiguratorRoot(props: RootProps) {
  const container = props.container;
  if (!(container instanceof ShadowRoot)) return null;
  const config = parseElementConfig(props, window.location.href);
  const host = container.host;
  const emit = (name: ElementEventName, detail: unknown) =>
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const instance = instanceFor(container, config, emit);
  return (
    <StyleSheetManager target={container}>
      <HostStyle />
      <InstanceContext.Provider value={instance}>
        <Provider store={instance.store}>
          <ErrorBoundary fallback={<ErrorPage />}>
            <App />
          </ErrorBoundary>
        </Provider>
      </InstanceContext.Provider>
    </StyleSheetManager>
  );
}

const props = Object.fromEntries(attributeSpecs.map((spec) => [spec.property, 'string'])) as Record<AttributeProperty, 'string'>;

const Base = r2wc(ConfiguratorRoot, { shadow: 'open', props });

const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
const propertyByAttribute = new Map<string, string>(attributeSpecs.map((spec) => [spec.name, spec.property]));
/** Boolean attributes are on when present: a bare `preview-mode` (empty value) reads as 'true'. */
const booleanAttributes = new Set<string>(attributeSpecs.filter((spec) => spec.type === 'boolean').map((spec) => spec.name));

type R2wcInternals = HTMLElement & {
  [propsKey]: Record<string, unknown>;
  [renderKey]: () => void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

/** The element. r2wc ignores removed or emptied attributes; here they fall back to their defaults. */
export class BpConfiguratorElement extends (Base as unknown as { new (): R2wcInternals; prototype: R2wcInternals }) {
  static get observedAttributes(): string[] {
    return attributeSpecs.map((spec) => spec.name);
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    const property = propertyByAttribute.get(name);
    if (property && !value) {
      this[propsKey][property] = value === '' && booleanAttributes.has(name) ? 'true' : undefined;
      this[renderKey]();
      return;
    }
    super.attributeChangedCallback(name, oldValue, value);
  }
}
