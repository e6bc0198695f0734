/**
 * The 3D visualiser's rules (spec 2 "Visualiser", 4 "Visualiser", 9 times): what
 * a selection asks the viewer to show, which model materials that turns on or
 * off and in which colour, and the interior camera (the loader's messages are in
 * visualiserLoading.ts: the placeholder before the viewer shows them, without the rest).
 *
 * A model names its parts after the catalog: a material `paint` for the body,
 * `trim` for the interior, and one node and one material per 3D-ready accessory
 * and per model, each named after its sku. A part is shown by making its
 * material opaque and hidden by making it fully transparent (alpha mask).
 */
import { renderedAccessories } from './accessoryRules';
import { keyOf, type Catalog } from './catalog';
import { chosenOptionValue } from './selection';
import { paintInCart } from './trays';
import type { ResolvedSelection } from './types';

/** Spec 9: the busy flag clears after this long at most. */
export const VISUALISER_BUSY_MS = 10_000;
/** Spec 9: selection changes reach the viewer after this quiet time. */
export const SELECTION_DEBOUNCE_MS = 250;
/** Spec 9: the viewer's listeners are attached (and its model requested) after this delay. */
export const VIEWER_LISTENER_DELAY_MS = 500;

/** The full-screen instructions for touch, exactly as spec 2 spells them. */
export const FULL_SCREEN_INSTRUCTIONS: readonly string[] = [
  'Pinch to get up close',
  'Swipe one finger to spin your ride',
  'Drag two fingers to shift your view',
];

/** The same for a mouse (issue 26.13: no 'Pinch' on a desktop with a mouse; the spec gives none). */
export const MOUSE_INSTRUCTIONS: readonly string[] = [
  'Scroll to get up close',
  'Drag to spin your ride',
  'Right-click and drag to shift your view',
];

/**
 * The instructions that match the visitor's input: touch (spec 2's) where a finger can point,
 * the mouse's where a fine pointer can, both on a device with both; spec 2's when neither is known.
 */
export function fullScreenInstructions(input: { touch: boolean; mouse: boolean }): readonly string[] {
  if (input.mouse && !input.touch) return MOUSE_INSTRUCTIONS;
  if (input.mouse && input.touch) return [...FULL_SCREEN_INSTRUCTIONS, ...MOUSE_INSTRUCTIONS];
  return FULL_SCREEN_INSTRUCTIONS;
}

/** The model's body material; its base colour follows the exterior colour. */
export const PAINT_MATERIAL = 'paint';
/** The model's interior trim material; its base colour follows the interior. */
export const TRIM_MATERIAL = 'trim';
/** The node the interior view's camera looks from. */
export const INTERIOR_CAMERA_NODE = 'interior-camera';

export type VisualiserView = 'exterior' | 'interior';

/** One part the viewer turns on or off: an accessory key or a model sku. */
export interface VisualiserItem {
  sku: string;
  on: boolean;
  /** A hex colour for the part (an accessory colour, a tray paint), or null to keep the model's own. */
  colour: string | null;
}

