// The shipments table's row (kept apart from types.ts, which has reached its 400 lines).

/** The order database (migration 025, decision 275): one row per courier order. */
export interface ShipmentsTable {
  id: string;
  courier: string;
  channel: string;
  order_id: string;
  status: string | null;
  status_class: string;
  product_name: string | null;
  sku: string | null;
  quantity: number | null;
  customer_name: string | null;
  email: string | null;
  mobile: string | null;
  mobile_problem: string | null;
  address: string | null;
  pincode: string | null;
  payment_method: string | null;
  product_price_paise: number | string | null;
  order_total_paise: number | string | null;
  courier_company: string | null;
  awb: string | null;
  edd: string | null;
  edd_date: string | null;
  cod_payable_paise: number | string | null;
  courier_created_at: string | null;
  order_date: string | null;
  pickup_date: string | null;
  delivered_date: string | null;
  rto_initiated_date: string | null;
  rto_delivered_date: string | null;
  latest_ndr_date: string | null;
  ndr_attempts: number | null;
  /** JSON array of the courier's reasons, oldest first */
  ndr_reasons: string;
  product_cost_paise: number | string;
  ship_charge_paise: number | string | null;
  first_msg: boolean | number;
  in_transit_msg: boolean | number;
  ndr_msg: boolean | number;
  rto_msg: boolean | number;
  ndr_state: string;
  ndr_state_at: string | null;
  ndr_state_by: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
  version: number;
}

/** Which job holds each courier's sync (migration 035, decision 303). */
export interface CourierSyncsTable {
  courier: string;
  job_id: string;
  taken_at: string;
}

/** The order database's tables (docs/orders.md). */
export interface ShipmentTables {
  shipments: ShipmentsTable;
  courier_syncs: CourierSyncsTable;
}
