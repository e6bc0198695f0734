// The element with local storage that throws on every call (blocked storage,
// some private modes): it still loads the selector, opens a range and configures.
import '../../dist/bp-configurator.js';
import { assert, assertEqual, createElement, heading, rangeButtons, rangeName, selectorHeading, waitFor } from './helpers.js';

const errors = [];
window.addEventListener('error', (event) => errors.push(event.message));
window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));

const methods = ['getItem', 'setItem', 'removeItem'];
const original = Object.fromEntries(methods.map((name) => [name, Storage.prototype[name]]));
let calls = 0;

beforeEach(() => {
  calls = 0;
  for (const name of methods) {
    Storage.prototype[name] = function blocked() {
      calls += 1;
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  }
});

afterEach(() => {
  for (const name of methods) Storage.prototype[name] = original[name];
  document.querySelectorAll('bp-configurator').forEach((element) => element.remove());
  sessionStorage.clear();
});

/** The option radios of the configurator that are not chosen yet. */
function unchosenOptions(element) {
  return [...(element.shadowRoot?.querySelectorAll('[role="radiogroup"] [role="radio"][aria-checked="false"]') ?? [])];
}

describe('<bp-configurator> with local storage that throws', () => {
  it('loads the selector, opens a range and configures without uncaught errors', async () => {
    const before = errors.length;
    const element = createElement();
    await waitFor(() => heading(element) === selectorHeading, 'the vehicle selector heading');
    await waitFor(() => rangeButtons(element).length >= 5, 'range buttons');

    const button = rangeButtons(element)[0];
    const name = rangeName(button);
    button.click();
    await waitFor(() => heading(element) === name, 'the range opened');
    const option = await waitFor(() => unchosenOptions(element)[0], 'an option to choose');
    option.click();
    await waitFor(() => option.isConnected && option.getAttribute('aria-checked') === 'true', 'the chosen option is checked');

    // The build path is saved at most every 300 ms: give the throttled save a chance to run.
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert(calls > 0, 'the element did try to use local storage');
    assertEqual(errors.slice(before).join('\n'), '', 'uncaught errors');
  });

  it('shows no continue-build prompt when storage cannot be read', async () => {
    const element = createElement();
    await waitFor(() => rangeButtons(element).length >= 5, 'range buttons');
    assertEqual(element.shadowRoot.querySelector('dialog[open]'), null, 'an open dialog');
  });
});
