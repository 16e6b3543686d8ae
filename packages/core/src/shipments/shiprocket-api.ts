// Shiprocket's API records as order rows (decision 300): `GET /orders` and `GET /ndr/all`.
import { COURIER_CANCELLED } from '../reports/courier-order.ts';
import type { CourierOrderRow } from '../reports/courier-order.ts';
import type { ReportProblem, ReportRow } from '../reports/read-report.ts';
import type { ApiRows, NdrReport } from './courier-api.ts';
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
 * Shiprocket's `GET /orders` records (`data[]`) as order rows. `firstLine` is the place of the first
 * record in the whole answer (a later page starts further on). The order id is the channel's
 * (`channel_order_id`), the one the export's `Order ID` holds; `-C` marks a cancelled one there too.
 */
export function shiprocketOrderRows(records: readonly unknown[], firstLine = 1): ApiRows {
  const rows: ReportRow<CourierOrderRow>[] = [];
  const problems: ReportProblem[] = [];
  records.forEach((raw, i) => {
    const line = firstLine + i;
    const found = orderIdOf(raw, line, 'channel_order_id', problems, 'Shiprocket orders');
    if (!found) return;
    const { record: r } = found;
    const cancelledById = /-C$/i.test(found.orderId);
    const shipment = listOf(r.shipments).at(-1);
    const status = text(r, 'status');
    const pincode = text(r, 'customer_pincode');
    rows.push(
      ...rowsPerProduct(
        {
          courier: 'shiprocket',
          orderId: cancelledById ? found.orderId.slice(0, -2) : found.orderId,
          cancelled: cancelledById || COURIER_CANCELLED.shiprocket(status),
          customerName: text(r, 'customer_name'),
          mobile: text(r, 'customer_phone'),
          email: text(r, 'customer_email'),
          awb: text(shipment, 'awb') ?? text(shipment, 'awb_code'),
          courierCompany: text(shipment, 'courier') ?? text(shipment, 'courier_name'),
          status,
          edd: text(shipment, 'etd') ?? text(shipment, 'edd'),
          orderTotal: amount(r, 'total'),
          paymentMethod: text(r, 'payment_method'),
          address: joined([
            text(r, 'customer_address'),
            text(r, 'customer_address_2'),
            text(r, 'customer_city'),
            text(r, 'customer_state'),
            pincode,
          ]),
          ndrAttempts: null,
          ndrReasons: [],
          details: {
            channel: text(r, 'channel_name'),
            pincode,
            productPrice: null,
            codPayable: amount(r, 'cod_payable_amount'),
            // "24 Jul 2019, 11:11 AM": the day, as the export's readers read it
            createdAt:
              (text(r, 'channel_created_at') ?? text(r, 'created_at'))?.replace(/,\s*\d{1,2}:\d{2}.*$/, '') ??
              null,
            pickupDate: text(shipment, 'pickup_scheduled_date') ?? text(shipment, 'shipped_date'),
            deliveredDate: text(shipment, 'delivered_date'),
            rtoInitiatedDate: text(shipment, 'rto_initiated_date'),
            rtoDeliveredDate: text(shipment, 'rto_delivered_date'),
            latestNdrDate: null,
            shipCharge: amount(shipment, 'freight_charges') ?? amount(shipment, 'charges'),
            codCharges: amount(shipment, 'cod_charges'),
          },
        },
        listOf(r.products).map((p) => ({
          name: text(p, 'name'),
          sku: text(p, 'channel_sku') ?? text(p, 'sku'),
          quantity: wholeNumber(p, 'quantity'),
          price: amount(p, 'price'),
        })),
        line,
      ),
    );
  });
  return { rows, problems };
}

/** Shiprocket's `GET /ndr/all` records as NDR reports (a record without `awb_code` is named and skipped). */
export function shiprocketNdrReports(
  records: readonly unknown[],
  firstLine = 1,
): { ndrs: NdrReport[]; problems: ReportProblem[] } {
  const ndrs: NdrReport[] = [];
  const problems: ReportProblem[] = [];
  records.forEach((raw, i) => {
    const line = firstLine + i;
    const awb = isRecord(raw) ? (text(raw, 'awb_code') ?? text(raw, 'awb')) : null;
    if (!isRecord(raw) || awb === null) {
      problems.push({
        line,
        column: 'awb_code',
        message: `NDR record ${line} has no awb_code; it was skipped.`,
      });
      return;
    }
    const history = listOf(raw.history);
    const reasons = history
      .map((h) => text(h, 'ndr_reason') ?? text(h, 'reason'))
      .filter((x): x is string => x !== null);
    const latest = text(raw, 'reason');
    if (reasons.length === 0 && latest !== null) reasons.push(latest);
    ndrs.push({
      awb,
      status: text(raw, 'status') ?? 'UNDELIVERED',
      attempts: wholeNumber(raw, 'attempts') ?? (reasons.length || null),
      reasons,
      latestNdrDate: text(raw, 'ndr_raised_at') ?? text(history.at(-1), 'ndr_raised_at'),
    });
  });
  return { ndrs, problems };
}
