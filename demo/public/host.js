// The demo host page's own script: it plays the maker's Vue/AEM page around the
// element (spec 7). It shows the pricing location and total the element tells
// it, asks the element to open its State based pricing modal, offers a dealer
// picker, and logs every window message in both directions and every event the
// element dispatches. Kept external (no inline script) so the page can run under
// a strict Content-Security-Policy.
const ORIGIN = window.location.origin;
const log = document.getElementById('host-log');
const locationOut = document.getElementById('host-location');
const customerOut = document.getElementById('host-customer');
const totalOut = document.getElementById('host-total');
const pricingButton = document.getElementById('host-pricing-button');
const dealerSelect = document.getElementById('host-dealer');

const MAX_LOG = 200;
const MAX_DETAIL = 600;

function record(direction, name, detail, note) {
  const item = document.createElement('li');
  let text = '';
  try {
    text = JSON.stringify(detail ?? null);
  } catch {
    text = String(detail);
  }
  if (text.length > MAX_DETAIL) text = `${text.slice(0, MAX_DETAIL)}…`;
  item.textContent = `${new Date().toLocaleTimeString('en-AU')} ${direction} ${name} ${text}${note ? ` (${note})` : ''}`;
  item.dataset.direction = direction;
  item.dataset.name = name;
  log.prepend(item);
  while (log.children.length > MAX_LOG) log.lastElementChild.remove();
}

// ---------------------------------------------------------------------------
// What the page shows: the element's pricing location, customer type and total
// ---------------------------------------------------------------------------

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const customerNames = { private: 'Private', business: 'Business', mmba: 'Business' };
let priceOnApplication = false;
let lastTotal = null;

// Only text is shown: any page may post these types, so a payload can be anything.
const textOf = (value) => (typeof value === 'string' ? value : '');

function showPricing(payload) {
  if (!payload || typeof payload !== 'object') return;
  const location = payload.location && typeof payload.location === 'object' ? payload.location : null;
  locationOut.textContent = location
    ? `${textOf(location.suburb)}, ${textOf(location.state).toUpperCase()} ${textOf(location.postcode)}`
    : 'Not set';
  const customerType = textOf(payload.customerType);
  const lease = payload.pricingType === 'mmba' || customerType === 'mmba';
  const customer = Object.prototype.hasOwnProperty.call(customerNames, customerType) ? customerNames[customerType] : customerType;
  customerOut.textContent = `${customer}, ${lease ? 'lease' : 'drive-away'}`;
}

function showTotal() {
  if (priceOnApplication) totalOut.textContent = 'POA';
  else if (!lastTotal) totalOut.textContent = 'No vehicle yet';
  else totalOut.textContent = `${money.format(lastTotal.total)}${lastTotal.weekly === true ? ' per week' : ''}`;
}

const handlers = {
  pricingAndLocationUpdate: showPricing,
  syncPricingAndLocationBetweenVueAndReact: showPricing,
  offerTotalUpdate(payload) {
    // A null total: no vehicle is priced (the selector) or its price is on application.
    if (payload && typeof payload.total === 'number') lastTotal = payload;
    else if (payload && payload.total === null) lastTotal = null;
    else return;
    showTotal();
  },
  setPOA(payload) {
    priceOnApplication = payload === true;
    showTotal();
  },
};

// ---------------------------------------------------------------------------
// Messages: the page's own posts are heard on its own window too; tell them apart
// ---------------------------------------------------------------------------

const sentByPage = new Map();

/** Posts { type, payload } to the page's window (where the element listens), with the page's origin. */
function send(type, payload, note) {
  const message = payload === undefined ? { type } : { type, payload };
  const key = JSON.stringify(message);
  sentByPage.set(key, (sentByPage.get(key) ?? 0) + 1);
  window.postMessage(message, ORIGIN);
  record('message out', type, message, note);
}

window.addEventListener('message', (event) => {
  const data = event.data;
  const type = data && typeof data === 'object' && typeof data.type === 'string' ? data.type : '(untyped)';
  if (event.source === window) {
    let key = '';
    try {
      key = JSON.stringify(data);
    } catch {
      /* not ours */
    }
    const count = sentByPage.get(key) ?? 0;
    if (count > 0) {
      if (count === 1) sentByPage.delete(key);
      else sentByPage.set(key, count - 1);
      return;
    }
  }
  const from = event.source === window ? '' : `from ${event.origin || 'an unknown origin'}, another window`;
  record('message in', type, data, from);
  if (event.origin !== ORIGIN || event.source !== window) return;
  const handler = Object.prototype.hasOwnProperty.call(handlers, type) ? handlers[type] : null;
  if (handler) handler(data.payload);
});

