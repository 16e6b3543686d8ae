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
  | 'latestNdr';

export type CourierColumns = readonly ReportColumn<CourierColumnKey>[];

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
  };
}
