// The order row both courier exports (iThink Logistics, Shiprocket) are read into: one row per order
// and SKU, as the exports write them. The messaging screens merge rows per order where they need to.
import type { ReportColumn, RowCells } from './read-report.ts';
import { amountProblem, parseAmount } from './read-report.ts';

export type Courier = 'ithink' | 'shiprocket';

export interface CourierOrderRow {
  courier: Courier;
  /** The order number without a cancelled marker (`-C`). */
  orderId: string;
  /** Shiprocket marks a cancelled order by `-C` after its id; iThink by its status. */
  cancelled: boolean;
  customerName: string | null;
  /** The mobile number as the file writes it; messaging normalises and checks it. */
  mobile: string | null;
  email: string | null;
  awb: string | null;
  courierCompany: string | null;
  status: string | null;
  /** Expected delivery date as the file writes it. */
  edd: string | null;
  productName: string | null;
  sku: string | null;
  quantity: number | null;
  orderTotal: number | null;
  paymentMethod: string | null;
  /** Address lines, city, state and PIN code joined with ", ". */
  address: string | null;
  ndrAttempts: number | null;
  /** The NDR reasons or remarks the courier recorded, oldest first. */
  ndrReasons: string[];
  /** What the order database keeps beyond the messages (docs/orders.md); the readers always fill it. */
  details?: CourierShipmentDetails;
}

/**
 * The columns of the old order sheet's row that the message screens do not use: the sales channel, the
 * line's price, COD, the courier's dates (as the file writes them) and charges. Amounts are rupees as
 * read; a cell that is no amount (Shiprocket's `%!f(string=N.)`) reads as null, not as a problem, since
 * these columns are kept for reference and no rule depends on them.
 */
export interface CourierShipmentDetails {
  channel: string | null;
  /** The PIN code alone (the address joins it too), for RTO rates by area. */
  pincode: string | null;
  productPrice: number | null;
  codPayable: number | null;
  createdAt: string | null;
  pickupDate: string | null;
  deliveredDate: string | null;
  rtoInitiatedDate: string | null;
  rtoDeliveredDate: string | null;
  latestNdrDate: string | null;
  shipCharge: number | null;
  codCharges: number | null;
}

/** The columns both readers map by the same keys. */
export type CourierColumnKey =
  | 'orderId'
  | 'mobile'
  | 'customerName'
  | 'email'
  | 'awb'
  | 'courierCompany'
  | 'status'
  | 'edd'
  | 'productName'
  | 'sku'
  | 'quantity'
  | 'orderTotal'
  | 'paymentMethod'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'pincode'
  | 'ndrAttempts'
  | 'ndr1'
  | 'ndr2'
  | 'ndr3'
  | 'latestNdr'
  | 'channel'
  | 'productPrice'
  | 'codPayable'
  | 'createdAt'
  | 'pickupDate'
  | 'deliveredDate'
  | 'rtoInitiatedDate'
  | 'rtoDeliveredDate'
  | 'latestNdrDate'
  | 'shipCharge'
  | 'codCharges';

export type CourierColumns = readonly ReportColumn<CourierColumnKey>[];

/** Whether a courier's status says the order was cancelled (iThink: any "cancel"; Shiprocket: `CANCELED`). */
export const COURIER_CANCELLED: Readonly<Record<Courier, (status: string | null) => boolean>> = {
  ithink: (status) => /cancel/i.test(status ?? ''),
  shiprocket: (status) => /^cancel+ed$/i.test(status ?? ''),
};

/** Excel shows a long AWB number as `1.23457E+14`; such a file has lost its AWB digits for good. */
export function isScientificNotation(text: string): boolean {
  return /E\+/i.test(text);
}

/** Builds the common row from one export row; shared by the iThink and Shiprocket readers. */
export function mapCourierRow(
  courier: Courier,
  cells: RowCells<CourierColumnKey>,
  cancelledByStatus: (status: string | null) => boolean,
): CourierOrderRow | null {
  const rawId = cells.text('orderId');
  if (rawId === null) {
    cells.problem('orderId', 'The order number is empty.');
    return null;
  }
  const cancelledById = /-C$/i.test(rawId);
  const status = cells.text('status');
  const quantityText = cells.text('quantity');
  const quantity = quantityText === null ? null : parseAmount(quantityText);
  if (quantityText !== null && (quantity === null || !Number.isInteger(quantity) || quantity < 0)) {
    cells.problem('quantity', `"${quantityText}" is not a whole number of pieces.`);
  }
  const totalText = cells.text('orderTotal');
  const orderTotal = totalText === null ? null : parseAmount(totalText);
  if (totalText !== null && orderTotal === null) cells.problem('orderTotal', amountProblem(totalText));
  const attemptsText = cells.text('ndrAttempts');
  const reasons = (['ndr1', 'ndr2', 'ndr3'] as const)
    .map((key) => cells.text(key))
    .filter((r): r is string => r !== null);
  const latest = cells.text('latestNdr');
  if (reasons.length === 0 && latest !== null) reasons.push(latest);
  const address = (['address1', 'address2', 'city', 'state', 'pincode'] as const)
    .map((key) => cells.text(key))
    .filter((part): part is string => part !== null)
    .join(', ');
  return {
    courier,
    orderId: cancelledById ? rawId.slice(0, -2) : rawId,
    cancelled: cancelledById || cancelledByStatus(status),
    customerName: cells.text('customerName'),
    mobile: cells.text('mobile'),
    email: cells.text('email'),
    awb: cells.text('awb'),
    courierCompany: cells.text('courierCompany'),
    status,
    edd: cells.text('edd'),
    productName: cells.text('productName'),
    sku: cells.text('sku'),
    quantity: quantity !== null && Number.isInteger(quantity) && quantity >= 0 ? quantity : null,
    orderTotal,
    paymentMethod: cells.text('paymentMethod'),
    address: address === '' ? null : address,
    ndrAttempts: attemptsText === null ? reasons.length || null : (parseAmount(attemptsText) ?? null),
    ndrReasons: reasons,
    details: {
      channel: cells.text('channel'),
      pincode: cells.text('pincode'),
      productPrice: quietAmount(cells.text('productPrice')),
      codPayable: quietAmount(cells.text('codPayable')),
      createdAt: cells.text('createdAt'),
      pickupDate: cells.text('pickupDate'),
      deliveredDate: cells.text('deliveredDate'),
      rtoInitiatedDate: cells.text('rtoInitiatedDate'),
      rtoDeliveredDate: cells.text('rtoDeliveredDate'),
      latestNdrDate: cells.text('latestNdrDate'),
      shipCharge: quietAmount(cells.text('shipCharge')),
      codCharges: quietAmount(cells.text('codCharges')),
    },
  };
}

function quietAmount(text: string | null): number | null {
  return text === null ? null : parseAmount(text);
}
