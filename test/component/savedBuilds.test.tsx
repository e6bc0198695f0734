/** Issue 23 in 'Your build': save this build, the saved builds list, comparing, the printed sheet. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { PRIVATE_NSW, RED, SUMMARY_DISCLAIMERS, WHITE, accessory, model } from '../support/catalogFactory';
import { selectDealerAtom } from '../../src/state/enquiryProgress';
import { newPageSavedBuilds, renderHarness } from './harness';

const GLX = model('GLX', { price: 40000, exteriors: [WHITE, RED] });
const TOW_BAR = accessory('TB', { title: 'Tow bar', price: 1250 });
const MATS = accessory('FM', { title: 'Floor mats', price: 199 });

/** The summary of GLX in White Diamond with a tow bar: $40,000 + $1,250 = $41,250 (NSW private). */
const renderSummary = () =>
  renderHarness(<SummarySection />, {
    range: { models: [GLX], accessories: [TOW_BAR, MATS], cart: ['TB'], disclaimers: SUMMARY_DISCLAIMERS },
    triggers: [{ add: 'FM' }, { choose: 'exterior', value: RED.valueIndex, label: 'Choose Red Diamond' }],
  });

/** Another build than the one saved: saving the same one again makes no new entry (issue 35). */
async function changeBuild(trigger: 'Add FM' | 'Choose Red Diamond') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: trigger }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  // A page's copy of builds that storage refused lasts as long as the page: a fresh one per test.
  newPageSavedBuilds();
  document.getElementById('bp-build-sheet')?.remove();
});

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Save this build' }));
  return screen.findByRole('dialog', { name: 'Saved builds' });
}

async function save(panel: HTMLElement, name?: string) {
  if (name !== undefined) fireEvent.change(within(panel).getByLabelText('Name this build'), { target: { value: name } });
  await act(async () => {
    fireEvent.click(within(panel).getByRole('button', { name: 'Save this build' }));
  });
}

