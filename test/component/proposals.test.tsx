import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLACK, CAB_CHASSIS, PICK_UP, RED, WHITE, accessory, model, tray } from '../support/catalogFactory';
import { AlertHost } from '../../src/ui/configurator/alerts/AlertHost';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { accessoryListings } from '../support/storeAnswers';
import { renderHarness, type RangeSeed, type Trigger } from './harness';

/**
 * The proposal modal and alert hosts over a seeded range (no 3D view), with `triggers` standing in
 * for the cards and sections; `images` are the range's accessory image listing.
 */
function renderProposals({ triggers, images = [], ...range }: RangeSeed & { triggers?: Trigger[]; images?: string[] } = {}) {
  // An unrelated file keeps a listing from reading as empty (which logs).
  const assets = accessoryListings(['unrelated.png', ...images], ['unrelated.png']);
  return renderHarness(
    <>
      <AlertHost />
      <ProposalModalHost />
    </>,
    { range: { has3DView: false, ...range }, triggers, assets },
  );
}

// Prices by hand: the GLX is $40,000 in White Diamond (+$0), Red Diamond +$700, Jet Black +$700.
const TOWING = [
  accessory('TOWBAR', { title: 'Heavy duty towbar', price: 1199, requires: ['HARNESS'] }),
  accessory('HARNESS', { title: 'Towbar wiring harness', price: 349 }),
];
const COVERS = [
  accessory('HARDLID', { title: 'Hard lid', price: 3499, excludes: ['CANOPY'] }),
  accessory('CANOPY', { title: 'Canopy', price: 4999 }),
];
const LIGHTS = [
  accessory('LIGHTBAR', { title: 'LED light bar', price: 1299, requires: ['WIRING'], extraRequires: ['STEELBAR', 'ALLOYBAR'] }),
  accessory('WIRING', { title: 'Driving light wiring harness', price: 249 }),
  accessory('STEELBAR', { title: 'Steel bull bar', price: 2999 }),
  accessory('ALLOYBAR', { title: 'Alloy bull bar', price: 3299 }),
];

const dialog = () => screen.findByRole('dialog');

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openedBy(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  return dialog();
}

function section(modal: HTMLElement, heading: string): HTMLElement {
  const region = within(modal).getByRole('region', { name: heading });
  return region;
}

