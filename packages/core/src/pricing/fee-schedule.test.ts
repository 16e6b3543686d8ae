import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_SCHEDULE,
  FEE_SCHEDULE_COLUMNS,
  closingFeeBandsOf,
  closingFeeBandsText,
  validateFeeSchedule,
  type ClosingFeeBandDraft,
  type FeeScheduleVersionDraft,
} from './fee-schedule.ts';

// docs/fee-model.md "Dated rate cards, fee schedules and GST rules": a channel's schedule is checked
// before it is kept, on the Settings screen before anything is sent and by the server again.
describe('checking a fee schedule', () => {
  const v = DEFAULT_FEE_SCHEDULE;
  const check = (...versions: FeeScheduleVersionDraft[]) =>
    validateFeeSchedule(versions).map((p) => [p.index, p.field, p.message]);

  it('accepts the built-in schedule', () => {
    expect(validateFeeSchedule([v])).toEqual([]);
  });

  it('refuses an empty schedule, a date before GST, a repeated date and bad numbers, naming the version', () => {
    expect(validateFeeSchedule([])).toEqual([
      { index: 0, field: 'versions', message: 'Keep at least one version of the schedule' },
    ]);
    expect(
      check(
        v,
        { ...v, effectiveFrom: '2017-01-01' },
        { ...v, feeGstPercent: -1 },
        {
          ...v,
          effectiveFrom: '2024-01-01',
          closingFeeBands: [
            { upTo: 500, fee: 8 },
            { upTo: 250, fee: 12 },
            { upTo: null, fee: -1 },
          ],
        },
      ),
    ).toEqual([
      [1, 'effectiveFrom', 'Version 2: Effective from must be on or after 1 Jul 2017 (when GST began)'],
      [2, 'effectiveFrom', 'Version 3: Effective from 01/09/2022 is already version 1'],
      [2, 'feeGstPercent', 'Version 3: GST on fees % must be a percent from 0 to 100'],
      [
        3,
        'closingFeeBands',
        'Version 4: Closing fee bands (up to ₹: fee): "250: 12" must go up to more than 500, where the band before it ends; list the bands from the lowest price up',
      ],
      [
        3,
        'closingFeeBands',
        'Version 4: Closing fee bands (up to ₹: fee): "above: -1" has a fee below 0; a fee is 0 or more',
      ],
    ]);
  });

  it('names a number left empty or typed as no number, and says what to write', () => {
    expect(
      check({
        ...v,
        feeGstPercent: null,
        collectionFlatAbove: Number.NaN,
        referralGstPercent: Number.NaN,
      }),
    ).toEqual([
      [0, 'feeGstPercent', 'Version 1: GST on fees % is empty; write a percent from 0 to 100'],
      [
        0,
        'collectionFlatAbove',
        'Version 1: Collection fee: flat amount above is not a number; write an amount of 0 or more',
      ],
      [
        0,
        'referralGstPercent',
        'Version 1: Referral-fee GST % of price is not a number; write a percent from 0 to 100',
      ],
    ]);
    // what an API caller leaves out is as empty as a blank cell
    const { feeGstPercent: _, ...withoutGst } = v;
    expect(check(withoutGst)).toEqual([
      [0, 'feeGstPercent', 'Version 1: GST on fees % is empty; write a percent from 0 to 100'],
    ]);
  });

  it('refuses an amount above the money limit, before the server would in its own terms', () => {
    expect(
      check({
        ...v,
        collectionFlatAbove: 1e13,
        closingFeeBands: [
          { upTo: 250, fee: 8 },
          { upTo: null, fee: 2e9 },
        ],
      }),
    ).toEqual([
      [
        0,
        'collectionFlatAbove',
        'Version 1: Collection fee: flat amount above must be at most ₹1,00,00,00,000',
      ],
      [
        0,
        'closingFeeBands',
        'Version 1: Closing fee bands (up to ₹: fee): "above: 2000000000" holds more than ₹1,00,00,00,000; a band\'s price and fee are at most that',
      ],
    ]);
  });

  it('names every cell it refuses by its row and its column as the Settings table heads it', () => {
    const problems = validateFeeSchedule([
      { ...v, effectiveFrom: '2017-01-01' },
      { ...v, feeGstPercent: null, collectionFlatAbove: -1, referralGstPercent: 101, closingFeeBands: [] },
      { ...v, effectiveFrom: '2017-01-01' },
    ]);
    expect(problems.map((p) => p.field).sort()).toEqual([
      'closingFeeBands',
      'collectionFlatAbove',
      'effectiveFrom',
      'effectiveFrom',
      'feeGstPercent',
      'referralGstPercent',
    ]);
    for (const p of problems)
      expect(p.message).toMatch(
        `Version ${p.index + 1}: ${FEE_SCHEDULE_COLUMNS[p.field as keyof typeof FEE_SCHEDULE_COLUMNS]}`,
      );
  });

  const bandProblems = (closingFeeBands: ClosingFeeBandDraft[]) =>
    validateFeeSchedule([
      { ...v, effectiveFrom: '2024-01-01' },
      { ...v, closingFeeBands },
    ]).map((p) => p.message);
  it.each([
    // a band without a fee is not a fee of 0
    [
      [
        { upTo: 250, fee: null },
        { upTo: null, fee: 56 },
      ],
      '"250" has no fee; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [{ upTo: 250 }, { upTo: null, fee: 56 }],
      '"250" has no fee; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [
        { upTo: 250, fee: 8 },
        { upTo: null, fee: null },
      ],
      '"above" has no fee; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [
        { upTo: 250, fee: Number.NaN },
        { upTo: null, fee: 56 },
      ],
      'band 1 (up to 250): the fee is not a number; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [
        { upTo: 250, fee: 8 },
        { upTo: null, fee: Number.NaN },
      ],
      'band 2 (above): the fee is not a number; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [
        { upTo: Number.NaN, fee: 8 },
        { upTo: null, fee: 56 },
      ],
      'band 1: the up-to price is not a number; write each band as up-to: fee, e.g. 300: 9',
    ],
    [
      [
        { upTo: 0, fee: 8 },
        { upTo: null, fee: 56 },
      ],
      '"0: 8" must go up to a price above 0',
    ],
    [
      [
        { upTo: null, fee: 8 },
        { upTo: null, fee: 56 },
      ],
      '"above: 8" comes before other bands; only the last band is written above: fee',
    ],
    [
      [
        { upTo: 250, fee: 8 },
        { upTo: 500, fee: 12 },
      ],
      'the last band, "500: 12", must take every price above the others: write it as above: 12',
    ],
    [[], 'there is no band; write each band as up-to: fee, e.g. 300: 9, and the last as above: fee'],
  ])('refuses the bands %j, naming the version and the field', (bands, message) => {
    expect(bandProblems(bands)).toEqual([`Version 2: Closing fee bands (up to ₹: fee): ${message}`]);
  });

  it('accepts one band for every price, and fees of 0', () => {
    expect(validateFeeSchedule([{ ...v, closingFeeBands: [{ upTo: null, fee: 0 }] }])).toEqual([]);
  });
});

