// A GSTR-1 period is a month or a calendar quarter (decision 285); place of supply from a state's name.
import { describe, expect, it } from 'vitest';
import { inPeriod, parseReturnPeriod, quarterPeriodOf, returnPeriodOf } from './period.ts';
import { placeOfSupplyLabel, stateCodeOfName, supplyType } from './place-of-supply.ts';

describe('parseReturnPeriod', () => {
  it.each([
    ['2026-08', { kind: 'MONTH', from: '2026-08-01', to: '2026-08-31', fp: '082026', label: 'Aug 2026' }],
    ['2024-02', { kind: 'MONTH', from: '2024-02-01', to: '2024-02-29', fp: '022024', label: 'Feb 2024' }],
    [
      '2026-Q2',
      { kind: 'QUARTER', from: '2026-04-01', to: '2026-06-30', fp: '062026', label: 'Apr–Jun 2026' },
    ],
    [
      '2026-q4',
      { kind: 'QUARTER', from: '2026-10-01', to: '2026-12-31', fp: '122026', label: 'Oct–Dec 2026' },
    ],
    [
      '2017-Q3',
      { kind: 'QUARTER', from: '2017-07-01', to: '2017-09-30', fp: '092017', label: 'Jul–Sep 2017' },
    ],
  ])('%s', (key, expected) => {
    expect(parseReturnPeriod(key)).toMatchObject(expected);
  });

  it('lists the months of a quarter', () => {
    expect(returnPeriodOf('2026-Q3').months).toEqual(['2026-07', '2026-08', '2026-09']);
  });

  it.each([
    ['2026-13', 'is no return period'],
    ['2026-8', 'is no return period'],
    ['2026-Q5', 'is no return period'],
    ['Aug 2026', 'is no return period'],
    ['2017-06', 'before July 2017'],
    ['2017-Q2', 'before July 2017'],
  ])('refuses %s', (key, message) => {
    expect(parseReturnPeriod(key)).toContain(message);
  });

  it('knows what falls in a period', () => {
    const q = returnPeriodOf('2026-Q2');
    expect(['2026-03-31', '2026-04-01', '2026-06-30', '2026-07-01'].map((d) => inPeriod(q, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(quarterPeriodOf('2026-08-14').key).toBe('2026-Q3');
  });
});

describe('stateCodeOfName', () => {
  it.each([
    ['Maharashtra', '27'],
    ['MAHARASHTRA', '27'],
    ['  tamil nadu ', '33'],
    ['Tamilnadu', '33'],
    ['Orissa', '21'],
    ['Odisha', '21'],
    ['NCT of Delhi', '07'],
    ['New Delhi', '07'],
    ['Jammu & Kashmir', '01'],
    ['Andaman & Nicobar Islands', '35'],
    ['Pondicherry', '34'],
    ['Daman and Diu', '26'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['27', '27'],
    ['9', '09'],
    ['27-Maharashtra', '27'],
  ])('%s is %s', (name, code) => {
    expect(stateCodeOfName(name)).toBe(code);
  });

  it.each([['Mahrashtra'], ['Dubai'], [''], [null], ['99'], ['Maharashtra, India']])(
    '%s names no state (a check, never a default)',
    (name) => {
      expect(stateCodeOfName(name)).toBeNull();
    },
  );

  it('writes the workbook label and the supply type', () => {
    expect(placeOfSupplyLabel('27')).toBe('27-Maharashtra');
    expect(() => placeOfSupplyLabel('99')).toThrow();
    expect(supplyType('27', '27')).toBe('INTRA');
    expect(supplyType('27', '29')).toBe('INTER');
  });
});
