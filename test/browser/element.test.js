import '../../dist/bp-configurator.js';
import { assert, assertEqual, createElement, heading, rangeButtons, rangeName, selectorHeading, waitFor } from './helpers.js';

const errors = [];
window.addEventListener('error', (event) => errors.push(event.message));
window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));

afterEach(() => {
  document.querySelectorAll('bp-configurator').forEach((element) => element.remove());
  // Each test is a new visit: a new element would otherwise resume the session's latest build.
  sessionStorage.clear();
});

describe('<bp-configurator>', () => {
  it('is defined once, even when its module loads twice', async () => {
    await import('../../dist/bp-configurator.js?again');
    assert(customElements.get('bp-configurator'), 'element is defined');
  });

  it('renders into an open shadow root', async () => {
    const element = createElement();
    assert(element.shadowRoot, 'has an open shadow root');
    await waitFor(() => heading(element) === selectorHeading, 'the vehicle selector heading');
    assert(!document.body.querySelector('h1'), 'nothing rendered into the light DOM');
  });

  it('writes its styles into its shadow root, none into document.head', async () => {
    const element = createElement();
    await waitFor(() => heading(element) === selectorHeading, 'rendered');
    const headStyles = [...document.head.querySelectorAll('style')].filter(
      (style) => style.hasAttribute('data-styled') || style.hasAttribute('data-styled-version'),
    );
    assertEqual(headStyles.length, 0, 'styled-components styles in document.head');
    const shadowStyles = [...element.shadowRoot.querySelectorAll('style')];
    const rules = shadowStyles.reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0);
    assert(rules > 5, `shadow root carries the element's rules (found ${rules})`);
    const h1 = element.shadowRoot.querySelector('h1');
    assertEqual(getComputedStyle(h1).textAlign, 'center', 'a styled rule applies inside the shadow root');
    const hostDisplay = getComputedStyle(element).display;
    assertEqual(hostDisplay, 'block', ':host rule applies');
  });

  it('bundles a single copy of styled-components', async () => {
    const source = await (await fetch(new URL('../../dist/bp-configurator.js', import.meta.url))).text();
    const copies = source.split('data-styled-version').length - 1;
    assertEqual(copies, 1, 'styled-components copies in the entry module');
  });

  it('keeps two elements on one page in separate state', async () => {
    const first = createElement();
    const second = createElement();
    await waitFor(() => heading(first) === selectorHeading && heading(second) === selectorHeading, 'both selectors');
    await waitFor(() => rangeButtons(first).length >= 5, 'range buttons');
    const button = rangeButtons(first)[0];
    const name = rangeName(button);
    button.click();
    await waitFor(() => heading(first) === name, 'the first element opened a vehicle');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assertEqual(heading(second), selectorHeading, 'the second element is still on the selector');
  });

  it('keeps the build when the element is moved in the page', async () => {
    const element = createElement();
    await waitFor(() => rangeButtons(element).length >= 5, 'range buttons');
    const button = rangeButtons(element)[1];
    const name = rangeName(button);
    button.click();
    await waitFor(() => heading(element) === name, 'vehicle opened');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await waitFor(() => heading(element) === name, 'still the same vehicle after the move');
    elsewhere.remove();
  });

  it('does not throw on bad attribute values and falls back to defaults', async () => {
    const before = errors.length;
    const element = createElement({
      'graphql-method': 'DELETE',
      routing: 'sideways',
      'preview-mode': '{{maybe}}',
      'allowed-origins': 'not a url, javascript:alert(1)',
      'form-url': 'javascript:alert(1)',
      'model-base': '',
    });
    element.setAttribute('asset-base', 'http://[broken');
    element.setAttribute('graphql-endpoint', 'javascript:alert(1)');
    element.removeAttribute('graphql-endpoint');
    element.setAttribute('graphql-endpoint', `${window.BP_DEMO_URL}/graphql`);
    element.setAttribute('asset-base', window.BP_DEMO_URL);
    await waitFor(() => heading(element) === selectorHeading, 'the selector renders with fallbacks');
    assertEqual(errors.length, before, 'no uncaught errors');
  });

  it('shows the selector error page when the store cannot be reached', async () => {
    const element = createElement({ 'graphql-endpoint': 'http://127.0.0.1:9/graphql' });
    await waitFor(
      () => heading(element) === 'Whoops, looks like there was an error fetching the vehicles for Build and Price',
      'selector error page',
    );
  });

  it('dispatches a composed bp-route-change event that the page can hear', async () => {
    const seen = [];
    const listener = (event) => seen.push(event.detail);
    document.addEventListener('bp-route-change', listener);
    const element = createElement();
    await waitFor(() => rangeButtons(element).length >= 5, 'range buttons');
    rangeButtons(element)[0].click();
    await waitFor(() => seen.some((detail) => detail.path !== '/'), 'a route change to a vehicle');
    document.removeEventListener('bp-route-change', listener);
    assertEqual(seen[0].path, '/', 'first route is the selector');
  });
});