/** What the viewer is asked to show: the product key, colours and every 3D part on or off (spec 4). */
export interface VisualiserSelection {
  /** The model sku; the model's part of that name is shown, other models' parts hidden. */
  productKey: string;
  paint: string | null;
  trim: string | null;
  items: readonly VisualiserItem[];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A swatch value as a `#rrggbb` colour, or null when it is not a colour (e.g. an image path). */
export function swatchColour(swatch: string | null | undefined): string | null {
  const value = swatch?.trim() ?? '';
  if (!HEX.test(value)) return null;
  const digits = value.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** The colour of a cart sku that is a colour variant, from its accessory's colour options. */
function variantColour(catalog: Catalog, sku: string): string | null {
  const entry = catalog.bySku.get(sku);
  if (!entry?.variant) return null;
  const index = entry.variant.valueIndex;
  return swatchColour(entry.accessory.colourOptions.find((c) => c.valueIndex === index)?.value);
}

/**
 * The selection the viewer shows for a build (spec 4): the product key, paint from
 * the exterior swatch, and every 3D-ready accessory key on or off. Cart skus map to
 * their accessory key (the parent of a colour variant); only the most recent of a
 * same-spot set is on; items a pack includes are on; a tray takes its paint's colour
 * and the model's own part the body's.
 */
export function visualiserSelection(catalog: Catalog, resolved: ResolvedSelection, cart: readonly string[]): VisualiserSelection {
  const { configurable, variant } = resolved;
  const shown = new Map<string, string>();
  for (const sku of renderedAccessories(catalog, cart)) {
    const key = keyOf(catalog, sku);
    if (key !== null) shown.set(key, sku);
  }
  const paintSku = paintInCart(catalog, cart);
  const trayPaint = paintSku ? variantColour(catalog, paintSku) : null;

  const items: VisualiserItem[] = [];
  for (const accessory of catalog.accessories) {
    if (!accessory.is3DReady || accessory.isTrayPaint) continue;
    const sku = shown.get(accessory.sku);
    const colour = sku === undefined ? null : accessory.isTray ? trayPaint : variantColour(catalog, sku);
    items.push({ sku: accessory.sku, on: sku !== undefined, colour });
  }
  // A model's own part (a tub, a badge) is bodywork: it takes the paint.
  const paint = swatchColour(chosenOptionValue(configurable, variant, 'exteriorCode')?.swatch);
  for (const model of catalog.configurables) {
    const on = model.sku === configurable.sku;
    items.push({ sku: model.sku, on, colour: on ? paint : null });
  }
  return {
    productKey: configurable.sku,
    paint,
    trim: swatchColour(chosenOptionValue(configurable, variant, 'interiorCode')?.swatch),
    items,
  };
}

/** A material change the viewer makes: visible or not, and the colour to give it (null keeps its own). */
export interface MaterialState {
  name: string;
  visible: boolean;
  colour: string | null;
}

/**
 * The material changes a selection makes on a model whose materials have these
 * names: the paint and trim colours, then every part the model has, on or off.
 * Parts the model lacks are skipped; so are items with no material of their name.
 */
export function materialStates(selection: VisualiserSelection, materialNames: readonly string[]): MaterialState[] {
  const names = new Set(materialNames);
  const states: MaterialState[] = [];
  if (selection.paint && names.has(PAINT_MATERIAL)) states.push({ name: PAINT_MATERIAL, visible: true, colour: selection.paint });
  if (selection.trim && names.has(TRIM_MATERIAL)) states.push({ name: TRIM_MATERIAL, visible: true, colour: selection.trim });
  for (const item of selection.items) {
    if (names.has(item.sku)) states.push({ name: item.sku, visible: item.on, colour: item.on ? item.colour : null });
  }
  return states;
}

/** Two selections ask the viewer for the same thing (so an unchanged build sends nothing). */
export function isSameSelection(a: VisualiserSelection | null, b: VisualiserSelection | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** An sRGB channel (0..255) in linear light, as glTF base colours are stored. */
function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** A `#rrggbb` colour as linear RGBA with the given alpha (glTF `baseColorFactor`); null for anything else. */
export function linearRgba(hex: string, alpha = 1): [number, number, number, number] | null {
  const colour = swatchColour(hex);
  if (!colour) return null;
  const n = Number.parseInt(colour.slice(1), 16);
  return [toLinear((n >> 16) & 255), toLinear((n >> 8) & 255), toLinear(n & 255), alpha];
}

/** A glTF node as far as the camera needs it. */
export interface GltfNodeLike {
  name?: string;
  translation?: readonly number[];
  children?: readonly number[];
}

/**
 * Where the interior camera sits in model space: the `interior-camera` node's
 * translation plus its ancestors' (the demo models neither rotate nor scale
 * these nodes). Null when the model has no such node.
 */
export function interiorCameraPosition(nodes: readonly GltfNodeLike[] | null | undefined): [number, number, number] | null {
  if (!nodes) return null;
  const index = nodes.findIndex((n) => n.name === INTERIOR_CAMERA_NODE);
  if (index < 0) return null;
  const position: [number, number, number] = [0, 0, 0];
  const seen = new Set<number>();
  let current: number | undefined = index;
  while (current !== undefined && !seen.has(current)) {
    seen.add(current);
    const t = nodes[current]?.translation;
    if (t && t.length === 3) for (let i = 0; i < 3; i++) position[i] = position[i]! + (Number(t[i]) || 0);
    const child: number = current;
    current = nodes.findIndex((n) => n.children?.includes(child) ?? false);
    if (current < 0) current = undefined;
  }
  return position;
}

/** The camera attributes of a view: model-viewer's camera-target, camera-orbit and field-of-view. */
export interface CameraSettings {
  target: string;
  orbit: string;
  minOrbit: string;
  fieldOfView: string;
}

/** Exterior: the whole car from the front three-quarter. Interior: from the interior camera node, looking forward. */
/**
 * The orbit that shows the car from a hero angle (spec 9's names, chosen by domain/hero's
 * exteriorAngle): the front three quarter by default, the side, the rear three quarter.
 */
const ORBIT_OF_ANGLE: Readonly<Record<string, string>> = {
  '3-4-front': '35deg 75deg 95%',
  side: '90deg 75deg 95%',
  '3-4-right-rear': '145deg 75deg 95%',
};

export function cameraFor(
  view: VisualiserView,
  interiorCamera: readonly [number, number, number] | null,
  angle = '3-4-front',
): CameraSettings {
  if (view === 'interior' && interiorCamera) {
    const [x, y, z] = interiorCamera.map((v) => Number(v.toFixed(3)));
    return { target: `${x}m ${y}m ${z}m`, orbit: '180deg 78deg 0.05m', minOrbit: 'auto auto 0.01m', fieldOfView: '75deg' };
  }
  const orbit = ORBIT_OF_ANGLE[angle] ?? ORBIT_OF_ANGLE['3-4-front']!;
  return { target: 'auto auto auto', orbit, minOrbit: 'auto auto auto', fieldOfView: 'auto' };
}
