/**
 * The size of what a visitor's browser runs first, read from the build in dist/ (npm test
 * builds before the end-to-end tests): sizes, not times. The first module and the script a
 * vehicle page runs before its first price (the module and the chunks the build lists in
 * dist/vehicle-chunks.json, which the element fetches at start) must not grow past
 * SIZE_LIMITS (scripts/bench/sizes.mjs); `npm run bench` reports both against issue 31's goals.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript module checked by JSDoc, without declarations
import { SIZE_LIMITS, gzippedFiles } from '../../scripts/bench/sizes.mjs';

const dist = join(process.cwd(), 'dist');
const limits = SIZE_LIMITS as { initial: number; beforeFirstPrice: number };
const measure = gzippedFiles as (dist: string, files: string[]) => { sizes: { file: string; bytes: number }[]; total: number };

describe('the size of the first script (gzip -9)', () => {
  it('the first module stays within its limit', () => {
    expect(existsSync(join(dist, 'bp-configurator.js')), 'dist/ is built (npm run build)').toBe(true);
    expect(measure(dist, ['bp-configurator.js']).total).toBeLessThanOrEqual(limits.initial);
  });

  it('the script a vehicle page runs before its first price stays within its limit, and holds the screen and the build planning', () => {
    const listed = JSON.parse(readFileSync(join(dist, 'vehicle-chunks.json'), 'utf8')) as string[];
    expect(listed.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
      expect.arrayContaining(['chunks/ConfiguratorScreen', 'chunks/buildStart']),
    );
    expect(listed.every((file) => readdirSync(join(dist, 'chunks')).includes(file.replace(/^chunks\//, '')))).toBe(true);
    const { total } = measure(dist, ['bp-configurator.js', ...listed]);
    expect(total).toBeLessThanOrEqual(limits.beforeFirstPrice);
  });

  it('leaves the HTML sanitiser (DOMPurify) out of the script before the first price', () => {
    const listed = JSON.parse(readFileSync(join(dist, 'vehicle-chunks.json'), 'utf8')) as string[];
    expect(listed.filter((file) => /SafeHtml|purify/i.test(file))).toEqual([]);
    const code = ['bp-configurator.js', ...listed].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    // DOMPurify's own marker: its version string and sanitize options live only in its chunk.
    expect(code).not.toMatch(/RETURN_DOM_FRAGMENT/);
  });

  it('leaves the code only a vehicle route needs (its load, the catalog, selection and pricing rules, saved builds) out of the first module, in the vehicle chunk the element fetches at start', () => {
    const sources = (JSON.parse(readFileSync(join(dist, 'bp-configurator.js.map'), 'utf8')) as { sources: string[] }).sources.map(
      (source) => source.replace(/^(\.\.\/)+/, ''),
    );
    // Issue 31.4: the selector's first paint evaluates none of these (rollup.config.mjs, VEHICLE_CHUNK_MODULES).
    const vehicleOnly = [
      'src/state/vehicle.ts',
      'src/state/configurator.ts',
      'src/data/catalog.ts',
      'src/data/vehicles.ts',
      'src/data/assets.ts',
      'src/domain/catalog.ts',
      'src/domain/selection.ts',
      'src/domain/pricing.ts',
      'src/domain/build.ts',
      'src/domain/savedBuilds.ts',
    ];
    expect(sources).toEqual(expect.arrayContaining(['src/element.tsx', 'src/state/loaders.ts']));
    expect(sources.filter((source) => vehicleOnly.includes(source))).toEqual([]);
    const listed = JSON.parse(readFileSync(join(dist, 'vehicle-chunks.json'), 'utf8')) as string[];
    expect(listed.map((file) => file.replace(/-[\w-]{8}\.js$/, ''))).toContain('chunks/vehicle');
  });
});
