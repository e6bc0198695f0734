// @ts-check
/**
 * Writes the demo's 3D models, demo/public/models/{range code}.glb, one per
 * range whose `ready_for_render` is true, from the demo catalog. Deterministic:
 * rerunning it writes the same bytes. Run: node demo/models/generate.mjs
 * [--out folder]. The generated files are committed (about 450 KB in all).
 *
 * Boxy on purpose, but named the way the element expects (src/domain/visualiser.ts):
 * - material `paint` (the body; its colour follows the exterior), `trim` (the
 *   interior), `glass`, `tyre`, `rim`, `lamp`;
 * - a node `interior-camera` where the interior view's camera sits;
 * - one node per 3D-ready accessory and tray (a tray paint colours its tray),
 *   and one per model, each named after its sku with a material of the same
 *   name, hidden by default: alpha mode MASK with alpha 0. The element shows a
 *   part by setting its material's alpha to 1.
 *
 * Axes (glTF): +Y up, the car's front towards +Z, its right side towards -X,
 * metres, wheels on the ground at y = 0.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const CATALOG_DIR = resolve(here, '../catalog');
export const MODELS_DIR = resolve(here, '../public/models');

/** @typedef {{ positions: number[], normals: number[], indices: number[] }} Geometry */
/** @typedef {[number, number, number, number, number, number]} Box x0 x1 y0 y1 z0 z1 */

/** @returns {Geometry} */
const emptyGeometry = () => ({ positions: [], normals: [], indices: [] });

/** Adds a quad (four corners counter-clockwise seen from outside) with its normal. */
function quad(/** @type {Geometry} */ g, /** @type {number[][]} */ corners, /** @type {number[]} */ normal) {
  const base = g.positions.length / 3;
  for (const c of corners) {
    g.positions.push(...c.map(round));
    g.normals.push(...normal);
  }
  g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
}

const round = (/** @type {number} */ v) => Math.round(v * 1e4) / 1e4;

