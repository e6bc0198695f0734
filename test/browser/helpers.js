// Small helpers for browser tests of the built element.
export const demoUrl = window.BP_DEMO_URL;

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

export function assertEqual(actual, expected, message) {
  if (actual !== expected) throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * Polls until `read` returns a truthy value, or fails after `timeoutMs`. 20 s: on a loaded 2-core machine WebKit's
 * MiniBrowser took over 10 s to open a vehicle (stop 41's CI); mocha's own limit per test is 60 s.
 */
export async function waitFor(read, message, timeoutMs = 20000) {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A <bp-configurator> wired to the demo store, appended to `parent`. */
export function createElement(attributes = {}, parent = document.body) {
  const element = document.createElement('bp-configurator');
  const defaults = {
    'graphql-endpoint': `${demoUrl}/graphql`,
    'asset-base': demoUrl,
    'content-base': demoUrl,
    routing: 'memory',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...attributes })) {
    if (value !== null) element.setAttribute(name, value);
  }
  parent.append(element);
  return element;
}

/** The text of the element's first h1, or null. */
export function heading(element) {
  return element.shadowRoot?.querySelector('h1')?.textContent ?? null;
}

export function rangeButtons(element) {
  return [...(element.shadowRoot?.querySelectorAll('main li button') ?? [])];
}

/**
 * A range button's name: the first part of its aria-labelledby. Once the card's 'From' price is in, the
 * attribute names the price too ('<name id> <price id>'), and the price is not part of the range's name.
 */
export function rangeName(button) {
  const [nameId] = (button.getAttribute('aria-labelledby') ?? '').split(' ');
  const name = button.getRootNode().getElementById(nameId)?.textContent;
  assert(name, `the range card names itself (aria-labelledby "${button.getAttribute('aria-labelledby')}")`);
  return name;
}

export const selectorHeading = 'Which Mitsubishi would you like to make yours?';
