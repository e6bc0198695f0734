import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSectionAtom } from '../../src/state/ui';
import { DesktopHero } from '../../src/ui/configurator/hero/DesktopHero';
import { MobileHero } from '../../src/ui/configurator/hero/MobileHero';
import { OptionSections } from '../../src/ui/configurator/options/OptionSections';
import { goodAssets, tritonAnswers, type AssetAnswer } from '../support/storeAnswers';
import { loadRange, renderHarness } from './harness';

const FOLDER = 'https://assets.test/content/dam/mmal/vehicles/triton/2025/cab-chassis/glx-single-cab/2wd/diesel/6-speed-manual';

/** A controllable IntersectionObserver: tests say which observed section crosses the band. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  observed = new Set<Element>();
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports the section with this id as the one in view. */
  show(id: string) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting: target.id === id }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** `ui` with the Triton range loaded through the loaders; the asset API answers with `assets`. */
async function renderHero(ui = <DesktopHero />, assets: Record<string, AssetAnswer> = goodAssets()) {
  const view = renderHarness(ui, { path: '/triton', answers: tritonAnswers, assets });
  await loadRange(view.instance, 'triton');
  return view;
}

const mainImage = (root: HTMLElement = screen.getByTestId('desktop-hero')) => within(root).getByTestId('hero-frame').querySelector('img');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeIntersectionObserver.current = null;
});

describe('desktop hero', () => {
  it('shows the exterior images of the chosen colour, front three-quarter first', async () => {
    await renderHero();
    await waitFor(() => expect(mainImage()).not.toBeNull());
    expect(mainImage()?.getAttribute('src')).toBe(`${FOLDER}/white-solid/3-4-front.svg`);
    expect(mainImage()?.getAttribute('alt')).toBe('Triton GLX Single Cab in White Solid, front three-quarter view');
    const thumbs = within(screen.getByRole('list', { name: 'Exterior images: views' })).getAllByRole('button');
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).toEqual(['front three-quarter view', 'side view', 'rear view']);
  });

  it('steps through the views with the previous and next buttons and the thumbnails', async () => {
    const user = userEvent.setup();
    await renderHero();
    await waitFor(() => expect(mainImage()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()?.getAttribute('alt')).toBe('Triton GLX Single Cab in White Solid, side view');
    screen.getByText('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()?.getAttribute('alt')).toBe('Triton GLX Single Cab in White Solid, rear view');
    await user.click(screen.getByRole('button', { name: 'side view' }));
    expect(mainImage()?.getAttribute('src')).toBe(`${FOLDER}/white-solid/side.svg`);
    expect(screen.getByRole('button', { name: 'side view' }).getAttribute('aria-current')).toBe('true');
  });

  it('follows the section in view: interior images, then the car side on for accessories, then the finished car', async () => {
    const { instance } = await renderHero();
    act(() => instance.store.set(activeSectionAtom, 'interiorContent'));
    await waitFor(() => expect(mainImage()?.getAttribute('src')).toBe(`${FOLDER}/int-black-cloth/int-front-full.svg`));
    expect(mainImage()?.getAttribute('alt')).toBe('Triton GLX Single Cab interior in Black cloth, dashboard view');
    screen.getByRole('group', { name: 'Interior images' });

    act(() => instance.store.set(activeSectionAtom, 'accessoryContent'));
    expect(mainImage()?.getAttribute('src')).toBe(`${FOLDER}/white-solid/side.svg`);
    screen.getByRole('group', { name: 'Accessory images' });
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();

    act(() => instance.store.set(activeSectionAtom, 'summaryContent'));
    expect(mainImage()?.getAttribute('src')).toBe(`${FOLDER}/white-solid/3-4-front.svg`);
    screen.getByRole('group', { name: 'Your build images' });
  });

  it('fetches each listing once for the instance', async () => {
    const { instance, assetRequests } = await renderHero(
      <>
        <DesktopHero />
        <MobileHero section="exteriorContent" />
      </>,
    );
    await waitFor(() => expect(mainImage()).not.toBeNull());
    act(() => instance.store.set(activeSectionAtom, 'summaryContent'));
    act(() => instance.store.set(activeSectionAtom, 'exteriorContent'));
    expect(assetRequests.filter((url) => url.endsWith('/white-solid.json'))).toHaveLength(1);
  });

  it.each([
    ['an error answer', 500],
    ['a body that is not JSON', 'malformed'],
    ['a listing without entities', { properties: {} }],
    ['a network error', 'network-error'],
  ] as const)('leaves an empty, reserved box after %s', async (_name, answer) => {
    await renderHero(<DesktopHero />, { 'mmal/vehicles/': answer });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Exterior images' }).getAttribute('aria-busy')).toBe('false'));
    expect(mainImage()).toBeNull();
    screen.getByTestId('hero-frame');
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('hides an image that fails to load, keeping the box', async () => {
    await renderHero();
    await waitFor(() => expect(mainImage()).not.toBeNull());
    act(() => {
      mainImage()!.dispatchEvent(new Event('error'));
    });
    expect(mainImage()).toBeNull();
    screen.getByTestId('hero-frame');
  });
});

describe('section tracking', () => {
  it('switches the hero to the section in view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { instance } = await renderHero(
      <>
        <DesktopHero />
        <OptionSections />
      </>,
    );
    await waitFor(() => expect(FakeIntersectionObserver.current?.observed.size).toBe(2));
    expect([...FakeIntersectionObserver.current!.observed].map((e) => e.id)).toEqual(['exteriorContent', 'interiorContent']);
    act(() => FakeIntersectionObserver.current!.show('interiorContent'));
    expect(instance.store.get(activeSectionAtom)).toBe('interiorContent');
    await waitFor(() => expect(mainImage()?.getAttribute('alt')).toContain('interior in Black cloth'));
    act(() => FakeIntersectionObserver.current!.show('exteriorContent'));
    expect(instance.store.get(activeSectionAtom)).toBe('exteriorContent');
  });
});

describe('mobile hero', () => {
  it("shows its own section's images whatever section is in view", async () => {
    await renderHero(<MobileHero section="interiorContent" />);
    const hero = screen.getByTestId('mobile-hero-interiorContent');
    await waitFor(() => expect(mainImage(hero)).not.toBeNull());
    expect(mainImage(hero)?.getAttribute('alt')).toBe('Triton GLX Single Cab interior in Black cloth, dashboard view');
  });

  it('is rendered at the top of each option section', async () => {
    const { container } = await renderHero(<OptionSections />);
    expect(container.querySelector('#exteriorContent')?.firstElementChild?.getAttribute('data-testid')).toBe('mobile-hero-exteriorContent');
    expect(container.querySelector('#interiorContent')?.firstElementChild?.getAttribute('data-testid')).toBe('mobile-hero-interiorContent');
  });
});
