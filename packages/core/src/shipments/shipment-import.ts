// An order sync from a courier's export (docs/orders.md): the export's rows (one per order and SKU)
// become one shipment per (channel, order id), with its product cost, ready to be added or to update the
// stored one. The rules of the old sync, kept: iThink's lines of one order are merged and costed by
// keyword; Shiprocket's free-gift line is dropped; an iThink AWB holding '0000' stops the sync.
import type { Courier, CourierOrderRow } from '../reports/courier-order.ts';
import { isScientificNotation } from '../reports/courier-order.ts';
import type { ReportProblem, ReportRow } from '../reports/read-report.ts';
import { parseReportDate } from '../reports/report-dates.ts';
import { rupeesToPaise } from '../money/index.ts';
import { normaliseIndianMobile } from '../messaging/phone.ts';
import type { ProductCostRule } from './shipment-costs.ts';
import { unitCostPaise } from './shipment-costs.ts';
import type { ShipmentClass } from './shipment-status.ts';
import { classifyShipment, eddDate } from './shipment-status.ts';

/** One courier order as a sync writes it: the order sheet's row without its message flags. */
export interface ShipmentInput {
  courier: Courier;
  /** The sales channel the courier names ('' when the export has none, as iThink's). */
  channel: string;
  orderId: string;
  status: string | null;
  statusClass: ShipmentClass;
  productName: string | null;
  sku: string | null;
  quantity: number | null;
  customerName: string | null;
  email: string | null;
  /** As the file writes it. */
  mobile: string | null;
  /** The reason the mobile is no Indian mobile number, or null when it is one: the row is kept, flagged. */
  mobileProblem: string | null;
  address: string | null;
  pincode: string | null;
  paymentMethod: string | null;
  productPricePaise: number | null;
  orderTotalPaise: number | null;
  courierCompany: string | null;
  awb: string | null;
  /** As the file writes it, and as yyyy-MM-dd when it is a date. */
  edd: string | null;
  eddDate: string | null;
  codPayablePaise: number | null;
  /** The courier's order date as written, and as yyyy-MM-dd when it is a date (lists sort by it). */
  createdAt: string | null;
  orderDate: string | null;
  pickupDate: string | null;
  deliveredDate: string | null;
  rtoInitiatedDate: string | null;
  rtoDeliveredDate: string | null;
  latestNdrDate: string | null;
  ndrAttempts: number | null;
  ndrReasons: string[];
  productCostPaise: number;
  shipChargePaise: number | null;
  /** The file's line of the order's first row. */
  line: number;
}

/** The spec's alert, kept as its first words; the rest says why and what to do. */
export const AWB_SHOULD_BE_NUMBER = 'Awb should be number';

export type ShipmentImport =
  { ok: true; shipments: ShipmentInput[]; problems: ReportProblem[] } | { ok: false; problem: ReportProblem };

/** A Shiprocket line that is the free gift the store adds to an order: no product of the order. */
export function isFreeGiftLine(row: Pick<CourierOrderRow, 'productName' | 'sku'>): boolean {
  return /free[\s_-]*gift/i.test(`${row.productName ?? ''} ${row.sku ?? ''}`);
}

/**
 * The AWB rules that stop a sync before anything is written: an AWB Excel turned into `1.2E+13` (either
 * courier), and an iThink AWB holding '0000' (the old sync's rule: Excel's rounding leaves zeros).
 */
export function awbStop(courier: Courier, rows: readonly ReportRow<CourierOrderRow>[]): ReportProblem | null {
  for (const row of rows) {
    const awb = row.awb;
    if (awb === null) continue;
    if (isScientificNotation(awb) || (courier === 'ithink' && awb.includes('0000')))
      return {
        line: row.line,
        column: 'AWB',
        message: `${AWB_SHOULD_BE_NUMBER}: the AWB on line ${row.line} reads ${awb}, which is what Excel leaves of a long number. Export the file again and open it as text, not in Excel; nothing was changed.`,
      };
  }
  return null;
}

const paise = (rupees: number | null | undefined): number | null =>
  rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);

const join = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null || a.split(', ').includes(b) ? a : `${a}, ${b}`;

/**
 * The shipments of an export's rows: the rows of one (channel, order id) merged (product names and SKUs
 * joined with ", ", quantities, prices and product costs added), the free-gift line left out of the
 * products; each with its status class, EDD day and a flag for a mobile that is no Indian mobile.
 */
