import { describe, expect, it } from 'vitest';
import { hostTotal } from '../../../src/domain/hostTotal';

describe('the total told to the host page', () => {
  it('is the running total, weekly under lease', () => {
    expect(hostTotal({ total: 43029, weekly: false }, false, true)).toEqual({ total: 43029, weekly: false });
    expect(hostTotal({ total: 275, weekly: true }, false, true)).toEqual({ total: 275, weekly: true });
  });

  it('is none on the selector (no build) and none under price on application', () => {
    expect(hostTotal(null, false, true)).toEqual({ total: null, weekly: false });
    expect(hostTotal({ total: 275, weekly: true }, true, true)).toEqual({ total: null, weekly: false });
  });

  it('is none, never $0, when the element shows no price (no valid offer, or prices that make no sense; issue 26.7)', () => {
    expect(hostTotal({ total: 0, weekly: false }, false, false)).toEqual({ total: null, weekly: false });
    expect(hostTotal({ total: 1548, weekly: false }, false, false)).toEqual({ total: null, weekly: false });
  });
});
