import type { MessageFlag, ShipmentClass } from '@seller-desk/core';
import { sql } from 'kysely';
import type { Executor } from '../../shared/transaction.ts';
import { toRecord, type ShipmentRecord } from './shipment-record.ts';

// The order database's reads beyond the tabs (docs/orders.md): the NDR queue (decision 312) and the
// Summary tab's sums (decision 311), in SQL on either database.
export const shipmentReadsRepository = {
  /**
   * A page of the NDR queue (decision 312): every undelivered shipment of either courier, open ones
   * (not closed) unless `closed` is asked for too, newest order first as the Undelivered tab.
   */
  async ndrQueue(
    db: Executor,
    withClosed: boolean,
    page: { first: number; skip: number },
  ): Promise<ShipmentRecord[]> {
    let q = db.selectFrom('shipments').selectAll().where('status_class', '=', 'undelivered');
    if (!withClosed) q = q.where('ndr_state', '<>', 'closed');
    const rows = await q
      .orderBy('order_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.first)
      .offset(page.skip)
      .execute();
    return rows.map(toRecord);
  },

  async ndrQueueCount(db: Executor, withClosed: boolean): Promise<number> {
    let q = db
      .selectFrom('shipments')
      .select(sql<number>`count(*)`.as('n'))
      .where('status_class', '=', 'undelivered');
    if (!withClosed) q = q.where('ndr_state', '<>', 'closed');
    return Number((await q.executeTakeFirstOrThrow()).n);
  },

  /** The names of the people who moved an NDR state (the queue says who). */
  async userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  },

  /** Shipments per courier status (with its class), per channel, per courier and its company. */
  async summaryCounts(db: Executor) {
    const byStatus = await db
      .selectFrom('shipments')
      .select(['status', 'status_class', sql<number>`count(*)`.as('n')])
      .groupBy(['status', 'status_class'])
      .execute();
    const byChannel = await db
      .selectFrom('shipments')
      .select(['channel', sql<number>`count(*)`.as('n')])
      .groupBy('channel')
      .execute();
    const byCourier = await db
      .selectFrom('shipments')
      .select([
        'courier',
        'courier_company',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when status_class = 'delivered' then 1 else 0 end)`.as('delivered'),
        sql<number>`sum(case when status_class = 'rto' then 1 else 0 end)`.as('rto'),
      ])
      .groupBy(['courier', 'courier_company'])
      .execute();
    return {
      byStatus: byStatus.map((r) => ({
        status: r.status ?? '',
        statusClass: r.status_class as ShipmentClass,
        count: Number(r.n),
      })),
      byChannel: byChannel.map((r) => ({ channel: r.channel, count: Number(r.n) })),
      byCourier: byCourier.map((r) => ({
        courier: r.courier,
        courierCompany: r.courier_company ?? '',
        count: Number(r.n),
        delivered: Number(r.delivered ?? 0),
        rto: Number(r.rto ?? 0),
      })),
    };
  },

  /** Delivered and RTO shipments per pincode prefix, those with the most RTOs first. */
  async rtoByPincodePrefix(db: Executor, digits: number, limit: number) {
    const prefix = sql<string>`substr(pincode, 1, ${sql.lit(digits)})`;
    const rows = await db
      .selectFrom('shipments')
      .select([
        prefix.as('prefix'),
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when status_class = 'delivered' then 1 else 0 end)`.as('delivered'),
        sql<number>`sum(case when status_class = 'rto' then 1 else 0 end)`.as('rto'),
      ])
      .where('pincode', 'is not', null)
      .where(sql<boolean>`length(pincode) >= ${sql.lit(digits)}`)
      .groupBy(prefix)
      .orderBy(sql`sum(case when status_class = 'rto' then 1 else 0 end)`, 'desc')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(prefix)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      prefix: r.prefix,
      count: Number(r.n),
      delivered: Number(r.delivered ?? 0),
      rto: Number(r.rto ?? 0),
    }));
  },

  /** COD still to be collected: the COD payable (else the order total) of COD orders of these classes. */
  async codPending(
    db: Executor,
    classes: readonly ShipmentClass[],
    codMethod: string,
  ): Promise<{ paise: number; orders: number }> {
    const row = await db
      .selectFrom('shipments')
      .select([
        sql<number>`coalesce(sum(coalesce(cod_payable_paise, order_total_paise, 0)), 0)`.as('paise'),
        sql<number>`count(*)`.as('n'),
      ])
      .where('status_class', 'in', [...classes])
      .where(sql<string>`lower(trim(payment_method))`, '=', codMethod)
      .executeTakeFirstOrThrow();
    return { paise: Number(row.paise ?? 0), orders: Number(row.n) };
  },

  /** How many shipments of a class have each flag set (the Summary's message coverage). */
  async flagCounts(
    db: Executor,
  ): Promise<{ statusClass: string; total: number; flags: Record<MessageFlag, number> }[]> {
    const rows = await db
      .selectFrom('shipments')
      .select([
        'status_class',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when first_msg = ${true} then 1 else 0 end)`.as('f1'),
        sql<number>`sum(case when in_transit_msg = ${true} then 1 else 0 end)`.as('f2'),
        sql<number>`sum(case when ndr_msg = ${true} then 1 else 0 end)`.as('f3'),
        sql<number>`sum(case when rto_msg = ${true} then 1 else 0 end)`.as('f4'),
      ])
      .groupBy('status_class')
      .execute();
    return rows.map((r) => ({
      statusClass: r.status_class,
      total: Number(r.n),
      flags: {
        firstMsg: Number(r.f1 ?? 0),
        inTransitMsg: Number(r.f2 ?? 0),
        ndrMsg: Number(r.f3 ?? 0),
        rtoMsg: Number(r.f4 ?? 0),
      },
    }));
  },
};

export type ShipmentReadsRepository = typeof shipmentReadsRepository;
