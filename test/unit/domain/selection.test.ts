import { describe, expect, it } from 'vitest';
import { SELECTION_LABELS } from '../../../src/domain/optionGroups';
import {
  availableValues,
  changeSelection,
  configurableForUrl,
  groupChoices,
  isGroupShown,
  isOptionShown,
  keyFeatureFor,
  modelSelectionKey,
  orderConfigurables,
  resolveSelection,
  selectionFromUrl,
  variantForUrl,
  modelKeyFeature,
  optionValueForChoice,
} from '../../../src/domain/selection';
import type { KeyFeature } from '../../../src/domain/types';
import {
  BLACK,
  CAB_CHASSIS,
  CLOTH,
  LEATHER,
  PICK_UP,
  PREMIUM,
  RED,
  WHITE,
  catalogOf,
  model,
  optionValue,
} from '../../support/catalogFactory';

// A pick-up range: GLX comes in white and red; GLS in white, red and black, leather only in black.
const glx = model('MQ1-GLX', {
  name: 'GLX',
  bodyStyle: 'Double Cab',
  transmission: 'Manual',
  driveType: '2WD',
  exteriors: [WHITE, RED],
  interiors: [CLOTH],
});
const gls = model('MQ3-GLS', {
  name: 'GLS',
  bodyStyle: 'Double Cab',
  transmission: 'Automatic',
  exteriors: [WHITE, RED, BLACK],
  interiors: [CLOTH, LEATHER],
  packs: [PREMIUM],
  without: ['MQ3-GLS-1-11-20', 'MQ3-GLS-2-11-20'],
});
const cab = model('MQ2-GLX', {
  name: 'GLX',
  bodyStyle: 'Single Cab',
  transmission: 'Manual',
  driveType: '2WD',
  subrange: CAB_CHASSIS,
  exteriors: [WHITE],
});
const catalog = catalogOf({ models: [glx, gls, cab] });
const start = resolveSelection(catalog, {})!;

describe('selections', () => {
  it('names the form groups as the spec does', () => {
    expect(Object.values(SELECTION_LABELS)).toEqual([
      'Body Style',
      'Transmission',
      'Model',
      'Drive & Fuel Type',
      'Exterior',
      'Interior',
      'Option Pack',
    ]);
  });

  it('starts from the first available value of every group', () => {
    expect(start.variant.sku).toBe('MQ1-GLX-1-10');
  });

  it('lists the values a group offers given the choices before it', () => {
    expect(availableValues(catalog, start.selections, 'transmission')).toEqual(['Manual', 'Automatic']);
    expect(availableValues(catalog, start.selections, 'exterior')).toEqual([1, 2]);
  });

  it('hides an option not valid for the current filtered options', () => {
    expect(isOptionShown(catalog, start.selections, 'exterior', 3)).toBe(false);
    expect(isOptionShown(catalog, start.selections, 'exterior', 2)).toBe(true);
  });

  it('shows only the groups the model supports', () => {
    expect(isGroupShown(catalog, start.selections, 'optionPack')).toBe(false);
  });

  it('picks the matching model and variant when the transmission changes', () => {
    const next = changeSelection(catalog, start.selections, 'transmission', 'Automatic')!;
    expect([next.configurable.sku, next.variant.sku]).toEqual(['MQ3-GLS', 'MQ3-GLS-1-10-20']);
  });

  it('chooses the closest available combination when a choice has no exact match', () => {
    const black = changeSelection(catalog, changeSelection(catalog, start.selections, 'model', 'GLS')!.selections, 'exterior', 3)!;
    const leather = changeSelection(catalog, black.selections, 'interior', 11)!;
    expect(leather.variant.sku).toBe('MQ3-GLS-3-11-20');
    // Red has no leather: red is kept, the interior falls back.
    expect(changeSelection(catalog, leather.selections, 'exterior', 2)!.variant.sku).toBe('MQ3-GLS-2-10-20');
  });

  it('replaces an unavailable exterior with the first available one', () => {
    const black = changeSelection(catalog, changeSelection(catalog, start.selections, 'model', 'GLS')!.selections, 'exterior', 3)!;
    const back = changeSelection(catalog, black.selections, 'model', 'GLX')!;
    expect(back.selections.exterior).toBe(WHITE.valueIndex);
  });

  it('always resolves to a real variant, even for junk values', () => {
    const junk = changeSelection(catalog, start.selections, 'interior', 999)!;
    expect(catalog.combinations.some((c) => c.variant === junk.variant)).toBe(true);
  });

  it('labels option choices with the store label', () => {
    expect(groupChoices(catalog, start.selections, 'exterior').map((c) => c.label)).toEqual(['White Diamond', 'Red Diamond']);
  });
});

