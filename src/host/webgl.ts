/**
 * Whether the browser can render WebGL, which the hero asks before it fetches the 3D viewer
 * (the rest of what the viewer asks of the browser is host/device.ts, in the viewer's chunk).
 */

/** The answer, and the WebGLRenderingContext it was found with. */
let webGL: { found: unknown; usable: boolean } | undefined;

/**
 * What hasWebGL would answer without creating a context: false where the browser has no WebGL at
 * all, its earlier answer in this page, or undefined when it has yet to try one.
 */
export function knownWebGL(): boolean | undefined {
  if (typeof window === 'undefined' || typeof window.WebGLRenderingContext === 'undefined') return false;
  return webGL && webGL.found === window.WebGLRenderingContext ? webGL.usable : undefined;
}

/**
 * True where the browser can render WebGL: a context can really be created. The constructor
 * alone is there with a blocklisted GPU, hardware acceleration turned off or a lockdown mode,
 * where model-viewer then fails only in the console and leaves an empty box. Asked once per
 * page; the trial context is given back at once. Creating it waits for the GPU process: from
 * 30 ms to over a second on this project's machine at 4x CPU (issue 31), so it is asked after a
 * paint, never while a screen renders.
 */
export function hasWebGL(): boolean {
  const known = knownWebGL();
  if (known !== undefined) return known;
  const found: unknown = window.WebGLRenderingContext;
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
