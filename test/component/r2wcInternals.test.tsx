/**
 * Issue 33.6: r2wc stays (the client's choice) and the element uses its public API, r2wc(Component,
 * { shadow, props }), except in four places src/element.tsx explains, which reach r2wc 2's
 * per-instance state through the symbols it registers with Symbol.for. If an upgrade renames
 * them or changes what they mean, these tests fail before a visitor meets the result (an element
 * that renders off the page, loses its styles when moved, or never renders).
 */
import r2wc from '@r2wc/react-to-web-component';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');

function Probe(props: { label?: string; container?: unknown }) {
  return <p data-probe="">{`${props.label ?? 'none'} in ${props.container instanceof ShadowRoot ? 'shadow root' : 'something else'}`}</p>;
}

type Internals = HTMLElement & Record<symbol, unknown> & { [RENDER]: () => void };

let defined = 0;
function probeElement(): Internals {
  const name = `r2wc-probe-${++defined}`;
  customElements.define(name, r2wc(Probe, { shadow: 'open', props: { label: 'string' } }));
  return document.createElement(name) as Internals;
}
const rendered = (element: Internals) => element.shadowRoot?.querySelector('[data-probe]')?.textContent ?? null;

afterEach(() => {
  document.body.replaceChildren();
});

describe("r2wc's internals that src/element.tsx relies on", () => {
  it('keeps the props React renders in r2wc.props, the shadow root among them as `container`', () => {
    const element = probeElement();
    const props = element[PROPS] as Record<string, unknown>;
    expect(props).toBeTypeOf('object');
    expect(props.container).toBe(element.shadowRoot);
  });

  it('starts an element "connected" (r2wc.connected true) before it is on the page: the element sets it false in its constructor', () => {
    const element = probeElement();
    expect(element[CONNECTED]).toBe(true);
    expect(element[CONTEXT]).toBeUndefined();
  });

  it('mounts from r2wc.render only while r2wc.connected is true, and keeps the React root in r2wc.context', async () => {
    const element = probeElement();
    element[CONNECTED] = false;
    await act(async () => element[RENDER]());
    expect(element[CONTEXT]).toBeUndefined();
    expect(rendered(element)).toBeNull();

    await act(async () => document.body.append(element));
    expect(element[CONNECTED]).toBe(true);
    expect(element[CONTEXT]).toBeTruthy();
    expect(rendered(element)).toBe('none in shadow root');
  });

  it('re-renders the mounted root with the props object as it is now, from r2wc.render', async () => {
    const element = probeElement();
    await act(async () => document.body.append(element));
    (element[PROPS] as Record<string, unknown>).label = 'placement 2';
    await act(async () => element[RENDER]());
    expect(rendered(element)).toBe('placement 2 in shadow root');
  });

  it('unmounts on disconnect and forgets the root (r2wc.context), so a later connect mounts again', async () => {
    const element = probeElement();
    await act(async () => document.body.append(element));
    await act(async () => element.remove());
    expect(element[CONNECTED]).toBe(false);
    expect(element[CONTEXT]).toBeUndefined();
    await act(async () => document.body.append(element));
    expect(element[CONTEXT]).toBeTruthy();
    expect(rendered(element)).toBe('none in shadow root');
  });
});
