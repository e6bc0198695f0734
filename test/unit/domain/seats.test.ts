import { describe, expect, it } from 'vitest';
import { choiceSeatsText, seatsGroupOf, seatsLabel } from '../../../src/domain/seats';
import { resolveSelection } from '../../../src/domain/selection';
import { catalogOf, model } from '../../support/catalogFactory';

const single = model('T-SC', { name: 'GLX', bodyStyle: 'Single Cab', seats: 2, transmission: 'Manual' });
const double = model('T-DC', { name: 'GLX', bodyStyle: 'Double Cab', seats: 5, transmission: 'Manual' });
const five = model('P-5', { name: 'GLX', bodyStyle: '5 Seat SUV', seats: 5 });
const seven = model('P-7', { name: 'GLS', bodyStyle: '5 Seat SUV', seats: 7 });

describe('seats text (spec 9)', () => {
  it('shows seats on the subrange level (Body Style) for triton', () => {
    expect(seatsGroupOf('triton')).toBe('bodyStyle');
  });

  it('shows seats on the model for pajero and outlander', () => {
    expect(seatsGroupOf('pajero-sport')).toBe('model');
    expect(seatsGroupOf('outlander-my25')).toBe('model');
  });

  it('shows no seats for other ranges', () => {
    expect(seatsGroupOf('asx')).toBeNull();
    expect(seatsGroupOf('eclipse-cross-my24')).toBeNull();
  });

  it('reads the seats of the model each choice leads to', () => {
    const catalog = catalogOf({ models: [single, double] });
    const { selections } = resolveSelection(catalog, {})!;
    expect(choiceSeatsText('triton', catalog, selections, 'bodyStyle', 'Single Cab')).toBe('2 seats');
    expect(choiceSeatsText('triton', catalog, selections, 'bodyStyle', 'Double Cab')).toBe('5 seats');
    expect(choiceSeatsText('triton', catalog, selections, 'model', 'GLX')).toBeNull();
  });

  it('puts the seats on model choices for pajero', () => {
    const catalog = catalogOf({ models: [five, seven] });
    const { selections } = resolveSelection(catalog, {})!;
    expect(choiceSeatsText('pajero-sport', catalog, selections, 'model', 'GLS')).toBe('7 seats');
    expect(choiceSeatsText('pajero-sport', catalog, selections, 'bodyStyle', '5 Seat SUV')).toBeNull();
    expect(choiceSeatsText('asx', catalog, selections, 'model', 'GLS')).toBeNull();
  });

  it('shows nothing when the store gives no seats count', () => {
    expect(seatsLabel(null)).toBeNull();
    expect(seatsLabel(0)).toBeNull();
    expect(seatsLabel(7)).toBe('7 seats');
  });
});
