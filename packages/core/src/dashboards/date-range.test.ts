import { describe, expect, it } from 'vitest';
import { indiaDate } from '../pricing/dated.ts';
import {
  bucketLabel,
  bucketOf,
  bucketsOf,
  bucketStart,
  dateRangeProblem,
  financialYearStart,
  parseDateRange,
  presetRange,
} from './date-range.ts';

const TODAY = '2026-10-20';

describe('the dashboard date range read from the address', () => {
  it('takes a good range as it is, and the default (1 Sep 2022 to today) for a missing end', () => {
    expect(parseDateRange({ from: '2026-10-01', to: '2026-10-19' }, TODAY)).toEqual({
      range: { from: '2026-10-01', to: '2026-10-19' },
      problem: null,
    });
    expect(parseDateRange({}, TODAY)).toEqual({ range: { from: '2022-09-01', to: TODAY }, problem: null });
    expect(parseDateRange({ from: '2026-10-01', to: null }, TODAY).range).toEqual({
      from: '2026-10-01',
      to: TODAY,
    });
    // one day, and the first dashboard date itself
    expect(parseDateRange({ from: '2022-09-01', to: '2022-09-01' }, TODAY).problem).toBeNull();
  });

  it('gives the default range and says why for a malformed date, one before 1 Sep 2022, or a start after the end', () => {
    const fallback = { from: '2022-09-01', to: TODAY };
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-13-01' }, 'From "2026-13-01" is not a date (yyyy-MM-dd): showing 1 Sep 2022 to today'],
      [{ to: '20-10-2026' }, 'To "20-10-2026" is not a date (yyyy-MM-dd): showing 1 Sep 2022 to today'],
      [{ from: '2026-02-30' }, 'From "2026-02-30" is not a date (yyyy-MM-dd): showing 1 Sep 2022 to today'],
      [
        { from: '2022-08-31' },
        'From 2022-08-31 is before 2022-09-01, the first dashboard date: showing 1 Sep 2022 to today',
      ],
      [
        { from: '2026-10-02', to: '2026-10-01' },
        'From 2026-10-02 is after To 2026-10-01: showing 1 Sep 2022 to today',
      ],
    ];
    for (const [params, problem] of cases)
      expect(parseDateRange(params, TODAY), JSON.stringify(params)).toEqual({ range: fallback, problem });
  });

  it('names the date it refuses, for the server and the screen alike', () => {
    expect(dateRangeProblem({ from: '2026-10-01', to: 'x' })).toBe('To "x" is not a date (yyyy-MM-dd)');
    expect(dateRangeProblem({ from: '2026-10-01', to: '2026-10-01' })).toBeNull();
  });

  it("reads today on India's clock: midnight in India is 18:30 UTC the day before", () => {
    expect(indiaDate(new Date('2026-09-30T18:29:59Z'))).toBe('2026-09-30');
    expect(indiaDate(new Date('2026-09-30T18:30:00Z'))).toBe('2026-10-01');
  });
});

describe('the presets', () => {
  it('end today, a month or a financial year (1 April to 31 March) not over yet included', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetRange('last7Days', TODAY)).toEqual({ from: '2026-10-14', to: TODAY });
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-10-01', to: TODAY });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(presetRange('lastMonth', '2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('thisFinancialYear', TODAY)).toEqual({ from: '2026-04-01', to: TODAY });
    expect(presetRange('lastFinancialYear', TODAY)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(presetRange('all', TODAY)).toEqual({ from: '2022-09-01', to: TODAY });
  });

  it('find the financial year by 1 April: 31 March is the year before', () => {
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-04-01')).toBe('2027-04-01');
    expect(presetRange('thisFinancialYear', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('start no earlier than 1 Sep 2022', () => {
    expect(presetRange('thisFinancialYear', '2022-10-10')).toEqual({ from: '2022-09-01', to: '2022-10-10' });
    expect(presetRange('last7Days', '2022-09-03')).toEqual({ from: '2022-09-01', to: '2022-09-03' });
    // every preset is a range the parser takes
    for (const p of ['today', 'lastMonth', 'lastFinancialYear'] as const)
      expect(dateRangeProblem(presetRange(p, '2023-01-15'))).toBeNull();
  });
});

describe('the bucket of a chart, from the range length', () => {
  it('is a day up to 45 days, a week up to 26 weeks, else a month', () => {
    expect(bucketOf({ from: TODAY, to: TODAY })).toBe('DAY');
    expect(bucketOf({ from: '2026-09-01', to: '2026-10-15' })).toBe('DAY'); // 45 days
    expect(bucketOf({ from: '2026-09-01', to: '2026-10-16' })).toBe('WEEK'); // 46
    expect(bucketOf({ from: '2026-01-01', to: '2026-07-01' })).toBe('WEEK'); // 182
    expect(bucketOf({ from: '2026-01-01', to: '2026-07-02' })).toBe('MONTH'); // 183
    expect(bucketOf({ from: '2025-04-01', to: '2026-03-31' })).toBe('MONTH');
  });

  it('starts a week on Monday and a month on the 1st', () => {
    expect(bucketStart('2026-10-20', 'WEEK')).toBe('2026-10-19'); // a Tuesday
    expect(bucketStart('2026-10-19', 'WEEK')).toBe('2026-10-19'); // a Monday
    expect(bucketStart('2026-10-18', 'WEEK')).toBe('2026-10-12'); // a Sunday
    expect(bucketStart('1970-01-01', 'WEEK')).toBe('1969-12-29');
    expect(bucketStart('2026-10-20', 'MONTH')).toBe('2026-10-01');
    expect(bucketStart('2026-10-20', 'DAY')).toBe('2026-10-20');
  });

  it('lists every bucket of a range, empty ones too, so a chart has no gaps', () => {
    expect(bucketsOf({ from: '2026-09-29', to: '2026-10-02' }, 'DAY')).toEqual([
      '2026-09-29',
      '2026-09-30',
      '2026-10-01',
      '2026-10-02',
    ]);
    expect(bucketsOf({ from: '2026-10-01', to: '2026-10-20' }, 'WEEK')).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
    ]);
    expect(bucketsOf({ from: '2025-11-15', to: '2026-02-01' }, 'MONTH')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('labels a bucket as an axis reads it', () => {
    expect(bucketLabel('2026-10-05', 'DAY')).toBe('5 Oct');
    expect(bucketLabel('2026-10-05', 'WEEK')).toBe('5 Oct');
    expect(bucketLabel('2026-10-01', 'MONTH')).toBe('Oct 2026');
  });
});
