// Sync Both's reconciliation (decision 301): what both couriers say of one order.
import type { Courier } from '../reports/courier-order.ts';
import type { ShipmentInput } from './shipment-import.ts';

/** One order both couriers report with different statuses (Sync Both). */
export interface SyncConflict {
  orderId: string;
  /** The courier whose later status is kept for the order. */
  kept: Courier;
  statuses: Record<Courier, string | null>;
  message: string;
}

/** The day of a shipment's latest event: its delivery or return, its NDR, its pickup, else its order date. */
function latestEventDay(s: ShipmentInput): string {
  const days = [
    s.rtoDeliveredDate,
    s.deliveredDate,
    s.rtoInitiatedDate,
    s.latestNdrDate,
    s.pickupDate,
    s.createdAt,
  ]
    .map((d) => (d === null ? null : dayOf(d)))
    .filter((d): d is string => d !== null);
  return days.sort().at(-1) ?? s.orderDate ?? '';
}

function dayOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const t = Date.parse(value.replace(',', ''));
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/**
 * Sync Both's reconciliation (decision 301): an order id both couriers report (a parcel sent again
 * through the other courier) with statuses of different classes keeps the later status: the shipment
 * whose latest event is later stays as its courier says; the other is written as `other` (listed on All
 * Order only, so no message goes out on the stale status), and the conflict is listed. Equal days keep
 * Shiprocket's (its statuses come with the NDR list). Orders one courier alone reports are untouched.
 */
export function reconcileCouriers(
  ithink: readonly ShipmentInput[],
  shiprocket: readonly ShipmentInput[],
): { ithink: ShipmentInput[]; shiprocket: ShipmentInput[]; conflicts: SyncConflict[] } {
  const byOrder = new Map(shiprocket.map((s) => [s.orderId, s]));
  const conflicts: SyncConflict[] = [];
  const stale = new Set<ShipmentInput>();
  for (const a of ithink) {
    const b = byOrder.get(a.orderId);
    if (!b || a.statusClass === b.statusClass) continue;
    const kept: Courier = latestEventDay(a) > latestEventDay(b) ? 'ithink' : 'shiprocket';
    stale.add(kept === 'ithink' ? b : a);
    conflicts.push({
      orderId: a.orderId,
      kept,
      statuses: { ithink: a.status, shiprocket: b.status },
      message: `Order ${a.orderId}: iThink says "${a.status ?? 'no status'}", Shiprocket says "${b.status ?? 'no status'}"; ${kept === 'ithink' ? 'iThink' : 'Shiprocket'}'s is later and is kept, the other is listed on All Order only.`,
    });
  }
  const mark = (list: readonly ShipmentInput[]) =>
    list.map((s) => (stale.has(s) ? { ...s, statusClass: 'other' as const } : s));
  return { ithink: mark(ithink), shiprocket: mark(shiprocket), conflicts };
}
