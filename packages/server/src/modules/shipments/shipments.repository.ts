import type { Courier, MessageFlag, NdrState, ShipmentInput, ShipmentTab } from '@seller-desk/core';
import { sql, type Insertable, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ShipmentsTable } from '../../db/shipments-table.ts';
import type { Database } from '../../db/types.ts';
import { inChunks } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { toRecord, type ShipmentRecord } from './shipment-record.ts';

/** The columns a sync writes from the export (every one on insert; SYNCED_FIELDS on update). */
function exportColumns(s: ShipmentInput) {
  return {
    status: s.status,
    status_class: s.statusClass,
    courier_company: s.courierCompany,
    awb: s.awb,
    edd: s.edd,
    edd_date: s.eddDate,
    cod_payable_paise: s.codPayablePaise,
    pickup_date: s.pickupDate,
    delivered_date: s.deliveredDate,
    rto_initiated_date: s.rtoInitiatedDate,
    rto_delivered_date: s.rtoDeliveredDate,
    latest_ndr_date: s.latestNdrDate,
    ndr_attempts: s.ndrAttempts,
    ndr_reasons: JSON.stringify(s.ndrReasons),
    product_cost_paise: s.productCostPaise,
    ship_charge_paise: s.shipChargePaise,
  };
}

const insertRow = (
  id: string,
  s: ShipmentInput,
  at: string,
  by: string | null,
): Insertable<ShipmentsTable> => ({
  id,
  courier: s.courier,
  channel: s.channel,
  order_id: s.orderId,
  product_name: s.productName,
  sku: s.sku,
  quantity: s.quantity,
  customer_name: s.customerName,
  email: s.email,
  mobile: s.mobile,
  mobile_problem: s.mobileProblem,
  address: s.address,
  pincode: s.pincode,
  payment_method: s.paymentMethod,
  product_price_paise: s.productPricePaise,
  order_total_paise: s.orderTotalPaise,
  courier_created_at: s.createdAt,
  // newest first needs a date on every row: the courier's, else the day it was first imported
  order_date: s.orderDate ?? at.slice(0, 10),
  ...exportColumns(s),
  first_msg: false,
  in_transit_msg: false,
  ndr_msg: false,
  rto_msg: false,
  ndr_state: 'new',
  version: 1,
  created_at: at,
  created_by: by,
  updated_at: at,
  updated_by: by,
});

const FLAG_COLUMNS = {
  firstMsg: 'first_msg',
  inTransitMsg: 'in_transit_msg',
  ndrMsg: 'ndr_msg',
  rtoMsg: 'rto_msg',
} as const satisfies Record<MessageFlag, keyof ShipmentsTable>;

/** The rows of a tab (core's inTab, in SQL); `afterEddBefore` is core's bound for now. */
function inTab<O>(
  q: SelectQueryBuilder<Database, 'shipments', O>,
  tab: ShipmentTab,
  afterEddBefore: string,
): SelectQueryBuilder<Database, 'shipments', O> {
  switch (tab) {
    case 'new':
      return q.where('status_class', '=', 'new').where('first_msg', '=', false);
    case 'inTransit':
      return q.where('status_class', '=', 'inTransit').where('in_transit_msg', '=', false);
    case 'delivered':
    case 'undelivered':
    case 'rto':
      return q.where('status_class', '=', tab);
    case 'afterEdd':
      // found by a range on (status_class, edd_date) (migration 027), then put newest first
      return q.where('status_class', '=', 'inTransit').where('edd_date', '<', afterEddBefore);
    case 'all':
      return q;
  }
}

/** How many keys an IN list of (courier, channel, order id) takes at once. */
const KEYS_PER_QUERY = 1000;
/** Rows an insert statement writes (50 columns each: well under either database's parameter limit). */
const ROWS_PER_INSERT = 200;