describe('URL (spec 5)', () => {
  it('cuts a model value at the first dash', () => {
    expect(modelSelectionKey('MQ3-GLS-XYZ')).toBe('MQ3');
  });

  it('matches the model by the part of its sku before the first dash', () => {
    expect(configurableForUrl(catalog, 'MQ3-anything')?.sku).toBe('MQ3-GLS');
  });

  it('falls back to the first product for an unknown model', () => {
    expect(configurableForUrl(catalog, 'ZZZ')?.sku).toBe('MQ1-GLX');
  });

  it('matches the variant by sku', () => {
    expect(variantForUrl(gls, 'MQ3-GLS-3-11-20')?.sku).toBe('MQ3-GLS-3-11-20');
  });

  it('falls back to the first exterior colour, then the first variant', () => {
    const noWhite = model('M', { exteriors: [RED, WHITE], without: ['M-2'] });
    expect(variantForUrl(gls, 'nope')?.exteriorCode).toBe(WHITE.valueIndex);
    expect(variantForUrl(noWhite, null)?.sku).toBe('M-1');
  });

  it('resolves a whole URL to selections', () => {
    expect(selectionFromUrl(catalog, { modelSelection: 'MQ3-GLS', optionSku: 'MQ3-GLS-3-11-20' })?.selections).toMatchObject({
      model: 'GLS',
      exterior: 3,
      interior: 11,
    });
  });
});

describe('key features and ordering', () => {
  const feature = (bodyStyle: string | null, drive: string, transmission: string, html: string): KeyFeature => ({
    keyFeaturesHtml: html,
    bodyStyle,
    driveAndFuelType: drive,
    transmission,
    model: null,
    disclaimers: [],
  });

  it('matches key features to Body Style, Drive & Fuel Type and Transmission', () => {
    const entries = [feature('Single Cab', '2WD Diesel', 'Manual', 'single'), feature('Double Cab', '2WD Diesel', 'Manual', 'double')];
    expect(keyFeatureFor(entries, start.selections)?.keyFeaturesHtml).toBe('double');
  });

  it('matches any body style when the entry gives none', () => {
    expect(keyFeatureFor([feature(null, '2WD Diesel', 'Manual', 'any')], start.selections)?.keyFeaturesHtml).toBe('any');
  });

  it('sorts Triton models by subrange', () => {
    const mixed = [model('A', { subrange: PICK_UP }), model('B', { subrange: CAB_CHASSIS }), model('C', { subrange: PICK_UP })];
    expect(orderConfigurables('triton', mixed).map((c) => c.sku)).toEqual(['A', 'C', 'B']);
    expect(orderConfigurables('outlander', mixed).map((c) => c.sku)).toEqual(['A', 'B', 'C']);
  });
});

// GLX sells red at +$700; GLS sells the same red value at +$900.
const glsRed = { ...optionValue('Red Diamond', RED.valueIndex, 900), optionSlug: 'red-diamond-gls' };
const redGlx = model('M-GLX', { name: 'GLX', transmission: 'Manual', exteriors: [WHITE, RED], interiors: [CLOTH] });
const redGls = model('M-GLS', { name: 'GLS', transmission: 'Manual', exteriors: [WHITE, glsRed, BLACK], interiors: [CLOTH] });
const redCatalog = catalogOf({ models: [redGlx, redGls] });
const redStart = resolveSelection(redCatalog, {})!;

describe('option value of a choice', () => {
  it('gives the option value in the model the choice resolves to', () => {
    expect(optionValueForChoice(redCatalog, redStart.selections, 'exterior', RED.valueIndex)?.pricing.private?.value).toBe(700);
    const onGls = resolveSelection(redCatalog, { model: 'GLS' }, 'model')!;
    expect(optionValueForChoice(redCatalog, onGls.selections, 'exterior', RED.valueIndex)?.optionSlug).toBe('red-diamond-gls');
  });

  it('gives the colour a model-only choice keeps', () => {
    expect(optionValueForChoice(redCatalog, redStart.selections, 'exterior', BLACK.valueIndex)?.label).toBe('Jet Black');
  });

  it('gives nothing for groups that are not options', () => {
    expect(optionValueForChoice(redCatalog, redStart.selections, 'model', 'GLS')).toBeNull();
  });
});

describe('key features of the chosen model', () => {
  const feature = (modelName: string | null, transmission: string, html: string): KeyFeature => ({
    keyFeaturesHtml: html,
    model: modelName,
    bodyStyle: 'Double Cab',
    driveAndFuelType: '4WD Diesel',
    transmission,
    disclaimers: [],
  });

  it('skips entries of another model', () => {
    const entries = [feature('GLS', 'Manual', 'gls'), feature('GLX', 'Manual', 'glx')];
    expect(modelKeyFeature(entries, redStart.selections)?.keyFeaturesHtml).toBe('glx');
  });

  it('matches Drive & Fuel Type and Transmission within the model', () => {
    const entries = [feature('GLX', 'Automatic', 'auto'), feature('GLX', 'Manual', 'manual')];
    expect(modelKeyFeature(entries, redStart.selections)?.keyFeaturesHtml).toBe('manual');
  });

  it('accepts entries that name no model', () => {
    expect(modelKeyFeature([feature(null, 'Manual', 'any')], redStart.selections)?.keyFeaturesHtml).toBe('any');
    expect(modelKeyFeature([feature('GLS', 'Manual', 'gls')], redStart.selections)).toBeNull();
  });
});
