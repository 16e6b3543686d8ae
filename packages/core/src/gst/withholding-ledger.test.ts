// The TCS/TDS ledger's rule: the dated rates' expectation on a month's net sales, beside what was
// withheld and what the portal credited.
import { describe, expect, it } from 'vitest';
import { toCsvFromColumns } from '../csv/index.ts';
import { DEFAULT_GST_RETURN_SETTINGS } from './return-settings.ts';
import { expectedWithholding, withholdingRow, WITHHOLDING_CSV_COLUMNS } from './withholding-ledger.ts';

const s = DEFAULT_GST_RETURN_SETTINGS;

describe('TCS/TDS ledger', () => {
  it('takes each day at the rate in force on it, summed per rate then rounded', () => {
    // July 2024: TCS 1 % to 9 Jul, 0.5 % from 10 Jul
    const days = [
      { date: '2024-07-09', taxablePaise: 1000_00 },
      { date: '2024-07-10', taxablePaise: 2000_33 },
      { date: '2024-07-11', taxablePaise: 1000_00 },
    ];
    expect(expectedWithholding(s.tcs, days)).toEqual({
      // 1 % of ₹1,000 + 0.5 % of ₹3,000.33 (15.00165 → ₹15.00)
      expectedPaise: 10_00 + 15_00,
      section: 'Section 52, CGST Act 2017',
      rates: '1 / 0.5',
    });
    // TDS 1 % until 30 Sep 2024
    expect(expectedWithholding(s.tds, days).expectedPaise).toBe(40_00);
  });

  it('names the Income-tax Act 2025 from April 2026, and expects nothing of a month of returns', () => {
    const april = expectedWithholding(s.tds, [{ date: '2026-04-05', taxablePaise: 10_000_00 }]);
    expect(april).toEqual({
      expectedPaise: 10_00,
      section: 'Section 393, Income-tax Act 2025',
      rates: '0.1',
    });
    const march = expectedWithholding(s.tds, [{ date: '2026-03-31', taxablePaise: 10_000_00 }]);
    expect(march.section).toBe('Section 194-O, Income-tax Act 1961');
    expect(expectedWithholding(s.tcs, [{ date: '2026-04-05', taxablePaise: -500_00 }]).expectedPaise).toBe(0);
  });

  it('gives the differences, and the CSV through the shared writer', () => {
    const row = withholdingRow(
      { ...s, etins: { ...s.etins, flipkart: '29AACCF0683K1CU' } },
      {
        channel: 'flipkart',
        month: '2026-08',
        days: [
          { date: '2026-08-01', taxablePaise: 60_000_00 },
          { date: '2026-08-20', taxablePaise: 40_000_00 },
        ],
        tcsWithheldPaise: 480_00,
        tdsWithheldPaise: 100_00,
        tcsCreditedPaise: 450_00,
        tdsCreditedPaise: null,
        creditedBy: 'asha',
        creditedAt: '2026-09-12T10:00:00.000Z',
      },
    );
    expect(row.taxablePaise).toBe(100_000_00);
    expect(row.tcs).toMatchObject({
      expectedPaise: 500_00,
      withheldLessExpectedPaise: -20_00,
      creditedLessWithheldPaise: -30_00,
    });
    expect(row.tds).toMatchObject({
      expectedPaise: 100_00,
      creditedPaise: null,
      creditedLessWithheldPaise: null,
    });
    const csv = toCsvFromColumns(WITHHOLDING_CSV_COLUMNS, [row]).split('\r\n');
    expect(csv[0]).toContain('Marketplace,Operator GSTIN,Month,Net taxable value,GST TCS section');
    expect(csv[1]).toBe(
      'Flipkart,29AACCF0683K1CU,2026-08,100000,"Section 52, CGST Act 2017",0.5,500,480,-20,450,-30,' +
        '"Section 393, Income-tax Act 2025",0.1,100,100,0,,,asha,2026-09-12T10:00:00.000Z',
    );
  });
});
