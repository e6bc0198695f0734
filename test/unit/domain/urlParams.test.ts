import { describe, expect, it } from 'vitest';
import { buildQuery, formQuery, parseConfiguratorParams, readCartValue } from '../../../src/domain/urlParams';

describe('configurator URL parameters (spec 2)', () => {
  it('reads every parameter from the hash part', () => {
    const params = parseConfiguratorParams(
      '#/triton/?model-selection=MQ3-GLS&option-sku=MQ3-1&viewDrawer=Get%20a%20Dealer%20Quote&wcmmode=disabled&gclid=g&wbraid=w&gbraid=b',
    );
    expect(params).toEqual({
      modelSelection: 'MQ3-GLS',
      optionSku: 'MQ3-1',
      viewDrawer: 'Get a Dealer Quote',
      wcmmode: 'disabled',
      gclid: 'g',
      wbraid: 'w',
      gbraid: 'b',
    });
  });

  it('gives nulls for absent parameters and never throws on junk', () => {
    expect(parseConfiguratorParams('#/triton/?model-selection=%E0%A4%A&&=&x').modelSelection).toBe('%E0%A4%A');
    expect(parseConfiguratorParams(undefined).viewDrawer).toBeNull();
  });

  it('writes the build query and keeps tracking parameters out of the form frame', () => {
    expect(buildQuery('MQ3-GLS', 'MQ3 1')).toBe('model-selection=MQ3-GLS&option-sku=MQ3%201');
    expect(formQuery('?model-selection=A&wcmmode=x&viewDrawer=y&gclid=1&wbraid=2&gbraid=3&utm=z')).toBe('model-selection=A&utm=z');
  });

  it("reads a cart parameter's value as a build link's cart, for a comparison link's sides too (issue 32)", () => {
    expect(readCartValue(undefined)).toEqual([]);
    expect(readCartValue('')).toEqual([]);
    expect(readCartValue(`B, A ,,B,${'x'.repeat(65)},${'y'.repeat(64)}`)).toEqual(['B', 'A', 'y'.repeat(64)]);
    expect(readCartValue(Array.from({ length: 120 }, (_, i) => `S${i}`).join(','))).toHaveLength(100);
  });
});
