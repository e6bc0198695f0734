/**
 * Preview mode (spec 6) through a real element instance: the store client and the
 * asset listings carry the page's preview token and version on every data request
 * except the store config query; the content base switches to the preview base.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
} from '../../src/data/queries';
import { parseElementConfig } from '../../src/host/elementConfig';
import { loadAssetListingAtom } from '../../src/state/assets';
import { instanceFor } from '../../src/state/instance';

interface Seen {
  url: string;
  operation: string | null;
  headers: Headers;
}

let seen: Seen[] = [];
beforeEach(() => {
  seen = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? (JSON.parse(String(init.body)) as { operationName?: string }) : null;
    seen.push({
      url: url.href,
      operation: body?.operationName ?? url.searchParams.get('operationName'),
      headers: new Headers(init?.headers),
    });
    return new Response('{"data":null}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  document.head.querySelectorAll('meta[name^="bp-preview-"]').forEach((meta) => meta.remove());
});

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

function previewPage() {
  addMeta('bp-preview-content-base', 'https://author.test/');
  addMeta('bp-preview-token', 'editor-token-123');
  addMeta('bp-preview-version', '7');
}

function instance(attributes: Record<string, string>) {
  const config = parseElementConfig(
    { graphqlEndpoint: 'https://store.test/graphql', assetBase: 'https://assets.test', ...attributes },
    'https://www.test/',
  );
  return instanceFor(null, config, () => {});
}

async function runEveryQuery(target: ReturnType<typeof instance>) {
  await target.client.query(getAllVehicleRangesQuery, {});
  await target.client.query(getVehiclesInRangeQuery, { ids: ['dHJpdG9u'] });
  await target.client.query(getAccessoriesInRangeQuery, { urlKeys: ['triton-2025-accessories'] });
  await target.client.query(getStoreConfigDetailsQuery, {});
  await target.store.set(loadAssetListingAtom, 'https://assets.test/api/assets/mmal/accessories/general.json?limit=10000');
}

const headersOf = (entry: Seen | undefined) => ({
  authorization: entry?.headers.get('authorization') ?? null,
  version: entry?.headers.get('preview-version') ?? null,
});

describe('preview mode', () => {
  it('sends Authorization and Preview-Version with every data request except GetStoreConfigDetails', async () => {
    previewPage();
    await runEveryQuery(instance({ previewMode: 'true' }));
    const preview = { authorization: 'Bearer editor-token-123', version: '7' };
    expect(headersOf(seen.find((s) => s.operation === 'GetAllVehicleRanges'))).toEqual(preview);
    expect(headersOf(seen.find((s) => s.operation === 'GetVehiclesInRange'))).toEqual(preview);
    expect(headersOf(seen.find((s) => s.operation === 'GetAccessoriesInRange'))).toEqual(preview);
    expect(headersOf(seen.find((s) => s.url.includes('/api/assets/')))).toEqual(preview);
    expect(headersOf(seen.find((s) => s.operation === 'GetStoreConfigDetails'))).toEqual({ authorization: null, version: null });
    expect(seen).toHaveLength(5);
  });

  it('sends them on GET queries too', async () => {
    previewPage();
    await runEveryQuery(instance({ previewMode: 'true', graphqlMethod: 'GET' }));
    expect(headersOf(seen.find((s) => s.operation === 'GetVehiclesInRange'))).toEqual({
      authorization: 'Bearer editor-token-123',
      version: '7',
    });
    expect(headersOf(seen.find((s) => s.operation === 'GetStoreConfigDetails'))).toEqual({ authorization: null, version: null });
  });

  it('sends no preview headers without preview-mode, even when the page has the meta tags', async () => {
    previewPage();
    await runEveryQuery(instance({}));
    expect(seen).toHaveLength(5);
    for (const entry of seen) expect(headersOf(entry)).toEqual({ authorization: null, version: null });
  });

  it('switches the content base to the preview base in preview mode only', () => {
    previewPage();
    expect(instance({ previewMode: 'true' }).config.contentBase).toBe('https://author.test/');
    expect(instance({}).config.contentBase).toBe('/');
  });
});
