// @ts-check
/**
 * The demo's stand-in for the AEM asset API and the DAM: a virtual folder
 * tree built from the catalog, answered as Siren JSON listings
 * (/api/assets/{folder}.json) and generated SVG images (/content/dam/...).
 * Path rules live in ./assetPaths.mjs (mirror of src/data/assetPaths.ts).
 */
import {
  INTERIOR_PREFIX,
  INTERIOR_VIEW_ANGLES,
  VIEW_ANGLES,
  exteriorImageName,
  interiorImageName,
  keyFeaturesFragmentName,
  vehicleFolder,
  yearSegment,
} from './assetPaths.mjs';
import { bodyKind, vehiclePathParts } from './catalog.mjs';
import { accessorySvg, heroSvg, interiorSvg, swatchSvg, vehicleSvg } from './svg.mjs';

/** @typedef {Record<string, any>} Json */
/**
 * @typedef {{ kind: 'folder', name: string }
 *   | { kind: 'image', name: string, title: string, draw: () => string }
 *   | { kind: 'fragment', name: string, title: string, elements: Json }} Entry
 * @typedef {{ title: string, entries: Map<string, Entry> }} Folder
 */

const FRAGMENTS_ROOT = 'mmal/content-fragments/build-and-price';

/** Which fault switch covers a DAM path: assets, accessoryAssets or fragments. */
export function faultKeyForPath(/** @type {string} */ path) {
  if (path.startsWith('mmal/accessories')) return 'accessoryAssets';
  if (path.startsWith('mmal/content-fragments')) return 'fragments';
  return 'assets';
}

const text = (/** @type {string} */ value) => ({ value, ':type': 'text/plain' });
const html = (/** @type {string} */ value) => ({ value, ':type': 'text/html' });

