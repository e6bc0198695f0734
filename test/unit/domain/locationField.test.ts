import { describe, expect, it } from 'vitest';
import {
  SEARCH_FAILED,
  listKey,
  listStep,
  listedMatches,
  locationFieldMessage,
  type LocationFieldState,
} from '../../../src/domain/locationField';
import type { PricingLocation } from '../../../src/domain/types';

const parramatta: PricingLocation = { suburb: 'Parramatta', state: 'nsw', postcode: '2150' };

describe('location field list (spec 5)', () => {
  it('opens a closed list on the first option with ArrowDown, the last with ArrowUp, not when nothing matches', () => {
    expect(listKey('ArrowDown', { count: 3, expanded: false, active: -1 })).toEqual({ kind: 'open', active: 0 });
    expect(listKey('ArrowUp', { count: 3, expanded: false, active: -1 })).toEqual({ kind: 'open', active: 2 });
    expect(listKey('ArrowDown', { count: 0, expanded: false, active: -1 })).toBeNull();
  });

  it('moves round the open list, Home and End jump, Enter picks the active option', () => {
    expect(listKey('ArrowUp', { count: 3, expanded: true, active: 1 })).toEqual({ kind: 'move', step: -1 });
    expect([listStep(-1, 1, 3), listStep(-1, -1, 3), listStep(2, 1, 3), listStep(0, -1, 3)]).toEqual([0, 2, 0, 2]);
    expect(listKey('End', { count: 3, expanded: true, active: 0 })).toEqual({ kind: 'jump', active: 2 });
    expect(listKey('Enter', { count: 3, expanded: true, active: 1 })).toEqual({ kind: 'pick', index: 1 });
  });

  it('leaves Enter, Home and End to the input while no option is active or the list is closed', () => {
    expect(listKey('Enter', { count: 3, expanded: true, active: -1 })).toBeNull();
    expect(listKey('Home', { count: 3, expanded: false, active: 1 })).toBeNull();
    expect(listKey('a', { count: 3, expanded: true, active: 1 })).toBeNull();
  });

  it('lists the answer, or the earlier matches while searching, none before or after a failure', () => {
    expect(listedMatches({ status: 'searching', query: 'par', matches: [parramatta] })).toEqual([parramatta]);
    expect(listedMatches({ status: 'failed', query: 'par' })).toEqual([]);
    expect(listedMatches({ status: 'idle' })).toEqual([]);
  });
});

describe('location field message (spec 5, 8)', () => {
  const state = (over: Partial<LocationFieldState>): LocationFieldState => ({
    locateFailed: false,
    query: '',
    search: { status: 'idle' },
    text: '',
    cleared: false,
    formError: null,
    hasLocation: false,
    ...over,
  });

  it('says so when the location is not found, a search matches nothing or fails', () => {
    expect(locationFieldMessage(state({ locateFailed: true }))?.text).toBe(
      'We can’t find your location. Check your browser settings or type the suburb or postcode.',
    );
    expect(locationFieldMessage(state({ query: 'zz', text: 'zz', search: { status: 'done', query: 'zz', matches: [] } }))).toEqual({
      text: 'No options for "zz"',
      error: false,
    });
    expect(locationFieldMessage(state({ query: 'zz', text: 'zz', search: { status: 'failed', query: 'zz' } }))).toEqual({
      text: SEARCH_FAILED,
      error: true,
    });
  });

  it("asks for a suburb when the field was emptied or Apply found it empty, and shows the form's own message", () => {
    expect(locationFieldMessage(state({ cleared: true }))).toEqual({ text: 'Please enter a suburb or postcode', error: true });
    expect(locationFieldMessage(state({ text: 'Parra', formError: 'Choose one' }))).toEqual({ text: 'Choose one', error: true });
    expect(locationFieldMessage(state({ text: 'Parramatta', formError: 'Choose one', hasLocation: true }))).toBeNull();
    expect(locationFieldMessage(state({}))).toBeNull();
  });
});
