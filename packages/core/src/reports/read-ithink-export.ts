// iThink Logistics panel export. No public copy of its header exists, so the columns are the ones the
// staff's files carry (the old screens read them by these names) and are matched by name, any case.
import type { CourierColumns, CourierOrderRow } from './courier-order.ts';
import { mapCourierRow } from './courier-order.ts';
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
];

const spec: ReportSpec<(typeof ithinkExportColumns)[number]['key'], CourierOrderRow> = {
  name: 'iThink Logistics orders export',
  columns: ithinkExportColumns,
  mapRow: (cells) => mapCourierRow('ithink', cells, (status) => /cancel/i.test(status ?? '')),
};

export function readIthinkExport(text: string): ReportResult<CourierOrderRow> {
  return readReport(text, spec);
}
