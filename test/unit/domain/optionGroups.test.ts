/** The option groups' table (issue 33.1): every list of groups is read from it, in the spec's words and order. */
import { describe, expect, it } from 'vitest';
import {
  GROUP_HEADINGS,
  OPTION_CODE_OF_ATTRIBUTE,
  OPTION_GROUPS,
  PRICED_GROUPS,
  SELECTION_LABELS,
  SELECTION_LIST_LABELS,
  STORE_OPTIONS,
  VEHICLE_GROUPS,
  VEHICLE_NAME_GROUPS,
  optionCodeOf,
  vehicleRows,
} from '../../../src/domain/optionGroups';
import { OPTION_CODES, SELECTION_GROUPS, type SummaryDetails } from '../../../src/domain/types';
import { model } from '../../support/catalogFactory';

const DETAILS: SummaryDetails = {
  model: 'GLS',
  price: '$41,490*',
  exteriorLabel: 'Red Diamond',
  exteriorPrice: '+ $740',
  interiorLabel: 'Black cloth',
  interiorPrice: '$0',
  optionLabel: null,
  optionPrice: null,
};

describe('the option groups table', () => {
  it('has one row per selection group, and each option code the domain knows belongs to exactly one group', () => {
    expect(Object.keys(OPTION_GROUPS).sort()).toEqual([...SELECTION_GROUPS].sort());
    for (const code of OPTION_CODES) expect(STORE_OPTIONS.filter((option) => option.code === code)).toHaveLength(1);
    expect(STORE_OPTIONS.map((option) => option.code)).toEqual([...OPTION_CODES]);
  });

  it('names the groups as the spec does (spec 9), in lists and as sections (spec 2)', () => {
    expect(SELECTION_LABELS).toEqual({
      bodyStyle: 'Body Style',
      transmission: 'Transmission',
      model: 'Model',
      driveAndFuel: 'Drive & Fuel Type',
      exterior: 'Exterior',
      interior: 'Interior',
      optionPack: 'Option Pack',
    });
    expect(SELECTION_LIST_LABELS.optionPack).toBe('Options');
    expect(GROUP_HEADINGS.exterior).toBe('Exterior colours');
    expect(GROUP_HEADINGS.interior).toBe('Interior');
  });

  it('reads the store attribute codes of Adobe Commerce configurable options, and nothing else', () => {
    expect([...OPTION_CODE_OF_ATTRIBUTE]).toEqual([
      ['exterior_code', 'exteriorCode'],
      ['interior_code', 'interiorCode'],
      ['option_pack', 'optionPack'],
    ]);
    expect(OPTION_CODE_OF_ATTRIBUTE.get('constructor')).toBeUndefined();
    expect(optionCodeOf('model')).toBeNull();
    expect(optionCodeOf('interior')).toBe('interiorCode');
  });

  it('derives the vehicle groups (form order, and model first where they name a vehicle) and the priced groups', () => {
    expect(VEHICLE_GROUPS).toEqual(['bodyStyle', 'transmission', 'model', 'driveAndFuel']);
    expect(VEHICLE_NAME_GROUPS).toEqual(['model', 'bodyStyle', 'transmission', 'driveAndFuel']);
    expect(PRICED_GROUPS).toEqual(['model', 'exterior', 'interior', 'optionPack']);
    expect(STORE_OPTIONS.map((option) => option.part)).toEqual(['exterior', 'interior', 'optionPack']);
  });

  it("gives a build's rows once, in form order, leaving out a group with no value", () => {
    const gls = model('MQ1-GLS', {
      name: 'GLS',
      bodyStyle: 'Double Cab Pick Up',
      transmission: 'Automatic',
      driveType: '4WD',
      fuelType: 'Diesel',
    });
    expect(vehicleRows(gls, DETAILS)).toEqual([
      { group: 'bodyStyle', label: 'Body Style', value: 'Double Cab Pick Up', price: null },
      { group: 'transmission', label: 'Transmission', value: 'Automatic', price: null },
      { group: 'model', label: 'Model', value: 'GLS', price: '$41,490*' },
      { group: 'driveAndFuel', label: 'Drive & Fuel Type', value: '4WD Diesel', price: null },
      { group: 'exterior', label: 'Exterior', value: 'Red Diamond', price: '+ $740' },
      { group: 'interior', label: 'Interior', value: 'Black cloth', price: '$0' },
    ]);
    expect(vehicleRows(gls, DETAILS, PRICED_GROUPS).map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Model: GLS',
      'Exterior: Red Diamond',
      'Interior: Black cloth',
    ]);
  });
});
