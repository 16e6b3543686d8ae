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
