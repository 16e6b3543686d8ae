import { describe, expect, it } from 'vitest';
import { labelOfLeftoverPaise, lossProfitLabel, priceCellClass } from './labels.ts';

describe('labels', () => {
  it.each([
    ['flipkart', 1, 'Perfect'],
    ['flipkart', 199, 'Perfect'],
    ['flipkart', 0, 'Extra'],
    ['flipkart', 200, 'Extra'],
    ['flipkart', -1, 'LOSS'],
    ['amazon', 0, 'Profit'],
    ['amazon', 5430, 'Profit'],
    ['meesho', 200, 'Profit'],
    ['littleKid', 200, 'Extra'],
    ['trendyHandy', 0, 'Extra'],
    ['meesho', 78, 'Perfect'],
  ] as const)('labels a %s leftover of %d paise %s', (channel, paise, label) => {
    expect(labelOfLeftoverPaise(channel, paise)).toBe(label);
  });

  it('labels a leftover given in rupees the same way', () => {
    expect(lossProfitLabel('flipkart', 0.78)).toBe('Perfect');
    expect(lossProfitLabel('flipkart', 2)).toBe('Extra');
    expect(lossProfitLabel('amazon', -0.02)).toBe('LOSS');
  });
});

describe('Listing Price cell class', () => {
  it.each([
    [500, 431, 'extra'],
    [430, 431, 'loss'],
    [431, 431, 'best'],
    [499, 0, 'extra'],
  ] as const)('listing price %d against price should be %d is "%s"', (price, should, cls) => {
    expect(priceCellClass(price, should)).toBe(cls);
  });
});
