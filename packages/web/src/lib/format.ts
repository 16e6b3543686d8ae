import { dateInWords, indiaDateTime } from '@seller-desk/core';

// Indian digit grouping: the last three digits, then groups of two (12,34,567.00).
const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const groupedFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹1,23,456.50"; an empty string for a missing value. */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return rupeeFormatter.format(value);
}

/** A plain number with Indian grouping and at most two decimals: "1,23,456.5". */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return groupedFormatter.format(value);
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
