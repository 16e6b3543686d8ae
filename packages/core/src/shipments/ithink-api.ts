// iThink Logistics' API records as order rows (decision 300): `order/get_details.json` and
// `order/track.json`.
import { COURIER_CANCELLED } from '../reports/courier-order.ts';
import type { CourierOrderRow } from '../reports/courier-order.ts';
import type { ReportProblem, ReportRow } from '../reports/read-report.ts';
import type { ApiRows, TrackReport } from './courier-api.ts';
import {
  amount,
  isRecord,
  joined,
  listOf,
  orderIdOf,
  rowsPerProduct,
  text,
  wholeNumber,
} from './courier-api.ts';

/**
 * iThink's `order/get_details.json` records (the values of its `data`) as order rows. The order id is
 * iThink's `order` (the export's `Order Number`); the courier's latest status is its
 * `latest_courier_status`, replaced by tracking where the sync tracked the AWB.
 */
export function ithinkOrderRows(records: readonly unknown[], firstLine = 1): ApiRows {
  const rows: ReportRow<CourierOrderRow>[] = [];
  const problems: ReportProblem[] = [];
  records.forEach((raw, i) => {
    const line = firstLine + i;
    const found = orderIdOf(raw, line, 'order', problems, 'iThink order details');
    if (!found) return;
    const { record: r } = found;
    const status = text(r, 'latest_courier_status') ?? text(r, 'current_status');
    const pincode = text(r, 'customer_pincode');
    rows.push(
      ...rowsPerProduct(
        {
          courier: 'ithink',
          orderId: found.orderId,
          cancelled: COURIER_CANCELLED.ithink(status),
          customerName: text(r, 'customer_name'),
          mobile: text(r, 'customer_phone'),
          email: text(r, 'customer_email'),
          awb: text(r, 'awb_no'),
          courierCompany: text(r, 'logistic'),
          status,
          edd: text(r, 'expected_delivery_date') ?? text(r, 'promise_delivery_date'),
          orderTotal: amount(r, 'total_amount'),
          paymentMethod: text(r, 'payment_mode'),
          address: joined([
            text(r, 'customer_address'),
            text(r, 'customer_address2'),
            text(r, 'customer_address3'),
            text(r, 'customer_city'),
            text(r, 'customer_state'),
            pincode,
          ]),
          ndrAttempts: wholeNumber(r, 'ofd_count') || null,
          ndrReasons: [],
          details: {
            channel: null,
            pincode,
            productPrice: null,
            codPayable: amount(r, 'remittance_amount'),
            createdAt: text(r, 'order_date'),
            pickupDate: text(r, 'awb_created_date'),
            deliveredDate: null,
            rtoInitiatedDate: null,
            rtoDeliveredDate: null,
            latestNdrDate: null,
            shipCharge: amount(r, 'billed_total_charges') ?? amount(r, 'unbilled_total_charges'),
            codCharges: amount(r, 'cod_charges'),
          },
        },
        listOf(r.products).map((p) => ({
          name: text(p, 'product_name'),
          sku: text(p, 'product_sku'),
          quantity: wholeNumber(p, 'product_quantity'),
          price: amount(p, 'product_price'),
        })),
        line,
      ),
    );
  });
  return { rows, problems };
}

/**
 * iThink's `order/track.json` answer (keyed by AWB) as track reports. Its `current_status_code` `UD`
 * covers ~25 wordings of an undelivered shipment: all read as `Undelivered` (the order database's
 * status), the attempts from `ofd_count` and the reasons from the scans' remarks. iThink has no NDR list:
 * its undelivered shipments are found this way.
 */
export function ithinkTrackReports(data: unknown): { tracks: TrackReport[]; problems: ReportProblem[] } {
  const tracks: TrackReport[] = [];
  const problems: ReportProblem[] = [];
  if (!isRecord(data)) return { tracks, problems };
  let line = 0;
  for (const [key, raw] of Object.entries(data)) {
    line++;
    if (!isRecord(raw)) continue;
    if (text(raw, 'message') !== null && text(raw, 'current_status') === null) continue; // "Invalid AWB"
    const awb = text(raw, 'awb_no') ?? key;
    const code = (text(raw, 'current_status_code') ?? '').toUpperCase();
    const scans = listOf(raw.scan_details);
    const last = isRecord(raw.last_scan_details) ? raw.last_scan_details : scans.at(-1);
    const undelivered = code === 'UD';
    const status = undelivered ? 'Undelivered' : code === 'DL' ? 'Delivered' : text(raw, 'current_status');
    if (status === null) {
      problems.push({
        line,
        column: 'current_status',
        message: `The tracking of AWB ${awb} has no current_status.`,
      });
      continue;
    }
    const ndrScans = scans.filter((s) => (text(s, 'status_code') ?? '').toUpperCase() === 'UD');
    const reasons = ndrScans
      .map((s) => text(s, 'remark') ?? text(s, 'status'))
      .filter((x): x is string => x !== null);
    if (undelivered && reasons.length === 0) {
      const remark = text(last, 'remark') ?? text(last, 'status');
      if (remark !== null) reasons.push(remark);
    }
    tracks.push({
      awb,
      status,
      edd: text(raw, 'expected_delivery_date') ?? text(raw, 'promise_delivery_date'),
      deliveredDate: code === 'DL' ? text(last, 'status_date_time') : null,
      ndr: undelivered
        ? {
            awb,
            status,
            attempts: wholeNumber(raw, 'ofd_count') || reasons.length || null,
            reasons,
            latestNdrDate: text(ndrScans.at(-1) ?? last, 'status_date_time'),
          }
        : null,
    });
  }
  return { tracks, problems };
}
