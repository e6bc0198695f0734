import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAtom, pricingAtom } from '../../src/state/atoms';
import { OptionSections } from '../../src/ui/configurator/options/OptionSections';
import { goodAssets, pajeroAnswers, tritonAnswers, type AssetAnswer } from '../support/storeAnswers';
import { LEASE_NSW, WHITE, model, offers, optionValue } from '../support/catalogFactory';
import { loadRange, renderHarness } from './harness';

/** The option sections with the Triton range loaded through the loaders; the asset API answers with `assets`. */
async function renderTriton(search = '', assets: Record<string, AssetAnswer> = goodAssets()) {
  const view = renderHarness(<OptionSections />, { path: '/triton', answers: tritonAnswers, assets });
  await loadRange(view.instance, 'triton', search);
  return view;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const radio = (groupName: string, name: string | RegExp) => within(group(groupName)).getByRole('radio', { name });
const checkedIn = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('radio')
    .find((r) => r.getAttribute('aria-checked') === 'true');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('option sections', () => {
  it('shows only the groups the model supports, in the spec order', async () => {
    await renderTriton();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // GLX Single Cab has no option pack.
    expect(headings).toEqual(['Body Style', 'Transmission', 'Model', 'Drive & Fuel Type', 'Exterior colours', 'Interior']);
    expect(screen.queryByRole('radiogroup', { name: 'Option Pack' })).toBeNull();
  });

  it('wraps the groups in the exteriorContent and interiorContent sections', async () => {
    const { container } = await renderTriton();
    const exterior = container.querySelector<HTMLElement>('#exteriorContent')!;
    const interior = container.querySelector<HTMLElement>('#interiorContent')!;
    const names = (section: HTMLElement) =>
      within(section)
        .getAllByRole('radiogroup')
        .map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(names(exterior)).toEqual(['Body Style', 'Transmission', 'Model', 'Drive & Fuel Type', 'Exterior colours']);
    expect(names(interior)).toEqual(['Interior']);
  });

  it('changes the build when a value is chosen, and the shown prices follow', async () => {
    const user = userEvent.setup();
    const { instance } = await renderTriton();
    expect(radio('Model', /GLX/).textContent).toContain('$39,990*');
    radio('Exterior colours', 'Sterling Silver, + $740');

    await user.click(radio('Body Style', /Double Cab/));
    expect(checkedIn('Body Style')?.textContent).toContain('Double Cab');
    expect(instance.store.get(buildAtom)?.selections.bodyStyle).toBe('Double Cab');
    expect(
      within(group('Transmission'))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['6-speed manual', '6-speed automatic']);

    await user.click(radio('Transmission', '6-speed automatic'));
    const models = within(group('Model'))
      .getAllByRole('radio')
      .map((r) => r.textContent);
    expect(models).toEqual(['GLX$56,990*', 'GLS$64,490*', 'GSR$68,990*']);

    await user.click(radio('Model', /GLS/));
    screen.getByRole('radiogroup', { name: 'Option Pack' });
    expect(radio('Option Pack', /Premium Pack/).textContent).toContain('+ $2,500');
    // What the pack adds is listed on its choice, and heard in its name (issue 26.10); Standard lists nothing.
    radio('Option Pack', /^Premium Pack, includes: Leather-appointed seats, Heated front seats\s*\+ \$2,500$/);
    expect(
      [...within(radio('Option Pack', /Premium Pack/)).getByTestId('option-pack-contents').children].map((item) => [
        item.textContent,
        getComputedStyle(item).display,
      ]),
    ).toEqual([
      ['Leather-appointed seats', 'list-item'],
      ['Heated front seats', 'list-item'],
    ]);
    expect(within(radio('Option Pack', /Standard/)).queryByTestId('option-pack-contents')).toBeNull();
    expect(radio('Interior', /Tan leather/).textContent).toContain('+ $1,500');

    await user.click(radio('Exterior colours', 'Red Diamond, + $1,040'));
    expect(screen.getByTestId('chosen-colour').textContent).toBe('Red Diamond+ $1,040');
    expect(instance.store.get(buildAtom)?.selections.exterior).toBe(5009);
  });

  it('shows weekly option prices for lease customers', async () => {
    const user = userEvent.setup();
    const { instance } = await renderTriton();
    await user.click(radio('Body Style', /Double Cab/));
    await user.click(radio('Transmission', '6-speed automatic'));
    await user.click(radio('Model', /GLS/));
    act(() => instance.store.set(pricingAtom, { customerType: 'business', pricingType: 'mmba', state: null }));
    expect(radio('Interior', /Tan leather/).textContent).toContain('+ $9 per week');
    expect(radio('Model', /GLS/).textContent).toContain('$299 per week^');
  });

  it('hides values the current choices do not offer', async () => {
    const user = userEvent.setup();
    await renderTriton();
    await user.click(radio('Body Style', /Double Cab/));
    await user.click(radio('Transmission', '6-speed automatic'));
    await user.click(radio('Model', /GSR/));
    const colours = within(group('Exterior colours'))
      .getAllByRole('radio')
      .map((r) => r.getAttribute('aria-label'));
    expect(colours).toEqual(['White Solid, $0', 'Graphite Grey, + $740']);
    // Single Cab comes only with a manual: the automatic is not offered there.
    await user.click(radio('Body Style', /Single Cab/));
    expect(
      within(group('Transmission'))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['6-speed manual']);
  });

  it('chooses with the arrow keys (the focused choice is the checked one) and with Space or Enter', async () => {
    const user = userEvent.setup();
    const { instance } = await renderTriton();
    const single = radio('Body Style', /Single Cab/);
    const double = radio('Body Style', /Double Cab/);
    expect(single.tabIndex).toBe(0);
    expect(double.tabIndex).toBe(-1);
    single.focus();
    await user.keyboard('{ArrowDown}');
    expect(instance.store.get(buildAtom)?.selections.bodyStyle).toBe('Double Cab');
    expect(radio('Body Style', /Double Cab/).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Body Style', /Double Cab/));
    await user.keyboard('{ArrowUp}');
    expect(instance.store.get(buildAtom)?.selections.bodyStyle).toBe('Single Cab');
    expect(document.activeElement).toBe(radio('Body Style', /Single Cab/));
    await user.keyboard('{ArrowDown}');
    expect(instance.store.get(buildAtom)?.selections.bodyStyle).toBe('Double Cab');

    const manual = radio('Transmission', '6-speed manual');
    manual.focus();
    await user.keyboard('{ArrowRight}');
    expect(instance.store.get(buildAtom)?.selections.transmission).toBe('6-speed automatic');
    await user.keyboard('{ArrowLeft}');
    expect(instance.store.get(buildAtom)?.selections.transmission).toBe('6-speed manual');
    expect(document.activeElement?.textContent).toBe('6-speed manual');
    // Space or Enter on a choice not checked (reached by Tab in a group where nothing is) chooses it.
    radio('Transmission', '6-speed automatic').focus();
    await user.keyboard('{Enter}');
    expect(instance.store.get(buildAtom)?.selections.transmission).toBe('6-speed automatic');
  });

  it('shows the chosen model’s key features and disclaimers, safely', async () => {
    const user = userEvent.setup();
    await renderTriton();
    const toggle = await screen.findByRole('button', { name: /Key Features/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panelId = toggle.getAttribute('aria-controls')!;
    let panel = document.getElementById(panelId)!;
    expect(panel.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    within(panel).getByText('GLX single cab workhorse');
    within(panel).getByText('GLX features vary.');

    await user.click(radio('Body Style', /Double Cab/));
    // No fragment for the GLX Double Cab manual: the disclosure goes.
    expect(screen.queryByRole('button', { name: /Key Features/ })).toBeNull();
    await user.click(radio('Transmission', '6-speed automatic'));
    panel = document.getElementById(panelId)!;
    within(panel).getByText('GLX double cab automatic');
    await user.click(radio('Model', /GLS/));
    within(panel).getByText('GLS leather and premium audio');
    expect(within(panel).queryByText('GLX double cab automatic')).toBeNull();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onclick]')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Key Features/ }));
    expect(panel.hidden).toBe(true);
  });

  it('shows the key features the variant listing names, safely, and the range’s for a variant without a listing (spec 7.9)', async () => {
    const user = userEvent.setup();
    const listed = {
      class: ['assets/folder'],
      properties: { name: '6-speed-manual' },
      entities: [
        {
          class: ['assets/asset'],
          properties: {
            name: 'key-features',
            contentFragment: true,
            elements: {
              main: { value: '<ul><li>Listed for this variant</li></ul><img src="x" onerror="bad()"><script>bad()</script>' },
              disclaimers: { value: ['Listed disclaimer.'] },
            },
          },
        },
      ],
    };
    const { assetRequests } = await renderTriton('', { '2wd/diesel/6-speed-manual.json': listed, ...goodAssets() });
    const toggle = await screen.findByRole('button', { name: /Key Features/ });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await within(panel).findByText('Listed for this variant');
    within(panel).getByText('Listed disclaimer.');
    expect(within(panel).queryByText('GLX single cab workhorse')).toBeNull();
    expect(panel.querySelector('script, [onerror]')).toBeNull();
    expect(assetRequests.some((url) => url.endsWith('/glx-single-cab/2wd/diesel/6-speed-manual.json'))).toBe(true);

    // The GLX Double Cab automatic has no listing (its folder answers images only): the range's fragment shows.
    await user.click(radio('Body Style', /Double Cab/));
    await user.click(radio('Transmission', '6-speed automatic'));
    await screen.findByText('GLX double cab automatic');
    expect(screen.queryByText('Listed for this variant')).toBeNull();
  });

  it('leaves the Key Features row empty when the fragments cannot be fetched', async () => {
    const { assetRequests } = await renderTriton('', { 'key-features': 500, 'mmal/vehicles/': 500 });
    await waitFor(() => expect(assetRequests.some((url) => url.includes('key-features'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Key Features/ })).toBeNull();
    screen.getByTestId('key-features');
    group('Body Style');
  });

  it('shows the seats count on Body Style choices for triton', async () => {
    await renderTriton();
    expect(radio('Body Style', /Single Cab/).textContent).toBe('Single Cab2 seats');
    expect(radio('Body Style', /Double Cab/).textContent).toBe('Double Cab5 seats');
    expect(radio('Model', /GLX/).textContent).not.toContain('seats');
  });

  it('shows the seats count on Model choices for pajero', async () => {
    const view = renderHarness(<OptionSections />, { path: '/pajero-sport', answers: pajeroAnswers, assets: {} });
    await loadRange(view.instance, 'pajero-sport');
    expect(radio('Model', /GLX/).textContent).toContain('5 seats');
    expect(radio('Model', /GLS/).textContent).toContain('7 seats');
    expect(radio('Body Style', /SUV/).textContent).toBe('SUV');
  });

  it('draws a swatch from the colour, or the store swatch image when there is no colour', async () => {
    const user = userEvent.setup();
    await renderTriton();
    await user.click(radio('Body Style', /Double Cab/));
    await user.click(radio('Transmission', '6-speed automatic'));
    await user.click(radio('Model', /GLS/));
    const swatchOf = (name: RegExp) => radio('Exterior colours', name).querySelector('[aria-hidden="true"]') as HTMLElement;
    const white = swatchOf(/White Solid/);
    const black = swatchOf(/Jet Black/);
    expect(getComputedStyle(white).backgroundColor).toBe('rgb(245, 245, 242)');
    expect(getComputedStyle(black).background).toContain('/media/catalog/swatch/jet-black.svg');
  });

  it("shows a pearl ('Diamond') paint with a sheen the flat White Solid has not, and names each paint under its swatch for touch (issue 35)", async () => {
    const user = userEvent.setup();
    await renderTriton();
    await user.click(radio('Body Style', /Double Cab/));
    await user.click(radio('Transmission', '6-speed automatic'));
    await user.click(radio('Model', /GLS/));
    const swatchOf = (name: RegExp) => radio('Exterior colours', name).querySelector('[aria-hidden="true"]') as HTMLElement;
    const solid = swatchOf(/White Solid/);
    const diamond = swatchOf(/Red Diamond/);
    expect([solid.dataset.finish, diamond.dataset.finish]).toEqual([undefined, 'pearl']);
    expect(within(radio('Exterior colours', /Red Diamond/)).getByTestId('swatch-name').textContent).toBe('Red Diamond');
  });
});

describe('lease paints (issue 26.4)', () => {
  it("offers a paint that would put the lease on application as such, not as '+ $X per week'", () => {
    renderHarness(<OptionSections />, { range: { pricing: LEASE_NSW } });
    const colours = group('Exterior colours');
    expect(
      within(colours)
        .getByRole('radio', { name: /^Red Diamond/ })
        .getAttribute('aria-label'),
    ).toBe('Red Diamond, POA: lease priced by your dealer');
    expect(colours.textContent).not.toContain('+ $2 per week');
  });
});

describe('prices that make no sense (issue 26.7)', () => {
  it('shows no negative grade price when an option is priced above its variant', () => {
    const gold = optionValue('Gold', 5, 8_970_260);
    renderHarness(<OptionSections />, {
      range: {
        models: [model('GLX', { exteriors: [WHITE, gold], variantOffers: () => offers(39990) }), model('GLS', { price: 50000 })],
        optionSku: 'GLX-5',
      },
    });
    const grades = group('Model');
    within(grades).getByRole('radio', { name: /^GLS/ });
    // Today's main showed '-$8,930,270' for the GLX; now its price is not shown at all.
    expect(grades.textContent).not.toMatch(/[-−]\s?\$/);
    expect(within(grades).getByRole('radio', { name: /^GLS/ }).textContent).toContain('$50,000');
  });
});
