// npm run analyze: writes custom-elements.json and the reference tables of the docs
// (scripts/docTables.mjs) from src/elementInterface.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { documentsWithTables, tablesFrom, withTables } from './docTables.mjs';
import { loadElementInterface } from './elementInterface.mjs';
import { manifestFrom } from './manifest.mjs';

const spec = await loadElementInterface();
await writeFile('custom-elements.json', JSON.stringify(manifestFrom(spec), null, 2) + '\n');
console.log('custom-elements.json written');

const tables = tablesFrom(spec);
for (const path of documentsWithTables) {
  await writeFile(path, withTables(await readFile(path, 'utf8'), tables));
  console.log(`${path}: tables written`);
}