/** An axis-aligned box. */
function box(/** @type {Geometry} */ g, /** @type {Box} */ [x0, x1, y0, y1, z0, z1]) {
  quad(
    g,
    [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    [0, 0, 1],
  );
  quad(
    g,
    [
      [x1, y0, z0],
      [x0, y0, z0],
      [x0, y1, z0],
      [x1, y1, z0],
    ],
    [0, 0, -1],
  );
  quad(
    g,
    [
      [x1, y0, z1],
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
    ],
    [1, 0, 0],
  );
  quad(
    g,
    [
      [x0, y0, z0],
      [x0, y0, z1],
      [x0, y1, z1],
      [x0, y1, z0],
    ],
    [-1, 0, 0],
  );
  quad(
    g,
    [
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    [0, 1, 0],
  );
  quad(
    g,
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
    [0, -1, 0],
  );
}

/** A cylinder along the X axis (a wheel), as a prism of `sides` faces with flat caps. */
function wheel(
  /** @type {Geometry} */ g,
  /** @type {number} */ cx,
  /** @type {number} */ cy,
  /** @type {number} */ cz,
  /** @type {number} */ radius,
  /** @type {number} */ half,
  sides = 20,
) {
  const at = (/** @type {number} */ i) => {
    const a = (i / sides) * Math.PI * 2;
    return [Math.cos(a), Math.sin(a)];
  };
  for (let i = 0; i < sides; i++) {
    const [c0, s0] = at(i);
    const [c1, s1] = at(i + 1);
    const [cm, sm] = at(i + 0.5);
    quad(
      g,
      [
        [cx + half, cy + s0 * radius, cz + c0 * radius],
        [cx + half, cy + s1 * radius, cz + c1 * radius],
        [cx - half, cy + s1 * radius, cz + c1 * radius],
        [cx - half, cy + s0 * radius, cz + c0 * radius],
      ],
      [0, round(sm), round(cm)],
    );
  }
  for (const side of [1, -1]) {
    const base = g.positions.length / 3;
    g.positions.push(round(cx + side * half), round(cy), round(cz));
    g.normals.push(side, 0, 0);
    for (let i = 0; i < sides; i++) {
      const [c, s] = at(i);
      g.positions.push(round(cx + side * half), round(cy + s * radius), round(cz + c * radius));
      g.normals.push(side, 0, 0);
    }
    for (let i = 0; i < sides; i++) {
      const a = base + 1 + i;
      const b = base + 1 + ((i + 1) % sides);
      if (side > 0) g.indices.push(base, b, a);
      else g.indices.push(base, a, b);
    }
  }
}

/** Both sides of the car: a box and its mirror across x = 0. */
const mirrored = (/** @type {Box} */ [x0, x1, ...rest]) =>
  /** @type {Box[]} */ ([
    [x0, x1, ...rest],
    [-x1, -x0, ...rest],
  ]);

/** Body shapes: a pick-up (cab, then a tub or tray behind) or a wagon (one long cabin). */
function shapeOf(/** @type {any} */ range) {
  const pickUp = range.code === 'triton';
  return pickUp
    ? { pickUp, front: 2.65, rear: -2.65, cabRear: -0.45, roofFront: 0.95, height: 1.8, wheelZ: [1.6, -1.55], width: 0.93 }
    : { pickUp, front: 2.35, rear: -2.35, cabRear: -2.2, roofFront: 0.75, height: 1.72, wheelZ: [1.4, -1.35], width: 0.93 };
}

/** The boxes of an accessory, chosen by words in its title (same-spot pairs share their place). */
function accessoryShape(/** @type {string} */ title, /** @type {ReturnType<typeof shapeOf>} */ s) {
  const t = title.toLowerCase();
  const w = s.width;
  const tub = { z0: s.rear + 0.05, z1: s.cabRear - 0.05 };
  const wheels = (/** @type {number} */ r, /** @type {number} */ x) =>
    /** @type {const} */ ({
      wheels: s.wheelZ.flatMap((z) => [
        [x, z],
        [-x, z],
      ]),
      r,
    });
  /** @type {{ boxes?: Box[], wheels?: readonly (readonly number[])[], r?: number }} */
  let shape = {};
  if (t.includes('tray') && !t.includes('paint') && !t.includes('powder'))
    shape = {
      boxes: [
        [-w - 0.05, w + 0.05, 0.98, 1.06, s.rear - 0.1, s.cabRear - 0.02],
        [-w - 0.05, w + 0.05, 1.06, 1.75, s.cabRear - 0.08, s.cabRear - 0.02],
        [-w - 0.05, w + 0.05, 1.06, 1.3, s.rear - 0.1, s.rear - 0.04],
        ...mirrored([w, w + 0.05, 1.06, 1.3, s.rear - 0.1, s.cabRear - 0.02]),
      ],
    };
  else if (t.includes('hard lid') || t.includes('tonneau') || t.includes('roller shutter'))
    shape = { boxes: [[-w + 0.02, w - 0.02, 1.06, 1.1, tub.z0, tub.z1]] };
  else if (t.includes('canopy')) shape = { boxes: [[-w + 0.02, w - 0.02, 1.06, 1.74, tub.z0, tub.z1]] };
  else if (t.includes('sports bar led')) shape = { boxes: [[-0.6, 0.6, 1.72, 1.8, s.cabRear - 0.3, s.cabRear - 0.2]] };
  else if (t.includes('sports bar'))
    shape = {
      boxes: [
        ...mirrored([w - 0.12, w - 0.04, 1.06, 1.68, s.cabRear - 0.35, s.cabRear - 0.25]),
        [-w + 0.04, w - 0.04, 1.6, 1.68, s.cabRear - 0.35, s.cabRear - 0.25],
      ],
    };
  else if (t.includes('weather shield'))
    shape = { boxes: mirrored([w - 0.06, w - 0.02, 1.62, 1.68, s.pickUp ? s.cabRear + 0.1 : s.cabRear + 0.4, s.roofFront - 0.05]) };
  else if (t.includes('bonnet protector')) shape = { boxes: [[-0.75, 0.75, 1.1, 1.16, s.front - 0.35, s.front - 0.2]] };
  else if (t.includes('headlamp protector')) shape = { boxes: mirrored([0.5, 0.86, 0.88, 1.02, s.front, s.front + 0.03]) };
  else if (t.includes('mirror'))
    shape = { boxes: mirrored([w, w + (t.includes('towing') ? 0.3 : 0.18), 1.18, 1.34, s.roofFront - 0.1, s.roofFront + 0.02]) };
  else if (t.includes('side step') || t.includes('rock slider'))
    shape = { boxes: mirrored([w - 0.05, w + 0.12, 0.3, 0.38, s.wheelZ[1] + 0.45, s.wheelZ[0] - 0.45]) };
  else if (t.includes('flare')) shape = { boxes: s.wheelZ.flatMap((z) => mirrored([w, w + 0.06, 0.55, 0.82, z - 0.5, z + 0.5])) };
  else if (t.includes('mud flap')) {
    const zs = t.includes('front') ? [s.wheelZ[0] - 0.45] : t.includes('rear') ? [s.wheelZ[1] - 0.45] : s.wheelZ.map((z) => z - 0.45);
    shape = { boxes: zs.flatMap((z) => mirrored([w - 0.3, w - 0.02, 0.12, 0.45, z - 0.02, z])) };
  } else if (t.includes('alloy wheel')) shape = { ...wheels(0.3, w - 0.04) };
  else if (t.includes('bull bar'))
    shape = {
      boxes: [
        [-w, w, 0.35, 0.5, s.front + 0.1, s.front + 0.2],
        [-w, w, 0.95, 1.05, s.front + 0.1, s.front + 0.2],
        ...mirrored([w - 0.15, w, 0.35, 1.05, s.front + 0.1, s.front + 0.2]),
        ...mirrored([0.05, 0.15, 0.35, 1.05, s.front + 0.1, s.front + 0.2]),
      ],
    };
  else if (t.includes('nudge bar'))
    shape = {
      boxes: [[-0.5, 0.5, 0.6, 0.68, s.front + 0.08, s.front + 0.16], ...mirrored([0.42, 0.5, 0.35, 0.68, s.front + 0.08, s.front + 0.16])],
    };
  else if (t.includes('bash plate')) shape = { boxes: [[-0.7, 0.7, 0.2, 0.26, s.front - 0.9, s.front - 0.05]] };
  else if (t.includes('snorkel'))
    shape = {
      boxes: [
        [-w - 0.1, -w, 0.7, s.height + 0.05, s.roofFront + 0.15, s.roofFront + 0.25],
        [-w - 0.1, -w, s.height - 0.05, s.height + 0.05, s.roofFront + 0.15, s.roofFront + 0.4],
      ],
    };
  else if (t.includes('tub liner'))
    shape = {
      boxes: [
        [-w + 0.08, w - 0.08, 0.58, t.includes('over') ? 1.08 : 1.0, tub.z0 + 0.05, tub.z0 + 0.1],
        [-w + 0.08, w - 0.08, 0.56, 0.6, tub.z0 + 0.05, tub.z1 - 0.05],
      ],
    };
  else if (t.includes('tub slide')) shape = { boxes: [[-0.7, 0.7, 0.6, 0.7, tub.z0 + 0.05, tub.z1 - 0.3]] };
  else if (t.includes('tow ball')) shape = { boxes: [[-0.05, 0.05, 0.45, 0.62, s.rear - 0.35, s.rear - 0.25]] };
  else if (t.includes('towbar'))
    shape = {
      boxes: [
        [-0.08, 0.08, 0.36, 0.46, s.rear - 0.3, s.rear],
        [-0.6, 0.6, 0.36, 0.46, s.rear, s.rear + 0.1],
      ],
    };
  else if (t.includes('light bar')) shape = { boxes: [[-0.6, 0.6, s.height, s.height + 0.08, s.roofFront - 0.25, s.roofFront - 0.15]] };
  else if (t.includes('driving light')) shape = { boxes: mirrored([0.35, 0.6, 0.72, 0.92, s.front + 0.18, s.front + 0.24]) };
  else if (t.includes('roof pod'))
    shape = { boxes: [[-0.45, 0.45, s.height + 0.1, s.height + 0.38, s.roofFront - 1.9, s.roofFront - 0.3]] };
  else if (t.includes('bike')) shape = { boxes: [[0.25, 0.3, s.height + 0.08, s.height + 0.7, s.roofFront - 1.5, s.roofFront - 0.3]] };
  else if (t.includes('kayak')) shape = { boxes: [[-0.5, -0.2, s.height + 0.1, s.height + 0.3, s.roofFront - 2.6, s.roofFront + 0.6]] };
  else if (t.includes('roof'))
    shape = {
      boxes: t.includes('platform')
        ? [[-w + 0.05, w - 0.05, s.height + 0.04, s.height + 0.1, s.roofFront - 1.25, s.roofFront - 0.1]]
        : [
            [-w + 0.05, w - 0.05, s.height + 0.02, s.height + 0.08, s.roofFront - 0.35, s.roofFront - 0.28],
            [-w + 0.05, w - 0.05, s.height + 0.02, s.height + 0.08, s.roofFront - 1.05, s.roofFront - 0.98],
          ],
    };
  else if (t.includes('ladder rack'))
    shape = {
      boxes: [
        ...mirrored([w - 0.08, w, 1.06, 2.0, s.cabRear - 0.12, s.cabRear - 0.04]),
        [-w, w, 1.92, 2.0, s.cabRear - 0.12, s.rear + 0.2],
      ],
    };
  else shape = { boxes: [[-0.2, 0.2, 0.5, 0.7, s.rear - 0.04, s.rear]] };
  return shape;
}

/** Hex to linear RGBA (glTF base colours are linear). */
function linear(/** @type {string} */ hex, alpha = 1) {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const ch = (/** @type {number} */ c) => {
    const v = c / 255;
    return round(v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  };
  return [ch((n >> 16) & 255), ch((n >> 8) & 255), ch(n & 255), alpha];
}

/** The model of one range as GLB bytes. */
export async function modelFor(/** @type {any} */ range) {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'bp-configurator demo/models/generate.mjs';
  const buffer = doc.createBuffer();
  const scene = doc.createScene(range.code);
  doc.getRoot().setDefaultScene(scene);
  const root = doc.createNode(range.code);
  scene.addChild(root);
  const s = shapeOf(range);
  const w = s.width;

  const material = (
    /** @type {string} */ name,
    /** @type {string} */ hex,
    /** @type {{ metal?: number, rough?: number, alpha?: number, mode?: 'OPAQUE' | 'MASK' | 'BLEND', doubleSided?: boolean, emissive?: number[] }} */ o = {},
  ) => {
    const m = doc.createMaterial(name).setBaseColorFactor(/** @type {[number, number, number, number]} */ (linear(hex, o.alpha ?? 1)));
    m.setMetallicFactor(o.metal ?? 0)
      .setRoughnessFactor(o.rough ?? 0.6)
      .setDoubleSided(o.doubleSided ?? false);
    if (o.mode) m.setAlphaMode(o.mode);
    if (o.mode === 'MASK') m.setAlphaCutoff(0.5);
    if (o.emissive) m.setEmissiveFactor(/** @type {[number, number, number]} */ (o.emissive));
    return m;
  };
  /** A node with one mesh of the geometry, in the material. */
  const part = (
    /** @type {string} */ name,
    /** @type {Geometry} */ g,
    /** @type {() => import('@gltf-transform/core').Material} */ materialOf,
  ) => {
    const node = doc.createNode(name);
    if (g.indices.length > 0) {
      const m = materialOf();
      const prim = doc
        .createPrimitive()
        .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.positions)).setBuffer(buffer))
        .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(new Float32Array(g.normals)).setBuffer(buffer))
        .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(g.indices)).setBuffer(buffer))
        .setMaterial(m);
      node.setMesh(doc.createMesh(name).addPrimitive(prim));
    }
    root.addChild(node);
    return node;
  };
  const boxesOf = (/** @type {Box[]} */ list) => {
    const g = emptyGeometry();
    for (const b of list) box(g, b);
    return g;
  };

  // Body: doubly sided so that the interior view sees the inside of the shell.
  const paint = material('paint', range.hero_colour ?? '#a9adb1', { metal: 0.5, rough: 0.35, doubleSided: true });
  const bodyBoxes = /** @type {Box[]} */ ([
    [-w, w, 0.42, 1.08, s.cabRear, s.front],
    [-w + 0.02, w - 0.02, s.height - 0.06, s.height, s.cabRear, s.roofFront],
  ]);
  if (!s.pickUp) bodyBoxes.push([-w, w, 0.42, 1.08, s.rear, s.cabRear]);
  // Pillars between the windows.
  bodyBoxes.push(...mirrored([w - 0.07, w - 0.02, 1.08, s.height - 0.06, s.cabRear, s.cabRear + 0.08]));
  bodyBoxes.push(...mirrored([w - 0.07, w - 0.02, 1.08, s.height - 0.06, s.roofFront - 0.08, s.roofFront]));
  part('body', boxesOf(bodyBoxes), () => paint);
  part('bonnet', boxesOf([[-w + 0.03, w - 0.03, 1.08, 1.12, s.roofFront + 0.3, s.front - 0.05]]), () => paint);

  const glass = material('glass', '#1d2733', { metal: 0.1, rough: 0.05, alpha: 0.45, mode: 'BLEND', doubleSided: true });
  const windows = emptyGeometry();
  box(windows, [-w + 0.03, w - 0.03, 1.08, s.height - 0.06, s.cabRear + 0.02, s.roofFront - 0.02]);
  // The windscreen, sloping from the bonnet to the roof.
  quad(
    windows,
    [
      [-w + 0.03, 1.1, s.roofFront + 0.3],
      [w - 0.03, 1.1, s.roofFront + 0.3],
      [w - 0.03, s.height - 0.06, s.roofFront],
      [-w + 0.03, s.height - 0.06, s.roofFront],
    ],
    [0, 0.72, 0.69],
  );
  part('windows', windows, () => glass);

  const tyres = emptyGeometry();
  const rims = emptyGeometry();
  for (const z of s.wheelZ) {
    for (const x of [w - 0.12, -(w - 0.12)]) {
      wheel(tyres, x, 0.38, z, 0.38, 0.14);
      wheel(rims, x + Math.sign(x) * 0.005, 0.38, z, 0.24, 0.14);
    }
  }
  part('tyres', tyres, () => material('tyre', '#1b1b1c', { rough: 0.9 }));
  part('rims', rims, () => material('rim', '#c9ccd0', { metal: 0.8, rough: 0.3 }));
  part(
    'lamps',
    boxesOf([
      ...mirrored([0.55, 0.85, 0.9, 1.0, s.front - 0.04, s.front + 0.01]),
      ...mirrored([0.7, 0.9, 0.85, 1.0, s.rear - 0.01, s.rear + 0.04]),
    ]),
    () => material('lamp', '#fff7e0', { emissive: [0.6, 0.55, 0.4] }),
  );
  part('grille', boxesOf([[-0.5, 0.5, 0.55, 0.95, s.front, s.front + 0.02]]), () =>
    material('grille', '#202224', { metal: 0.6, rough: 0.4 }),
  );

  // Interior: dashboard, steering wheel, seats in the trim colour.
  const trim = material('trim', '#2a2a2c', { rough: 0.8 });
  const seat = (/** @type {number} */ x, /** @type {number} */ z, /** @type {number} */ half) =>
    /** @type {Box[]} */ ([
      [x - half, x + half, 0.6, 0.78, z - 0.25, z + 0.25],
      [x - half, x + half, 0.78, 1.45, z - 0.32, z - 0.22],
    ]);
  const interior = [
    /** @type {Box} */ ([-w + 0.08, w - 0.08, 0.8, 1.12, s.roofFront - 0.25, s.roofFront + 0.05]),
    /** @type {Box} */ ([-0.52, -0.28, 0.98, 1.16, s.roofFront - 0.42, s.roofFront - 0.38]),
    ...seat(-0.4, s.roofFront - 1.0, 0.25),
    ...seat(0.4, s.roofFront - 1.0, 0.25),
  ];
  if (s.cabRear < s.roofFront - 1.9) interior.push(...seat(0, s.roofFront - 1.85, 0.7));
  part('interior', boxesOf(interior), () => trim);
  // Where the driver's eyes are (right-hand drive: the car's right is -X).
  root.addChild(doc.createNode('interior-camera').setTranslation([-0.4, 1.38, round(s.roofFront - 1.0)]));

  // One part per model: a tub for a Pick Up, chassis rails for a Cab Chassis, a badge on a wagon.
  for (const product of range.products) {
    const path = product.subrange?.path ?? '';
    /** @type {Box[]} */
    let boxes;
    if (path === 'pick-up') {
      boxes = [
        [-w, w, 0.42, 0.58, s.rear, s.cabRear],
        ...mirrored([w - 0.06, w, 0.58, 1.08, s.rear, s.cabRear]),
        [-w, w, 0.58, 1.08, s.rear, s.rear + 0.06],
        [-w, w, 0.58, 1.08, s.cabRear - 0.06, s.cabRear],
      ];
    } else if (path === 'cab-chassis') {
      boxes = mirrored([0.45, 0.55, 0.45, 0.62, s.rear, s.cabRear]);
    } else {
      boxes = [[0.35, 0.7, 0.95, 1.0, s.rear - 0.02, s.rear]];
    }
    part(product.sku, boxesOf(boxes), () =>
      material(product.sku, range.hero_colour ?? '#a9adb1', { metal: 0.5, rough: 0.35, mode: 'MASK', alpha: 0, doubleSided: true }),
    );
  }

  // One part per 3D-ready accessory; packs show their items, so their node is empty.
  for (const accessory of range.accessories.products) {
    if (!accessory.is_3d_ready || accessory.is_tray_paint) continue;
    const isPack = (accessory.included_accessories ?? []).length > 0 || /pack/i.test(accessory.accessory_group ?? '');
    const shape = isPack ? {} : accessoryShape(accessory.title, s);
    const g = emptyGeometry();
    for (const b of shape.boxes ?? []) box(g, b);
    for (const [x, z] of shape.wheels ?? []) wheel(g, x ?? 0, 0.38, z ?? 0, shape.r ?? 0.3, 0.02);
    const title = accessory.title.toLowerCase();
    const hex = title.includes('gloss black')
      ? '#111214'
      : title.includes('gunmetal')
        ? '#4a4e54'
        : title.includes('alloy')
          ? '#c4c7cb'
          : /led|light/.test(title)
            ? '#f2f2ea'
            : '#2b2d30';
    part(accessory.sku, g, () => material(accessory.sku, hex, { metal: 0.4, rough: 0.45, mode: 'MASK', alpha: 0, doubleSided: true }));
  }
  return new NodeIO().writeBinary(doc);
}

/** The ranges of the demo catalog that have a 3D model. */
export function renderableRanges(catalogDir = CATALOG_DIR) {
  return readdirSync(catalogDir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(catalogDir, f), 'utf8')).ranges ?? [])
    .filter((/** @type {any} */ r) => r.ready_for_render === true);
}

/** Writes every model, or only the missing ones; returns the paths written. */
export async function generateModels({ onlyMissing = false, catalogDir = CATALOG_DIR, outDir = MODELS_DIR } = {}) {
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const range of renderableRanges(catalogDir)) {
    const path = join(outDir, `${range.code}.glb`);
    if (onlyMissing && existsSync(path)) continue;
    writeFileSync(path, await modelFor(range));
    written.push(path);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv.indexOf('--out');
  const outDir = out > 0 && process.argv[out + 1] ? resolve(process.argv[out + 1]) : MODELS_DIR;
  for (const path of await generateModels({ outDir })) console.log(`wrote ${path}`);
}
