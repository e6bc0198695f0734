/**
 * The visualiser in jsdom: a stand-in <model-viewer> (no WebGL here) records
 * what the element asks of it; tests fire its load and error events as the real
 * viewer would. The Chromium end-to-end test covers the real viewer.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedRangeAtom } from '../../src/state/atoms';
import { activeSectionAtom } from '../../src/state/ui';
import { addAccessoryAtom, changeOptionAtom } from '../../src/state/buildActions';
import { visualiserBusyAtom, visualiserFullScreenAtom } from '../../src/state/visualiser';
import { StickyFooter } from '../../src/ui/configurator/footer/StickyFooter';
import { Loader } from '../../src/ui/configurator/visualiser/Loader';
import { VisualiserHero } from '../../src/ui/configurator/visualiser/VisualiserHero';
import { ACCESSORY_DISCLAIMERS, accessory, model, optionValue } from '../support/catalogFactory';
import { renderHarness, HostBridge } from './harness';

type Rgba = [number, number, number, number];

/** A material that remembers its base colour factor, as model-viewer's does. */
function fakeMaterial(name: string, alpha: number) {
  const material = {
    name,
    pbrMetallicRoughness: {
      baseColorFactor: [0.5, 0.5, 0.5, alpha] as number[],
      setBaseColorFactor(rgba: Rgba | string) {
        if (typeof rgba === 'string') throw new Error('the element sends linear RGBA');
        material.pbrMetallicRoughness.baseColorFactor = [...rgba];
      },
    },
  };
  return material;
}

/** Stands in for <model-viewer>: the element's side of the contract, no rendering. */
class FakeModelViewer extends HTMLElement {
  static last: FakeModelViewer | null = null;
  src: string | null = null;
  loaded = false;
  canActivateAR = false;
  activateAR = vi.fn(async () => undefined);
  jumpCameraToGoal = vi.fn();
  materials = ['paint', 'trim', 'glass', 'GLX', 'STEPS', 'SLIDERS', 'BAR'].map((name) =>
    fakeMaterial(name, ['paint', 'trim', 'glass'].includes(name) ? 1 : 0),
  );
  model = { materials: this.materials, getMaterialByName: (name: string) => this.materials.find((m) => m.name === name) ?? null };
  originalGltfJson = {
    nodes: [
      { name: 'car', translation: [0, 0, 0], children: [1] },
      { name: 'interior-camera', translation: [-0.4, 1.38, -0.05] },
    ],
  };
  connectedCallback() {
    FakeModelViewer.last = this;
  }
  /** The model arrived: what model-viewer reports with a `load` event. */
  finishLoading() {
    this.loaded = true;
    this.dispatchEvent(new Event('load'));
  }
  alphaOf(name: string) {
    return this.model.getMaterialByName(name)?.pbrMetallicRoughness.baseColorFactor[3];
  }
  colourOf(name: string) {
    return this.model
      .getMaterialByName(name)
      ?.pbrMetallicRoughness.baseColorFactor.slice(0, 3)
      .map((v) => Number(v.toFixed(4)));
  }
}
if (!customElements.get('model-viewer')) customElements.define('model-viewer', FakeModelViewer);

const WHITE = { ...optionValue('White Diamond', 1, 0), swatch: '#FFFFFF' };
const RED = { ...optionValue('Red Diamond', 2, 700), swatch: '#FF0000' };
const models = [model('GLX', { exteriors: [WHITE, RED] })];
const accessories = [
  accessory('STEPS', { title: 'Side steps', sameSpot: ['SLIDERS'] }),
  accessory('SLIDERS', { title: 'Rock sliders', sameSpot: ['STEPS'] }),
  accessory('BAR', { title: 'Sports bar' }),
  accessory('MATS', { title: 'Floor mats', is3DReady: false }),
  accessory('TOW', { title: 'Tow bar', accessoryGroup: 'Towing' }),
];

let desktop = true;