describe('closing-fee bands as the Settings screen writes and reads them', () => {
  it('writes the bands lowest price first, the last "above"', () => {
    expect(closingFeeBandsText(DEFAULT_FEE_SCHEDULE.closingFeeBands)).toBe(
      '250: 8, 500: 12, 1000: 30, above: 56',
    );
    expect(closingFeeBandsText([])).toBe('');
  });

  it('reads back what it writes', () => {
    const text = closingFeeBandsText(DEFAULT_FEE_SCHEDULE.closingFeeBands);
    expect(closingFeeBandsOf(text)).toEqual(DEFAULT_FEE_SCHEDULE.closingFeeBands);
  });

  it.each([
    [
      '300:9,600: 14,above:60',
      [
        { upTo: 300, fee: 9 },
        { upTo: 600, fee: 14 },
        { upTo: null, fee: 60 },
      ],
    ],
    [
      ' 300 : 9 , Above: 60 ,',
      [
        { upTo: 300, fee: 9 },
        { upTo: null, fee: 60 },
      ],
    ],
    [
      '300: 9.5, above: 0',
      [
        { upTo: 300, fee: 9.5 },
        { upTo: null, fee: 0 },
      ],
    ],
    ['', []],
  ])('reads %j', (text, bands) => {
    expect(closingFeeBandsOf(text)).toEqual(bands);
  });

  it.each([
    // no fee: null, never 0
    ['250', { upTo: 250, fee: null }],
    ['250:', { upTo: 250, fee: null }],
    ['above', { upTo: null, fee: null }],
    // no number: NaN, never 0
    ['250: x', { upTo: 250, fee: Number.NaN }],
    ['250: 8: 9', { upTo: 250, fee: Number.NaN }],
    [': 8', { upTo: Number.NaN, fee: 8 }],
    ['1,000: 30', { upTo: 1, fee: null }],
  ])('reads %j without making up a number', (text, band) => {
    expect(closingFeeBandsOf(text)[0]).toEqual(band);
  });

  it('refuses what it reads from a band typed without a fee or with no number, naming the version', () => {
    const typed = (text: string) =>
      validateFeeSchedule([{ ...DEFAULT_FEE_SCHEDULE, closingFeeBands: closingFeeBandsOf(text) }]).map(
        (p) => p.message,
      );
    expect(typed('250, above: 56')).toEqual([
      'Version 1: Closing fee bands (up to ₹: fee): "250" has no fee; write each band as up-to: fee, e.g. 300: 9',
    ]);
    expect(typed('250:, above: 56')).toEqual([
      'Version 1: Closing fee bands (up to ₹: fee): "250" has no fee; write each band as up-to: fee, e.g. 300: 9',
    ]);
    expect(typed('250: x, above: 56')).toEqual([
      'Version 1: Closing fee bands (up to ₹: fee): band 1 (up to 250): the fee is not a number; write each band as up-to: fee, e.g. 300: 9',
    ]);
    expect(typed('250: 8, 500: 12, 1000: 30, above: 56')).toEqual([]);
  });
});