// ---------------------------------------------------------------------------
// Controls
// ---------------------------------------------------------------------------

pricingButton.addEventListener('click', () => send('showStateBasedPricingModal'));

// A second brand theme, switched at run time through the element's documented CSS
// custom properties and parts (README "Theming"); see .theme-blue in host.css.
const themeButton = document.getElementById('host-theme-button');
themeButton.addEventListener('click', () => {
  const on = themeButton.getAttribute('aria-pressed') !== 'true';
  themeButton.setAttribute('aria-pressed', String(on));
  document.querySelectorAll('bp-configurator').forEach((element) => element.classList.toggle('theme-blue', on));
  record('page', 'theme', { theme: on ? 'blue' : 'default' });
});

/** Demo dealers, in the shape the dealer quote form reports them (spec 3 "Selected dealer"). */
const dealers = [
  {
    name: 'Harbour City Mitsubishi',
    address: { street: '12 Pyrmont Bridge Road', city: 'Pyrmont', region: 'NSW', postcode: '2009', phone: '02 9000 0001' },
  },
  {
    name: 'Swan Valley Mitsubishi',
    address: { street: '88 Great Eastern Highway', city: 'Midland', region: 'WA', postcode: '6056', phone: '08 9000 0002' },
  },
  {
    name: 'Yarra Motors Mitsubishi',
    address: { street: '401 Victoria Street', city: 'Abbotsford', region: 'VIC', postcode: '3067', phone: '03 9000 0003' },
  },
];
dealers.forEach((dealer, index) => {
  const option = document.createElement('option');
  option.value = String(index);
  option.textContent = `${dealer.name}, ${dealer.address.city} ${dealer.address.region}`;
  dealerSelect.append(option);
});
// The element takes the selected dealer only from its own form frame (spec 7); from the
// page it is ignored. The picker shows that rule at work: watch the drawer keep its dealer.
dealerSelect.addEventListener('change', () => {
  const dealer = dealers[Number(dealerSelect.value)];
  if (!dealer) return;
  send('mmal.selectedDealerUpdate', { dealer }, 'the element ignores this from the page: it accepts it only from its form frame');
});

// ---------------------------------------------------------------------------
// The element's events
// ---------------------------------------------------------------------------

for (const name of ['bp-route-change', 'bp-analytics', 'bp-enquiry-open', 'bp-lead-submitted']) {
  document.addEventListener(name, (event) => record('event', name, event.detail));
}

// ---------------------------------------------------------------------------
// The page's sticky chrome: the element's sticky header sits below it
// ---------------------------------------------------------------------------

// With ?sticky-chrome in the page's query, the site header (and, where it sticks, the state bar)
// stay at the top of the viewport as a maker's site keeps them; the element is told how much room
// they take through its documented --bp-sticky-top (docs/embedding.md), so its revealed sticky
// header and every focused control stay below them (WCAG 2.4.11).
const stickyChrome = new URLSearchParams(window.location.search).has('sticky-chrome');
document.documentElement.classList.toggle('sticky-chrome', stickyChrome);
const siteHeader = document.querySelector('.site-header');
const hostBar = document.querySelector('.host-bar');
function keepElementBelowChrome() {
  const headerHeight = siteHeader.offsetHeight;
  document.documentElement.style.setProperty('--host-header-height', `${headerHeight}px`);
  const barSticks = getComputedStyle(hostBar).position === 'sticky';
  const room = headerHeight + (barSticks ? hostBar.offsetHeight : 0);
  for (const element of document.querySelectorAll('bp-configurator')) element.style.setProperty('--bp-sticky-top', `${room}px`);
}
if (stickyChrome) {
  new ResizeObserver(keepElementBelowChrome).observe(siteHeader);
  new ResizeObserver(keepElementBelowChrome).observe(hostBar);
  window.matchMedia('(min-width: 800px)').addEventListener('change', keepElementBelowChrome);
  keepElementBelowChrome();
}
