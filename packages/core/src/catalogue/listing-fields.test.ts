import { describe, expect, it } from 'vitest';
import { moneyInputProblem } from './listing-fields.ts';

describe('moneyInputProblem', () => {
  it('stores a listing price only above 0, in the words pricing uses', () => {
    for (const price of [0, -5]) {
      expect(moneyInputProblem('listingPrice', price, false)).toBe('Listing Price must be more than 0');
      expect(moneyInputProblem('listingPrice', price, true)).toBe('Listing Price must be more than 0');
    }
    expect(moneyInputProblem('listingPrice', 0.01, false)).toBeNull();
    expect(moneyInputProblem('listingPrice', null, false)).toBeNull();
  });

  it('stores the other amounts from 0', () => {
    expect(moneyInputProblem('discount', 0, false)).toBeNull();
    expect(moneyInputProblem('discount', -1, false)).toBe('Discount must be a number of 0 or more');
  });
});
