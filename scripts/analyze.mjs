// npm run analyze: writes custom-elements.json from src/elementInterface.ts.
import { build } from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { manifestFrom } from './manifest.mjs';

const bundled = await build({
  entryPoints: ['src/elementInterface.ts'],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  write: false,
});
const source = bundled.outputFiles[0].text;
const spec = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
await writeFile('custom-elements.json', JSON.stringify(manifestFrom(spec), null, 2) + '\n');
console.log('custom-elements.json written');
