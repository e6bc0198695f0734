import { describe, expect, it } from 'vitest';
import { hostTotal } from '../../../src/domain/hostTotal';

describe('the total told to the host page', () => {
  it('is the running total, weekly under lease', () => {
    expect(hostTotal({ total: 43029, weekly: false }, false)).toEqual({ total: 43029, weekly: false });
    expect(hostTotal({ total: 275, weekly: true }, false)).toEqual({ total: 275, weekly: true });
  });

  it('is none on the selector (no build) and none under price on application', () => {
    expect(hostTotal(null, false)).toEqual({ total: null, weekly: false });
    expect(hostTotal({ total: 275, weekly: true }, true)).toEqual({ total: null, weekly: false });
  });
});
