import { describe, expect, it } from 'vitest';
import { parseElementConfig } from '../../../src/host/elementConfig';
import { NO_PREVIEW, previewHeaders, previewHeadersFor, readPreviewMeta, withPreview, type MetaSource } from '../../../src/host/preview';

/** A document-like object with the given meta tags (name → content). */
function page(meta: Record<string, string>): MetaSource {
  return {
    querySelector(selector: string) {
      const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
      return name !== undefined && name in meta
        ? { getAttribute: (attribute: string) => (attribute === 'content' ? (meta[name] ?? null) : null) }
        : null;
    },
  };
}

const TAGS = {
  'bp-preview-content-base': 'https://author.example.com.au/',
  'bp-preview-token': 'abc.def-123',
  'bp-preview-version': '42',
};

describe('preview meta tags', () => {
  it('reads the content base, token and version', () => {
    expect(readPreviewMeta(page(TAGS))).toEqual({ contentBase: 'https://author.example.com.au/', token: 'abc.def-123', version: '42' });
  });

  it('reads missing, empty and unusable tags as null', () => {
    expect(readPreviewMeta(page({}))).toEqual(NO_PREVIEW);
    expect(readPreviewMeta(null)).toEqual(NO_PREVIEW);
    expect(
      readPreviewMeta(
        page({ 'bp-preview-content-base': 'javascript:alert(1)', 'bp-preview-token': '  ', 'bp-preview-version': 'line\nbreak' }),
      ),
    ).toEqual(NO_PREVIEW);
    expect(readPreviewMeta(page({ 'bp-preview-token': 'é' })).token).toBeNull();
    expect(readPreviewMeta(page({ 'bp-preview-token': 'x'.repeat(5000) })).token).toBeNull();
    const throwing: MetaSource = {
      querySelector() {
        throw new Error('detached');
      },
    };
    expect(readPreviewMeta(throwing)).toEqual(NO_PREVIEW);
  });

  it('accepts a content base relative to the page', () => {
    expect(readPreviewMeta(page({ 'bp-preview-content-base': '/preview/' }), 'https://www.example.com.au/build').contentBase).toBe(
      '/preview/',
    );
  });
});

describe('preview headers', () => {
  const meta = readPreviewMeta(page(TAGS));

  it('are Authorization: Bearer <token> and Preview-Version: <version>', () => {
    expect(previewHeaders(meta)).toEqual({ Authorization: 'Bearer abc.def-123', 'Preview-Version': '42' });
    expect(previewHeaders({ ...meta, version: null })).toEqual({ Authorization: 'Bearer abc.def-123' });
    expect(previewHeaders(NO_PREVIEW)).toEqual({});
  });

  it('go with every store query but GetStoreConfigDetails (spec 6)', () => {
    for (const name of ['GetAllVehicleRanges', 'GetVehiclesInRange', 'GetAccessoriesInRange', null]) {
      expect(previewHeadersFor(name, meta)).toEqual({ Authorization: 'Bearer abc.def-123', 'Preview-Version': '42' });
    }
    expect(previewHeadersFor('GetStoreConfigDetails', meta)).toEqual({});
  });
});

describe('preview content base', () => {
  it('switches the content base in preview mode only', () => {
    const meta = readPreviewMeta(page(TAGS));
    const preview = parseElementConfig({ previewMode: 'true', contentBase: '/' }, 'https://www.example.com.au/');
    expect(withPreview(preview, meta).contentBase).toBe('https://author.example.com.au/');
    const live = parseElementConfig({ contentBase: '/' }, 'https://www.example.com.au/');
    expect(withPreview(live, meta).contentBase).toBe('/');
  });

  it('keeps the configured content base when the page names no preview base', () => {
    const preview = parseElementConfig({ previewMode: 'true', contentBase: 'https://cms.example.com.au/' }, 'https://www.example.com.au/');
    expect(withPreview(preview, NO_PREVIEW).contentBase).toBe('https://cms.example.com.au/');
  });
});
