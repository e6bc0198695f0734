import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { specificationsPdfUrl } from '../../src/data/assetPaths';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCatalog, repoRoot, startDemo, type DemoServer, type Json } from './demoServer';

/** Checks a PDF's structure by hand: header, trailer, and every xref offset pointing at its object. */
function checkPdfStructure(text: string): void {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const table = /^xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref));
  const count = Number(table?.[1]);
  const entries = (table?.[2] ?? '').split('\n').filter((line) => line !== '');
  expect(entries).toHaveLength(count);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
  expect(Number(stream?.[1])).toBe(stream?.[2]?.length);
  expect(text).toContain('/Type /Page ');
  expect(text).toContain('/Count 1');
}

/** The text drawn on the page, unescaped. */
function drawnText(text: string): string[] {
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

describe('specifications PDFs (spec 7)', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemo();
  });
  afterAll(() => server?.stop());
  afterEach(async () => {
    await fetch(`${server.url}__faults`, { method: 'DELETE' });
  });

  it('serves a one-page PDF titled with the range and model name for every catalog model', async () => {
    const ranges = readCatalog().ranges;
    for (const range of ranges) {
      for (const product of range.products as Json[]) {
        const res = await fetch(specificationsPdfUrl(server.url, product.sku));
        expect(res.status, product.sku).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        const text = await res.text();
        checkPdfStructure(text);
        const lines = drawnText(text);
        expect(lines[0]).toBe(`${range.name} ${product.name} specifications`);
        expect(lines).toContain(`Body style: ${product.body_style}`);
        expect(lines).toContain(`Drive: ${product.drive_type}`);
        expect(lines).toContain(`Fuel: ${product.fuel_type}`);
        expect(lines).toContain(`Transmission: ${product.transmission}`);
        expect(lines).toContain(`Seats: ${product.seats}`);
      }
    }
  });

  it('answers the Triton GLX cab chassis with its catalog facts', async () => {
    const res = await fetch(`${server.url}content/dam/mmal/specifications/TR25GLXSCCA2PM.pdf`);
    const lines = drawnText(await res.text());
    expect(lines.slice(0, 9)).toEqual([
      'Triton GLX specifications',
      'Model code: TR25GLXSCCA2PM',
      'Model year: 2025',
      'Subrange: Cab Chassis',
      'Body style: Single Cab Chassis',
      'Drive: 2WD',
      'Fuel: Petrol',
      'Transmission: 6-speed manual',
      'Seats: 2',
    ]);
  });

  it('the server mirror of the asset paths builds the same URL', async () => {
    const mirror = (await import(pathToFileURL(join(repoRoot, 'demo/store/assetPaths.mjs')).href)) as {
      specificationsPdfUrl: typeof specificationsPdfUrl;
    };
    for (const base of ['', 'http://localhost:4173/', 'https://cdn.example.com.au'])
      expect(mirror.specificationsPdfUrl(base, 'TR25GLXSCCA2PM')).toBe(specificationsPdfUrl(base, 'TR25GLXSCCA2PM'));
    expect(specificationsPdfUrl('https://cdn.example.com.au/', 'TR25GLXSCCA2PM')).toBe(
      'https://cdn.example.com.au/content/dam/mmal/specifications/TR25GLXSCCA2PM.pdf',
    );
  });

  it('answers 304 to a repeat request with its ETag', async () => {
    const url = `${server.url}content/dam/mmal/specifications/TR25GLXSCCA2PM.pdf`;
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown model sku or a malformed name', async () => {
    expect((await fetch(`${server.url}content/dam/mmal/specifications/NOSUCHMODEL.pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}content/dam/mmal/specifications/TR25GLXSCCA2PM.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}content/dam/mmal/specifications/..%2Fsecret.pdf`)).status).toBe(404);
  });

  it('fails with the assets fault switch like other DAM files', async () => {
    await fetch(`${server.url}__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ assets: '500' }),
    });
    expect((await fetch(`${server.url}content/dam/mmal/specifications/TR25GLXSCCA2PM.pdf`)).status).toBe(500);
  });
});
