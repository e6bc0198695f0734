/**
 * The demo's 3D models (demo/public/models/*.glb): valid glTF (gltf-validator,
 * no errors), small, named the way the visualiser expects, regenerated
 * byte-for-byte by demo/models/generate.mjs, and served by the demo server.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog, repoRoot, startDemo, type DemoServer, type Json } from './demoServer';

interface ValidationReport {
  issues: { numErrors: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
}
// gltf-validator ships no types: this is the one function used.
const { validateBytes } = createRequire(import.meta.url)('gltf-validator') as {
  validateBytes(data: Uint8Array): Promise<ValidationReport>;
};

const modelsDir = join(repoRoot, 'demo/public/models');
const ranges: Json[] = readCatalog().ranges;
const renderable = ranges.filter((r: Json) => r.ready_for_render === true);
const pathOf = (code: string) => join(modelsDir, `${code}.glb`);

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

describe('demo 3D models', () => {
  it('exist for every range that is ready for render, and only those', () => {
    expect(renderable.map((r: Json) => r.code).sort()).toEqual(['eclipse-cross-my24', 'outlander-my25', 'pajero-sport', 'triton']);
    for (const range of renderable) expect(statSync(pathOf(range.code)).isFile()).toBe(true);
  });

  it.each(renderable.map((r: Json) => [r.code, r]))('%s is valid glTF with no errors and under 1 MB', async (_code, range: Json) => {
    const bytes = new Uint8Array(readFileSync(pathOf(range.code)));
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const report = await validateBytes(bytes);
    expect(report.issues.messages.filter((m) => m.severity === 0)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
  });

  it.each(renderable.map((r: Json) => [r.code, r]))(
    '%s has a paint material, an interior camera and a hidden part per 3D-ready accessory, tray and model',
    async (_code, range: Json) => {
      const doc = await new NodeIO().read(pathOf(range.code));
      const root = doc.getRoot();
      const nodes = new Map(root.listNodes().map((n) => [n.getName(), n]));
      const materials = new Map(root.listMaterials().map((m) => [m.getName(), m]));
      expect(materials.has('paint')).toBe(true);
      expect(materials.has('trim')).toBe(true);
      expect(nodes.has('interior-camera')).toBe(true);

      const accessories = range.accessories.products.filter((a: Json) => a.is_3d_ready && !a.is_tray_paint);
      const withParts = accessories.filter((a: Json) => !(a.included_accessories ?? []).length);
      expect(withParts.length).toBeGreaterThan(5);
      for (const sku of [...accessories.map((a: Json) => a.sku), ...range.products.map((p: Json) => p.sku)]) {
        expect(nodes.has(sku), `node ${sku}`).toBe(true);
      }
      for (const sku of [...withParts.map((a: Json) => a.sku), ...range.products.map((p: Json) => p.sku)]) {
        const node = nodes.get(sku)!;
        const material = node.getMesh()?.listPrimitives()[0]?.getMaterial();
        expect(material?.getName(), `material of ${sku}`).toBe(sku);
        // Hidden until the element shows it: fully transparent under an alpha mask.
        expect([material?.getAlphaMode(), material?.getBaseColorFactor()[3]]).toEqual(['MASK', 0]);
      }
      // Trays are parts; tray paints colour their tray and have none.
      for (const trayAccessory of accessories.filter((a: Json) => a.is_tray)) expect(nodes.get(trayAccessory.sku)?.getMesh()).toBeTruthy();
      for (const paint of range.accessories.products.filter((a: Json) => a.is_tray_paint)) expect(nodes.has(paint.sku)).toBe(false);
    },
  );

  it('are what the generator writes (deterministic, committed up to date)', () => {
    const out = mkdtempSync(join(tmpdir(), 'bp-models-'));
    try {
      execFileSync(process.execPath, [join(repoRoot, 'demo/models/generate.mjs'), '--out', out], { cwd: repoRoot });
      for (const range of renderable) {
        expect(Buffer.compare(readFileSync(join(out, `${range.code}.glb`)), readFileSync(pathOf(range.code))), range.code).toBe(0);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('are served under /models/ as glTF binary', async () => {
    const response = await fetch(new URL('models/triton.glb', server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('glTF');
    expect((await fetch(new URL('models/asx.glb', server.url))).status).toBe(404);
  });
});
