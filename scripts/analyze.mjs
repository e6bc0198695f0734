// npm run analyze: writes custom-elements.json from src/elementInterface.ts.
import { writeFile } from 'node:fs/promises';
import { loadElementInterface } from './elementInterface.mjs';
import { manifestFrom } from './manifest.mjs';

const spec = await loadElementInterface();
await writeFile('custom-elements.json', JSON.stringify(manifestFrom(spec), null, 2) + '\n');
console.log('custom-elements.json written');
