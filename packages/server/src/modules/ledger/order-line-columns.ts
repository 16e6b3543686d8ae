// How an order line's written fields are stored (migration 008): the column of each, the table's
// defaults for a new line, a value as its column holds it, and each column's PostgreSQL type for the bulk
// writes (db/pg-bulk.ts). The ledger's repositories write lines through these, so a column is named once.
import type { Insertable } from 'kysely';
import type { OrderLinesTable } from '../../db/types.ts';
import type { OrderLineValues } from './order-line-record.ts';

/** The column each written field of a line is stored in (migration 008). */
export const COLUMN_OF = {
  channel: 'channel',
  orderId: 'order_id',
  sku: 'sku',
  billDate: 'bill_date',
  listingId: 'listing_id',
  invoiceAmountPaise: 'invoice_amount_paise',
  quantity: 'quantity',
  shipToName: 'ship_to_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  state: 'state',
  pinCode: 'pin_code',
  trackingId: 'tracking_id',
  email: 'email',
  phone: 'phone',
  marketplaceInvoiceNo: 'marketplace_invoice_no',
  buyerGstin: 'buyer_gstin',
  marketplaceInvoiceDate: 'marketplace_invoice_date',
  cgstRate: 'cgst_rate',
  sgstRate: 'sgst_rate',
  igstRate: 'igst_rate',
  gstRate: 'gst_rate',
  purchaseCostPaise: 'purchase_cost_paise',
  settlementPaise: 'settlement_paise',
  marketplaceFeePaise: 'marketplace_fee_paise',
  profitPaise: 'profit_paise',
  saleType: 'sale_type',
  isReturn: 'is_return',
  returnType: 'return_type',
  returnDate: 'return_date',
  pysicallyRecieved: 'pysically_recieved',
  podRequestTickeetId: 'pod_request_tickeet_id',
  condition: 'condition',
  damageDescription: 'damage_description',
  claimId: 'claim_id',
  claimResult: 'claim_result',
  paymentReceived: 'payment_received',
  paymentDate: 'payment_date',
  amountReceivedPaise: 'amount_received_paise',
  reportedSalePaise: 'reported_sale_paise',
  reportedFeesPaise: 'reported_fees_paise',
  reportedFeeLines: 'reported_fee_lines',
  tcsPaise: 'tcs_paise',
  tdsPaise: 'tds_paise',
} as const satisfies { [F in keyof OrderLineValues]: keyof OrderLinesTable };

export const WRITTEN_FIELDS = Object.keys(COLUMN_OF) as (keyof OrderLineValues)[];

/** What the table gives a new line by default (migration 008), besides null, stage DRAFT and version 1. */
export const NEW_LINE_DEFAULTS: Partial<Record<keyof OrderLineValues, unknown>> = {
  isReturn: false,
  pysicallyRecieved: false,
  paymentReceived: false,
};

/**
 * How each new line's fields are read from an item (insertNewOf): each field the lines set (a field left
 * out takes the table's default), and the line's id where the caller chose it.
 */
export type NewLineFields<T> = { readonly id?: (item: T) => string } & {
  readonly [F in keyof OrderLineValues]?: (item: T) => OrderLineValues[F];
};

/** A field's value as its column holds it: the fee lines as a JSON object, the rest as they are. */
export const cellOf = (field: keyof OrderLineValues, value: unknown): unknown =>
  field === 'reportedFeeLines' && value ? JSON.stringify(value) : value;

/** The columns of the values a caller writes (undefined = leave as is). */
export function toOrderLineColumns(v: Partial<OrderLineValues>): Partial<Insertable<OrderLinesTable>> {
  const c: Record<string, unknown> = {};
  for (const field of WRITTEN_FIELDS)
    if (v[field] !== undefined) c[COLUMN_OF[field]] = cellOf(field, v[field]);
  return c as Partial<Insertable<OrderLinesTable>>;
}

/** The PostgreSQL type of an order_lines column (migration 008), for its array in `unnest`. */
export function pgTypeOf(column: string): string {
  if (column.endsWith('_paise')) return 'bigint';
  if (column === 'quantity' || column === 'version') return 'integer';
  if (column.endsWith('_rate')) return 'double precision';
  if (column === 'is_return' || column === 'pysically_recieved' || column === 'payment_received')
    return 'boolean';
  return 'text';
}
