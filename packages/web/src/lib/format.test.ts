import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatNumber, formatRupees } from './format.ts';

describe('formatRupees', () => {
  it('groups the digits the Indian way with two decimals', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
  });
  it('shows small amounts without grouping', () => {
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('leaves a missing value empty', () => {
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups in lakhs and crores and keeps at most two decimals', () => {
    expect(formatNumber(123456789.125)).toBe('12,34,56,789.13');
    expect(formatNumber(1.5)).toBe('1.5');
  });
});

describe('formatDateTime', () => {
  it('is empty for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('writes the time on India’s clock whatever the browser’s time zone (the tests run in UTC)', () => {
    expect(formatDateTime('2026-11-22T04:40:00Z')).toBe('22 Nov 2026, 10:10 am');
    // late in the evening in UTC is the next day in India
    expect(formatDateTime('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026, 1:30 am');
  });
});

describe('formatDate', () => {
  it('writes a calendar date the Indian way, whatever the time zone', () => {
    expect(formatDate('2025-06-01')).toBe('1 Jun 2025');
    expect(formatDate('2017-07-01')).toBe('1 Jul 2017');
  });
  it('leaves a missing date empty and shows what is not a date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatCount', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(formatCount(1, 'error')).toBe('1 error');
    expect(formatCount(0, 'error')).toBe('0 errors');
    expect(formatCount(2, 'warning')).toBe('2 warnings');
  });
  it('groups a large count the Indian way and takes a plural of its own', () => {
    expect(formatCount(100000, 'line')).toBe('1,00,000 lines');
    expect(formatCount(3, 'entry', 'entries')).toBe('3 entries');
  });
});