/** @param {import('./catalog.mjs').Catalog} catalog */
export function createDam(catalog) {
  /** @type {Map<string, Folder>} */
  const folders = new Map();
  /** @type {Map<string, { hex: string, label: string }>} */
  const swatches = new Map();
  /** The variant folders (spec 7.9): their listing is a file of demo/listings/ when there is one, see server.mjs. */
  const variantFolders = new Set();

  const folder = (/** @type {string} */ path, title = path.split('/').pop() ?? path) => {
    let f = folders.get(path);
    if (!f) {
      f = { title, entries: new Map() };
      folders.set(path, f);
      const cut = path.lastIndexOf('/');
      if (cut > 0) {
        const name = path.slice(cut + 1);
        folder(path.slice(0, cut)).entries.set(name, { kind: 'folder', name });
      }
    }
    return f;
  };
  const add = (/** @type {string} */ path, /** @type {Entry} */ entry) => folder(path).entries.set(entry.name, entry);

  for (const { range } of catalog.ranges) {
    const kind = bodyKind(range.products[0]);
    add(`mmal/vehicles/${range.code}`, {
      kind: 'image',
      name: 'hero.svg',
      title: range.name,
      draw: () => heroSvg({ kind, colour: range.hero_colour, name: range.name }),
    });
    const year = yearSegment(range.year);
    for (const p of range.products) {
      const parts = vehiclePathParts(range, p);
      const base = vehicleFolder(parts);
      const label = `${range.name} ${p.name} ${p.body_style}`;
      const keyFeatures = {
        main: html(p.key_features),
        model: text(p.name),
        bodyStyle: text(p.body_style),
        driveAndFuelType: text(`${p.drive_type} ${p.fuel_type}`),
        transmission: text(p.transmission),
        disclaimers: {
          value: ['Features vary by model and grade. See the specifications for details.'],
          ':type': 'text/plain',
          multiValue: true,
        },
      };
      folder(base, label);
      variantFolders.add(base);
      add(base, { kind: 'fragment', name: 'key-features', title: `${label} key features`, elements: keyFeatures });
      add(`${FRAGMENTS_ROOT}/key-features/${range.url_key}/${year}`, {
        kind: 'fragment',
        name: keyFeaturesFragmentName(parts),
        title: `${label} key features`,
        elements: keyFeatures,
      });
      const cab = /** @type {any} */ (p.body_style.replace(/ (Chassis|Pick Up)$/, ''));
      const vehicleKind = bodyKind(p);
      for (const option of p.configurable_options) {
        for (const v of option.values) {
          if (v.swatch_data) swatches.set(v.option_slug, { hex: v.swatch_data.value, label: v.label });
          if (option.attribute_code === 'exterior_code') {
            const colour = v.swatch_data?.value ?? '#888888';
            add(base, {
              kind: 'image',
              name: `${v.option_slug}.svg`,
              title: v.label,
              draw: () => vehicleSvg({ kind: vehicleKind, cab, colour, angle: '3-4-front', label: `${label}, ${v.label}` }),
            });
            folder(`${base}/${v.option_slug}`, v.label);
            for (const angle of VIEW_ANGLES)
              add(`${base}/${v.option_slug}`, {
                kind: 'image',
                name: exteriorImageName(angle),
                title: `${v.label} ${angle}`,
                draw: () => vehicleSvg({ kind: vehicleKind, cab, colour, angle, label: `${label}, ${v.label}` }),
              });
          } else if (option.attribute_code === 'interior_code') {
            const colour = v.swatch_data?.value ?? '#444444';
            const at = `${base}/${INTERIOR_PREFIX}${v.option_slug}`;
            folder(at, v.label);
            for (const angle of INTERIOR_VIEW_ANGLES)
              add(at, {
                kind: 'image',
                name: interiorImageName(angle),
                title: `${v.label} ${angle}`,
                draw: () => interiorSvg({ colour, angle, label: `${label}, ${v.label}` }),
              });
          }
        }
      }
    }
    const accessoryFolder = `mmal/accessories/${range.url_key}/${year}`;
    folder(accessoryFolder, `${range.name} ${range.year} accessories`);
    folder('mmal/accessories/general', 'General accessories');
    for (const a of range.accessories.products) {
      const at = a.image_folder === 'general' ? 'mmal/accessories/general' : accessoryFolder;
      const colours = new Map((a.configurable_options?.[0]?.values ?? []).map((/** @type {Json} */ v) => [v.value_index, v]));
      for (const v of colours.values()) if (v.swatch_data) swatches.set(v.option_slug, { hex: v.swatch_data.value, label: v.label });
      const draw = (/** @type {string} */ title, /** @type {string | null} */ colour) => () =>
        accessorySvg({ title, group: a.accessory_group, colour, trayType: a.tray_type });
      add(at, { kind: 'image', name: `${a.sku}.svg`, title: a.title, draw: draw(a.title, null) });
      for (let i = 2; i <= a.image_count; i++)
        add(at, { kind: 'image', name: `${a.sku}-${i}.svg`, title: `${a.title} (${i})`, draw: draw(`${a.title} (${i})`, null) });
      for (const v of a.variants ?? [])
        add(at, {
          kind: 'image',
          name: `${v.sku}.svg`,
          title: v.title,
          draw: draw(v.title, colours.get(v.color)?.swatch_data?.value ?? null),
        });
    }
  }
  for (const [name, fragment] of Object.entries(catalog.content)) {
    add(FRAGMENTS_ROOT, { kind: 'fragment', name, title: fragment.title, elements: { main: html(fragment.html) } });
  }

  /** Siren entity for a folder entry. */
  const entity = (/** @type {string} */ path, /** @type {Entry} */ e, /** @type {string} */ origin) => {
    const self = { rel: ['self'], href: `${origin}/api/assets/${path}/${e.kind === 'image' ? e.name : e.name}.json` };
    if (e.kind === 'folder')
      return {
        class: ['assets/folder'],
        properties: { name: e.name, title: folders.get(`${path}/${e.name}`)?.title ?? e.name },
        links: [self],
      };
    if (e.kind === 'fragment')
      return {
        class: ['assets/asset'],
        properties: { name: e.name, title: e.title, contentFragment: true, elements: e.elements },
        links: [self],
      };
    return {
      class: ['assets/asset'],
      properties: { name: e.name, title: e.title, contentFragment: false, metadata: { 'dc:format': 'image/svg+xml', 'dc:title': e.title } },
      links: [self, { rel: ['content'], href: `${origin}/content/dam/${path}/${e.name}` }],
    };
  };

  /** @type {Map<string, string>} */
  const drawn = new Map();

  return {
    /**
     * The Siren answer for /api/assets/{path}.json, or null when nothing is there.
     * @param {string} path without '/api/assets/' and '.json'
     * @param {string} origin
     * @param {URLSearchParams} query offset and limit page a folder
     */
    listing(path, origin, query) {
      const f = folders.get(path);
      if (f) {
        const all = [...f.entries.values()];
        const offset = Math.max(0, Number.parseInt(query.get('offset') ?? '0', 10) || 0);
        const limit = Math.max(0, Number.parseInt(query.get('limit') ?? String(all.length), 10) || 0);
        const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null;
        return {
          class: ['assets/folder'],
          properties: { name: path.split('/').pop(), title: f.title, 'srn:paging': { total: all.length, offset, limit } },
          entities: all.slice(offset, offset + limit).map((e) => entity(path, e, origin)),
          links: [
            { rel: ['self'], href: `${origin}/api/assets/${path}.json` },
            ...(parent ? [{ rel: ['parent'], href: `${origin}/api/assets/${parent}.json` }] : []),
          ],
        };
      }
      const cut = path.lastIndexOf('/');
      const e = cut > 0 ? folders.get(path.slice(0, cut))?.entries.get(path.slice(cut + 1)) : undefined;
      if (!e || e.kind === 'folder') return null;
      return entity(path.slice(0, cut), e, origin);
    },
    /** The SVG at /content/dam/{path}, or null. */
    image(/** @type {string} */ path) {
      const cached = drawn.get(path);
      if (cached) return cached;
      const cut = path.lastIndexOf('/');
      const e = cut > 0 ? folders.get(path.slice(0, cut))?.entries.get(path.slice(cut + 1)) : undefined;
      if (!e || e.kind !== 'image') return null;
      const svg = e.draw();
      if (drawn.size > 2000) drawn.clear();
      drawn.set(path, svg);
      return svg;
    },
    /** The swatch thumbnail for an option slug, or null. */
    swatch(/** @type {string} */ slug) {
      const s = swatches.get(slug);
      return s ? swatchSvg(s.hex, s.label) : null;
    },
    /** Whether a DAM path is a variant's folder, whose listing (spec 7.9) may be an authored file of demo/listings/. */
    isVariantFolder: (/** @type {string} */ path) => variantFolders.has(path),
    /** Every folder path (tests walk it). */
    folderPaths: () => [...folders.keys()],
  };
}
