// The courier APIs' records as the order rows the export readers give (docs/orders.md, decision 300):
// a Shiprocket order of `GET /orders` and an iThink order of `order/get_details.json` become one
// CourierOrderRow per product, as an export's lines are, so the sync from an API and the import of an
// export go through the same shipmentsOf (merge per order, product costs, the free-gift line, the AWB
// rule). NDRs (Shiprocket's `GET /ndr/all`) and iThink's tracking are laid over the rows by AWB.
// A record is named by its place in the courier's answer ("line" 1 is the first order of the first
// page) and a field by the API's own name.
import type { CourierOrderRow } from '../reports/courier-order.ts';
import { COURIER_CANCELLED } from '../reports/courier-order.ts';
import type { ReportProblem, ReportRow } from '../reports/read-report.ts';
import { parseAmount } from '../reports/read-report.ts';
import type { NdrRequest } from './ndr.ts';
import type { ShipmentInput } from './shipment-import.ts';

/** A record of an API's answer, read field by field (the APIs send numbers as text and text as numbers). */
export type ApiRecord = Readonly<Record<string, unknown>>;

export const isRecord = (v: unknown): v is ApiRecord =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field as text: trimmed, '' and the couriers' `N/A` as null. */
export function text(r: ApiRecord | undefined, field: string): string | null {
  const v = r?.[field];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' || /^n\/?a$/i.test(t) ? null : t;
}

/** A field as an amount in rupees, or null (a field that is no amount is no problem: kept for reference). */
export function amount(r: ApiRecord | undefined, field: string): number | null {
  const v = r?.[field];
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = text(r, field);
  return t === null ? null : parseAmount(t);
}

export function wholeNumber(r: ApiRecord | undefined, field: string): number | null {
  const n = amount(r, field);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

export const joined = (parts: readonly (string | null)[]): string | null => {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length === 0 ? null : kept.join(', ');
};

export const listOf = (v: unknown): ApiRecord[] =>
  Array.isArray(v) ? v.filter(isRecord) : isRecord(v) ? [v] : [];

/** What the API rows of one answer came to: the rows, and the records that could not be read. */
export interface ApiRows {
  rows: ReportRow<CourierOrderRow>[];
  problems: ReportProblem[];
}

/** The order id of a record, or the problem that names the record and its missing field. */
export function orderIdOf(
  r: unknown,
  line: number,
  field: string,
  problems: ReportProblem[],
  what: string,
): { record: ApiRecord; orderId: string } | null {
  if (!isRecord(r)) {
    problems.push({
      line,
      column: field,
      message: `Record ${line} of the ${what} is not an order; it was skipped.`,
    });
    return null;
  }
  const id = text(r, field);
  if (id === null) {
    problems.push({
      line,
      column: field,
      message: `Record ${line} of the ${what} has no ${field}; it was skipped.`,
    });
    return null;
  }
  return { record: r, orderId: id };
}

/** One row per product of an order (an order without products gives one row), as an export writes it. */
export function rowsPerProduct(
  base: Omit<CourierOrderRow, 'productName' | 'sku' | 'quantity' | 'details'> & {
    details: NonNullable<CourierOrderRow['details']>;
  },
  products: readonly {
    name: string | null;
    sku: string | null;
    quantity: number | null;
    price: number | null;
  }[],
  line: number,
): ReportRow<CourierOrderRow>[] {
  const lines = products.length === 0 ? [{ name: null, sku: null, quantity: null, price: null }] : products;
  return lines.map((p) => ({
    ...base,
    productName: p.name,
    sku: p.sku,
    quantity: p.quantity,
    details: { ...base.details, productPrice: p.price === null ? null : p.price * (p.quantity ?? 1) },
    line,
  }));
}

/** What an NDR says of a shipment, by its AWB: the attempts, the reasons oldest first, when it was last raised. */
export interface NdrReport {
  awb: string;
  status: string | null;
  attempts: number | null;
  reasons: string[];
  latestNdrDate: string | null;
}

/** What iThink's tracking says of one AWB: its status, EDD and, when undelivered, the NDR. */
export interface TrackReport {
  awb: string;
  status: string | null;
  edd: string | null;
  deliveredDate: string | null;
  ndr: NdrReport | null;
}

/** The rows with each AWB's NDR laid over (attempts, reasons, latest NDR date; the status when it says one). */
export function withNdrReports(
  rows: readonly ReportRow<CourierOrderRow>[],
  ndrs: readonly NdrReport[],
): ReportRow<CourierOrderRow>[] {
  const byAwb = new Map(ndrs.map((n) => [n.awb, n]));
  return rows.map((row) => {
    const ndr = row.awb === null ? undefined : byAwb.get(row.awb);
    if (!ndr) return row;
    return {
      ...row,
      status: classOfStatusIsFinal(row.status) ? row.status : (ndr.status ?? row.status),
      ndrAttempts: ndr.attempts,
      ndrReasons: [...ndr.reasons],
      details: row.details && { ...row.details, latestNdrDate: ndr.latestNdrDate },
    };
  });
}

/** The rows with iThink's tracking laid over by AWB: the status, EDD, delivery date and NDR it reports. */
export function withTrackReports(
  rows: readonly ReportRow<CourierOrderRow>[],
  tracks: readonly TrackReport[],
): ReportRow<CourierOrderRow>[] {
  const byAwb = new Map(tracks.map((t) => [t.awb, t]));
  return rows.map((row) => {
    const track = row.awb === null ? undefined : byAwb.get(row.awb);
    if (!track) return row;
    const tracked: ReportRow<CourierOrderRow> = {
      ...row,
      status: track.status,
      cancelled: row.cancelled || COURIER_CANCELLED.ithink(track.status),
      edd: track.edd ?? row.edd,
      details: row.details && {
        ...row.details,
        deliveredDate: track.deliveredDate ?? row.details.deliveredDate,
      },
    };
    return track.ndr ? withNdrReports([tracked], [track.ndr])[0]! : tracked;
  });
}

/** Delivered or returned: an NDR reported earlier does not change such a status back. */
function classOfStatusIsFinal(status: string | null): boolean {
  return /deliver|rto|cancel|lost/i.test((status ?? '').replace(/undeliver/i, ''));
}

/** Which courier's statuses are still open (worth tracking again): not delivered, returned, cancelled or lost. */
export function isOpenShipment(s: Pick<ShipmentInput, 'statusClass' | 'status'>): boolean {
  return s.statusClass === 'new' || s.statusClass === 'inTransit' || s.statusClass === 'undelivered'
    ? true
    : s.statusClass === 'other' && !/cancel|lost/i.test(s.status ?? '');
}

/** What a seller may ask a courier to do about an NDR: deliver again, or return the parcel (RTO). */
export type NdrAction = 're-attempt' | 'return';

/** The courier's action for each request the NDR queue sends (NDR_REQUESTS). */
export const NDR_ACTION_OF_REQUEST = {
  reattempt: 're-attempt',
  rto: 'return',
} as const satisfies Record<NdrRequest, NdrAction>;
