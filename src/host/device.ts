/**
 * What the visualiser asks of the browser: WebGL, its navigator (the AR check), a new
 * tab (the AR link) and the custom element registry (model-viewer).
 */

/** The answer, and the WebGLRenderingContext it was found with. */
let webGL: { found: unknown; usable: boolean } | undefined;

/**
 * True where the browser can render WebGL: a context can really be created. The constructor
 * alone is there with a blocklisted GPU, hardware acceleration turned off or a lockdown mode,
 * where model-viewer then fails only in the console and leaves an empty box. Asked once per
 * page; the trial context is given back at once.
 */
export function hasWebGL(): boolean {
  if (typeof window === 'undefined' || typeof window.WebGLRenderingContext === 'undefined') return false;
  const found: unknown = window.WebGLRenderingContext;
  if (webGL && webGL.found === found) return webGL.usable;
  let usable = false;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    usable = context !== null && !context.isContextLost();
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    usable = false;
  }
  webGL = { found, usable };
  return usable;
}

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
