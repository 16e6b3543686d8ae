// A line's payment columns are what its recorded payments add up to (decision 114): the one place that
// says so, for the ledger's updates and removals and for the payment import alike.
import { paymentOfEntries, type PaymentEntry } from '@seller-desk/core';
import type { OrderLineValues } from './order-line-record.ts';

/** The payment columns of a line no payment is recorded for: a new sale line, or one whose last was removed. */
const UNPAID = {
  paymentReceived: false,
  paymentDate: null,
  amountReceivedPaise: null,
  reportedSalePaise: null,
  reportedFeesPaise: null,
  reportedFeeLines: null,
  tcsPaise: null,
  tdsPaise: null,
} as const satisfies Partial<OrderLineValues>;

/** A line's payment columns from the payments it has (decision 114): their sum, or UNPAID when none. */
export function paymentColumnsOf(payments: readonly PaymentEntry[]): Partial<OrderLineValues> {
  return payments.length > 0 ? { paymentReceived: true, ...paymentOfEntries(payments) } : UNPAID;
}
