// Loads src/elementInterface.ts (the element's attributes, events and styling hooks
// as plain data) into Node, for the scripts that generate documents from it.
import { build } from 'esbuild';

/** The module src/elementInterface.ts, bundled by esbuild and imported. */
export async function loadElementInterface() {
  const bundled = await build({
    entryPoints: ['src/elementInterface.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  const source = bundled.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}
