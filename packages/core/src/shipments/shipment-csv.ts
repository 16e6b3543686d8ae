// A tab's CSV download (docs/orders.md): the old order sheet's columns, in its order and with its names,
// flags as TRUE/FALSE, amounts as rupees; written by core's one CSV writer.
import type { CsvCell } from '../csv/index.ts';
import { paiseToRupees } from '../money/index.ts';
import type { ShipmentInput } from './shipment-import.ts';
import type { MessageFlag } from './shipment-tabs.ts';
import { flagText } from './shipment-tabs.ts';

/** What a CSV row reads of a stored shipment. */
export type ShipmentCsvRow = Omit<ShipmentInput, 'line' | 'statusClass' | 'mobileProblem'> &
  Record<MessageFlag, boolean>;

const rupees = (paise: number | null): number | null => (paise === null ? null : paiseToRupees(paise));

const COLUMNS: readonly [string, (s: ShipmentCsvRow) => CsvCell][] = [
  ['orderId', (s) => s.orderId],
  ['channel', (s) => s.channel],
  ['status', (s) => s.status],
  ['productName', (s) => s.productName],
  ['productQuantity', (s) => s.quantity],
  ['customerName', (s) => s.customerName],
  ['customerEmail', (s) => s.email],
  ['customerMobile', (s) => s.mobile],
  ['address', (s) => s.address],
  ['addressPincode', (s) => s.pincode],
  ['paymentMethod', (s) => s.paymentMethod],
  ['productPrice', (s) => rupees(s.productPricePaise)],
  ['orderTotal', (s) => rupees(s.orderTotalPaise)],
  ['courier', (s) => s.courier],
  ['courierCompany', (s) => s.courierCompany],
  ['awbCode', (s) => s.awb],
  ['edd', (s) => s.edd],
  ['codPaybleAmount', (s) => rupees(s.codPayablePaise)],
  ['createdAt', (s) => s.createdAt],
  ['pickupDate', (s) => s.pickupDate],
  ['deliveredDate', (s) => s.deliveredDate],
  ['rtoInitiatedDate', (s) => s.rtoInitiatedDate],
  ['rtoDeliveredDate', (s) => s.rtoDeliveredDate],
  ['latestNdrDate', (s) => s.latestNdrDate],
  ['ndrAttempts', (s) => s.ndrAttempts],
  ['ndrReasons', (s) => s.ndrReasons.join(' | ')],
  ['firstMsg', (s) => flagText(s.firstMsg)],
  ['inTransitMsg', (s) => flagText(s.inTransitMsg)],
  ['ndrMsg', (s) => flagText(s.ndrMsg)],
  ['rtoMsg', (s) => flagText(s.rtoMsg)],
  ['productCost', (s) => rupees(s.productCostPaise)],
  ['shipCharge', (s) => rupees(s.shipChargePaise)],
];

/** The CSV's header: the old sheet's column names. */
export const SHIPMENT_CSV_HEADER: readonly string[] = COLUMNS.map(([name]) => name);

/** The CSV cells of some shipments, for core's writer (csvLines), a page at a time after the header. */
export function shipmentCsvCells(rows: readonly ShipmentCsvRow[]): CsvCell[][] {
  return rows.map((s) => COLUMNS.map(([, cell]) => cell(s)));
}