describe('proposed changes modal', () => {
  it("shows 'This one's got a plus-one' with the required accessory under 'Accessories added'; Confirm adds both", async () => {
    const { build } = renderProposals({ accessories: TOWING, triggers: [{ add: 'TOWBAR' }] });
    const modal = await openedBy('Add TOWBAR');
    within(modal).getByRole('heading', { level: 2, name: "This one's got a plus-one" });
    const item = within(modal).getByTestId('item-being-updated');
    expect(item.textContent).toContain('Heavy duty towbar');
    expect(item.textContent).toContain('+ $1,199');
    const added = section(modal, 'Accessories added');
    within(added).getByText('Towbar wiring harness');
    within(added).getByText('+ $349');
    // $1,199 + $349 on $40,000.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $1,548');
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$41,548*');
    expect(within(modal).queryByRole('region', { name: 'Remove to make room' })).toBeNull();

    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...build().cart].sort()).toEqual(['HARNESS', 'TOWBAR']);
    expect(build().pending).toBeNull();
  });

  it("shows the accessory's picture from the range's image listing", async () => {
    renderProposals({ accessories: TOWING, images: ['TOWBAR.png', 'HARNESS.png'], triggers: [{ add: 'TOWBAR' }] });
    const modal = await openedBy('Add TOWBAR');
    const item = within(modal).getByTestId('item-being-updated');
    await waitFor(() =>
      expect(item.querySelector('img')?.getAttribute('src')).toBe(
        'https://assets.test/content/dam/mmal/accessories/triton/2025/TOWBAR.png',
      ),
    );
  });

  it("shows 'Some accessories don't mix'; Cancel leaves the build exactly as it was, Confirm swaps", async () => {
    const { build } = renderProposals({ accessories: COVERS, cart: ['CANOPY'], triggers: [{ add: 'HARDLID' }] });
    const before = build();
    let modal = await openedBy('Add HARDLID');
    within(modal).getByRole('heading', { name: "Some accessories don't mix" });
    const removed = section(modal, 'Remove to make room');
    within(removed).getByText('Canopy');
    within(removed).getByText('− $4,999');
    // $3,499 in, $4,999 out.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('− $1,500');
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$43,499*');

    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build()).toBe(before);

    modal = await openedBy('Add HARDLID');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build().cart).toEqual(['HARDLID']);
  });

  it('offers a radio group to select one of two candidates; the first is pre-selected and choosing the second adds it', async () => {
    const { build } = renderProposals({ accessories: LIGHTS, triggers: [{ add: 'LIGHTBAR' }] });
    const modal = await openedBy('Add LIGHTBAR');
    const group = within(modal).getByRole('group', { name: 'Select to add' });
    const steel = within(group).getByRole('radio', { name: /Steel bull bar/ }) as HTMLInputElement;
    const alloy = within(group).getByRole('radio', { name: /Alloy bull bar/ }) as HTMLInputElement;
    expect([steel.checked, alloy.checked]).toEqual([true, false]);
    within(group).getByText('+ $3,299');
    within(section(modal, 'Accessories added')).getByText('Driving light wiring harness');
    // $1,299 + $249 + $2,999 with the steel bar, + $3,299 with the alloy one.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $4,547');

    fireEvent.click(alloy);
    expect(alloy.checked).toBe(true);
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $4,847');
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$44,847*');

    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...build().cart].sort()).toEqual(['ALLOYBAR', 'LIGHTBAR', 'WIRING']);
  });

  it('a repair with a choice (issue 32.4): each bull bar with its price and the new total, the cheaper first; choosing the other updates the lines and totals, Confirm applies it', async () => {
    // The light bar needs a bull bar (the store lists the Alloy first); the Nudge bar in the build cannot go with either.
    const accessories = [
      accessory('LIGHTBAR', { title: 'LED light bar', price: 1299, requires: ['WIRING'], extraRequires: ['ALLOYBAR', 'STEELBAR'] }),
      accessory('WIRING', { title: 'Driving light wiring harness', price: 249 }),
      accessory('ALLOYBAR', { title: 'Alloy bull bar', price: 3299 }),
      accessory('STEELBAR', { title: 'Steel bull bar', price: 2999 }),
      accessory('NUDGE', { title: 'Nudge bar', price: 1099, excludes: ['STEELBAR', 'ALLOYBAR'] }),
    ];
    const { build } = renderProposals({ accessories, cart: ['NUDGE'], triggers: [{ add: 'LIGHTBAR' }] });
    const modal = await openedBy('Add LIGHTBAR');
    within(modal).getByRole('heading', { level: 2, name: 'Your selection requires changes' });
    const removed = section(modal, 'Remove to make room');
    within(removed).getByText("Can't be fitted with the Steel bull bar");
    const group = within(modal).getByRole('group', { name: 'Select to add' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    // $40,000 + $1,299 + $249 and the bar: $2,999 (Steel) or $3,299 (Alloy); the Nudge bar's $1,099 out.
    const shown = (radio: HTMLInputElement) => {
      const label = within(radio.labels![0]!);
      return [label.getByText(/bull bar$/).textContent, label.getByText(/^New total cost/).textContent, label.getByText(/^\+/).textContent];
    };
    expect(radios.map(shown)).toEqual([
      ['Steel bull bar', 'New total cost $44,547*', '+ $2,999'],
      ['Alloy bull bar', 'New total cost $44,847*', '+ $3,299'],
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $3,448');
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$44,547*');

    fireEvent.click(radios[1]!);
    await waitFor(() => expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$44,847*'));
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $3,748');
    within(removed).getByText("Can't be fitted with the Alloy bull bar");
    expect(radios[1]!.checked).toBe(true);
    expect(build().cart).toEqual(['NUDGE']);

    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...build().cart].sort()).toEqual(['ALLOYBAR', 'LIGHTBAR', 'WIRING']);
  });

  it('offers the changed build in a new tab (spec 2): its link follows the chosen candidate and leaves this build as it is', async () => {
    const { build } = renderProposals({ accessories: LIGHTS, triggers: [{ add: 'LIGHTBAR' }] });
    const modal = await openedBy('Add LIGHTBAR');
    const link = within(modal).getByRole('link', { name: 'Open the changed build in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const cartOf = () => new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('accessories')?.split(',').sort();
    expect(cartOf()).toEqual(['LIGHTBAR', 'STEELBAR', 'WIRING']);
    fireEvent.click(within(modal).getByRole('radio', { name: /Alloy bull bar/ }));
    expect(cartOf()).toEqual(['ALLOYBAR', 'LIGHTBAR', 'WIRING']);
    expect(build().cart).toEqual([]);
  });

  it("opens 'Let's fine-tune your build' after a model change with incompatible accessories; Cancel restores the previous selections", async () => {
    const models = [model('GLX', { price: 40000 }), model('GLS', { price: 50000, compatible: ['STEPS'] })];
    const accessories = [
      accessory('SLIDERS', { title: 'Rock sliders', price: 1299 }),
      accessory('STEPS', { title: 'Side steps', price: 849 }),
    ];
    const { build } = renderProposals({ models, accessories, cart: ['SLIDERS', 'STEPS'], triggers: [{ choose: 'model', value: 'GLS' }] });
    const before = build();
    const modal = await openedBy('Choose model GLS');
    within(modal).getByRole('heading', { name: "Let's fine-tune your build" });
    expect(within(modal).getByTestId('item-being-updated').textContent).toContain('GLS');
    // The GLS keeps the build's White Diamond: an unchanged colour is no change, so it is not shown (issue 35).
    expect(within(modal).getByTestId('item-being-updated').textContent).not.toContain('White Diamond');
    within(section(modal, 'Remove to make room')).getByText('Rock sliders');
    // $50,000 + $849 steps.
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('$50,849*');
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $8,701');

    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build()).toBe(before);
    expect(build().selections.model).toBe('GLX');
    expect(build().cart).toEqual(['SLIDERS', 'STEPS']);
  });

  it("says a removed default tray is removed in 'Changes to your build', and a decrease carries a true minus sign", async () => {
    const models = [
      model('CC', { bodyStyle: 'Double Cab Chassis', subrange: CAB_CHASSIS, price: 40000, compatible: ['STEEL', 'TOOLBOX'] }),
      model('PU', { bodyStyle: 'Double Cab Pick Up', subrange: PICK_UP, price: 39000, compatible: [] }),
    ];
    const accessories = [tray('STEEL', 4300, 'steel', { title: 'Steel tray' }), accessory('TOOLBOX', { title: 'Tool box', price: 800 })];
    renderProposals({ models, accessories, cart: ['STEEL', 'TOOLBOX'], triggers: [{ choose: 'bodyStyle', value: 'Double Cab Pick Up' }] });
    const modal = await openedBy('Choose bodyStyle Double Cab Pick Up');
    const changes = section(modal, 'Changes to your build');
    const steel = within(changes).getByText('Steel tray').closest('li')!;
    expect(steel.textContent).toBe('Steel trayRemoved$0');
    expect(changes.textContent).toContain('Double Cab Chassis− $1,000');
    // −$1,000 for the Pick Up, $0 for the tray (it came in the price), −$800 for the tool box.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('\u2212 $1,800');
  });

  it('applies the model and removes incompatible accessories on Confirm after a model change', async () => {
    const models = [model('GLX', { price: 40000 }), model('GLS', { price: 50000, compatible: ['STEPS'] })];
    const accessories = [accessory('SLIDERS', { title: 'Rock sliders' }), accessory('STEPS', { title: 'Side steps' })];
    const { build } = renderProposals({ models, accessories, cart: ['SLIDERS', 'STEPS'], triggers: [{ choose: 'model', value: 'GLS' }] });
    const modal = await openedBy('Choose model GLS');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([build().selections.model, build().cart]).toEqual(['GLS', ['STEPS']]);
  });

  it("asks 'Great colour choice!' with 'Your accessory colours', the matching colour pre-selected; the chosen colour is applied", async () => {
    const models = [model('GLX', { price: 40000, exteriors: [WHITE, RED, BLACK] })];
    const accessories = [
      accessory('CANOPY', {
        title: 'Canopy',
        price: 4999,
        colours: [
          ['White Diamond', '#eeede6'],
          ['Red Diamond', '#9e1b24'],
          ['Jet Black', '#15171a'],
        ],
      }),
    ];
    const { build } = renderProposals({
      models,
      accessories,
      cart: ['CANOPY-White Diamond'],
      triggers: [{ choose: 'exterior', value: RED.valueIndex, label: 'Red Diamond' }],
    });
    const modal = await openedBy('Red Diamond');
    within(modal).getByRole('heading', { level: 2, name: 'Great colour choice! Do you want to change others?' });
    within(modal).getByText('Do you want to update any of your accessory colours to match the vehicle colour?');
    const colours = section(modal, 'Your accessory colours');
    const canopy = within(colours).getByRole('group', { name: 'Canopy' });
    expect((within(canopy).getByRole('radio', { name: 'Red Diamond' }) as HTMLInputElement).checked).toBe(true);
    // Red paint +$700; the canopy costs the same in every colour.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $700');

    fireEvent.click(within(canopy).getByRole('radio', { name: 'Jet Black' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([build().selections.exterior, build().cart]).toEqual([RED.valueIndex, ['CANOPY-Jet Black']]);
  });

  it('reverts the exterior when the colour modal is cancelled', async () => {
    const models = [model('GLX', { exteriors: [WHITE, RED] })];
    const accessories = [accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond']] })];
    const { build } = renderProposals({
      models,
      accessories,
      cart: ['CANOPY-White Diamond'],
      triggers: [{ choose: 'exterior', value: RED.valueIndex }],
    });
    const before = build();
    const modal = await openedBy(`Choose exterior ${RED.valueIndex}`);
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build()).toBe(before);
  });

  it("confirms a removal with 'Remove this accessory?' and a Remove button, listing what leaves with it", async () => {
    const { build } = renderProposals({ accessories: TOWING, cart: ['TOWBAR', 'HARNESS'], triggers: [{ remove: 'HARNESS' }] });
    const modal = await openedBy('Remove HARNESS');
    within(modal).getByRole('heading', { name: 'Remove this accessory?' });
    expect(within(modal).getByTestId('item-being-updated').textContent).toContain('− $349');
    within(section(modal, 'Remove to make room')).getByText('Heavy duty towbar');
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('− $1,548');
    expect(within(modal).queryByRole('button', { name: 'Confirm' })).toBeNull();
    // A removal's confirmation offers no new-tab preview.
    expect(within(modal).queryByRole('link')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build().cart).toEqual([]);
  });

  it("offers on 'Some accessories don't mix' to remove the Driving light wiring harness added for the LED light bar that makes room", async () => {
    const accessories = [
      accessory('LIGHTBAR', { title: 'LED light bar', price: 1299, requires: ['WIRING'] }),
      accessory('WIRING', { title: 'Driving light wiring harness', price: 249 }),
      accessory('HARDLID', { title: 'Hard lid', price: 3499, excludes: ['LIGHTBAR'] }),
    ];
    const { build } = renderProposals({ accessories, cart: ['LIGHTBAR', 'WIRING'], triggers: [{ add: 'HARDLID' }] });
    const modal = await openedBy('Add HARDLID');
    within(modal).getByRole('heading', { name: "Some accessories don't mix" });
    const harness = within(modal).getByRole('checkbox', { name: /Driving light wiring harness/ }) as HTMLInputElement;
    expect(harness.checked).toBe(true);
    // 3,499 in; 1,299 and 249 out.
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $1,951');
    fireEvent.click(harness);
    await waitFor(() => expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('+ $2,200'));
    fireEvent.click(harness);
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build().cart).toEqual(['HARDLID']);
  });

  it('shows POA for prices under lease when accessories make the price on application', async () => {
    renderProposals({
      pricing: { customerType: 'business', pricingType: 'mmba', state: 'nsw' },
      accessories: TOWING,
      triggers: [{ add: 'TOWBAR' }],
    });
    const modal = await openedBy('Add TOWBAR');
    within(section(modal, 'Accessories added')).getByText('POA');
    expect(within(modal).getByText('Price change').nextElementSibling?.textContent).toBe('POA');
    expect(within(modal).getByText('New total cost').nextElementSibling?.textContent).toBe('POA');
    // Said before Confirm: the weekly lease price goes (issue 26.4).
    expect(within(modal).getByTestId('becomes-poa').textContent).toBe(
      'Confirming this makes prices show POA (price on application): a lease with accessories is priced by your dealer.',
    );
  });

  it('says nothing of POA when the lease is on application already or stays weekly', async () => {
    renderProposals({ accessories: TOWING, triggers: [{ add: 'TOWBAR' }] });
    const modal = await openedBy('Add TOWBAR');
    expect(within(modal).queryByTestId('becomes-poa')).toBeNull();
  });
});

describe('proposed changes modal by keyboard', () => {
  // user-event walks radio groups with CSS.escape, which jsdom lacks.
  beforeAll(() => {
    if (typeof window.CSS?.escape !== 'function') {
      const escape = (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`);
      Object.defineProperty(window, 'CSS', { configurable: true, value: { ...window.CSS, escape } });
    }
  });

  it('opens from the focused control, focuses Cancel (the safe action), chooses with the arrow keys and confirms with Enter', async () => {
    const user = userEvent.setup();
    const { build } = renderProposals({ accessories: LIGHTS, triggers: [{ add: 'LIGHTBAR' }] });
    const trigger = screen.getByRole('button', { name: 'Add LIGHTBAR' });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const modal = await dialog();
    const confirm = within(modal).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Cancel' })));

    // Before Cancel: the open-in-new-tab link, then the choices.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(modal).getByRole('link', { name: 'Open the changed build in a new tab' }));
    await user.tab({ shift: true });
    const steel = within(modal).getByRole('radio', { name: /Steel bull bar/ });
    expect(document.activeElement).toBe(steel);
    await user.keyboard('{ArrowDown}');
    const alloy = within(modal).getByRole('radio', { name: /Alloy bull bar/ }) as HTMLInputElement;
    expect(alloy.checked).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...build().cart].sort()).toEqual(['ALLOYBAR', 'LIGHTBAR', 'WIRING']);
  });

  it('selects a colour with Space and confirms with Space', async () => {
    const user = userEvent.setup();
    const models = [model('GLX', { exteriors: [WHITE, RED, BLACK] })];
    const accessories = [accessory('CANOPY', { title: 'Canopy', colours: [['White Diamond'], ['Red Diamond'], ['Jet Black']] })];
    const { build } = renderProposals({
      models,
      accessories,
      cart: ['CANOPY-White Diamond'],
      triggers: [{ choose: 'exterior', value: RED.valueIndex }],
    });
    await user.tab();
    await user.keyboard('{Enter}');
    const modal = await dialog();
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Cancel' })));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    const red = within(modal).getByRole('radio', { name: 'Red Diamond' });
    expect(document.activeElement).toBe(red);
    await user.keyboard('{ArrowDown}');
    expect((within(modal).getByRole('radio', { name: 'Jet Black' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Confirm' }));
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build().cart).toEqual(['CANOPY-Jet Black']);
  });

  it('cancels with Escape and returns focus to the control that triggered the change', async () => {
    const user = userEvent.setup();
    const { build } = renderProposals({ accessories: COVERS, cart: ['CANOPY'], triggers: [{ add: 'HARDLID' }] });
    const before = build();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Add HARDLID' });
    await user.keyboard('{Enter}');
    const modal = await dialog();
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Cancel' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(build()).toBe(before);
    expect(document.activeElement).toBe(trigger);
  });

  it('opens a new proposal with its own default choices', async () => {
    const { build } = renderProposals({ accessories: LIGHTS, triggers: [{ add: 'LIGHTBAR' }] });
    let modal = await openedBy('Add LIGHTBAR');
    fireEvent.click(within(modal).getByRole('radio', { name: /Alloy bull bar/ }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    modal = await openedBy('Add LIGHTBAR');
    expect((within(modal).getByRole('radio', { name: /Steel bull bar/ }) as HTMLInputElement).checked).toBe(true);
    expect(build().pending).not.toBeNull();
  });
});
