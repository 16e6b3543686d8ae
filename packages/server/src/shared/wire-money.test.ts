import { describe, expect, it } from 'vitest';
import { wireRupees } from './wire-money.ts';

describe('the wire mapping of money', () => {
  it('gives stored paise as rupees exact to the paisa', () => {
    expect(wireRupees(12345)).toBe(123.45);
    expect(wireRupees(-4900)).toBe(-49);
    expect(wireRupees(1)).toBe(0.01);
  });
  it('keeps a missing amount missing', () => {
    expect(wireRupees(null)).toBeNull();
  });
});
