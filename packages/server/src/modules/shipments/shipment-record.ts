import type { Courier, NdrState, ShipmentClass, ShipmentInput } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { ShipmentsTable } from '../../db/shipments-table.ts';

// A stored shipment as the shipments module reads it (table shipments, docs/orders.md).

/** A shipment as stored (shipments, migration 025): the export's fields, the flags, the NDR state, who and when. */
export interface ShipmentRecord extends Omit<ShipmentInput, 'line'> {
  id: string;
  firstMsg: boolean;
  inTransitMsg: boolean;
  ndrMsg: boolean;
  rtoMsg: boolean;
  ndrState: NdrState;
  ndrStateAt: string | null;
  ndrStateBy: string | null;
  /** When and by whom the shipment was first imported. */
  addedAt: string;
  addedBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const toRecord = (r: Selectable<ShipmentsTable>): ShipmentRecord => ({
  id: r.id,
  courier: r.courier as Courier,
  channel: r.channel,
  orderId: r.order_id,
  status: r.status,
  statusClass: r.status_class as ShipmentClass,
  productName: r.product_name,
  sku: r.sku,
  quantity: num(r.quantity),
  customerName: r.customer_name,
  email: r.email,
  mobile: r.mobile,
  mobileProblem: r.mobile_problem,
  address: r.address,
  pincode: r.pincode,
  paymentMethod: r.payment_method,
  productPricePaise: num(r.product_price_paise),
  orderTotalPaise: num(r.order_total_paise),
  courierCompany: r.courier_company,
  awb: r.awb,
  edd: r.edd,
  eddDate: r.edd_date,
  codPayablePaise: num(r.cod_payable_paise),
  createdAt: r.courier_created_at,
  orderDate: r.order_date,
  pickupDate: r.pickup_date,
  deliveredDate: r.delivered_date,
  rtoInitiatedDate: r.rto_initiated_date,
  rtoDeliveredDate: r.rto_delivered_date,
  latestNdrDate: r.latest_ndr_date,
  ndrAttempts: num(r.ndr_attempts),
  ndrReasons: JSON.parse(r.ndr_reasons) as string[],
  productCostPaise: Number(r.product_cost_paise),
  shipChargePaise: num(r.ship_charge_paise),
  firstMsg: Boolean(r.first_msg),
  inTransitMsg: Boolean(r.in_transit_msg),
  ndrMsg: Boolean(r.ndr_msg),
  rtoMsg: Boolean(r.rto_msg),
  ndrState: r.ndr_state as NdrState,
  ndrStateAt: r.ndr_state_at,
  ndrStateBy: r.ndr_state_by,
  addedAt: r.created_at,
  addedBy: r.created_by,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
  version: Number(r.version),
});
