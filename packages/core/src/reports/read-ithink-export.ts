// iThink Logistics panel export. No public copy of its header exists, so the columns are the ones the
// staff's files carry (the old screens read them by these names) and are matched by name, any case.
import type { CourierColumns, CourierOrderRow } from './courier-order.ts';
import { COURIER_CANCELLED, mapCourierRow } from './courier-order.ts';
import type { ReportResult, ReportSpec } from './read-report.ts';
import { readReport } from './read-report.ts';

export const ithinkExportColumns: CourierColumns = [
  { key: 'orderId', headers: ['Order Number', 'Order No'], required: true },
  { key: 'mobile', headers: ['customer mobile no', 'Customer Mobile', 'Mobile'], required: true },
  { key: 'customerName', headers: ['Customer name'] },
  { key: 'email', headers: ['Customer email'] },
  { key: 'awb', headers: ['AWB No', 'AWB Number', 'AWB'] },
  { key: 'courierCompany', headers: ['Courier Company', 'Logistic'] },
  { key: 'status', headers: ['Order Status', 'Status'] },
  { key: 'edd', headers: ['EDD', 'Expected Delivery Date'] },
  { key: 'productName', headers: ['Product name'] },
  { key: 'sku', headers: ['Product SKU'] },
  { key: 'quantity', headers: ['Product Quantity'] },
  { key: 'orderTotal', headers: ['Order Total'] },
  { key: 'paymentMethod', headers: ['Payment Method'] },
  { key: 'address1', headers: ['Address Line 1', 'Address 1', 'Address'] },
  { key: 'address2', headers: ['Address Line 2', 'Address 2'] },
  { key: 'city', headers: ['City'] },
  { key: 'state', headers: ['State'] },
  { key: 'pincode', headers: ['Pincode', 'Pin Code'] },
  { key: 'ndrAttempts', headers: ['Number of NDR attempts'] },
  { key: 'ndr1', headers: ['First NDR Reason', 'NDR 1 Reason'] },
  { key: 'ndr2', headers: ['Second NDR Reason', 'NDR 2 Reason'] },
  { key: 'ndr3', headers: ['Third NDR Reason', 'NDR 3 Reason'] },
  { key: 'latestNdr', headers: ['Latest NDR Reason'] },
  { key: 'channel', headers: ['Channel', 'Store Name'] },
  { key: 'productPrice', headers: ['Product Price'] },
  { key: 'codPayable', headers: ['COD Amount', 'COD Payable Amount'] },
  { key: 'createdAt', headers: ['Order Date'] },
  { key: 'pickupDate', headers: ['Shipped On', 'Pickup Date'] },
  { key: 'deliveredDate', headers: ['Delivered On', 'Delivered Date'] },
  { key: 'rtoInitiatedDate', headers: ['RTO Initiated Date', 'RTO Date'] },
  { key: 'rtoDeliveredDate', headers: ['RTO Delivered Date'] },
  { key: 'latestNdrDate', headers: ['Latest NDR Date'] },
  { key: 'shipCharge', headers: ['Shipping Charges', 'Freight Charges', 'Total Charges'] },
  { key: 'codCharges', headers: ['COD Charges'] },
];

const spec: ReportSpec<(typeof ithinkExportColumns)[number]['key'], CourierOrderRow> = {
  name: 'iThink Logistics orders export',
  columns: ithinkExportColumns,
  mapRow: (cells) => mapCourierRow('ithink', cells, COURIER_CANCELLED.ithink),
};

export function readIthinkExport(text: string): ReportResult<CourierOrderRow> {
  return readReport(text, spec);
}
