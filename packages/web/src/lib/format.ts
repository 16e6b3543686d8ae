import { dateInWords, formatIndian, formatRupees as formatMoney, indiaDateTime } from '@seller-desk/core';

// Money and numbers are written by core's one formatter (decision 240): Indian digit grouping (the last
// three digits, then pairs: 12,34,567.00), the ₹ sign, rounding half away from zero.

/** "₹1,23,456.50"; an empty string for a missing value. */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatMoney(value);
}

/** A plain number with Indian grouping and at most two decimals: "1,23,456.5". */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // the two decimals of core's digits, with the zeros that end them dropped (1.50 → 1.5, 12.00 → 12)
  return formatIndian(value).replace(/\.?0+$/, '');
}

/**
 * A count and its noun as a sentence says it, the number grouped the Indian way: "1 error", "2 errors",
 * "1,00,000 lines"; `plural` where adding an s is wrong ("1 day", "3 days" need none).
 */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A time for people on India's clock, where the seller's staff work, whatever the browser's time zone:
 * "22 Nov 2026, 10:10 am" (core's indiaDateTime, as the server's messages write a time; decision 149).
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return indiaDateTime(date);
}

/** A calendar date (yyyy-MM-dd) for people: "1 Jun 2025" (core's dateInWords); other text as it is. */
export function formatDate(isoDate: string | null | undefined): string {
  return isoDate ? dateInWords(isoDate) : '';
}

/** "25 Nov 2026" that may break before its year only, where a narrow table needs the room. */
export const formatDateBreakingBeforeYear = (isoDate: string | null | undefined): string =>
  formatDate(isoDate).replace(' ', '\u00a0');
