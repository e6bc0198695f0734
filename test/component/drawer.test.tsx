import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricingContext, SelectedDealer } from '../../src/domain/types';
import { openDrawerAtom } from '../../src/state/drawer';
import { drawerAbandonedAtom } from '../../src/state/enquiryProgress';
import { enquiryProgressAtom } from '../../src/state/leadForm';
import { StickyFooter } from '../../src/ui/configurator/footer/StickyFooter';
import { DrawerHost } from '../../src/ui/drawer/DrawerHost';
import { LEASE, PRIVATE, accessory } from '../support/catalogFactory';
import { fixtureRange, renderHarness, type HarnessOptions } from './harness';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

const DEALER: SelectedDealer = {
  name: 'Parramatta Mitsubishi',
  address: { street: '45 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '(02) 5550 4550' },
};

/** Renders the sticky footer and the drawer host at `path` (default '/triton') with the fixture model 'GLX' of 'Triton' built. */
function renderDrawer({ pricing, ...options }: HarnessOptions & { pricing?: PricingContext } = {}) {
  return renderHarness(
    <>
      <StickyFooter />
      <DrawerHost />
    </>,
    { ...options, range: fixtureRange(pricing && { pricing }) },
  );
}

/** Clicks a footer action and waits for the drawer (a lazy chunk) to show. */
export async function openFromFooter(action: 'Get a quote' | 'Book a test drive', title: string) {
  fireEvent.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: title });
}

/** The form frame in the open drawer. */
function formFrame(): HTMLIFrameElement {
  return screen.getByTitle(/form$/) as HTMLIFrameElement;
}

/** Posts a message to the page as if from `source` (default: the form frame's window) and `origin` (default: the page's). */
function postFromFrame(data: unknown, options: { source?: Window | null; origin?: string } = {}) {
  const source = options.source === undefined ? formFrame().contentWindow : options.source;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? window.location.origin, source }));
  });
}

/** The three messages the demo form sends after a successful submit. */
function submitFromFrame(options: { name?: string; vehicles?: string; dealer?: SelectedDealer | null } = {}) {
  postFromFrame({ type: 'mmal.selectedDealerUpdate', payload: { dealer: options.dealer === undefined ? DEALER : options.dealer } });
  postFromFrame({
    type: 'iframe.reactFormSubmit',
    payload: { formData: { firstName: options.name ?? 'Jane', email: 'jane@example.com' } },
  });
  postFromFrame({
    type: 'iframe.showReactThankyouContent',
    payload: { customerName: options.name ?? 'Jane', numberOfVehicles: options.vehicles ?? '1' },
  });
}

const QUOTE_TITLE = 'Your brand new Triton GLX';
const TEST_DRIVE_TITLE = 'Test Drive a new Triton GLX';

describe('enquiry drawer titles (spec 2)', () => {
  it("titles the quote drawer 'Your brand new {model}' and reports bp-enquiry-open", async () => {
    const { events } = renderDrawer();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(QUOTE_TITLE);
    expect(events).toContainEqual({ name: 'bp-enquiry-open', detail: { drawer: 'Get a Dealer Quote' } });
  });

  it("titles the test drive drawer 'Test Drive a new {model}'", async () => {
    const { events } = renderDrawer();
    await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    expect(events).toContainEqual({ name: 'bp-enquiry-open', detail: { drawer: 'Book a Test Drive' } });
  });

  it('switches to the quote title when lease pricing turns the test drive into a quote (spec 4)', async () => {
    const { instance } = renderDrawer();
    await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    act(() => instance.store.set(openDrawerAtom, 'Get a Dealer Quote'));
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
  });
});

