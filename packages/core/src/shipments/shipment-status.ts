// The order database's statuses and tabs (docs/orders.md): one classification of a courier status,
// used by the import (stored with the shipment, so the server pages a tab in SQL), the tabs and the
// Summary. After EDD is the one rule that depends on the clock; it is a bound on the EDD day, so the
// server compares it in SQL and the screens in memory with the same answer.
import { INDIA_UTC_OFFSET_MS } from '../pricing/dated.ts';
import { parseReportDate } from '../reports/report-dates.ts';

/** What a courier status means for the order database. */
export type ShipmentClass = 'new' | 'inTransit' | 'delivered' | 'undelivered' | 'rto' | 'other';

export const SHIPMENT_CLASSES: readonly ShipmentClass[] = [
  'new',
  'inTransit',
  'delivered',
  'undelivered',
  'rto',
  'other',
];

/** A status as compared: no case, `RTO_DELIVERED` and `RTO DELIVERED` alike. */
function statusWords(status: string | null): string {
  return (status ?? '')
    .trim()
    .toUpperCase()
    .replace(/[_\s-]+/g, ' ');
}

/**
 * The status rules of the order database, in order: `NEW` (and Shiprocket's `NEW_ORDER`) is new;
 * `Delivered`; `Undelivered`; any status containing "rto" in any case; a cancelled or lost shipment is
 * other (decision 276: it has an EDD, and the old rule sent it in-transit messages); any other status
 * with an EDD longer than 3 characters is in transit; the rest is other.
 */
export function classifyShipment(status: string | null, edd: string | null): ShipmentClass {
  const words = statusWords(status);
  if (words === 'NEW' || words === 'NEW ORDER') return 'new';
  if (words === 'DELIVERED') return 'delivered';
  if (words === 'UNDELIVERED') return 'undelivered';
  if (/rto/i.test(status ?? '')) return 'rto';
  if (/^CANCEL/.test(words) || words === 'LOST') return 'other';
  if ((edd ?? '').trim().length > 3) return 'inTransit';
  return 'other';
}

/** An EDD as the exports write it (`25-11-2026`, `27 Nov 2026`, `2026-11-27`) as yyyy-MM-dd, or null. */
export function eddDate(edd: string | null): string | null {
  if (edd === null || edd.trim().length <= 3) return null;
  return parseReportDate(edd.trim());
}

/** After EDD: an in-transit shipment whose EDD day began (in India) more than this long ago. */
export const AFTER_EDD_HOURS = 24;

const DAY_MS = 86_400_000;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The first EDD day that is not After EDD at `now`: a shipment in transit whose EDD day is before it is
 * After EDD. An EDD day starts at midnight in India; it is After EDD once more than 24 hours have passed
 * since (at exactly 24 hours it is not yet), i.e. once the whole EDD day has gone by.
 */
export function afterEddBefore(now: Date): string {
  // EDD day D is After EDD when Date.UTC(D) - 5:30 + 24 h < now, i.e. Date.UTC(D) < t
  const t = now.getTime() + INDIA_UTC_OFFSET_MS - AFTER_EDD_HOURS * 3_600_000;
  const startOfDay = Math.floor(t / DAY_MS) * DAY_MS;
  return isoDay(startOfDay === t ? startOfDay : startOfDay + DAY_MS);
}

/** Whether a shipment of this class and EDD day is After EDD at `now`. */
export function isAfterEdd(cls: ShipmentClass, edd: string | null, now: Date): boolean {
  return cls === 'inTransit' && edd !== null && edd < afterEddBefore(now);
}