beforeEach(() => {
  desktop = true;
  FakeModelViewer.last = null;
  vi.stubGlobal('WebGLRenderingContext', class {});
  // jsdom draws nothing: a WebGL context that can be created (host/webgl.ts hasWebGL tries one).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ isContextLost: () => false, getExtension: () => null }) as unknown as RenderingContext,
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 1200px') ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderHero(placement: 'desktop' | 'mobile' = 'desktop', path?: string) {
  return renderHarness(
    <>
      <VisualiserHero placement={placement}>
        <div role="group" aria-label="Exterior images" />
      </VisualiserHero>
      <StickyFooter />
    </>,
    { range: { disclaimers: ACCESSORY_DISCLAIMERS, models, accessories }, ...(path ? { path } : {}) },
  );
}

/** Renders the hero and waits for the (lazy) visualiser to create its viewer and ask for the model. */
async function renderLoaded(placement: 'desktop' | 'mobile' = 'desktop', path?: string) {
  const view = renderHero(placement, path);
  await waitFor(() => expect(FakeModelViewer.last?.src).toBeTruthy(), { timeout: 3000 });
  const viewer = FakeModelViewer.last!;
  act(() => viewer.finishLoading());
  await waitFor(() => expect(screen.getByTestId('visualiser').dataset.status).toBe('ready'));
  return { ...view, viewer };
}

describe('the loader', () => {
  it("shows 'Loading 3D experience...' and rotates its message every 2 s", () => {
    vi.useFakeTimers();
    let n = 0;
    const randoms = [0, 0.99, 0.5];
    renderHarness(<Loader random={() => randoms[n++ % randoms.length]!} />);
    expect(screen.getByRole('status').textContent).toBe('Loading 3D experience...');
    const message = () => screen.getByTestId('visualiser-loader-message').textContent;
    expect(message()).toBe('Warming up the engine...');
    act(() => vi.advanceTimersByTime(1999));
    expect(message()).toBe('Warming up the engine...');
    act(() => vi.advanceTimersByTime(1));
    const second = message();
    expect(second).not.toBe('Warming up the engine...');
    act(() => vi.advanceTimersByTime(2000));
    expect(message()).not.toBe(second);
  });
});

describe('the hero switch', () => {
  it('keeps the images for a range without a 3D model', () => {
    const view = renderHero();
    act(() =>
      view.store.set(loadedRangeAtom, {
        ...view.store.get(loadedRangeAtom)!,
        range: { ...view.store.get(loadedRangeAtom)!.range, readyForRender: false },
      }),
    );
    screen.getByRole('group', { name: 'Exterior images' });
    expect(screen.queryByTestId('visualiser-hero-desktop')).toBeNull();
  });

  it('keeps the images where the browser has no WebGL', () => {
    vi.stubGlobal('WebGLRenderingContext', undefined);
    renderHero();
    screen.getByRole('group', { name: 'Exterior images' });
  });

  it('keeps the images where WebGL is there but no context can be created (a blocklisted GPU)', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    renderHero();
    await screen.findByRole('group', { name: 'Exterior images' });
    expect(screen.queryByTestId('visualiser-hero-desktop')).toBeNull();
  });

  it('tries a WebGL context only after the hero has painted: the placeholder holds its place meanwhile', async () => {
    const getContext = vi.mocked(HTMLCanvasElement.prototype.getContext);
    renderHero();
    screen.getByText('Loading 3D experience...');
    expect(getContext).not.toHaveBeenCalled();
    await waitFor(() => expect(FakeModelViewer.last?.src).toBeTruthy(), { timeout: 3000 });
    expect(getContext).toHaveBeenCalledWith('webgl2');
  });

  it('runs the viewer in the hero of the current layout only', () => {
    desktop = false;
    renderHero('desktop');
    screen.getByRole('group', { name: 'Exterior images' });
    expect(screen.queryByTestId('visualiser-hero-desktop')).toBeNull();
  });

  it("shows 'Loading 3D experience...' until the viewer reports load, then the controls", async () => {
    renderHero();
    screen.getByText('Loading 3D experience...');
    await waitFor(() => expect(FakeModelViewer.last?.src).toBe(`${window.location.origin}/models/triton.glb`), { timeout: 3000 });
    screen.getByTestId('visualiser-loader');
    expect(screen.getByRole('button', { name: 'View full screen' }).hasAttribute('disabled')).toBe(true);
    act(() => FakeModelViewer.last!.finishLoading());
    await waitFor(() => expect(screen.queryByTestId('visualiser-loader')).toBeNull());
    const region = screen.getByRole('region', { name: '3D visualiser' });
    const views = within(within(region).getByRole('group', { name: 'View' })).getAllByRole('button');
    expect(views.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Exterior', 'true'],
      ['Interior', 'false'],
    ]);
    within(region).getByRole('button', { name: 'View in your space' });
    expect(within(region).getByRole('button', { name: 'View full screen' }).hasAttribute('disabled')).toBe(false);
    expect(within(region).queryByRole('button', { name: 'Minimise' })).toBeNull();
    expect(FakeModelViewer.last!.getAttribute('alt')).toBe('3D model of the Triton GLX Double Cab');
  });

  it('falls back to the images when the viewer reports an error, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderHero();
    await waitFor(() => expect(FakeModelViewer.last?.src).toBeTruthy(), { timeout: 3000 });
    act(() => FakeModelViewer.last!.dispatchEvent(new CustomEvent('error', { detail: { type: 'loadfailure' } })));
    await screen.findByRole('group', { name: 'Exterior images' });
    expect(screen.queryByTestId('visualiser')).toBeNull();
    expect(error).toHaveBeenCalledWith('bp-configurator: the 3D viewer failed', { type: 'loadfailure' });
    expect(view.store.get(visualiserBusyAtom)).toBe(false);
    // The rest of the page keeps working.
    screen.getByTestId('sticky-footer');
  });
});

