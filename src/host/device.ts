/**
 * What the visualiser asks of the browser: WebGL, its navigator (the AR check), a new
 * tab (the AR link) and the custom element registry (model-viewer).
 */

/** True where the browser can render WebGL at all (never in jsdom or very old browsers). */
export function hasWebGL(): boolean {
  return typeof window !== 'undefined' && typeof window.WebGLRenderingContext !== 'undefined';
}

/** Opens `url` in a new tab that cannot reach back to this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** The browser's navigator, with the WebXR entry point where it has one. */
export function browserNavigator(): Navigator & { xr?: { isSessionSupported?: (mode: string) => Promise<boolean> } } {
  return navigator;
}

/** Whether the page already defines the custom element `name` (another bundle may have defined it). */
export function isElementDefined(name: string): boolean {
  return customElements.get(name) !== undefined;
}