export const shipmentsRepository = {
  /** The stored shipments of one courier with these order ids (any channel). */
  async findByOrderIds(
    db: Executor,
    courier: Courier,
    orderIds: readonly string[],
  ): Promise<ShipmentRecord[]> {
    const ids = [...new Set(orderIds)];
    const rows = await inChunks(ids, async (chunk) => {
      const out: Selectable<ShipmentsTable>[] = [];
      for (let i = 0; i < chunk.length; i += KEYS_PER_QUERY)
        out.push(
          ...(await db
            .selectFrom('shipments')
            .selectAll()
            .where('courier', '=', courier)
            .where('order_id', 'in', chunk.slice(i, i + KEYS_PER_QUERY))
            .execute()),
        );
      return out;
    });
    return rows.map(toRecord);
  },

  /** The AWBs of a courier's shipments still open (new, in transit, undelivered), for a sync to read again. */
  async openAwbs(db: Executor, courier: Courier): Promise<string[]> {
    const rows = await db
      .selectFrom('shipments')
      .select('awb')
      .where('courier', '=', courier)
      .where('status_class', 'in', ['new', 'inTransit', 'undelivered'])
      .where('awb', 'is not', null)
      .execute();
    return [...new Set(rows.map((r) => r.awb!))];
  },

  async findById(db: Executor, id: string): Promise<ShipmentRecord | undefined> {
    const row = await db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  },

  /**
   * Adds the shipments whose key is not stored; answers the ids of those it added. A key another import
   * added meanwhile is left to it (the unique key, not a read before, decides), so two imports never
   * both add one order.
   */
  async insertNew(
    db: Executor,
    items: readonly { id: string; shipment: ShipmentInput }[],
    at: string,
    by: string | null,
  ): Promise<Set<string>> {
    const added = new Set<string>();
    for (let i = 0; i < items.length; i += ROWS_PER_INSERT) {
      const rows = await db
        .insertInto('shipments')
        .values(items.slice(i, i + ROWS_PER_INSERT).map((it) => insertRow(it.id, it.shipment, at, by)))
        .onConflict((oc) => oc.columns(['courier', 'channel', 'order_id']).doNothing())
        .returning('id')
        .execute();
      for (const r of rows) added.add(r.id);
    }
    return added;
  },

  /** Writes the export's synced fields on a stored shipment, never its flags or NDR state. */
  async updateSynced(
    db: Executor,
    id: string,
    s: ShipmentInput,
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .updateTable('shipments')
      .set({ ...exportColumns(s), updated_at: at, updated_by: by, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
  },

  /**
   * Sets a message flag only if it is still unset: true when this call set it. Two people sending from
   * one tab both ask; one UPDATE wins, the other changes nothing (decision 277).
   */
  async claimFlag(
    db: Executor,
    id: string,
    flag: MessageFlag,
    at: string,
    by: string | null,
  ): Promise<boolean> {
    const column = FLAG_COLUMNS[flag];
    const result = await db
      .updateTable('shipments')
      .set({ [column]: true, updated_at: at, updated_by: by, version: sql`version + 1` })
      .where('id', '=', id)
      .where(column, '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setNdrState(db: Executor, id: string, state: NdrState, at: string, by: string | null): Promise<void> {
    await db
      .updateTable('shipments')
      .set({
        ndr_state: state,
        ndr_state_at: at,
        ndr_state_by: by,
        updated_at: at,
        updated_by: by,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** A page of a tab, in the tab's order. */
  async page(
    db: Executor,
    tab: ShipmentTab,
    afterEddBefore: string,
    page: { first: number; skip: number },
  ): Promise<ShipmentRecord[]> {
    let q = inTab(db.selectFrom('shipments').selectAll(), tab, afterEddBefore);
    q =
      tab === 'new'
        ? q.orderBy('order_id').orderBy('channel').orderBy('courier').orderBy('id')
        : q.orderBy('order_date', 'desc').orderBy('id', 'desc');
    const rows = await q.limit(page.first).offset(page.skip).execute();
    return rows.map(toRecord);
  },

  /** How many rows each tab lists, in one pass. */
  async counts(db: Executor, afterEddBefore: string): Promise<Record<ShipmentTab, number>> {
    const row = await db
      .selectFrom('shipments')
      .select([
        sql<number>`sum(case when status_class = 'new' and first_msg = ${false} then 1 else 0 end)`.as('new'),
        sql<number>`sum(case when status_class = 'inTransit' and in_transit_msg = ${false} then 1 else 0 end)`.as(
          'inTransit',
        ),
        sql<number>`sum(case when status_class = 'delivered' then 1 else 0 end)`.as('delivered'),
        sql<number>`sum(case when status_class = 'undelivered' then 1 else 0 end)`.as('undelivered'),
        sql<number>`sum(case when status_class = 'rto' then 1 else 0 end)`.as('rto'),
        sql<number>`sum(case when status_class = 'inTransit' and edd_date < ${afterEddBefore} then 1 else 0 end)`.as(
          'afterEdd',
        ),
        sql<number>`count(*)`.as('all'),
      ])
      .executeTakeFirstOrThrow();
    return {
      new: Number(row.new ?? 0),
      inTransit: Number(row.inTransit ?? 0),
      delivered: Number(row.delivered ?? 0),
      undelivered: Number(row.undelivered ?? 0),
      rto: Number(row.rto ?? 0),
      afterEdd: Number(row.afterEdd ?? 0),
      all: Number(row.all ?? 0),
    };
  },
};

export type ShipmentsRepository = typeof shipmentsRepository;
