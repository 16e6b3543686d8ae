import { describe, expect, it } from 'vitest';
import { typedNumber } from './columns.tsx';

describe('typedNumber: what a number box being edited holds', () => {
  it('is null for a blank box and the number for a number written plainly', () => {
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('  ')).toBeNull();
    expect(typedNumber('12')).toBe(12);
    expect(typedNumber('12.5')).toBe(12.5);
    expect(typedNumber('-3')).toBe(-3);
  });

  it('keeps the text while it is on its way to a number, so the box does not rewrite it', () => {
    expect(typedNumber('12.')).toBe('12.');
    expect(typedNumber('0.50')).toBe('0.50');
    expect(typedNumber('-')).toBe('-');
  });

  it('keeps text that is no number for the row to name', () => {
    expect(typedNumber('1e')).toBe('1e');
    expect(typedNumber('--2')).toBe('--2');
    expect(typedNumber('1,200')).toBe('1,200');
    expect(typedNumber('abc')).toBe('abc');
  });
});
