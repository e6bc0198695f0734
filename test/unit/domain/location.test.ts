import { describe, expect, it } from 'vitest';
import { locationFromTyped } from '../../../src/domain/location';

const place = (suburb: string, state: 'wa' | 'tas' | 'qld', postcode: string) => ({ suburb, state, postcode });
const BROOME = place('Broome', 'wa', '6725');
const BROOMEHILL = place('Broomehill', 'wa', '6318');
const PERTH_WA = place('Perth', 'wa', '6000');
const PERTH_TAS = place('Perth', 'tas', '7300');
const PERTH_GPO = place('Perth GPO', 'wa', '6000');

describe('a typed suburb or postcode on Apply (spec 5)', () => {
  it('applies the only match', () => {
    expect(locationFromTyped('Broomehill', [BROOMEHILL])).toEqual({ kind: 'one', location: BROOMEHILL });
  });

  it('applies the one place whose suburb or postcode is exactly the text, ignoring case', () => {
    expect(locationFromTyped(' broome ', [BROOME, BROOMEHILL])).toEqual({ kind: 'one', location: BROOME });
    expect(locationFromTyped('7300', [PERTH_TAS])).toEqual({ kind: 'one', location: PERTH_TAS });
  });

  it('applies the capital city when its name is typed whole and other places share it (issue 35)', () => {
    expect(locationFromTyped('Perth', [PERTH_TAS, PERTH_WA, PERTH_GPO])).toEqual({ kind: 'one', location: PERTH_WA });
    expect(locationFromTyped(' perth', [PERTH_WA, PERTH_TAS])).toEqual({ kind: 'one', location: PERTH_WA });
    // Its PO boxes share the name: the city centre, the lowest postcode, is meant.
    expect(locationFromTyped('Perth', [PERTH_TAS, place('Perth', 'wa', '6001'), PERTH_WA])).toEqual({ kind: 'one', location: PERTH_WA });
  });

  it('asks to choose when several places match', () => {
    expect(locationFromTyped('Pert', [PERTH_TAS, PERTH_WA, PERTH_GPO])).toEqual({
      kind: 'several',
      message: 'More than one place matches "Pert". Choose yours from the list.',
    });
    expect(locationFromTyped('6000', [PERTH_WA, PERTH_GPO]).kind).toBe('several');
    // Not a capital: two places named exactly the text still ask.
    expect(locationFromTyped('Broome', [BROOME, place('Broome', 'qld', '4000')]).kind).toBe('several');
    // A capital's name, but no place of that name in the capital's state.
    expect(locationFromTyped('Perth', [PERTH_TAS, place('Perth', 'qld', '4000')]).kind).toBe('several');
  });

  it("says 'No options for' the text when nothing matches, and asks for input when there is none", () => {
    expect(locationFromTyped('Zzz', [])).toEqual({ kind: 'none', message: 'No options for "Zzz"' });
    expect(locationFromTyped('  ', [BROOME])).toEqual({ kind: 'none', message: 'Please enter a suburb or postcode' });
  });
});
