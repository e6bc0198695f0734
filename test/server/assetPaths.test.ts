import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as paths from '../../src/data/assetPaths';
import { readCatalog, repoRoot, type Json } from './demoServer';

type AssetPaths = typeof paths;
let mirror: AssetPaths;
beforeAll(async () => {
  mirror = (await import(pathToFileURL(join(repoRoot, 'demo/store/assetPaths.mjs')).href)) as AssetPaths;
});

describe('asset path rules', () => {
  it('slugify spells values as path segments', () => {
    expect(paths.slugify('GLX+ Double Cab')).toBe('glx-plus-double-cab');
    expect(paths.slugify('6-speed automatic')).toBe('6-speed-automatic');
    expect(paths.slugify('Plug-in Hybrid')).toBe('plug-in-hybrid');
    expect(paths.slugify('4WD')).toBe('4wd');
    expect(paths.slugify('  Black & tan  ')).toBe('black-and-tan');
  });

  it('drops the dash from the model year', () => {
    expect(paths.yearSegment('2024-25')).toBe('202425');
  });

  it('builds the vehicle folder from the range and the model', () => {
    expect(
      paths.vehicleFolder({
        nameForUrl: 'triton',
        modelYearForUrl: '2025',
        subrangePath: 'pick-up',
        name: 'GLX+',
        bodyStyle: 'Double Cab',
        driveType: '4WD',
        fuelType: 'Diesel',
        transmission: '6-speed automatic',
      }),
    ).toBe('mmal/vehicles/triton/2025/pick-up/glx-plus-double-cab/4wd/diesel/6-speed-automatic');
  });

  it('the server mirror exports the same names with the same constants', () => {
    expect(Object.keys(mirror).sort()).toEqual(Object.keys(paths).sort());
    expect(mirror.VIEW_ANGLES).toEqual(paths.VIEW_ANGLES);
    expect(mirror.INTERIOR_VIEW_ANGLES).toEqual(paths.INTERIOR_VIEW_ANGLES);
    expect(mirror.INTERIOR_PREFIX).toBe(paths.INTERIOR_PREFIX);
    expect(mirror.ASSET_LIST_LIMIT).toBe(paths.ASSET_LIST_LIMIT);
  });

  it('the server mirror builds the same URLs for every catalog model, colour and interior', () => {
    const bases = ['', 'http://localhost:4173', 'https://cdn.example.com.au/'];
    for (const range of readCatalog().ranges) {
      const year = paths.yearSegment(range.year);
      expect(mirror.yearSegment(range.year)).toBe(year);
      for (const base of bases) {
        expect(mirror.heroImageUrl(base, range.code)).toBe(paths.heroImageUrl(base, range.code));
        expect(mirror.accessoryListingUrl(base, range.url_key, year)).toBe(paths.accessoryListingUrl(base, range.url_key, year));
        expect(mirror.keyFeaturesListingUrl(base, range.url_key, year)).toBe(paths.keyFeaturesListingUrl(base, range.url_key, year));
        expect(mirror.generalAccessoryListingUrl(base)).toBe(paths.generalAccessoryListingUrl(base));
        expect(mirror.contentFragmentUrl(base, 'mmba')).toBe(paths.contentFragmentUrl(base, 'mmba'));
        for (const a of range.accessories.products) {
          expect(mirror.accessoryImageUrl(base, range.url_key, year, `${a.sku}.svg`)).toBe(
            paths.accessoryImageUrl(base, range.url_key, year, `${a.sku}.svg`),
          );
          expect(mirror.generalAccessoryImageUrl(base, `${a.sku}.svg`)).toBe(paths.generalAccessoryImageUrl(base, `${a.sku}.svg`));
        }
      }
      for (const p of range.products) {
        const parts: paths.VehiclePathParts = {
          nameForUrl: range.url_key,
          modelYearForUrl: year,
          subrangePath: p.subrange.path,
          name: p.name,
          bodyStyle: p.body_style,
          driveType: p.drive_type,
          fuelType: p.fuel_type,
          transmission: p.transmission,
        };
        expect(mirror.vehicleFolder(parts)).toBe(paths.vehicleFolder(parts));
        expect(mirror.keyFeaturesFragmentName(parts)).toBe(paths.keyFeaturesFragmentName(parts));
        expect(mirror.variantListingUrl('http://x', parts)).toBe(paths.variantListingUrl('http://x', parts));
        for (const option of p.configurable_options as Json[])
          for (const v of option.values) {
            expect(mirror.swatchUrl('http://x/media/', v.option_slug)).toBe(paths.swatchUrl('http://x/media/', v.option_slug));
            expect(mirror.variantImageUrl('', parts, `${v.option_slug}.svg`)).toBe(
              paths.variantImageUrl('', parts, `${v.option_slug}.svg`),
            );
            expect(mirror.exteriorListingUrl('', parts, v.option_slug)).toBe(paths.exteriorListingUrl('', parts, v.option_slug));
            expect(mirror.interiorListingUrl('', parts, v.option_slug)).toBe(paths.interiorListingUrl('', parts, v.option_slug));
            for (const angle of paths.VIEW_ANGLES) {
              expect(mirror.exteriorImageName(angle)).toBe(paths.exteriorImageName(angle));
              expect(mirror.interiorImageName(angle)).toBe(paths.interiorImageName(angle));
              expect(mirror.exteriorImageUrl('', parts, v.option_slug, `${angle}.svg`)).toBe(
                paths.exteriorImageUrl('', parts, v.option_slug, `${angle}.svg`),
              );
              expect(mirror.interiorImageUrl('', parts, v.option_slug, `int-${angle}.svg`)).toBe(
                paths.interiorImageUrl('', parts, v.option_slug, `int-${angle}.svg`),
              );
            }
          }
      }
    }
    for (const text of ['GLX+', 'Exceed Tourer', 'Café Noir', '--a  b--', '8-step CVT', 'A&B'])
      expect(mirror.slugify(text)).toBe(paths.slugify(text));
  });
});