describe('saving a build (issue 23)', () => {
  it('saves under the model, grade and colour, with its price, lists it priced today, and tells the host page', async () => {
    const { events } = renderSummary();
    const panel = await openPanel();
    expect(within(panel).getByLabelText('Name this build')).toHaveProperty('value', 'Triton GLX, White Diamond');
    await save(panel);
    within(panel).getByText('Saved as “Triton GLX, White Diamond” on this device.');
    const item = await within(panel).findByTestId('saved-build');
    await waitFor(() => expect(within(item).getByTestId('saved-build-total').textContent).toBe('$41,250*'));

    const stored = JSON.parse(window.localStorage.getItem('bpSavedBuilds')!);
    expect(stored.builds).toEqual([
      expect.objectContaining({
        name: 'Triton GLX, White Diamond',
        href: '/triton?model-selection=GLX&option-sku=GLX-1&accessories=TB',
        pricing: { customerType: 'private', pricingType: 'drive-away', state: 'nsw' },
        total: 41250,
        priceText: '$41,250*',
        itemNames: [{ sku: 'TB', name: 'Tow bar' }],
      }),
    ]);
    expect(events.filter((event) => event.name === 'bp-build-saved').map((event) => event.detail)).toEqual([
      { range: 'triton', modelSku: 'GLX', variantSku: 'GLX-1', accessories: ['TB'], total: 41250, savedBuilds: 1, stored: 'saved' },
    ]);
    expect(
      events.some((event) => event.name === 'bp-analytics' && (event.detail as { event: string }).event === 'configuratorSaveBuild'),
    ).toBe(true);
  });

  it('renames by keyboard, deletes, and undo brings the build back with focus on Undo meanwhile', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'First');
    fireEvent.click(within(panel).getByRole('button', { name: 'Rename First' }));
    const field = within(panel).getByLabelText('New name for First');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  For   Sam ' } });
    await act(async () => {
      fireEvent.submit(field.closest('form')!);
    });
    within(panel).getByText('Renamed to “For Sam”.');
    expect(
      within(panel)
        .getAllByTestId('saved-build')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['For Sam']);

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete For Sam' }));
    expect(within(panel).queryAllByTestId('saved-build')).toHaveLength(0);
    within(panel).getByText('Deleted “For Sam”.');
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Undo' })));
    expect(JSON.parse(window.localStorage.getItem('bpSavedBuilds')!).builds).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(within(panel).getAllByTestId('saved-build')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('bpSavedBuilds')!).builds.map((b: { name: string }) => b.name)).toEqual(['For Sam']);
  });

  it('keeps focus on the build renamed with Enter, and Undo of a delete focuses the build restored (issue 35, WCAG 2.4.3)', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'First');
    await changeBuild('Add FM');
    await save(panel, 'Second');
    const names = () =>
      within(panel)
        .getAllByTestId('saved-build')
        .map((item) => within(item).getByRole('heading').textContent);
    expect(names().sort()).toEqual(['First', 'Second']);
    // The build listed last: a focus sent to the first item would miss it.
    const last = names().at(-1)!;

    fireEvent.click(within(panel).getByRole('button', { name: `Rename ${last}` }));
    const field = within(panel).getByLabelText(`New name for ${last}`);
    fireEvent.change(field, { target: { value: 'Renamed' } });
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Enter' });
      fireEvent.submit(field.closest('form')!);
    });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Rename Renamed' })));

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Renamed' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Undo' })));
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Renamed' })));
    expect(names().at(-1)).toBe('Renamed');
  });

  it('tells the visitor when storage is full, keeps the build for the page and frees nothing else', async () => {
    window.localStorage.setItem('buildUrl', '/triton?model-selection=GLX');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'bpSavedBuilds') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'Mine');
    within(panel).getByText(
      "Your browser's storage is full, so your saved builds are kept only until you leave this page. Nothing else was changed.",
    );
    expect(within(panel).getAllByTestId('saved-build')).toHaveLength(1);
    expect(window.localStorage.getItem('buildUrl')).toBe('/triton?model-selection=GLX');
  });

  it("shows another tab's save when its storage event comes, and keeps it when this one saves (issue 34)", async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'Mine');
    // Another tab saves after this element read the list, and the browser tells this page.
    const stored = JSON.parse(window.localStorage.getItem('bpSavedBuilds')!);
    const theirs = { ...stored.builds[0], id: 'b2', name: 'Theirs', savedAt: '2026-11-28T07:00:00.000Z' };
    const text = JSON.stringify({ version: 1, builds: [theirs, ...stored.builds] });
    window.localStorage.setItem('bpSavedBuilds', text);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'bpSavedBuilds', newValue: text }));
    });
    await waitFor(() => expect(within(panel).getAllByTestId('saved-build')).toHaveLength(2));
    await changeBuild('Add FM');
    await save(panel, 'Mine again');
    const names = JSON.parse(window.localStorage.getItem('bpSavedBuilds')!).builds.map((build: { name: string }) => build.name);
    expect(names).toEqual(['Mine again', 'Theirs', 'Mine']);
  });

  it('keeps the latest build when storage throws between two writes: told, then stored with the next write (issue 34)', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'First');
    const setItem = Storage.prototype.setItem;
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await changeBuild('Add FM');
    await save(panel, 'Second');
    within(panel).getByText(
      "Your browser's storage is full, so your saved builds are kept only until you leave this page. Nothing else was changed.",
    );
    expect(within(panel).getAllByTestId('saved-build')).toHaveLength(2);
    refuse.mockImplementation(function (this: Storage, key: string, value: string) {
      setItem.call(this, key, value);
    });
    // The clock is set back a day before the third save: it is still kept, and first.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 86_400_000);
    await changeBuild('Choose Red Diamond');
    await save(panel, 'Third');
    const names = JSON.parse(window.localStorage.getItem('bpSavedBuilds')!).builds.map((build: { name: string }) => build.name);
    expect(names).toEqual(['Third', 'Second', 'First']);
  });

  it('never writes over storage it could not read: the visitor is told and the stored builds stay (issue 34)', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'Stored');
    const before = window.localStorage.getItem('bpSavedBuilds');
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === 'bpSavedBuilds') throw new Error('read failed');
      return getItem.call(this, key);
    });
    await changeBuild('Add FM');
    await save(panel, 'Not stored');
    within(panel).getByText('This browser does not let the page keep data, so your saved builds are kept only until you leave this page.');
    expect(within(panel).getAllByTestId('saved-build')).toHaveLength(2);
    vi.restoreAllMocks();
    expect(window.localStorage.getItem('bpSavedBuilds')).toBe(before);
  });

  it('compares a saved build with the build on screen: the differing lines first, then the totals', async () => {
    const { events } = renderSummary();
    let panel = await openPanel();
    await save(panel, 'With tow bar');
    fireEvent.keyDown(panel, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Add FM' }));
    await waitFor(() => expect(screen.getByTestId('build-total').textContent).toBe('$41,449*'));

    panel = await openPanel();
    await waitFor(() => within(panel).getByTestId('saved-build-total'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare With tow bar' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare this build (not saved)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Compare two builds' }));
    const comparison = within(panel).getByTestId('build-comparison');
    const rows = within(comparison)
      .getAllByTestId('difference')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['Not in this build', 'Floor mats+ $199']]);
    expect(within(comparison).getByTestId('compare-total-a').textContent).toBe('$41,250*');
    expect(within(comparison).getByTestId('compare-total-b').textContent).toBe('$41,449*');
    expect(within(comparison).getByTestId('compare-difference').textContent).toBe('+ $199');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(comparison).getByRole('heading', { name: 'With tow bar and This build (not saved)' })),
    );
    expect(events.filter((event) => event.name === 'bp-builds-compared')).toHaveLength(1);
  });
});

