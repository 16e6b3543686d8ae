import type { Kysely } from 'kysely';

// Issue 41, decision 275: the order database. One row per courier order (courier, sales channel as the
// courier names it, order id), with the fields of the old order sheet, its class of status (core's
// classifyShipment, so a tab is paged in SQL), the four message flags, and the NDR action state with who
// and when. Money in integer paise; dates as the courier wrote them, and the EDD and order date as
// yyyy-MM-dd for sorting and After EDD.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('status_class', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text')
    .addColumn('sku', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('customer_name', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('mobile_problem', 'text')
    .addColumn('address', 'text')
    .addColumn('pincode', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('product_price_paise', 'bigint')
    .addColumn('order_total_paise', 'bigint')
    .addColumn('courier_company', 'text')
    .addColumn('awb', 'text')
    .addColumn('edd', 'text')
    .addColumn('edd_date', 'text')
    .addColumn('cod_payable_paise', 'bigint')
    .addColumn('courier_created_at', 'text')
    .addColumn('order_date', 'text')
    .addColumn('pickup_date', 'text')
    .addColumn('delivered_date', 'text')
    .addColumn('rto_initiated_date', 'text')
    .addColumn('rto_delivered_date', 'text')
    .addColumn('latest_ndr_date', 'text')
    .addColumn('ndr_attempts', 'integer')
    .addColumn('ndr_reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_cost_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ship_charge_paise', 'bigint')
    .addColumn('first_msg', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('in_transit_msg', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ndr_msg', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rto_msg', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ndr_state', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('ndr_state_at', 'text')
    .addColumn('ndr_state_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // the key of a courier order: an import adds or updates by it, two imports at once never both add
  await db.schema
    .createIndex('shipments_key')
    .on('shipments')
    .columns(['courier', 'channel', 'order_id'])
    .unique()
    .execute();
  // a tab's page: its class, newest order first (New: oldest order id first)
  await db.schema
    .createIndex('shipments_class_date')
    .on('shipments')
    .columns(['status_class', 'order_date', 'id'])
    .execute();
  await db.schema
    .createIndex('shipments_class_order_id')
    .on('shipments')
    .columns(['status_class', 'order_id', 'id'])
    .execute();
  await db.schema.createIndex('shipments_order_date').on('shipments').columns(['order_date', 'id']).execute();
  await db.schema.createIndex('shipments_awb').on('shipments').columns(['awb']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipments').execute();
}
