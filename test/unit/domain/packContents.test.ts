import { describe, expect, it } from 'vitest';
import { chosenPackContents, packContents } from '../../../src/domain/packContents';
import { PREMIUM, WHITE, model, testBuild } from '../../support/catalogFactory';

describe("an option pack's contents (issue 26.10)", () => {
  it('lists the items in the store’s order, trimmed, without blanks or repeats', () => {
    const premium = { ...PREMIUM, packContents: [' Heated front seats ', '  ', 'Premium audio', 'Heated front seats'] };
    expect(packContents(premium)).toEqual(['Heated front seats', 'Premium audio']);
  });

  it('lists nothing for a value without contents, or no value', () => {
    expect(packContents(PREMIUM)).toEqual([]);
    expect(packContents(null)).toEqual([]);
  });

  it('gives the contents of the pack the chosen variant carries, and none for a model without packs', () => {
    const premium = { ...PREMIUM, packContents: ['Leather-appointed seats', 'Heated front seats'] };
    const t = testBuild({ models: [model('GLS', { exteriors: [WHITE], packs: [premium] })] });
    expect(chosenPackContents(t.resolved.configurable, t.resolved.variant)).toEqual(['Leather-appointed seats', 'Heated front seats']);
    const plain = testBuild({ models: [model('GLX', { exteriors: [WHITE] })] });
    expect(chosenPackContents(plain.resolved.configurable, plain.resolved.variant)).toEqual([]);
  });
});
