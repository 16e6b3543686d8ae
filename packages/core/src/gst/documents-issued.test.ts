// Table 13: documents issued per series (docs/gst.md "Documents issued").
import { describe, expect, it } from 'vitest';
import {
  mergeSeries,
  repeatedNumbers,
  seriesKey,
  seriesKeyOf,
  seriesOf,
  summariseSeries,
} from './documents-issued.ts';

describe('documents issued', () => {
  it.each([
    ['AE221126003', 'AE'],
    ['CN010826001', 'CN'],
    ['FAABCD2600012345', 'FAABCD'],
    ['INV/26-27/0042', 'INV/26-27/'],
    ['NODIGITS', 'NODIGITS'],
  ])('%s is of series %s', (number, series) => {
    expect(seriesOf(number)).toBe(series);
  });

  it('sums each series: own numbers by date and sequence, others by their last digits', () => {
    const rows = summariseSeries([
      { number: 'AE220826003', nature: 1, cancelled: false },
      { number: 'AE0308260010', nature: 1, cancelled: true },
      { number: 'AE010826001', nature: 1, cancelled: false },
      { number: 'INV/26-27/100', nature: 1, cancelled: false },
      { number: 'INV/26-27/99', nature: 1, cancelled: false },
      { number: 'INV/26-27/99', nature: 1, cancelled: false },
      { number: 'CN050826001', nature: 5, cancelled: false },
    ]);
    expect(rows).toEqual([
      { nature: 1, series: 'AE', from: 'AE010826001', to: 'AE220826003', total: 3, cancelled: 1, net: 2 },
      {
        nature: 1,
        series: 'INV/26-27/',
        from: 'INV/26-27/99',
        to: 'INV/26-27/100',
        total: 2,
        cancelled: 0,
        net: 2,
      },
      { nature: 5, series: 'CN', from: 'CN050826001', to: 'CN050826001', total: 1, cancelled: 0, net: 1 },
    ]);
  });

  it('merges two summaries: a series in both is one row from the first of both to the last', () => {
    const row = (series: string, from: string, to: string, total: number, cancelled = 0) => ({
      nature: 1 as const,
      series,
      from,
      to,
      total,
      cancelled,
      net: total - cancelled,
    });
    expect(
      mergeSeries(
        [row('INV/', 'INV/99', 'INV/100', 2, 1), row('AE', 'AE010826001', 'AE010826001', 1)],
        [row('INV/', 'INV/9', 'INV/50', 3), row('FK', 'FK1', 'FK2', 2)],
      ),
    ).toEqual([
      row('AE', 'AE010826001', 'AE010826001', 1),
      row('FK', 'FK1', 'FK2', 2),
      row('INV/', 'INV/9', 'INV/100', 5, 1),
    ]);
  });

  it('keys a document by the row that counts it: a credit note is not of the invoices of its series', () => {
    const docs = [
      { number: 'AE010826001', nature: 1 as const, cancelled: false },
      { number: 'CN050826001', nature: 5 as const, cancelled: false },
      { number: 'INV/26-27/99', nature: 1 as const, cancelled: true },
    ];
    for (const row of summariseSeries(docs))
      expect(docs.filter((d) => seriesKeyOf(d) === seriesKey(row.nature, row.series))).toHaveLength(
        row.total,
      );
    expect(seriesKeyOf({ number: 'INV/26-27/99', nature: 1 })).toBe(seriesKey(1, 'INV/26-27/'));
    expect(seriesKeyOf({ number: 'AE010826001', nature: 5 })).not.toBe(seriesKey(1, 'AE'));
  });

  it('finds repeated numbers', () => {
    expect([...repeatedNumbers(['A1', 'A2', 'A1'])]).toEqual([['A1', 2]]);
  });
});
