// What an order line has been paid: the payments recorded for it, one per payment report row, added up.
// A marketplace pays an order and later deducts its refund or return in another settlement period, so
// the rows of several reports add up; the same row uploaded again (the same file, or a report of an
// overlapping period) has the same key and is recorded once (decision 114).
import type { PaymentReportRow } from '../reports/marketplace-report.ts';

/** One payment recorded for one order line, in paise; the fees are what the marketplace charged (positive). */
export interface PaymentEntry {
  /** The report row's identity: paymentEntryKey. */
  key: string;
  paymentDate: string | null;
  amountPaise: number;
  salePaise: number | null;
  feesPaise: number | null;
  /** The fee lines the report gave, by name (a row shared among several lines of an order has none). */
  feeLines: Record<string, number | null> | null;
  tcsPaise: number | null;
  tdsPaise: number | null;
}

/**
 * The identity of a payment report row: its order, SKU, kind, date and amounts. Two rows of one file
 * that are alike in all of these are told apart by `occurrence` (1 for the first, 2 for the second…).
 */
export function paymentEntryKey(row: PaymentReportRow, occurrence: number): string {
  const fees = row.fees ? Object.values(row.fees).join(',') : '';
  return [
    row.orderId,
    row.sku ?? '',
    row.rowType ?? '',
    row.paymentDate ?? '',
    row.amountReceived,
    row.saleAmount ?? '',
    fees,
    row.tcs ?? '',
    row.tds ?? '',
    occurrence,
  ].join('|');
}

/** A line's payment columns from its entries: amounts added up, the latest payment date. */
export interface LinePayment {
  paymentDate: string | null;
  amountReceivedPaise: number;
  reportedSalePaise: number | null;
  reportedFeesPaise: number | null;
  reportedFeeLines: Record<string, number | null> | null;
  tcsPaise: number | null;
  tdsPaise: number | null;
}

/** Adds two amounts where either is known (null only when both are unknown). */
export const addKnown = (a: number | null, b: number | null): number | null =>
  a === null && b === null ? null : (a ?? 0) + (b ?? 0);

export function paymentOfEntries(entries: readonly PaymentEntry[]): LinePayment {
  const paid: LinePayment = {
    paymentDate: null,
    amountReceivedPaise: 0,
    reportedSalePaise: null,
    reportedFeesPaise: null,
    reportedFeeLines: null,
    tcsPaise: null,
    tdsPaise: null,
  };
  for (const e of entries) {
    if (e.paymentDate !== null && (paid.paymentDate === null || e.paymentDate > paid.paymentDate))
      paid.paymentDate = e.paymentDate;
    paid.amountReceivedPaise += e.amountPaise;
    paid.reportedSalePaise = addKnown(paid.reportedSalePaise, e.salePaise);
    paid.reportedFeesPaise = addKnown(paid.reportedFeesPaise, e.feesPaise);
    paid.tcsPaise = addKnown(paid.tcsPaise, e.tcsPaise);
    paid.tdsPaise = addKnown(paid.tdsPaise, e.tdsPaise);
    if (e.feeLines) {
      const lines: Record<string, number | null> = { ...paid.reportedFeeLines };
      for (const [name, v] of Object.entries(e.feeLines)) lines[name] = addKnown(lines[name] ?? null, v);
      paid.reportedFeeLines = lines;
    }
  }
  return paid;
}

/** The most characters the reason for removing a recorded payment may have. */
export const PAYMENT_REMOVAL_REASON_MAX = 200;

/**
 * Why a recorded payment may not be removed with this reason (decision 127): the reason is kept in the
 * audit, so it must say something, and briefly.
 */
export function paymentRemovalReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < 3) return 'Say why this payment is removed (at least 3 characters)';
  if (text.length > PAYMENT_REMOVAL_REASON_MAX)
    return `The reason must be at most ${PAYMENT_REMOVAL_REASON_MAX} characters`;
  return null;
}
