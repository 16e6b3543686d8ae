// Shiprocket panel order export (118 columns; one row per SKU). Quirks handled: `N/A` in many cells,
// header case that varies between years, `-C` after a cancelled order's id, `CANCELED` with one L.
import type { CourierColumns, CourierOrderRow } from './courier-order.ts';
import { COURIER_CANCELLED, mapCourierRow } from './courier-order.ts';
import type { ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';

export const shiprocketExportColumns: CourierColumns = [
  { key: 'orderId', headers: ['Order ID'], required: true },
  { key: 'mobile', headers: ['Customer Mobile'], required: true },
  { key: 'customerName', headers: ['Customer Name'] },
  { key: 'email', headers: ['Customer Email'] },
  { key: 'awb', headers: ['AWB Code'] },
  { key: 'courierCompany', headers: ['Courier Company'] },
  { key: 'status', headers: ['Status'] },
  { key: 'edd', headers: ['EDD'] },
  { key: 'productName', headers: ['Product Name'] },
  { key: 'sku', headers: ['Channel SKU', 'Master SKU'] },
  { key: 'quantity', headers: ['Product Quantity'] },
  { key: 'orderTotal', headers: ['Order Total'] },
  { key: 'paymentMethod', headers: ['Payment Method'] },
  { key: 'address1', headers: ['Address Line 1'] },
  { key: 'address2', headers: ['Address Line 2'] },
  { key: 'city', headers: ['Address City'] },
  { key: 'state', headers: ['Address State'] },
  { key: 'pincode', headers: ['Address Pincode'] },
  { key: 'ndrAttempts', headers: ['Attempt Count'] },
  { key: 'ndr1', headers: ['NDR 1 Remark', 'NPR1 Reason'] },
  { key: 'ndr2', headers: ['NDR 2 Remark', 'NPR2 Reason'] },
  { key: 'ndr3', headers: ['NDR 3 Remark'] },
  { key: 'latestNdr', headers: ['Latest NDR Reason', 'Latest NPR Reason'] },
  { key: 'channel', headers: ['Channel'] },
  { key: 'productPrice', headers: ['Product Price'] },
  { key: 'codPayable', headers: ['COD Payble Amount', 'COD Payable Amount'] },
  { key: 'createdAt', headers: ['Shiprocket Created At', 'Channel Created At'] },
  { key: 'pickupDate', headers: ['Order Picked Up Date', 'Pickedup Timestamp'] },
  { key: 'deliveredDate', headers: ['Order Delivered Date'] },
  { key: 'rtoInitiatedDate', headers: ['RTO Initiated Date'] },
  { key: 'rtoDeliveredDate', headers: ['RTO Delivered Date'] },
  { key: 'latestNdrDate', headers: ['Latest NDR Date', 'Latest NPR Date'] },
  { key: 'shipCharge', headers: ['Freight Total Amount', 'Shipping Charges'] },
  { key: 'codCharges', headers: ['COD Charges'] },
];

const spec: ReportSpec<(typeof shiprocketExportColumns)[number]['key'], CourierOrderRow> = {
  name: 'Shiprocket orders export',
  columns: shiprocketExportColumns,
  mapRow: (cells) => mapCourierRow('shiprocket', cells, COURIER_CANCELLED.shiprocket),
};

export function readShiprocketExport(text: string): ReportResult<CourierOrderRow> {
  return readReport(text, spec);
}
