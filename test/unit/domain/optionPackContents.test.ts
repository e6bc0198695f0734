import { describe, expect, it } from 'vitest';
import { chosenOptionPackContents, optionPackContents } from '../../../src/domain/optionPackContents';
import { PREMIUM, WHITE, model, testBuild } from '../../support/catalogFactory';

describe("an option pack's contents (issue 26.10)", () => {
  it('lists the items in the store’s order, trimmed, without blanks or repeats', () => {
    const premium = { ...PREMIUM, packContents: [' Heated front seats ', '  ', 'Premium audio', 'Heated front seats'] };
    expect(optionPackContents(premium)).toEqual(['Heated front seats', 'Premium audio']);
  });

  it('lists nothing for a value without contents, or no value', () => {
    expect(optionPackContents(PREMIUM)).toEqual([]);
    expect(optionPackContents(null)).toEqual([]);
  });

  it('gives the contents of the pack the chosen variant carries, and none for a model without packs', () => {
    const premium = { ...PREMIUM, packContents: ['Leather-appointed seats', 'Heated front seats'] };
    const t = testBuild({ models: [model('GLS', { exteriors: [WHITE], packs: [premium] })] });
    expect(chosenOptionPackContents(t.resolved.configurable, t.resolved.variant)).toEqual([
      'Leather-appointed seats',
      'Heated front seats',
    ]);
    const plain = testBuild({ models: [model('GLX', { exteriors: [WHITE] })] });
    expect(chosenOptionPackContents(plain.resolved.configurable, plain.resolved.variant)).toEqual([]);
  });
});
