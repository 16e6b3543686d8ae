// The Summary tab of /orderdatabase (docs/orders.md, decision 311): what each figure counts. The server
// adds them up in SQL on either database by these rules; the screen shows them.
import type { ShipmentClass } from './shipment-status.ts';
import type { MessageFlag } from './shipment-tabs.ts';

/** A pincode's first three digits: its sorting district, the area an RTO rate is read by. */
export const PINCODE_PREFIX_DIGITS = 3;

/** How many pincode prefixes the Summary lists: those with the most RTOs. */
export const SUMMARY_PREFIXES = 20;

/**
 * COD payable pending: cash the couriers are still to collect, the COD payable (else the order total)
 * of COD orders not yet delivered nor returning: new, in transit, undelivered.
 */
export const COD_PENDING_CLASSES: readonly ShipmentClass[] = ['new', 'inTransit', 'undelivered'];

/** A payment method that is cash on delivery, as both couriers write it ("COD", "cod"). */
export const COD_PAYMENT_METHOD = 'cod';

/**
 * An RTO rate: of the shipments whose journey has ended (delivered or RTO), the share returned, in
 * percent to one decimal; null when none has ended (no rate to speak of).
 */
export function rtoRatePercent(delivered: number, rto: number): number | null {
  const ended = delivered + rto;
  return ended === 0 ? null : Math.round((rto * 1000) / ended) / 10;
}

/**
 * Message coverage: each flag over the shipments of the class its message is for (the first message
 * over new orders, the in-transit message over in-transit ones, NDR over undelivered, RTO over RTO), and
 * how many shipments of any class have it.
 */
export const COVERAGE_OF: Readonly<Record<MessageFlag, ShipmentClass>> = {
  firstMsg: 'new',
  inTransitMsg: 'inTransit',
  ndrMsg: 'undelivered',
  rtoMsg: 'rto',
};

export interface ShipmentSummary {
  total: number;
  byStatus: { status: string; statusClass: ShipmentClass; count: number }[];
  byChannel: { channel: string; count: number }[];
  byCourier: {
    courier: string;
    courierCompany: string;
    count: number;
    delivered: number;
    rto: number;
    rtoRatePercent: number | null;
  }[];
  byPincodePrefix: {
    prefix: string;
    count: number;
    delivered: number;
    rto: number;
    rtoRatePercent: number | null;
  }[];
  codPendingPaise: number;
  codPendingOrders: number;
  pastEdd: number;
  coverage: { flag: MessageFlag; statusClass: ShipmentClass; total: number; sent: number; sentAll: number }[];
}
