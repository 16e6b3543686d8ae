import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_RUPEES, moneyInputProblem } from '../catalogue/listing-fields.ts';
import {
  MAX_MONEY_RUPEES,
  TEXT_LIMITS,
  hasControlCharacters,
  listProblem,
  moneyProblem,
  notANumberProblem,
  numberProblem,
  subPaisaProblem,
  textProblem,
} from './limits.ts';

describe('input bounds', () => {
  it('accepts money from 0 to ₹1,00,00,00,000 and refuses the rest with the limit in the message', () => {
    expect(moneyProblem(0, 'Purchase Cost')).toBeNull();
    expect(moneyProblem(MAX_MONEY_RUPEES, 'Purchase Cost')).toBeNull();
    expect(moneyProblem(MAX_MONEY_RUPEES + 0.01, 'Purchase Cost')).toBe(
      'Purchase Cost must be at most ₹1,00,00,00,000',
    );
    expect(moneyProblem(1e307, 'Purchase Cost')).toMatch(/at most/);
    expect(moneyProblem(-1, 'Purchase Cost')).toBe('Purchase Cost must be a number of 0 or more');
    expect(moneyProblem(Number.POSITIVE_INFINITY, 'Purchase Cost')).toBe('Purchase Cost must be a number');
    expect(moneyProblem(Number.NaN, 'Purchase Cost')).toBe('Purchase Cost must be a number');
  });

  it('refuses money below one paisa but not 0, naming the field (decision 206)', () => {
    expect(moneyProblem(0.001, 'Purchase Cost')).toBe(
      'Purchase Cost must be 0 or at least ₹0.01 (one paisa): 0.001 would be stored as ₹0.00',
    );
    expect(moneyProblem(0.009, 'Purchase Cost')).toMatch(/at least ₹0.01/);
    for (const fine of [0, 0.01, 0.015, 12.345]) expect(moneyProblem(fine, 'Purchase Cost')).toBeNull();
    // signed amounts (a bill's settlement) and amounts that must be above 0 (a listing price)
    expect(subPaisaProblem(-0.004, 'Settlement')).toBe(
      'Settlement must be 0 or at least ₹0.01 (one paisa): -0.004 would be stored as ₹0.00',
    );
    expect(subPaisaProblem(-0.01, 'Settlement')).toBeNull();
    expect(subPaisaProblem(1e-9, 'Listing Price', false)).toBe(
      'Listing Price must be at least ₹0.01 (one paisa): 1e-9 would be stored as ₹0.00',
    );
    expect(moneyInputProblem('listingPrice', 0.001, false)).toBe(
      'Listing Price must be at least ₹0.01 (one paisa): 0.001 would be stored as ₹0.00',
    );
    expect(moneyInputProblem('profit', 0.004, true)).toBe(
      'Profit must be 0 or at least ₹0.01 (one paisa): 0.004 would be stored as ₹0.00',
    );
    expect(moneyInputProblem('listingPrice', 0.01, true)).toBeNull();
  });

  it('is the one money limit: the listings and the pricing model use the same', () => {
    expect(MAX_AMOUNT_RUPEES).toBe(MAX_MONEY_RUPEES);
  });

  it('keeps every accepted money amount exact in paise as a safe integer', () => {
    expect(Number.isSafeInteger(Math.round(MAX_MONEY_RUPEES * 100))).toBe(true);
  });

  it('refuses NUL and other control characters in text, and text over its length', () => {
    for (const bad of ['a\u0000b', 'line\nbreak', 'tab\there', 'del\u007f', 'next\u0085line', 'c1\u009f']) {
      expect(hasControlCharacters(bad)).toBe(true);
      expect(textProblem(bad, 'SKU', TEXT_LIMITS.skuid)).toMatch(/SKU must not contain control characters/);
    }
    expect(textProblem('Kurta — ₹ हिन्दी', 'Product Name', TEXT_LIMITS.productName)).toBeNull();
    expect(textProblem('x'.repeat(65), 'SKU', TEXT_LIMITS.skuid)).toBe('SKU must be at most 64 characters');
    expect(textProblem('x'.repeat(1001), 'Note')).toBe('Note must be at most 1,000 characters');
  });

  it('bounds list lengths and other numbers', () => {
    expect(listProblem(51, 'Search Keyword', 50)).toBe('Search Keyword can hold at most 50 items');
    expect(listProblem(50, 'Search Keyword', 50)).toBeNull();
    expect(numberProblem(-5, 'GST', { max: 100 })).toBeNull();
    expect(numberProblem(-101, 'GST', { max: 100 })).toBe('GST must be at least -100');
  });

  it('tells a number left empty from one typed as no number, and says what to write', () => {
    const expected = 'write a percent from 0 to 100';
    expect(notANumberProblem(null, 'Rate', expected)).toBe('Rate is empty; write a percent from 0 to 100');
    expect(notANumberProblem(undefined, 'Rate', expected)).toBe(
      'Rate is empty; write a percent from 0 to 100',
    );
    for (const value of [Number.NaN, Infinity, '12'])
      expect(notANumberProblem(value, 'Rate', expected)).toBe(
        'Rate is not a number; write a percent from 0 to 100',
      );
    // the range is the caller's
    expect(notANumberProblem(-5, 'Rate', expected)).toBeNull();
  });
});
