import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attributeSpecs } from '../../../src/elementInterface';
import { parseElementConfig } from '../../../src/host/elementConfig';

const page = 'https://www.mitsubishi-motors.com.au/build-and-price.html';

describe('element attributes', () => {
  it('uses the documented defaults when no attribute is set', () => {
    const config = parseElementConfig({}, page);
    expect(config).toEqual({
      graphqlEndpoint: '/graphql',
      graphqlMethod: 'POST',
      assetBase: '',
      contentBase: '/',
      mediaBase: '/media/',
      formUrl: '/content/mmal/au/en/jotforms/bpc-dealer-quote.html',
      modelBase: '/models/',
      locationEndpoint: '/api/location',
      allowedOrigins: ['https://www.mitsubishi-motors.com.au'],
      previewMode: false,
      routing: 'hash',
      analyticsLayer: 'auto',
    });
  });

  it('reads analytics-layer in any case and falls back to auto', () => {
    expect(parseElementConfig({ analyticsLayer: 'ADOBE' }, page).analyticsLayer).toBe('adobe');
    expect(parseElementConfig({ analyticsLayer: ' gtm ' }, page).analyticsLayer).toBe('gtm');
    expect(parseElementConfig({ analyticsLayer: 'both' }, page).analyticsLayer).toBe('both');
    expect(parseElementConfig({ analyticsLayer: 'segment' }, page).analyticsLayer).toBe('auto');
  });

  it('takes valid values as given', () => {
    const config = parseElementConfig(
      {
        graphqlEndpoint: 'https://store.example.com/graphql',
        graphqlMethod: 'get',
        routing: 'memory',
        previewMode: '',
        allowedOrigins: 'https://a.example.com, https://b.example.com/path',
      },
      page,
    );
    expect(config.graphqlEndpoint).toBe('https://store.example.com/graphql');
    expect(config.graphqlMethod).toBe('GET');
    expect(config.routing).toBe('memory');
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it('treats a present preview-mode attribute as on unless it says false', () => {
    expect(parseElementConfig({ previewMode: 'preview-mode' }, page).previewMode).toBe(true);
    expect(parseElementConfig({ previewMode: 'true' }, page).previewMode).toBe(true);
    expect(parseElementConfig({ previewMode: 'false' }, page).previewMode).toBe(false);
  });

  it('falls back to defaults for script URLs, unknown methods and routing modes, and junk origins', () => {
    const config = parseElementConfig(
      {
        formUrl: 'javascript:alert(1)',
        graphqlMethod: 'DELETE',
        routing: 'sideways',
        allowedOrigins: 'nope, javascript:alert(1)',
        assetBase: 'http://[broken',
      },
      page,
    );
    expect(config.formUrl).toBe('/content/mmal/au/en/jotforms/bpc-dealer-quote.html');
    expect(config.graphqlMethod).toBe('POST');
    expect(config.routing).toBe('hash');
    expect(config.allowedOrigins).toEqual(['https://www.mitsubishi-motors.com.au']);
    expect(config.assetBase).toBe('');
  });

  it('never throws, whatever the attribute values', () => {
    const properties = attributeSpecs.map((spec) => spec.property);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...properties), fc.oneof(fc.string(), fc.constant(null), fc.integer())),
        fc.string(),
        (raw, pageUrl) => {
          const config = parseElementConfig(raw, pageUrl);
          expect(['POST', 'GET']).toContain(config.graphqlMethod);
          expect(['hash', 'memory']).toContain(config.routing);
          expect(config.allowedOrigins.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
