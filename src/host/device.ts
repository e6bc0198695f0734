/**
 * What the visualiser asks of the browser once it runs: its navigator (the AR check), a new
 * tab (the AR link), the frame's permissions and the custom element registry (model-viewer).
 * Whether it can run at all is host/webgl.ts, the one part the hero needs before the viewer's chunk.
 */

/** Opens `url` in a new tab that cannot reach back to this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** The browser's navigator, with the WebXR entry point where it has one. */
export function browserNavigator(): Navigator & { xr?: { isSessionSupported?: (mode: string) => Promise<boolean> } } {
  return navigator;
}

/** A document's permissions policy (Chromium: permissionsPolicy, earlier featurePolicy); others have none. */
interface PolicyDocument {
  permissionsPolicy?: { allowsFeature?: (feature: string) => boolean };
  featurePolicy?: { allowsFeature?: (feature: string) => boolean };
}

/**
 * Whether this frame may use WebXR ('xr-spatial-tracking'): false in a cross-origin frame
 * without `allow="xr-spatial-tracking"`; true where the browser does not say (it has no policy API).
 */
export function frameAllowsXr(): boolean {
  const doc = document as Document & PolicyDocument;
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  try {
    return typeof policy?.allowsFeature === 'function' ? policy.allowsFeature('xr-spatial-tracking') : true;
  } catch {
    return true;
  }
}

/** Whether the page already defines the custom element `name` (another bundle may have defined it). */
export function isElementDefined(name: string): boolean {
  return customElements.get(name) !== undefined;
}