describe('what the viewer shows', () => {
  it('paints the body in the exterior colour and shows the model, before the loader goes', async () => {
    const { viewer } = await renderLoaded();
    expect(viewer.colourOf('paint')).toEqual([1, 1, 1]);
    expect(viewer.alphaOf('GLX')).toBe(1);
    expect(viewer.alphaOf('STEPS')).toBe(0);
    expect(viewer.alphaOf('paint')).toBe(1);
  });

  it('applies a colour change 250 ms after it, with the busy flag up meanwhile', async () => {
    const { viewer, store } = await renderLoaded();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    act(() => store.set(changeOptionAtom, 'exterior', 2));
    expect(store.get(visualiserBusyAtom)).toBe(true);
    expect(screen.getByTestId('visualiser').dataset.busy).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(viewer.colourOf('paint')).toEqual([1, 1, 1]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // sRGB #FF0000 is linear (1, 0, 0).
    expect(viewer.colourOf('paint')).toEqual([1, 0, 0]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(store.get(visualiserBusyAtom)).toBe(false);
  });

  it('sends only the last of quick changes, once', async () => {
    const { viewer, store } = await renderLoaded();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const spy = vi.spyOn(viewer.model.getMaterialByName('paint')!.pbrMetallicRoughness, 'setBaseColorFactor');
    act(() => store.set(changeOptionAtom, 'exterior', 2));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => store.set(changeOptionAtom, 'exterior', 1));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => store.set(changeOptionAtom, 'exterior', 2));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(viewer.colourOf('paint')).toEqual([1, 0, 0]);
  });

  it('shows an added accessory, and only the most recent of two for the same spot', async () => {
    const { viewer, store } = await renderLoaded();
    act(() => store.set(addAccessoryAtom, 'STEPS'));
    await waitFor(() => expect(viewer.alphaOf('STEPS')).toBe(1));
    act(() => store.set(addAccessoryAtom, 'SLIDERS'));
    await waitFor(() => expect(viewer.alphaOf('SLIDERS')).toBe(1));
    expect(viewer.alphaOf('STEPS')).toBe(0);
    expect(viewer.alphaOf('BAR')).toBe(0);
  });

  it('clears the busy flag after 10 s at most', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const view = renderHero();
    await waitFor(() => expect(FakeModelViewer.last?.src).toBeTruthy(), { timeout: 3000 });
    // The selection waits for the model, which never arrives here: busy, for 10 s at most.
    act(() => view.store.set(addAccessoryAtom, 'BAR'));
    expect(view.store.get(visualiserBusyAtom)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(view.store.get(visualiserBusyAtom)).toBe(false);
  });

  it('turns the camera to the interior camera node for the interior view', async () => {
    const { viewer } = await renderLoaded();
    expect(viewer.getAttribute('camera-target')).toBe('auto auto auto');
    await userEvent.click(screen.getByRole('button', { name: 'Interior' }));
    expect(viewer.getAttribute('camera-target')).toBe('-0.4m 1.38m -0.05m');
    expect(screen.getByRole('button', { name: 'Interior' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the section in view on desktop: inside for the interior, outside again for trays and accessories', async () => {
    const { store, viewer } = await renderLoaded();
    act(() => store.set(activeSectionAtom, 'interiorContent'));
    expect(screen.getByRole('button', { name: 'Interior' }).getAttribute('aria-pressed')).toBe('true');
    expect(viewer.getAttribute('camera-target')).toBe('-0.4m 1.38m -0.05m');
    act(() => store.set(activeSectionAtom, 'accessoryContent'));
    expect(screen.getByRole('button', { name: 'Exterior' }).getAttribute('aria-pressed')).toBe('true');
    act(() => store.set(activeSectionAtom, 'interiorContent'));
    act(() => store.set(activeSectionAtom, 'trayContent'));
    expect(screen.getByRole('button', { name: 'Exterior' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns the car to what is being chosen (issue 26.9): the rear three quarter for trays, the side for side steps, the front otherwise', async () => {
    const { store, viewer } = await renderLoaded();
    expect(viewer.getAttribute('camera-orbit')).toBe('35deg 75deg 95%');
    act(() => store.set(activeSectionAtom, 'trayContent'));
    expect(viewer.getAttribute('camera-orbit')).toBe('145deg 75deg 95%');
    act(() => store.set(addAccessoryAtom, 'STEPS'));
    act(() => store.set(activeSectionAtom, 'accessoryContent'));
    expect(viewer.getAttribute('camera-orbit')).toBe('90deg 75deg 95%');
    act(() => store.set(activeSectionAtom, 'exteriorContent'));
    expect(viewer.getAttribute('camera-orbit')).toBe('35deg 75deg 95%');
  });

  it('turns the car on a phone to what was last chosen (issue 26.9): the rear after a towbar, the front again after a colour', async () => {
    desktop = false;
    const { store, viewer } = await renderLoaded('mobile');
    expect(viewer.getAttribute('camera-orbit')).toBe('35deg 75deg 95%');
    // Scrolling down to the accessories does not turn it; adding a towbar there does.
    act(() => store.set(activeSectionAtom, 'accessoryContent'));
    expect(viewer.getAttribute('camera-orbit')).toBe('35deg 75deg 95%');
    act(() => store.set(addAccessoryAtom, 'TOW'));
    await waitFor(() => expect(viewer.getAttribute('camera-orbit')).toBe('145deg 75deg 95%'));
    // Back up at the viewer, the car still shows its towbar; a new colour turns it to the front.
    act(() => store.set(activeSectionAtom, 'exteriorContent'));
    expect(viewer.getAttribute('camera-orbit')).toBe('145deg 75deg 95%');
    act(() => store.set(changeOptionAtom, 'exterior', 2));
    await waitFor(() => expect(viewer.getAttribute('camera-orbit')).toBe('35deg 75deg 95%'));
  });

  it('tells the host page its state with set3DState (through the host bridge)', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const view = renderHarness(
      <>
        <HostBridge />
        <VisualiserHero placement="desktop">
          <div role="group" aria-label="Exterior images" />
        </VisualiserHero>
      </>,
      { range: { disclaimers: ACCESSORY_DISCLAIMERS, models, accessories } },
    );
    await waitFor(() => expect(FakeModelViewer.last?.src).toBeTruthy(), { timeout: 3000 });
    act(() => FakeModelViewer.last!.finishLoading());
    await waitFor(() => expect(screen.getByTestId('visualiser').dataset.status).toBe('ready'));
    expect(post).toHaveBeenCalledWith(
      { type: 'set3DState', payload: { available: true, state: 'loading', view: 'exterior', fullScreen: false } },
      window.location.origin,
    );
    // The bridge posts from an effect that runs after the 'ready' render is committed: wait for it.
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { type: 'set3DState', payload: { available: true, state: 'ready', view: 'exterior', fullScreen: false } },
        window.location.origin,
      ),
    );
    view.unmount();
  });
});

describe('full screen', () => {
  it("opens the 'visualiser' overlay with the instructions, hides the footer, and closes", async () => {
    const user = userEvent.setup();
    const { store, viewer } = await renderLoaded();
    screen.getByTestId('sticky-footer');
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    expect(store.get(visualiserFullScreenAtom)).toBe(true);
    const dialog = screen.getByTestId('visualiser-full-screen');
    expect(dialog.getAttribute('data-overlay')).toBe('visualiser');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pinch to get up close', 'Swipe one finger to spin your ride', 'Drag two fingers to shift your view']);
    // The same viewer moved into the overlay: no second model load.
    expect(dialog.contains(viewer)).toBe(true);
    expect(screen.queryByTestId('sticky-footer')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.get(visualiserFullScreenAtom)).toBe(false);
    expect(dialog.contains(viewer)).toBe(false);
    screen.getByTestId('sticky-footer');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const { store } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    fireEvent(screen.getByTestId('visualiser-full-screen'), new Event('cancel', { cancelable: true }));
    expect(store.get(visualiserFullScreenAtom)).toBe(false);
  });
});

describe('mobile', () => {
  it('minimises the viewer to a bar and shows it again', async () => {
    desktop = false;
    const user = userEvent.setup();
    await renderLoaded('mobile');
    const minimise = screen.getByRole('button', { name: 'Minimise' });
    expect(minimise.getAttribute('aria-expanded')).toBe('true');
    await user.click(minimise);
    const show = screen.getByRole('button', { name: 'Show 3D view' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(show);
    expect(document.getElementById(show.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: 'View full screen' })).toBeNull();
    await user.click(show);
    screen.getByRole('button', { name: 'View full screen' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Minimise' }));
  });
});

describe("'View in your space'", () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

  it('toggles a QR code of the build link on a desktop', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const button = screen.getByRole('button', { name: 'View in your space' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const qr = await screen.findByRole('img', { name: 'QR code linking to this build' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(button);
    expect(screen.queryByTestId('visualiser-ar-panel')).toBeNull();
  });

  it('opens the AR link (this build, marked view=ar) in a new tab where the device supports AR (spec 4)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    const { viewer } = await renderLoaded();
    viewer.canActivateAR = true;
    await user.click(screen.getByRole('button', { name: 'View in your space' }));
    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0]!;
    expect(String(url)).toMatch(/#\/[^?]+\?.*option-sku=[^&]+.*&view=ar$/);
    expect([target, features]).toEqual(['_blank', 'noopener']);
    expect(viewer.activateAR).not.toHaveBeenCalled();
    expect(screen.queryByTestId('visualiser-ar-panel')).toBeNull();
  });

  it('starts AR in place on the page the AR link opened', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    const { viewer } = await renderLoaded('desktop', '/triton?view=ar');
    viewer.canActivateAR = true;
    await user.click(screen.getByRole('button', { name: 'View in your space' }));
    expect(viewer.activateAR).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });

  it("tells an Android browser without XR that it doesn't support AR", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    desktop = false;
    const user = userEvent.setup();
    await renderLoaded('mobile');
    await user.click(screen.getByRole('button', { name: 'View in your space' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Oops! This web browser doesn't support augmented reality (AR) mode. Try using a different browser to see it come to life in your space.",
    );
  });

  it('logs a failed AR check and shows the QR code', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { viewer } = await renderLoaded();
    Object.defineProperty(viewer, 'canActivateAR', {
      get: () => {
        throw new Error('no AR here');
      },
    });
    await user.click(screen.getByRole('button', { name: 'View in your space' }));
    await screen.findByRole('img', { name: 'QR code linking to this build' });
    expect(error).toHaveBeenCalledWith('bp-configurator: the AR check failed', expect.any(Error));
  });
});
