/** Where a range's 3D model lives: `{model-base}{range code}.glb`, resolved against the page. */
export function modelUrl(modelBase: string, rangeCode: string, pageUrl: string): string {
  const base = modelBase.endsWith('/') ? modelBase : `${modelBase}/`;
  return new URL(`${encodeURIComponent(rangeCode)}.glb`, new URL(base, pageUrl)).href;
}
