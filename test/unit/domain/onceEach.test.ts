import { describe, expect, it } from 'vitest';
import { onceEach } from '../../../src/domain/onceEach';

describe('onceEach (ignored messages logged once per kind and origin)', () => {
  it('logs the first of each kind and is quiet for the rest', () => {
    const check = onceEach();
    expect(check('pricingAndLocationUpdate https://evil.example')).toBe('log');
    expect(check('pricingAndLocationUpdate https://evil.example')).toBe('quiet');
    expect(check('pricingAndLocationUpdate https://other.example')).toBe('log');
    expect(check('(no type) https://evil.example')).toBe('log');
    const verdicts = Array.from({ length: 20_021 }, () => check('pricingAndLocationUpdate https://evil.example'));
    expect(verdicts.filter((verdict) => verdict !== 'quiet')).toEqual([]);
  });

  it('remembers a bounded number of kinds: past it, one last note, then quiet', () => {
    const check = onceEach(3);
    expect(['a', 'b', 'c'].map(check)).toEqual(['log', 'log', 'log']);
    expect(check('d')).toBe('last');
    expect(check('e')).toBe('quiet');
    expect(check('a')).toBe('quiet');
  });
});
