// npm run package:aem: the AEM content package for <bp-configurator> (component, author
// dialog and client library with the built module), at dist/aem/bp-configurator-aem-<version>.zip.
// Install it with AEM's Package Manager; authors then find 'BP Configurator' in the component browser.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packageEntries } from './component.mjs';
import { zip } from './zip.mjs';
import { loadElementInterface } from '../elementInterface.mjs';

/** The built files under dir that the element loads (the module and its chunks; no source maps). */
export async function moduleFilesIn(dir) {
  const found = [];
  async function walk(folder) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(dir, 'aem')) await walk(path);
      } else if (entry.name.endsWith('.js')) {
        found.push({ path: relative(dir, path).split('\\').join('/'), content: await readFile(path) });
      }
    }
  }
  await walk(dir);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Writes the content package for the build in distDir; returns its path. */
export async function writeAemPackage({ distDir = 'dist', outDir = join(distDir, 'aem') } = {}) {
  if (!existsSync(join(distDir, 'bp-configurator.js'))) {
    throw new Error(`${join(distDir, 'bp-configurator.js')} is missing: run npm run build first`);
  }
  const pkg = JSON.parse(await readFile('package.json', 'utf8'));
  const entries = packageEntries({ elementInterface: await loadElementInterface(), pkg, moduleFiles: await moduleFilesIn(distDir) });
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, `${pkg.name}-aem-${pkg.version}.zip`);
  await writeFile(file, zip(entries));
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = await writeAemPackage();
  console.log(`AEM content package written: ${file}`);
}