describe("the list's own state (src/state/savedBuildsList)", () => {
  it('lets go of the oldest choice when a third build is chosen to compare, and of a build deleted', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'First');
    await changeBuild('Add FM');
    await save(panel, 'Second');
    await changeBuild('Choose Red Diamond');
    await save(panel, 'Third');
    const compare = (name: string) => within(panel).getByRole<HTMLInputElement>('checkbox', { name: `Compare ${name}` });
    for (const name of ['First', 'Second', 'Third']) fireEvent.click(compare(name));
    expect(['First', 'Second', 'Third'].map((name) => compare(name).checked)).toEqual([false, true, true]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Third' }));
    within(panel).getByText('Deleted “Third”.');
    expect(['First', 'Second'].map((name) => compare(name).checked)).toEqual([false, true]);
    within(panel).getByText('Choose two builds to compare.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    // Back, but no longer chosen: a choice is the visitor's to make again.
    expect(compare('Third').checked).toBe(false);
  });

  it('starts afresh when the panel is opened again: nothing chosen, no Undo, no rename form open', async () => {
    renderSummary();
    let panel = await openPanel();
    await save(panel, 'First');
    await changeBuild('Add FM');
    await save(panel, 'Second');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare First' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Rename First' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Second' }));
    within(panel).getByRole('button', { name: 'Undo' });
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved builds' })).toBeNull());

    panel = await openPanel();
    expect(within(panel).getByRole<HTMLInputElement>('checkbox', { name: 'Compare First' }).checked).toBe(false);
    expect(within(panel).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(panel).queryByLabelText('New name for First')).toBeNull();
    await waitFor(() => expect(within(panel).getByTestId('saved-build-total').textContent).toBe('$41,250*'));
  });
});

describe('sharing a comparison (issue 32)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'clipboard');
  });

  it("'Share this comparison' copies the link of both builds as compared, the build on screen named by its vehicle", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'With tow bar');
    await changeBuild('Add FM');
    await waitFor(() => within(panel).getByTestId('saved-build-total'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare With tow bar' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare this build (not saved)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Compare two builds' }));
    const comparison = within(panel).getByTestId('build-comparison');
    await act(async () => {
      fireEvent.click(within(comparison).getByRole('button', { name: 'Share this comparison' }));
    });
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#/?` +
        'a-range=triton&a-name=With%20tow%20bar&a-model-selection=GLX&a-option-sku=GLX-1&a-accessories=TB' +
        '&b-range=triton&b-name=Triton%20GLX&b-model-selection=GLX&b-option-sku=GLX-1&b-accessories=TB,FM' +
        '&priced-for=private.drive-away.nsw',
    );
    within(comparison).getByText('Link is copied');
  });
});