describe('a dealer form that cannot be offered (issue 34)', () => {
  it("says so and gives the build link to send, when the form's address would be longer than the form server takes", async () => {
    // 1,500 'Ü's: within a hidden field's 2,048 characters, but 9,000 once encoded (%C3%9C each), past the 8,000 a frame address may have.
    const wide = accessory('WIDE', { title: 'Ü'.repeat(1500), price: 100 });
    renderHarness(
      <>
        <StickyFooter />
        <DrawerHost />
      </>,
      { range: fixtureRange({ accessories: [wide], cart: ['WIDE'] }) },
    );
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    const note = await within(dialog).findByTestId('enquiry-form-unavailable');
    expect(note.textContent).toMatch(/^The dealer form can't be opened from this page\. Send your build to a dealer with this link: /);
    const link = within(note).getByRole('link');
    // The build's own route (not the drawer's /triton/submit), as 'Share this build' gives it.
    expect(new URL(link.getAttribute('href')!).hash).toBe(
      '#/triton?model-selection=MV1&option-sku=MV1-1&accessories=WIDE&priced-for=private.drive-away',
    );
    expect(within(dialog).queryByTitle(/form$/)).toBeNull();
  });

  it('shows the form when its address fits', async () => {
    renderHarness(
      <>
        <StickyFooter />
        <DrawerHost />
      </>,
      { range: fixtureRange({ accessories: [accessory('NARROW', { title: 'Tow bar', price: 100 })], cart: ['NARROW'] }) },
    );
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    await waitFor(() => expect(within(dialog).getByTitle(/form$/)).toBeTruthy());
    expect(within(dialog).queryByTestId('enquiry-form-unavailable')).toBeNull();
  });
});

describe('closing the drawer (spec 4)', () => {
  it('closes with the close button: resets the open drawer, counts an abandonment and gives focus back', async () => {
    const { instance } = renderDrawer();
    const trigger = screen.getByRole('button', { name: 'Get a quote' });
    trigger.focus();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(instance.store.get(openDrawerAtom)).toBeNull();
    expect(instance.store.get(drawerAbandonedAtom)).toBe(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('logs the abandonment as the configuratorAbandonment analytics event (dataLayer and bp-analytics)', async () => {
    const { events } = renderDrawer();
    window.dataLayer = [];
    await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const expected = {
      event: 'configuratorAbandonment',
      reason: 'drawer-closed',
      drawer: 'Book a Test Drive',
      vehicleRange: 'triton',
      vehicleName: 'Triton',
      modelYear: '2025',
      model: 'GLX',
      modelSku: 'MV1',
      variantSku: 'MV1-1',
    };
    expect(events.filter((e) => e.name === 'bp-analytics')).toEqual([{ name: 'bp-analytics', detail: expected }]);
    expect(window.dataLayer).toEqual([expected]);
    delete window.dataLayer;
  });

  it('closes with Escape', async () => {
    const { instance } = renderDrawer();
    const dialog = await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(instance.store.get(openDrawerAtom)).toBeNull();
    expect(instance.store.get(drawerAbandonedAtom)).toBe(1);
  });

  it('closes with a click on the overlay, but not with a click inside the panel', async () => {
    const { instance } = renderDrawer();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    fireEvent.click(within(dialog).getByRole('heading', { level: 2 }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(instance.store.get(drawerAbandonedAtom)).toBe(1);
  });

  it('counts no abandonment once the form was submitted, and opens a fresh form next time', async () => {
    const { instance, events } = renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    submitFromFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(instance.store.get(drawerAbandonedAtom)).toBe(0);
    expect(events.some((e) => e.name === 'bp-analytics')).toBe(false);
    expect(instance.store.get(enquiryProgressAtom)).toEqual({ submitted: false, thankYou: null, dealer: null });
    await openFromFooter('Get a quote', QUOTE_TITLE);
    formFrame();
  });

  it('moves the route to /{carModel}/submit after a quote click, keeping the query, and back when it closes (spec 2)', async () => {
    const { location } = renderDrawer({ path: '/triton?utm_source=mail' });
    await openFromFooter('Get a quote', QUOTE_TITLE);
    await waitFor(() => expect(location.href()).toBe('/triton/submit?utm_source=mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location.href()).toBe('/triton?utm_source=mail'));
  });

  it('keeps the route for a test drive', async () => {
    const { location } = renderDrawer();
    await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    expect(location.href()).toBe('/triton');
  });
});

describe('viewDrawer (spec 2)', () => {
  it('opens the quote drawer on load from viewDrawer=get-a-quote and stores its CTA', async () => {
    const { location } = renderDrawer({ path: '/triton?viewDrawer=get-a-quote' });
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
    expect(window.localStorage.getItem('CTA')).toBe('get-a-quote');
    await waitFor(() => expect(location.href()).toBe('/triton/submit?viewDrawer=get-a-quote'));
  });

  it('opens the test drive drawer from its CTA value or its name', async () => {
    renderDrawer({ path: '/triton?viewDrawer=book-a-test-drive' });
    await screen.findByRole('dialog', { name: TEST_DRIVE_TITLE });
    expect(window.localStorage.getItem('CTA')).toBe('book-a-test-drive');
  });

  it('accepts the drawer names', async () => {
    renderDrawer({ path: '/triton?viewDrawer=Book%20a%20Test%20Drive' });
    await screen.findByRole('dialog', { name: TEST_DRIVE_TITLE });
  });

  it('drops viewDrawer from the route when the drawer closes, so a reload does not reopen it', async () => {
    const { location } = renderDrawer({ path: '/triton?a=1&viewDrawer=get-a-quote' });
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location.href()).toBe('/triton?a=1'));
  });

  it('ignores any other value and keeps the stored CTA', async () => {
    const { instance } = renderDrawer({ path: '/triton?viewDrawer=yes', storage: { CTA: 'get-a-quote' } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(instance.store.get(openDrawerAtom)).toBeNull();
    expect(window.localStorage.getItem('CTA')).toBe('get-a-quote');
  });

  it('clears the stored CTA when viewDrawer is absent', () => {
    renderDrawer({ storage: { CTA: 'book-a-test-drive' } });
    expect(window.localStorage.getItem('CTA')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the CTA of a Get a quote pressed before the drawer's host has loaded (issue 31.2: the host comes after the first paint)", async () => {
    function HostArrivesLate() {
      const [arrived, setArrived] = useState(false);
      return (
        <>
          <StickyFooter />
          <button type="button" onClick={() => setArrived(true)}>
            Host arrives
          </button>
          {arrived && <DrawerHost />}
        </>
      );
    }
    renderHarness(<HostArrivesLate />, { range: fixtureRange(), storage: { CTA: 'book-a-test-drive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(window.localStorage.getItem('CTA')).toBe('get-a-quote');
    fireEvent.click(screen.getByRole('button', { name: 'Host arrives' }));
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
    expect(window.localStorage.getItem('CTA')).toBe('get-a-quote');
  });
});

describe('the form frame (spec 3, 7)', () => {
  it('loads the form URL with the page parameters except the excluded ones, and the hidden fields', async () => {
    renderDrawer({ path: '/triton?gclid=x&wcmmode=y&viewDrawer=get-a-quote&utm_source=z&wbraid=w&gbraid=g' });
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
    // The build code comes with its chunk (fetched once the build is priced; here, when the drawer first asks for it).
    await waitFor(() => expect(new URL(formFrame().src, window.location.href).searchParams.get('build_code')).not.toBe(''));
    const src = new URL(formFrame().src, window.location.href);
    expect(src.pathname).toBe('/content/mmal/au/en/jotforms/bpc-dealer-quote.html');
    const params = src.searchParams;
    for (const excluded of ['gclid', 'wcmmode', 'viewDrawer', 'wbraid', 'gbraid']) expect(params.has(excluded)).toBe(false);
    expect(params.get('utm_source')).toBe('z');
    expect(Object.fromEntries([...params].filter(([name]) => name !== 'utm_source' && name !== 'url'))).toEqual({
      accessories: '',
      balloon: '',
      body_type: 'Double Cab',
      colour: 'White Diamond',
      deposit: '',
      drive_type: '4WD',
      fuel_type: 'Diesel',
      interest_rate: '',
      interior: '',
      loan_term: '',
      model1: 'GLX',
      model: 'Triton GLX',
      model_year: '2025',
      option: '',
      sku: 'MV1-1',
      transmission: '6-speed automatic',
      vehicle_price: '$45,990',
      lead_type: 'PRIVATE PRICE QUOTE',
      form_name: 'Get a Dealer Quote',
      build_code: 'M15E-NFW',
      CTA: 'get-a-quote',
      parentOrigin: window.location.origin,
    });
    expect(params.get('url')).toMatch(/#\/triton\?/);
  });

  it('gives the test drive form its CTA and the business lead type', async () => {
    renderDrawer({ pricing: { customerType: 'business', pricingType: 'drive-away', state: null } });
    await openFromFooter('Book a test drive', TEST_DRIVE_TITLE);
    const params = new URL(formFrame().src, window.location.href).searchParams;
    expect(params.get('CTA')).toBe('book-a-test-drive');
    expect(params.get('form_name')).toBe('Book a Test Drive');
    expect(params.get('lead_type')).toBe('BUSINESS PRICE QUOTE');
    expect(params.get('vehicle_price')).toBe('$44,990');
  });

  it('does not reload the form when the route query changes under it (the build link written after a viewDrawer arrival)', async () => {
    const { location } = renderDrawer({ path: '/triton?viewDrawer=get-a-quote' });
    await screen.findByRole('dialog', { name: QUOTE_TITLE });
    // Once the build code is in (its chunk comes after the build is priced): the form is loaded with it.
    await waitFor(() => expect(new URL(formFrame().src, window.location.href).searchParams.get('build_code')).not.toBe(''));
    const before = formFrame().src;
    act(() => location.navigate('/triton/submit?viewDrawer=get-a-quote&model-selection=MV1&option-sku=MV1-1', { replace: true }));
    expect(formFrame().src).toBe(before);
  });

  it('has a title', async () => {
    renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    expect(formFrame().title).toBe('Get a Dealer Quote form');
  });
});

describe('thank-you (spec 2, 4, 9)', () => {
  it("shows 'Thank you for your enquiry, {name}' and the dealer after the frame reports success, and reports bp-lead-submitted", async () => {
    const { events } = renderDrawer();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    // The form is loaded with the build code (its chunk comes after the build is priced) before it is filled in.
    await waitFor(() => expect(new URL(formFrame().src, window.location.href).searchParams.get('build_code')).not.toBe(''));
    submitFromFrame({ name: 'Jane' });
    const thanks = within(dialog).getByRole('heading', { name: 'Thank you for your enquiry, Jane' });
    expect(document.activeElement).toBe(thanks);
    expect(within(dialog).queryByTitle(/form$/)).toBeNull();
    within(dialog).getByText(DEALER.name);
    expect(dialog.querySelector('address')?.textContent).toBe('45 Church StParramatta NSW 2150');
    expect(within(dialog).getByRole('link', { name: '(02) 5550 4550' }).getAttribute('href')).toBe('tel:0255504550');
    const maps = within(dialog).getByRole('link', { name: /View on Google Maps/ });
    expect(maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Parramatta%20Mitsubishi%2C%2045%20Church%20St%2C%20Parramatta%20NSW%202150',
    );
    expect(maps.getAttribute('target')).toBe('_blank');
    expect(events.filter((e) => e.name === 'bp-lead-submitted')).toEqual([
      {
        name: 'bp-lead-submitted',
        // The build's code, as buildChangeEvent.test.tsx has it (test/support/buildCodeReference.py).
        detail: { drawer: 'Get a Dealer Quote', leadType: 'PRIVATE PRICE QUOTE', sku: 'MV1-1', bulkOrder: false, buildCode: 'M15E-NFW' },
      },
    ]);
  });

  it("gives the next steps and 'Back to your build', which closes the drawer, counts no abandonment and returns focus to the footer", async () => {
    const { instance } = renderDrawer();
    const trigger = screen.getByRole('button', { name: 'Get a quote' });
    trigger.focus();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    submitFromFrame({ name: 'Jane' });
    const thanks = within(dialog).getByTestId('enquiry-thank-you');
    expect(thanks.textContent).toContain(
      'What happens next: the dealer below will contact you to talk through your build, its price and a time that suits you. Your build stays saved on this device.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to your build' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(instance.store.get(openDrawerAtom)).toBeNull();
    expect(instance.store.get(drawerAbandonedAtom)).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('ignores the same messages from another window', async () => {
    const { instance, events } = renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    postFromFrame({ type: 'mmal.selectedDealerUpdate', payload: { dealer: DEALER } }, { source: window });
    postFromFrame(
      { type: 'iframe.showReactThankyouContent', payload: { customerName: 'Mallory', numberOfVehicles: '1' } },
      { source: window },
    );
    expect(screen.queryByText(/Thank you for your enquiry/)).toBeNull();
    formFrame();
    expect(instance.store.get(enquiryProgressAtom)).toEqual({ submitted: false, thankYou: null, dealer: null });
    expect(events.some((e) => e.name === 'bp-lead-submitted')).toBe(false);
  });

  it('ignores the frame window posting from another origin', async () => {
    renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    postFromFrame(
      { type: 'iframe.showReactThankyouContent', payload: { customerName: 'Mallory', numberOfVehicles: '1' } },
      { origin: 'https://evil.test' },
    );
    expect(screen.queryByText(/Thank you for your enquiry/)).toBeNull();
  });

  it('logs a console error naming the form values of an invalid type, and still counts the submit (spec 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { instance } = renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    postFromFrame({ type: 'iframe.reactFormSubmit', payload: { formData: { firstName: 'Jane', email: 'jane@example.com' } } });
    expect(error).not.toHaveBeenCalled();
    postFromFrame({
      type: 'iframe.reactFormSubmit',
      payload: { formData: { firstName: 'Jane', postcode: { value: '2000' }, vehicles: ['1'], phone: null } },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/invalid type.*"postcode", "vehicles", "phone"/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(instance.store.get(drawerAbandonedAtom)).toBe(0);
  });

  it('ignores malformed messages from the frame without a crash', async () => {
    const { instance } = renderDrawer();
    await openFromFooter('Get a quote', QUOTE_TITLE);
    for (const data of [
      null,
      'junk',
      '{"type":',
      42,
      [],
      { type: 'iframe.unknown' },
      { payload: { customerName: 'X' } },
      { type: 'mmal.selectedDealerUpdate', payload: { dealer: 'Parramatta' } },
    ]) {
      postFromFrame(data);
    }
    expect(screen.queryByText(/Thank you for your enquiry/)).toBeNull();
    formFrame();
    expect(instance.store.get(enquiryProgressAtom)).toEqual({ submitted: false, thankYou: null, dealer: null });
  });

  it('hides the dealer under lease', async () => {
    renderDrawer({ pricing: LEASE });
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    submitFromFrame({ name: 'Sam' });
    within(dialog).getByRole('heading', { name: 'Thank you for your enquiry, Sam' });
    expect(within(dialog).queryByText(DEALER.name)).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it("hides the dealer for a bulk order (the number of vehicles includes '5') and flags it", async () => {
    const { events } = renderDrawer({ pricing: PRIVATE });
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    submitFromFrame({ name: 'Fleet Co', vehicles: '5+' });
    within(dialog).getByRole('heading', { name: 'Thank you for your enquiry, Fleet Co' });
    expect(within(dialog).queryByText(DEALER.name)).toBeNull();
    expect(events.find((e) => e.name === 'bp-lead-submitted')?.detail).toMatchObject({ bulkOrder: true });
  });

  it('shows the thank-you without a dealer section when the form reported none', async () => {
    renderDrawer();
    const dialog = await openFromFooter('Get a quote', QUOTE_TITLE);
    submitFromFrame({ dealer: null });
    within(dialog).getByRole('heading', { name: 'Thank you for your enquiry, Jane' });
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
