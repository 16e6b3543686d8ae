import { describe, expect, it } from 'vitest';
import { toCsv } from './index.ts';

describe('CSV writing', () => {
  it('starts with a BOM, quotes where needed and neutralises formulas in text only', () => {
    const csv = toCsv(
      ['Number', 'Client', 'Total'],
      [
        ['AE221126001', '=HYPERLINK("x")', -49.5],
        ['AE221126002', 'आशा, "ट्रेडर्स"', 1200],
        ['AE221126003', null, 0],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Number,Client,Total',
      `AE221126001,"'=HYPERLINK(""x"")",-49.5`,
      'AE221126002,"आशा, ""ट्रेडर्स""",1200',
      'AE221126003,,0',
    ]);
  });
});