describe('the same build saved twice (issue 35)', () => {
  it('says a second save of an unchanged build is saved already, by its name, and makes no duplicate', async () => {
    const { events } = renderSummary();
    const panel = await openPanel();
    await save(panel, 'For Sam');
    await save(panel, 'For Sam again');
    expect(within(panel).getByTestId('save-status').textContent).toBe('This build is already saved as “For Sam”.');
    await waitFor(() => expect(within(panel).getAllByTestId('saved-build')).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem('bpSavedBuilds')!).builds.map((build: { name: string }) => build.name)).toEqual([
      'For Sam',
    ]);
    expect(events.filter((event) => event.name === 'bp-build-saved')).toHaveLength(1);

    // Changed, it is another build and is saved.
    await changeBuild('Add FM');
    await save(panel, 'With mats');
    within(panel).getByText('Saved as “With mats” on this device.');
    expect(within(panel).getAllByTestId('saved-build')).toHaveLength(2);
  });

  it('names the build on screen by its saved name in a comparison once it is saved', async () => {
    renderSummary();
    const panel = await openPanel();
    await save(panel, 'With tow bar');
    await changeBuild('Add FM');
    await waitFor(() => within(panel).getByTestId('saved-build-total'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare With tow bar' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Compare this build (not saved)' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Compare two builds' }));
    const comparison = within(panel).getByTestId('build-comparison');
    within(comparison).getByRole('heading', { name: 'With tow bar and This build (not saved)' });
    // Pictures of both builds at the top, named by model and colour (plain images: no WebGL needed).
    expect(
      within(comparison)
        .getAllByTestId('compare-picture')
        .map((figure) => [within(figure).getByRole('img').getAttribute('alt'), figure.textContent]),
    ).toEqual([
      ['Triton GLX in White Diamond', 'With tow bar'],
      ['Triton GLX in White Diamond', 'This build (not saved)'],
    ]);

    await save(panel, 'With mats');
    await waitFor(() => within(comparison).getByRole('heading', { name: 'With tow bar and With mats' }));
    expect(within(comparison).queryByText(/not saved/)).toBeNull();

    // Back in the list, the saved build on screen is chosen by its own row: no 'not saved' choice is offered for it.
    fireEvent.click(within(panel).getByRole('button', { name: /back/i }));
    await waitFor(() => within(panel).getByRole('checkbox', { name: 'Compare With mats' }));
    expect(within(panel).queryByRole('checkbox', { name: 'Compare this build (not saved)' })).toBeNull();
  });
});

describe('the build sheet (issue 23)', () => {
  it('puts the sheet at the end of the page, in a shadow root, and opens the print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = renderSummary();
    // The build code's chunk comes once the build is priced: printed when 'Your build' shows it.
    await screen.findByTestId('build-code');
    fireEvent.click(screen.getByRole('button', { name: 'Print build sheet' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const container = document.getElementById('bp-build-sheet')!;
    expect(document.body.lastElementChild).toBe(container);
    const text = container.querySelector('div')!.shadowRoot!.textContent;
    for (const part of [
      'Triton GLX',
      'Priced for: NSW, private, drive-away',
      'Tow bar',
      '+ $1,250',
      'Total',
      '$41,250*',
      'Scan to open this build',
    ]) {
      expect(text).toContain(part);
    }
    // The build code beside the QR code (issue 32.1): the one 'Your build' shows.
    const code = screen.getByTestId('build-code').textContent;
    expect(code).toMatch(/^[0-9A-Z]{4}/);
    expect(container.querySelector('div')!.shadowRoot!.querySelector('.qr')!.textContent).toContain(`Build code: ${code}`);
    expect(events.filter((event) => event.name === 'bp-build-sheet-printed').map((event) => event.detail)).toEqual([
      { range: 'triton', modelSku: 'GLX', variantSku: 'GLX-1', accessories: ['TB'], total: 41250 },
    ]);
  });

  it('tells on the sheet that the QR code could not be drawn, and prints the build link instead (issue 34)', async () => {
    // A page address of 3,000 characters: more than a QR code holds (2,331 bytes at level M).
    const longPath = `/${'p'.repeat(3000)}`;
    window.history.replaceState(null, '', longPath);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderSummary();
      await screen.findByTestId('build-code');
      fireEvent.click(screen.getByRole('button', { name: 'Print build sheet' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    } finally {
      window.history.replaceState(null, '', '/');
    }
    const sheet = document.getElementById('bp-build-sheet')!.querySelector('div')!.shadowRoot!;
    expect(sheet.querySelector('img[alt="QR code that opens this build"]')).toBeNull();
    expect(sheet.textContent).not.toContain('Scan to open this build');
    expect(sheet.textContent).toContain(
      `The QR code could not be drawn. Open this build at: http://localhost:3000${longPath}#/triton?model-selection=GLX&option-sku=GLX-1&accessories=TB`,
    );
    expect(sheet.textContent).toContain('$41,250*');
    // Without a QR code the build code is printed with the sheet's details (issue 32.1).
    expect(sheet.textContent).toContain(`Build code: ${screen.getByTestId('build-code').textContent}`);
  });

  it("prints a saved build's own sheet from the list: its name, code and lines, not the build on screen's (issue 32)", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = renderSummary();
    const panel = await openPanel();
    await save(panel, 'For Sam');
    // Its code as 'Your build' showed it when saved (issue 32.1): the build on screen's changes with it.
    const code = (await screen.findByTestId('build-code')).textContent!;
    await changeBuild('Add FM');
    await waitFor(() => expect(screen.getByTestId('build-total').textContent).toBe('$41,449*'));
    expect(screen.getByTestId('build-code').textContent).not.toBe(code);
    const item = within(panel).getByTestId('saved-build');
    fireEvent.click(await within(item).findByRole('button', { name: 'Print sheet for For Sam' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const sheet = document.getElementById('bp-build-sheet')!.querySelector('div')!.shadowRoot!;
    expect(sheet.querySelector('h1')?.textContent).toBe('For Sam');
    expect([...sheet.querySelectorAll('header p')].map((p) => p.textContent).slice(0, 2)).toEqual([
      'Triton GLX',
      'Priced for: NSW, private, drive-away',
    ]);
    expect(sheet.querySelector('.total')?.textContent).toBe('Total$41,250*');
    expect(sheet.textContent).toContain('Tow bar');
    expect(sheet.textContent).not.toContain('Floor mats');
    expect(sheet.querySelector('img[alt="QR code that opens this build"]')).not.toBeNull();
    expect(sheet.querySelector('.qr')?.textContent).toContain(`Build code: ${code}`);
    expect(events.filter((event) => event.name === 'bp-build-sheet-printed').map((event) => event.detail)).toEqual([
      { range: 'triton', modelSku: 'GLX', variantSku: 'GLX-1', accessories: ['TB'], total: 41250 },
    ]);
  });

  it('names the saved build, the location it is priced for and the dealer chosen (issue 35)', async () => {
    vi.stubGlobal('print', vi.fn());
    const { store } = renderHarness(<SummarySection />, {
      range: {
        models: [GLX],
        accessories: [TOW_BAR, MATS],
        cart: ['TB'],
        disclaimers: SUMMARY_DISCLAIMERS,
        pricing: PRIVATE_NSW,
        location: { suburb: 'Parramatta', state: 'nsw', postcode: '2150' },
      },
    });
    const panel = await openPanel();
    await save(panel, 'For Sam');
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved builds' })).toBeNull());
    act(() => {
      store.set(selectDealerAtom, {
        name: 'Parramatta Mitsubishi',
        address: { street: '1 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '02 9000 0000' },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print build sheet' }));
    const sheet = await waitFor(() => document.getElementById('bp-build-sheet')!.querySelector('div')!.shadowRoot!, { timeout: 5000 });
    expect(sheet.querySelector('h1')?.textContent).toBe('For Sam');
    const meta = [...sheet.querySelectorAll('header p')].map((p) => p.textContent);
    expect(meta.slice(0, 4)).toEqual([
      'Triton GLX',
      'Priced for: NSW, private, drive-away',
      'Location: Parramatta, NSW 2150',
      'Dealer: Parramatta Mitsubishi, 1 Church St, Parramatta NSW 2150, 02 9000 0000',
    ]);
  });
});
