import { describe, expect, it } from 'vitest';
import { costFromFinalPrice, retailPrice, wholesalePriceFor, wholesalePrices } from './price-lists.ts';

describe('price lists', () => {
  it.each([
    [180, 360],
    [99.99, 199.98],
    [0, 0],
    [null, null],
    [undefined, null],
  ])('retail price of a %d purchase cost is %d', (cost, price) => {
    expect(retailPrice(cost)).toBe(price);
  });

  it('adds 30, 20 and 10 to the purchase cost for 10, 100 and 200 pieces', () => {
    expect(wholesalePrices(180.5)).toEqual({ qty10: 210.5, qty100: 200.5, qty200: 190.5 });
    expect(wholesalePrices(null)).toBeNull();
  });

  it.each([
    [1, 210],
    [10, 210],
    [99, 210],
    [100, 200],
    [199, 200],
    [200, 190],
    [5000, 190],
  ])('charges an order of %d pieces %d a piece', (qty, price) => {
    expect(wholesalePriceFor(180, qty)).toBe(price);
  });
});

describe('Add Product: Final Price to purchase cost', () => {
  it.each([
    [500, 250],
    [99.99, 50],
    [0.01, 0.01],
    [1299, 649.5],
  ])('a Final Price of %d stores a cost of %d, and the retail list shows it back', (finalPrice, cost) => {
    expect(costFromFinalPrice(finalPrice)).toBe(cost);
    if ((finalPrice * 100) % 2 === 0) expect(retailPrice(costFromFinalPrice(finalPrice))).toBe(finalPrice);
  });
});
