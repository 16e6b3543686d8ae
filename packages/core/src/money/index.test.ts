import { describe, expect, it } from 'vitest';
import {
  exactDecimal,
  formatIndian,
  formatRupees,
  paiseToRupees,
  profitTotal,
  r,
  roundDiv,
  roundToOneDecimal,
  rupeesToPaise,
} from './index.ts';

describe('r (rounding half away from zero)', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-0.4, 0],
    [0, 0],
    [70.6584, 71],
  ])('r(%d) = %d', (x, expected) => {
    expect(r(x)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(r(-0.2), 0)).toBe(true);
    expect(Object.is(roundDiv(-1, 3), 0)).toBe(true);
  });
});

describe('roundDiv (exact rounding of a fraction)', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7066584, 100000, 71],
    [1, 3, 0],
    [2, 3, 1],
    [2 ** 60, 3, Math.round(2 ** 60 / 3)],
  ])('roundDiv(%d, %d) = %d', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });
});

describe('rupees and paise', () => {
  it.each([
    [499, 49900],
    [499.5, 49950],
    [0.07, 7],
    [1.005, 101],
    [-1.005, -101],
    [328.06, 32806],
    [0, 0],
    [123456789.12, 12345678912],
  ])('rupeesToPaise(%d) = %d', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('rounds inputs with more than 2 decimals on their exact decimal value', () => {
    expect(rupeesToPaise(2.675)).toBe(268); // Math.round(267.49999999999997) would give 267
    expect(rupeesToPaise(0.004)).toBe(0);
  });

  it('refuses numbers that are not finite', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Infinity)).toThrow(RangeError);
  });

  it('turns paise back into rupees exact to the paisa', () => {
    expect(paiseToRupees(32806)).toBe(328.06);
    expect(paiseToRupees(7)).toBe(0.07);
  });

  it('reads a number as its shortest decimal', () => {
    expect(exactDecimal(12.5)).toEqual({ num: 125n, scale: 10n });
    expect(exactDecimal(1e-7)).toEqual({ num: 1n, scale: 10000000n });
    expect(exactDecimal(2e21)).toEqual({ num: 2000000000000000000000n, scale: 1n });
  });
});

describe('formatting rupees', () => {
  it.each([
    [123456.78, '₹1,23,456.78'],
    [0, '₹0.00'],
    [999, '₹999.00'],
    [1000, '₹1,000.00'],
    [12345678.9, '₹1,23,45,678.90'],
    [-1234.5, '-₹1,234.50'],
    [-0.001, '₹0.00'],
  ])('formatRupees(%d) is %s', (value, text) => {
    expect(formatRupees(value)).toBe(text);
  });

  it('shows profit totals with one decimal', () => {
    expect(formatRupees(123456.75, 1)).toBe('₹1,23,456.8');
    expect(formatIndian(1234.45, 1)).toBe('1,234.5');
    expect(formatIndian(1234.5, 0)).toBe('1,235');
  });
});

describe('profit totals', () => {
  it('adds exactly in paise and rounds to one decimal', () => {
    expect(profitTotal([0.1, 0.2])).toBe(0.3);
    expect(profitTotal([10.05, 0])).toBe(10.1);
    expect(profitTotal([-10.05])).toBe(-10.1);
    expect(profitTotal([54.3, null, 12.34, undefined])).toBe(66.6);
    expect(profitTotal([])).toBe(0);
  });

  it('rounds a single amount to one decimal half away from zero', () => {
    expect(roundToOneDecimal(12.25)).toBe(12.3);
    expect(roundToOneDecimal(-12.25)).toBe(-12.3);
    expect(roundToOneDecimal(12.24)).toBe(12.2);
  });
});
