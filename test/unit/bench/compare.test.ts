import { describe, expect, it } from 'vitest';
// @ts-expect-error: a JavaScript module checked by JSDoc, without declarations
import { compareRows, comparisonTable } from '../../../scripts/bench/report.mjs';

type Row = {
  section: string;
  metric: string;
  value: string;
  budget: string;
  result: string;
  raw?: number | null;
  key?: string;
  target?: string;
};
type Compared = Row & { against: Row | null; ratio: number | null };

const row = (over: Partial<Row>): Row => ({ section: 'vitals', metric: 'm', value: 'v', budget: '—', result: 'info', ...over });

describe('npm run bench -- --against: pairing the two builds’ rows', () => {
  it('pairs rows by metric without the run details and chunk hashes, and gives this ÷ reference', () => {
    const rows = [
      row({ metric: 'LCP #/, 4x CPU (median of 5: 1.00 s, 1.10 s)', value: '1.00 s', raw: 1000, target: 'this' }),
      row({ section: 'size', metric: 'lazy chunk chunks/Summary-AbCd1234.js', raw: 300, target: 'this' }),
      row({ section: 'size', metric: 'lazy chunk chunks/Summary-Zz_9-xy0.js', raw: 400, target: 'against' }),
      row({ metric: 'LCP #/, 4x CPU (median of 5: 2.00 s, 2.50 s)', value: '2.00 s', raw: 2000, target: 'against' }),
    ];
    const compared = compareRows(rows) as Compared[];
    expect(compared.map((r) => [r.metric, r.against?.value ?? null, r.ratio])).toEqual([
      ['LCP #/, 4x CPU (median of 5: 1.00 s, 1.10 s)', '2.00 s', 0.5],
      ['lazy chunk chunks/Summary-AbCd1234.js', 'v', 0.75],
    ]);
  });

  it('pairs by key when a row has one, and lists the reference’s unpaired rows after with no value of this build', () => {
    const rows = [
      row({ key: 'first price', metric: 'first price: 3 scripts', raw: 600, target: 'this' }),
      row({ key: 'first price', metric: 'first price: 8 scripts', raw: 1200, target: 'against' }),
      row({ section: 'size', metric: 'lazy chunk chunks/SafeHtml-nQ3TpbdA.js', value: '11.7 KB', raw: 11_700, target: 'against' }),
    ];
    const compared = compareRows(rows) as Compared[];
    expect(compared.map((r) => [r.metric, r.value, r.against?.value, r.ratio])).toEqual([
      ['first price: 3 scripts', 'v', 'v', 0.5],
      ['lazy chunk chunks/SafeHtml-nQ3TpbdA.js', '—', '11.7 KB', null],
    ]);
    expect(comparisonTable(compared, { self: 'this (abc1234)', against: 'e514485' })).toContain(
      '| vitals | first price: 3 scripts | v | v | 0.50x | — | info |',
    );
  });
});
