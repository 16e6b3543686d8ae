// A stored order line as the server reads it (table order_lines, migration 008), money in paise, and
// the one mapper from its row: the ledger's repository and the read model's (modules/reporting) both
// read lines through it, so that a column added is mapped once.
import type { Channel, DifferenceAcceptance } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { OrderLinesTable } from '../../db/types.ts';

/** One stored order line, money in paise. */
export interface OrderLineRecord {
  id: string;
  channel: Channel;
  orderId: string;
  sku: string;
  billDate: string;
  listingId: string | null;
  invoiceAmountPaise: number;
  quantity: number;
  shipToName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  trackingId: string | null;
  email: string | null;
  phone: string | null;
  marketplaceInvoiceNo: string | null;
  /** the buyer's GSTIN where the report gives one (a marketplace B2B order): GSTR-1's b2b */
  buyerGstin: string | null;
  marketplaceInvoiceDate: string | null;
  cgstRate: number | null;
  sgstRate: number | null;
  igstRate: number | null;
  gstRate: number | null;
  purchaseCostPaise: number | null;
  settlementPaise: number | null;
  marketplaceFeePaise: number | null;
  profitPaise: number | null;
  saleType: string | null;
  isReturn: boolean;
  returnType: string | null;
  returnDate: string | null;
  pysicallyRecieved: boolean;
  podRequestTickeetId: string | null;
  condition: string | null;
  damageDescription: string | null;
  claimId: string | null;
  claimResult: string | null;
  paymentReceived: boolean;
  paymentDate: string | null;
  amountReceivedPaise: number | null;
  reportedSalePaise: number | null;
  reportedFeesPaise: number | null;
  reportedFeeLines: Record<string, number | null> | null;
  tcsPaise: number | null;
  tdsPaise: number | null;
  /** The payment difference an ADMIN accepted (decision 166), why, when and by whom (a user id). */
  acceptedDifferencePaise: number | null;
  acceptedReason: string | null;
  acceptedAt: string | null;
  acceptedBy: string | null;
  stage: 'DRAFT' | 'PUBLISHED';
  publishedAt: string | null;
  version: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** The acceptance of a line's payment difference (decision 166), written by `setAcceptance` only. */
type AcceptanceFields = 'acceptedDifferencePaise' | 'acceptedReason' | 'acceptedAt' | 'acceptedBy';

/** The fields a sale upload or updateBill writes; the rest keep their defaults. */
export type OrderLineValues = Omit<
  OrderLineRecord,
  | 'id'
  | 'stage'
  | 'publishedAt'
  | 'version'
  | 'createdAt'
  | 'createdBy'
  | 'updatedAt'
  | 'updatedBy'
  | AcceptanceFields
>;

/** A stored line's acceptance as core's rule reads it (decision 166), `by` naming who accepted it. */
export const acceptanceOf = (l: OrderLineRecord, by: string | null): DifferenceAcceptance | null =>
  l.acceptedDifferencePaise === null
    ? null
    : {
        differencePaise: l.acceptedDifferencePaise,
        reason: l.acceptedReason ?? '',
        at: l.acceptedAt ?? '',
        by,
      };

/** A bigint or numeric column as a number (PostgreSQL's driver gives such columns as text). */
export const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const toOrderLineRecord = (r: Selectable<OrderLinesTable>): OrderLineRecord => ({
  id: r.id,
  channel: r.channel,
  orderId: r.order_id,
  sku: r.sku,
  billDate: r.bill_date,
  listingId: r.listing_id,
  invoiceAmountPaise: Number(r.invoice_amount_paise),
  quantity: Number(r.quantity),
  shipToName: r.ship_to_name,
  addressLine1: r.address_line1,
  addressLine2: r.address_line2,
  city: r.city,
  state: r.state,
  pinCode: r.pin_code,
  trackingId: r.tracking_id,
  email: r.email,
  phone: r.phone,
  marketplaceInvoiceNo: r.marketplace_invoice_no,
  buyerGstin: r.buyer_gstin,
  marketplaceInvoiceDate: r.marketplace_invoice_date,
  cgstRate: r.cgst_rate === null ? null : Number(r.cgst_rate),
  sgstRate: r.sgst_rate === null ? null : Number(r.sgst_rate),
  igstRate: r.igst_rate === null ? null : Number(r.igst_rate),
  gstRate: r.gst_rate === null ? null : Number(r.gst_rate),
  purchaseCostPaise: num(r.purchase_cost_paise),
  settlementPaise: num(r.settlement_paise),
  marketplaceFeePaise: num(r.marketplace_fee_paise),
  profitPaise: num(r.profit_paise),
  saleType: r.sale_type,
  isReturn: Boolean(r.is_return),
  returnType: r.return_type,
  returnDate: r.return_date,
  pysicallyRecieved: Boolean(r.pysically_recieved),
  podRequestTickeetId: r.pod_request_tickeet_id,
  condition: r.condition,
  damageDescription: r.damage_description,
  claimId: r.claim_id,
  claimResult: r.claim_result,
  paymentReceived: Boolean(r.payment_received),
  paymentDate: r.payment_date,
  amountReceivedPaise: num(r.amount_received_paise),
  reportedSalePaise: num(r.reported_sale_paise),
  reportedFeesPaise: num(r.reported_fees_paise),
  reportedFeeLines: r.reported_fee_lines
    ? (JSON.parse(r.reported_fee_lines) as Record<string, number | null>)
    : null,
  tcsPaise: num(r.tcs_paise),
  tdsPaise: num(r.tds_paise),
  acceptedDifferencePaise: num(r.accepted_difference_paise),
  acceptedReason: r.accepted_reason,
  acceptedAt: r.accepted_at,
  acceptedBy: r.accepted_by,
  stage: r.stage,
  publishedAt: r.published_at,
  version: Number(r.version),
  createdAt: r.created_at,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});
