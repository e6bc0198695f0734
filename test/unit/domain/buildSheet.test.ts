/** The build sheet (issue 23.3): a build's lines, total, pricing, disclaimers as text and date, for print or a shared file. */
import { describe, expect, it } from 'vitest';
import { pricedBuild } from '../../../src/domain/buildLines';
import { buildSheet, onePerMarker, plainText, sheetDate } from '../../../src/domain/buildSheet';
import { PRIVATE_NSW, RED, STORE_DISCLAIMERS, WHITE, accessory, model, offer, testBuild } from '../../support/catalogFactory';

const models = [model('GLX', { name: 'GLX', price: 40000, exteriors: [WHITE, RED] }), model('GLS', { name: 'GLS', price: 52000 })];
const accessories = [accessory('TOW', { title: 'Tow bar', price: 1250 }), accessory('MATS', { title: 'Floor mats', price: 199 })];

describe('the build sheet', () => {
  it('carries every line, the total, what it is priced for, the disclaimers as text and the date', () => {
    const t = testBuild({ models, accessories, cart: ['TOW'] });
    const withDisclaimer = { ...offer(40000), disclaimers: [{ marker: '*', text: '<p>Drive away &amp; <b>on-road</b></p>' }] };
    const sheet = buildSheet(pricedBuild(t.ctx.catalog, 'Triton', t.resolved, t.cart, PRIVATE_NSW), withDisclaimer, STORE_DISCLAIMERS, {
      year: 2026,
      month: 11,
      day: 25,
    });
    expect(sheet.title).toBe('Triton GLX');
    expect(sheet.total).toBe('$41,250*');
    expect(sheet.pricedFor).toBe('NSW, private, drive-away');
    expect(sheet.date).toBe('25 November 2026');
    // One note per marker: the offer's '*' note, not the store's near-identical one after it (issue 35).
    expect(sheet.disclaimers.filter((text) => text.startsWith('* '))).toEqual(['* Drive away & on-road']);
    expect(sheet.disclaimers).not.toContain(`* ${plainText(STORE_DISCLAIMERS.byCustomer.private!.text)}`);
    expect(sheet.name).toBeNull();
    expect(sheet.location).toBeNull();
    expect(sheet.dealer).toBeNull();
    expect(sheet.code).toBeNull();
    expect(sheet.lines.map((line) => line.value)).toContain('Tow bar');
    expect(sheetDate({ year: 2027, month: 1, day: 3 })).toBe('3 January 2027');
    expect(plainText('A&nbsp;<script>x()</script>&#36;5 &#x41;')).toBe('A $5 A');
  });

  it('names the saved build, the location set and the dealer chosen (issue 35)', () => {
    const t = testBuild({ models, accessories, cart: [] });
    const sheet = buildSheet(
      pricedBuild(t.ctx.catalog, 'Triton', t.resolved, t.cart, PRIVATE_NSW),
      offer(40000),
      STORE_DISCLAIMERS,
      {
        year: 2026,
        month: 11,
        day: 25,
      },
      {
        name: 'For Sam',
        location: { suburb: 'Parramatta', state: 'nsw', postcode: '2150' },
        dealer: {
          name: 'Parramatta Mitsubishi',
          address: { street: '1 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '02 9000 0000' },
        },
        code: 'K7F2-9QX4-M',
      },
    );
    expect(sheet.name).toBe('For Sam');
    expect(sheet.title).toBe('Triton GLX');
    expect(sheet.pricedFor).toBe('NSW, private, drive-away');
    expect(sheet.location).toBe('Parramatta, NSW 2150');
    expect(sheet.dealer).toBe('Parramatta Mitsubishi, 1 Church St, Parramatta NSW 2150, 02 9000 0000');
    expect(sheet.code).toBe('K7F2-9QX4-M');
  });

  it('keeps one disclaimer per marker, the first, and every note without a marker', () => {
    expect(
      onePerMarker([
        { marker: '#', text: 'Drive away price for ABN holders includes registration.' },
        { marker: '', text: 'Images are illustrative.' },
        { marker: '#', text: 'Business prices are available to ABN holders only.' },
        { marker: '', text: 'Prices are indicative.' },
        { marker: '~', text: 'Repayments are a guide.' },
      ]).map((d) => d.text),
    ).toEqual([
      'Drive away price for ABN holders includes registration.',
      'Images are illustrative.',
      'Prices are indicative.',
      'Repayments are a guide.',
    ]);
  });
});
