import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { AccessoriesSection } from '../../src/ui/configurator/accessories/AccessoriesSection';
import { AlertHost } from '../../src/ui/configurator/alerts/AlertHost';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { ACCESSORY_DISCLAIMERS, CAB_CHASSIS, LEASE_NSW, accessory, model, tray, trayPaint } from '../support/catalogFactory';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { accessoryListings } from '../support/storeAnswers';
import { ASSET_BASE, renderHarness, type RangeSeed } from './harness';

const lid = accessory('LID', {
  title: 'Hard lid',
  price: 3499,
  accessoryGroup: 'Exterior',
  description: '<p>Colour-matched hard lid.</p>',
  colours: [
    ['White Diamond', '#eeede6'],
    ['Red Diamond', '#a0001c'],
  ],
});
const steps = accessory('STEPS', { title: 'Side steps', price: 849, accessoryGroup: 'Exterior', genuineParts: false });
const mats = accessory('MATS', { title: 'Rubber floor mats', price: 249, accessoryGroup: 'Interior' });
const towbar = accessory('TOWBAR', { title: 'Heavy duty towbar', price: 1199, accessoryGroup: 'Towing' });
const pack = accessory('PACK', { title: 'Adventure Pack', price: 1599, accessoryGroup: 'Packs', includes: ['MATS', 'TOWBAR'] });
// A group whose only item the vehicle does not take: it must not show.
const liner = accessory('LINER', { title: 'Tub liner', accessoryGroup: 'Protection' });

const accessories = [lid, steps, mats, towbar, pack, liner];
const models = [model('GLX', { compatible: ['LID-White Diamond', 'LID-Red Diamond', 'STEPS', 'MATS', 'TOWBAR', 'PACK'] })];

const listing = ['LID.svg', 'LID-2.svg', 'LID-White Diamond.svg', 'LID-Red Diamond.svg', 'STEPS.svg', 'MATS.svg', 'TOWBAR.svg', 'PACK.svg'];