export function shipmentsOf(
  courier: Courier,
  rows: readonly ReportRow<CourierOrderRow>[],
  costRules: readonly ProductCostRule[],
  /** An API's rows never went through Excel: its AWBs are not judged by the Excel rules (decision 300). */
  source: 'export' | 'api' = 'export',
): ShipmentImport {
  const stop = source === 'export' ? awbStop(courier, rows) : null;
  if (stop) return { ok: false, problem: stop };
  const byOrder = new Map<string, ShipmentInput>();
  const problems: ReportProblem[] = [];
  for (const row of rows) {
    const d = row.details;
    const channel = d?.channel ?? '';
    const key = `${channel}\u0000${row.orderId}`;
    const gift = isFreeGiftLine(row);
    const lineCost = gift ? 0 : unitCostPaise(row.productName, costRules) * (row.quantity ?? 1);
    const seen = byOrder.get(key);
    if (seen) {
      if (gift) continue;
      seen.productName = join(seen.productName, row.productName);
      seen.sku = join(seen.sku, row.sku);
      seen.quantity = row.quantity === null ? seen.quantity : (seen.quantity ?? 0) + row.quantity;
      const price = paise(d?.productPrice);
      if (price !== null) seen.productPricePaise = (seen.productPricePaise ?? 0) + price;
      seen.productCostPaise += lineCost;
      continue;
    }
    const mobile = normaliseIndianMobile(row.mobile);
    if (!mobile.ok)
      problems.push({
        line: row.line,
        column: 'Mobile',
        message: `Order ${row.orderId}: ${mobile.reason.replace(/[.!?]?$/, '.')} It is kept, with no message links until the number is fixed.`,
        orderId: row.orderId,
      });
    const statusClass = classifyShipment(row.status, row.edd);
    const createdAt = d?.createdAt ?? null;
    byOrder.set(key, {
      courier,
      channel,
      orderId: row.orderId,
      status: row.cancelled && row.status === null ? 'CANCELED' : row.status,
      statusClass: row.cancelled ? 'other' : statusClass,
      productName: gift ? null : row.productName,
      sku: gift ? null : row.sku,
      quantity: gift ? null : row.quantity,
      customerName: row.customerName,
      email: row.email,
      mobile: row.mobile,
      mobileProblem: mobile.ok ? null : mobile.reason,
      address: row.address,
      pincode: d?.pincode ?? null,
      paymentMethod: row.paymentMethod,
      productPricePaise: gift ? null : paise(d?.productPrice),
      orderTotalPaise: paise(row.orderTotal),
      courierCompany: row.courierCompany,
      awb: row.awb,
      edd: row.edd,
      eddDate: eddDate(row.edd),
      codPayablePaise: paise(d?.codPayable),
      createdAt,
      orderDate: createdAt === null ? null : parseReportDate(createdAt),
      pickupDate: d?.pickupDate ?? null,
      deliveredDate: d?.deliveredDate ?? null,
      rtoInitiatedDate: d?.rtoInitiatedDate ?? null,
      rtoDeliveredDate: d?.rtoDeliveredDate ?? null,
      latestNdrDate: d?.latestNdrDate ?? null,
      ndrAttempts: row.ndrAttempts,
      ndrReasons: [...row.ndrReasons],
      productCostPaise: lineCost,
      shipChargePaise: paise(d?.shipCharge),
      line: row.line,
    });
  }
  return { ok: true, shipments: [...byOrder.values()], problems };
}

/**
 * The fields a sync updates on a stored shipment (status, courier, AWB, EDD, costs and the courier's
 * dates); never its message flags, nor who the customer is.
 */
export const SYNCED_FIELDS = [
  'status',
  'statusClass',
  'courierCompany',
  'awb',
  'edd',
  'eddDate',
  'codPayablePaise',
  'pickupDate',
  'deliveredDate',
  'rtoInitiatedDate',
  'rtoDeliveredDate',
  'latestNdrDate',
  'ndrAttempts',
  'ndrReasons',
  'productCostPaise',
  'shipChargePaise',
] as const satisfies readonly (keyof ShipmentInput)[];

export type SyncedField = (typeof SYNCED_FIELDS)[number];

/** The synced fields whose value differs between the stored shipment and the export's. */
export function changedSyncedFields(
  stored: Pick<ShipmentInput, SyncedField>,
  incoming: Pick<ShipmentInput, SyncedField>,
): SyncedField[] {
  return SYNCED_FIELDS.filter((f) => JSON.stringify(stored[f]) !== JSON.stringify(incoming[f]));
}
