import { describe, expect, it } from 'vitest';
import { modelKeyFeature, optionValueForChoice, resolveSelection } from '../../../src/domain/selection';
import type { KeyFeature } from '../../../src/domain/types';
import { BLACK, CLOTH, RED, WHITE, catalogOf, model, optionValue } from '../../support/catalogFactory';

// GLX sells red at +$700; GLS sells the same red value at +$900.
const glsRed = { ...optionValue('Red Diamond', RED.valueIndex, 900), optionSlug: 'red-diamond-gls' };
const glx = model('M-GLX', { name: 'GLX', transmission: 'Manual', exteriors: [WHITE, RED], interiors: [CLOTH] });
const gls = model('M-GLS', { name: 'GLS', transmission: 'Manual', exteriors: [WHITE, glsRed, BLACK], interiors: [CLOTH] });
const catalog = catalogOf({ models: [glx, gls] });
const start = resolveSelection(catalog, {})!;

describe('option value of a choice', () => {
  it('gives the option value in the model the choice resolves to', () => {
    expect(optionValueForChoice(catalog, start.selections, 'exterior', RED.valueIndex)?.pricing.private?.value).toBe(700);
    const onGls = resolveSelection(catalog, { model: 'GLS' }, 'model')!;
    expect(optionValueForChoice(catalog, onGls.selections, 'exterior', RED.valueIndex)?.optionSlug).toBe('red-diamond-gls');
  });

  it('gives the colour a model-only choice keeps', () => {
    expect(optionValueForChoice(catalog, start.selections, 'exterior', BLACK.valueIndex)?.label).toBe('Jet Black');
  });

  it('gives nothing for groups that are not options', () => {
    expect(optionValueForChoice(catalog, start.selections, 'model', 'GLS')).toBeNull();
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
    expect(modelKeyFeature(entries, start.selections)?.keyFeaturesHtml).toBe('glx');
  });

  it('matches Drive & Fuel Type and Transmission within the model', () => {
    const entries = [feature('GLX', 'Automatic', 'auto'), feature('GLX', 'Manual', 'manual')];
    expect(modelKeyFeature(entries, start.selections)?.keyFeaturesHtml).toBe('manual');
  });

  it('accepts entries that name no model', () => {
    expect(modelKeyFeature([feature(null, 'Manual', 'any')], start.selections)?.keyFeaturesHtml).toBe('any');
    expect(modelKeyFeature([feature('GLS', 'Manual', 'gls')], start.selections)).toBeNull();
  });
});