/** The accessories section over a seeded range, its image listing answered from `listing`. */
const renderSection = (range: RangeSeed) =>
  renderHarness(<AccessoriesSection />, { range: { disclaimers: ACCESSORY_DISCLAIMERS, ...range }, assets: accessoryListings(listing) });
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { __trap?: unknown }).__trap;
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('accessories section', () => {
  it('shows the heading, the subheading and pills for non-empty groups only, the first selected', () => {
    renderSection({ models, accessories });
    screen.getByRole('heading', { level: 2, name: 'Choose your accessories' });
    screen.getByText('Because the right accessory makes every drive better.');
    const tabs = within(screen.getByRole('tablist', { name: 'Accessory groups' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Exterior', 'Interior', 'Towing', 'Packs']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hard lid', 'Side steps']);
  });

  it('switches groups by click and by arrow keys', () => {
    renderSection({ models, accessories });
    fireEvent.click(screen.getByRole('tab', { name: 'Towing' }));
    within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Heavy duty towbar' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Towing' }), { key: 'ArrowRight' });
    const packs = screen.getByRole('tab', { name: 'Packs' });
    expect(packs.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(packs);
    fireEvent.keyDown(packs, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Exterior' }).getAttribute('aria-selected')).toBe('true');
  });

  it("counts what 'Your build' lists under Accessories, a pack as the items it contains listed under it, and says so (issue 35)", () => {
    renderHarness(
      <>
        <AccessoriesSection />
        <SummarySection />
      </>,
      { range: { models, accessories, cart: ['PACK', 'STEPS'] }, assets: accessoryListings(listing) },
    );
    // Side steps, and the mats and towbar the pack includes (the pack is their line, not a fourth item).
    expect(screen.getByTestId('accessory-count').textContent).toBe('3 accessories in your build, 2 in your pack');
    const build = screen.getByRole('region', { name: 'Your build' });
    const contents = within(build).getByRole('list', { name: 'Adventure Pack includes' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rubber floor mats', 'Heavy duty towbar']);
    const lines = within(build)
      .getAllByRole('listitem')
      .filter((item) => !within(item).queryByRole('list'));
    expect(lines.map((item) => item.firstChild?.textContent)).toEqual(['Rubber floor mats', 'Heavy duty towbar', 'Side steps']);
  });

  it("counts a Cab Chassis' tray and its paint, which 'Your build' lists under Accessories", () => {
    renderHarness(
      <>
        <AccessoriesSection />
        <SummarySection />
      </>,
      {
        range: {
          models: [model('CC', { subrange: CAB_CHASSIS })],
          accessories: [tray('ALLOY', 2999, 'alloy', { title: 'Alloy tray' }), trayPaint('COAT', 'alloy', [['Jet Black', 1290]]), steps],
          cart: ['ALLOY', 'COAT-Jet Black'],
        },
        assets: accessoryListings(listing),
      },
    );
    const build = screen.getByRole('region', { name: 'Your build' });
    expect(
      within(build)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Alloy tray', 'COAT Jet Black']);
    expect(screen.getByTestId('accessory-count').textContent).toBe('2 accessories in your build');
  });

  it("says what it counts with a tray, its paint and a pack: 4 accessories, 2 of them in the pack, on 3 lines of 'Your build' (issue 35)", () => {
    renderHarness(
      <>
        <AccessoriesSection />
        <SummarySection />
      </>,
      {
        range: {
          models: [model('CC', { subrange: CAB_CHASSIS, compatible: ['ALLOY', 'COAT-Jet Black', 'PACK', 'MATS', 'TOWBAR'] })],
          accessories: [
            tray('ALLOY', 2999, 'alloy', { title: 'Alloy tray' }),
            trayPaint('COAT', 'alloy', [['Jet Black', 1290]]),
            mats,
            towbar,
            pack,
          ],
          cart: ['ALLOY', 'COAT-Jet Black', 'PACK'],
        },
        assets: accessoryListings(listing),
      },
    );
    const build = screen.getByRole('region', { name: 'Your build' });
    const lines = within(within(build).getByRole('list', { name: 'Accessories' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === null);
    expect(lines.map((item) => item.firstChild?.textContent)).toEqual(['Alloy tray', 'COAT Jet Black', 'Adventure Pack']);
    expect(screen.getByTestId('accessory-count').textContent).toBe('4 accessories in your build, 2 in your pack');
  });

  it("adds with 'Add' and asks to remove with 'Remove', naming the accessory", () => {
    const { cart, build } = renderSection({ models, accessories });
    within(card('Side steps')).getByText('+ $849');
    fireEvent.click(screen.getByRole('button', { name: 'Add Side steps' }));
    expect(cart()).toEqual(['STEPS']);
    expect(screen.getByTestId('accessory-count').textContent).toBe('1 accessory in your build');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Side steps' }));
    expect(build().pending?.modalHeader).toBe('Remove this accessory?');
    expect(cart()).toEqual(['STEPS']);
  });

  it('tells why an accessory cannot be added when no change to the build lets it in, and keeps focus on its Add button', async () => {
    const user = userEvent.setup();
    const lighting = [
      accessory('LID', { title: 'Hard lid', accessoryGroup: 'Exterior' }),
      accessory('LOOM', { title: 'Wiring loom', accessoryGroup: 'Lighting', excludes: ['LIGHTS'] }),
      accessory('LIGHTS', { title: 'Sports bar LED lights', accessoryGroup: 'Lighting', requires: ['LOOM'], excludes: ['LOOM'] }),
    ];
    const { cart } = renderHarness(
      <>
        <AccessoriesSection />
        <AlertHost />
      </>,
      { range: { accessories: lighting, cart: ['LID'] }, assets: accessoryListings(listing) },
    );
    await user.click(screen.getByRole('tab', { name: 'Lighting' }));
    const add = screen.getByRole('button', { name: 'Add Sports bar LED lights' });
    await user.click(add);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("The Sports bar LED lights can't be added to this build."));
    expect(cart()).toEqual(['LID']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Sports bar LED lights' }));
  });

  // Issue 22.2: this used to be the refusal "Remove the Hard lid first."; the smallest repair replaces that dead end.
  it('proposes the smallest repair for an accessory the build refuses: Cancel leaves the build, Confirm applies it', async () => {
    const user = userEvent.setup();
    const lighting = [
      accessory('LID', { title: 'Hard lid', accessoryGroup: 'Exterior', excludes: ['BAR'], price: 3499 }),
      accessory('BAR', { title: 'Sports bar', accessoryGroup: 'Exterior', excludes: ['LID'], price: 1499 }),
      accessory('LIGHTS', { title: 'Sports bar LED lights', accessoryGroup: 'Lighting', extraRequires: ['BAR'], price: 449 }),
    ];
    const { cart } = renderHarness(
      <>
        <AccessoriesSection />
        <AlertHost />
        <ProposalModalHost />
      </>,
      { range: { models: [model('GLX', { price: 64490 })], accessories: lighting, cart: ['LID'] }, assets: accessoryListings(listing) },
    );
    await user.click(screen.getByRole('tab', { name: 'Lighting' }));
    await user.click(screen.getByRole('button', { name: 'Add Sports bar LED lights' }));
    let dialog = await screen.findByRole('dialog', { name: 'Your selection requires changes' });
    expect(within(within(dialog).getByRole('region', { name: 'Remove to make room' })).getByText('Hard lid')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Accessories added' })).getByText('Sports bar')).toBeTruthy();
    expect(dialog.textContent).toContain('$66,438');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cart()).toEqual(['LID']);

    await user.click(screen.getByRole('button', { name: 'Add Sports bar LED lights' }));
    dialog = await screen.findByRole('dialog', { name: 'Your selection requires changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect([...cart()].sort()).toEqual(['BAR', 'LIGHTS']));
  });

  it('adds the colour picked on the swatches, and swaps the variant of a colour in the cart', () => {
    const { cart } = renderSection({ models, accessories });
    const swatches = within(card('Hard lid')).getByRole('radiogroup', { name: 'Colour of Hard lid' });
    // The vehicle is White Diamond: the matching colour is shown first.
    expect((within(swatches).getByRole('radio', { name: 'White Diamond' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(swatches).getByRole('radio', { name: 'Red Diamond' }));
    expect(cart()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Hard lid' }));
    expect(cart()).toEqual(['LID-Red Diamond']);
    fireEvent.click(within(card('Hard lid')).getByRole('radio', { name: 'White Diamond' }));
    expect(cart()).toEqual(['LID-White Diamond']);
  });

  it('shows pack items as included, without a price, and explains instead of removing', () => {
    const { cart, build } = renderSection({ models, accessories, cart: ['PACK'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }));
    const mat = card('Rubber floor mats');
    expect(within(mat).queryByText('+ $249')).toBeNull();
    expect(within(mat).getAllByText('Included').length).toBeGreaterThan(0);
    expect(within(mat).queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(within(mat).getByRole('button', { name: 'Included: Rubber floor mats' }));
    expect(cart()).toEqual(['PACK']);
    expect(build().alert?.content).toBe(
      "Packed in and locked in! This accessory is included in your pack, so there's no price and it can't be removed.",
    );
  });

  it("lists a pack's contents on its card (issue 26.10)", () => {
    renderSection({ models, accessories });
    expect(within(card('Side steps')).queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Packs' }));
    const contents = within(card('Adventure Pack')).getByRole('list', { name: 'In the Adventure Pack' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rubber floor mats', 'Heavy duty towbar']);
  });

  it("shows 'POA' for accessories under lease", () => {
    renderSection({ models, accessories, pricing: LEASE_NSW });
    within(card('Side steps')).getByText('POA');
    within(card('Hard lid')).getByText('POA');
  });

  it('shows each card image from the asset listing with the title as alt text, in a reserved box', async () => {
    renderSection({ models, accessories });
    const image = await within(card('Side steps')).findByRole('img', { name: 'Side steps' });
    expect(image.getAttribute('src')).toBe(`${ASSET_BASE}/content/dam/mmal/accessories/triton/2025/STEPS.svg`);
    expect(within(card('Hard lid')).getByRole('img', { name: 'Hard lid' }).getAttribute('src')).toContain('/LID-White Diamond.svg');
  });

  it('leaves tray accessories out of the list for Cab Chassis', () => {
    renderSection({
      models: [model('CC', { subrange: CAB_CHASSIS })],
      accessories: [steps, tray('ALLOY', 4000, 'alloy', { title: 'Alloy tray' })],
    });
    expect(screen.queryByRole('tab', { name: 'Trays' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Alloy tray' })).toBeNull();
  });

  it('shows its own loading state while the accessories are on their way', () => {
    renderSection({ models, accessories: [], accessoriesStatus: 'loading' });
    expect(screen.getByRole('heading', { name: 'Choose your accessories' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading accessories…');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the spec message when the accessories could not be fetched', () => {
    renderSection({ models, accessories: [], accessoriesStatus: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, there was an error fetching accessories for this vehicle. Please try again later or get in touch with your Dealership.',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('accessory modal', () => {
  it('opens from More information with carousel, badge, price, colours, Description, SKU and Disclaimer', async () => {
    renderSection({ models, accessories });
    fireEvent.click(screen.getByRole('button', { name: 'More information about Hard lid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hard lid' });
    const modal = within(dialog);
    modal.getByText('Genuine parts');
    modal.getByText('+ $3,499');
    modal.getByRole('heading', { name: 'Description' });
    modal.getByText('Colour-matched hard lid.');
    modal.getByRole('heading', { name: 'SKU' });
    modal.getByText('LID-White Diamond');
    modal.getByRole('heading', { name: 'Disclaimer' });
    modal.getByText('Accessory images are for illustration only.');
    expect(modal.queryByRole('button', { name: /tray|Included in build/ })).toBeNull();

    // Two images: the colour's own and the numbered extra view.
    await waitFor(() => expect(modal.getByRole('img').getAttribute('alt')).toBe('Hard lid, image 1 of 2'));
    fireEvent.click(modal.getByRole('button', { name: 'Next image' }));
    expect(modal.getByRole('img').getAttribute('src')).toContain('/LID-2.svg');
    fireEvent.click(modal.getByRole('button', { name: 'Previous image' }));
    expect(modal.getByRole('img').getAttribute('src')).toContain('/LID-White Diamond.svg');

    fireEvent.click(modal.getByRole('radio', { name: 'Red Diamond' }));
    modal.getByText('LID-Red Diamond');

    fireEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds and removes the accessory from its info modal and says when it is in the build (issue 26.10)', async () => {
    const { cart, build } = renderSection({ models, accessories });
    fireEvent.click(screen.getByRole('button', { name: 'More information about Side steps' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Side steps' }));
    expect(modal.getByRole('status').textContent).toBe('');
    fireEvent.click(modal.getByRole('button', { name: 'Add to build' }));
    expect(cart()).toEqual(['STEPS']);
    expect(modal.getByRole('status').textContent).toBe('In your build');
    fireEvent.click(modal.getByRole('button', { name: 'Remove from build' }));
    // Removal asks first, as the card's Remove does.
    expect(build().pending?.modalHeader).toBe('Remove this accessory?');
    expect(cart()).toEqual(['STEPS']);
  });

  it("says in a pack item's info modal that its pack brings it, and offers no Add or Remove (issue 26.10)", async () => {
    renderSection({ models, accessories, cart: ['PACK'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Interior' }));
    fireEvent.click(screen.getByRole('button', { name: 'More information about Rubber floor mats' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Rubber floor mats' }));
    expect(modal.getByRole('status').textContent).toBe('Included in your build with your pack');
    expect(modal.queryByRole('button', { name: /to build|from build/ })).toBeNull();
  });

  it("lists a pack's contents in its info modal (issue 26.10)", async () => {
    renderSection({ models, accessories });
    fireEvent.click(screen.getByRole('tab', { name: 'Packs' }));
    fireEvent.click(screen.getByRole('button', { name: 'More information about Adventure Pack' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Adventure Pack' }));
    modal.getByRole('heading', { name: 'In this pack' });
    expect(modal.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rubber floor mats', 'Heavy duty towbar']);
  });

  it('opens from a card click, and has no Genuine parts badge for approved parts', async () => {
    renderSection({ models, accessories });
    fireEvent.click(within(card('Side steps')).getByRole('heading', { name: 'Side steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Side steps' });
    expect(within(dialog).queryByText('Genuine parts')).toBeNull();
  });

  it('renders a description carrying scripts and event handlers without running them', async () => {
    const trap = vi.fn();
    (window as unknown as { __trap: () => void }).__trap = trap;
    const evil = accessory('EVIL', {
      title: 'Bonnet protector',
      accessoryGroup: 'Exterior',
      description:
        '<p>Tough</p><img src=x onerror="window.__trap()"><script>window.__trap()</script><a href="javascript:window.__trap()">go</a>',
    });
    renderSection({ models: [model('GLX')], accessories: [evil] });
    fireEvent.click(screen.getByRole('button', { name: 'More information about Bonnet protector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonnet protector' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    within(dialog).getByText('Tough');
    expect(dialog.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    expect(trap).not.toHaveBeenCalled();
  });
});
