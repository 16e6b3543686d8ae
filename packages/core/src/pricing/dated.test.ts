import { describe, expect, it } from 'vitest';
import {
  dateFromDayFirst,
  dateInWords,
  dayFirstDate,
  effectiveDateProblem,
  indiaDate,
  indiaDateTime,
  isIsoDate,
  typedDateProblem,
  versionAt,
} from './dated.ts';

describe('dated versions', () => {
  const versions = [
    { effectiveFrom: '2022-09-01', v: 1 },
    { effectiveFrom: '2024-04-01', v: 2 },
    { effectiveFrom: '2024-07-15', v: 3 },
  ];
  it.each([
    ['2020-01-01', 1], // before the first version: the first applies
    ['2022-09-01', 1],
    ['2024-03-31', 1],
    ['2024-04-01', 2],
    ['2024-07-14', 2],
    ['2024-07-15', 3],
    ['2030-01-01', 3],
  ])('on %s version %d is in effect', (at, v) => {
    expect(versionAt(versions, at)!.v).toBe(v);
  });
  it('has nothing to give for no versions', () => {
    expect(versionAt([], '2024-01-01')).toBeUndefined();
  });
  it('knows real dates and the seller’s today (India, UTC+05:30)', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
    expect(indiaDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(indiaDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(effectiveDateProblem('2017-07-01')).toBeNull();
  });
  it('writes an instant on India’s clock, whatever the time zone it runs in (decision 149)', () => {
    expect(indiaDateTime('2026-11-24T08:32:00.000Z')).toBe('24 Nov 2026, 2:02 pm');
    expect(indiaDateTime(new Date('2026-11-22T18:30:00Z'))).toBe('23 Nov 2026, 12:00 am');
    expect(indiaDateTime('2026-11-24T06:30:00.000Z')).toBe('24 Nov 2026, 12:00 pm');
    expect(indiaDateTime('2026-11-24T18:29:00.000Z')).toBe('24 Nov 2026, 11:59 pm');
  });
});

// Decision 153: one style of month for every date in words, the same in Node and in every browser.
// ICU's en-IN wrote September "Sept" ("22 Sept 2025") where notes, settings and the GST notifications
// write "Sep".
describe('dates in words', () => {
  it.each([
    ['2025-01-01', '1 Jan 2025'],
    ['2025-02-28', '28 Feb 2025'],
    ['2025-03-09', '9 Mar 2025'],
    ['2025-04-30', '30 Apr 2025'],
    ['2025-05-05', '5 May 2025'],
    ['2025-06-01', '1 Jun 2025'],
    ['2017-07-01', '1 Jul 2017'],
    ['2022-08-31', '31 Aug 2022'],
    ['2025-09-22', '22 Sep 2025'],
    ['2024-10-01', '1 Oct 2024'],
    ['2026-11-24', '24 Nov 2026'],
    ['2026-12-31', '31 Dec 2026'],
  ])('%s is %s', (iso, words) => expect(dateInWords(iso)).toBe(words));

  it('writes other text as it is', () => {
    for (const text of ['2025-02-30', '22/09/2025', '', '0000-01-01']) expect(dateInWords(text)).toBe(text);
  });

  it('writes a time on India’s clock with the same month', () => {
    expect(indiaDateTime('2025-09-22T07:05:00Z')).toBe('22 Sep 2025, 12:35 pm');
    expect(indiaDateTime('2025-09-30T18:30:00Z')).toBe('1 Oct 2025, 12:00 am');
    expect(() => indiaDateTime('no time')).toThrow(RangeError);
  });
});

describe('dates as a form field shows and reads them (decision 132)', () => {
  it('shows a date day first, and other text as it is', () => {
    expect(dayFirstDate('2026-09-05')).toBe('05/09/2026');
    expect(dayFirstDate('2026-02-30')).toBe('2026-02-30');
    expect(dayFirstDate('')).toBe('');
  });
  it.each([
    ['25/09/2026', '2026-09-25'],
    ['5/9/2026', '2026-09-05'],
    ['05-09-2026', '2026-09-05'],
    ['05.09.26', '2026-09-05'],
    [' 25/09/2026 ', '2026-09-25'],
    ['25092026', '2026-09-25'],
    ['250926', '2026-09-25'],
    ['2026-09-25', '2026-09-25'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %j as %s', (typed, iso) => {
    expect(dateFromDayFirst(typed)).toBe(iso);
  });
  it.each([
    '',
    '25/09',
    '31/09/2026',
    '29/02/2027',
    '13/13/2026',
    '09/25/2026',
    '2026/09/25',
    'today',
    '2509202',
  ])('reads %j as no date', (typed) => {
    expect(dateFromDayFirst(typed)).toBeNull();
  });
  it('reads back what it shows', () => {
    for (const iso of ['2017-07-01', '2026-12-31', '2030-01-09'])
      expect(dateFromDayFirst(dayFirstDate(iso))).toBe(iso);
  });
  it('says what is wrong with what was typed', () => {
    expect(typedDateProblem('')).toBeNull();
    expect(typedDateProblem('25/09/2026')).toBeNull();
    expect(typedDateProblem('31/09/2026')).toBe(
      '31/09/2026 is not a date on the calendar: check the day and the month',
    );
    expect(typedDateProblem('09/25/2026')).toBe(
      '09/25/2026 is not a date on the calendar: check the day and the month',
    );
    expect(typedDateProblem('2026-02-30')).toBe(
      '2026-02-30 is not a date on the calendar: check the day and the month',
    );
    expect(typedDateProblem('25 Sept')).toBe('Type the date as dd/mm/yyyy');
  });
});
