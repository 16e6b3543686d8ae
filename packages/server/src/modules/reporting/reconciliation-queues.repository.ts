// The reconciliation queues as SQL over the stored order lines (docs/ledger.md): each queue is a
// filter and an order, counted and read a page (or a part) at a time, never every line of a channel. The
// same SQL runs on SQLite and PostgreSQL; migration 019 gives each queue an index in its order. Which
// lines a queue lists is core's rule (overduePaymentOf, returnClaimOf, settlementDifferenceOf): the dates
// and the withheld tax are computed here the same way, and the service maps each row read with core.
import type { Channel, ReconciliationLine } from '@seller-desk/core';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { paymentDifferencePaise } from '../../db/ledger-amounts.ts';
import type { Database } from '../../db/types.ts';
import type { Executor } from '../../shared/transaction.ts';
import { acceptanceOf, toOrderLineRecord } from '../ledger/order-line-record.ts';

/** Which lines a queue lists: its channel, and the bound core's rule gives for today's settings. */
export type QueueFilter =
  | {
      queue: 'settlementDifferences' | 'acceptedDifferences';
      channel: Channel;
      /** a payment off the expected payout by more than this many paise is listed */
      tolerancePaise: number;
    }
  | { queue: 'overduePayments'; channel: Channel; lastBillDate: string }
  | { queue: 'returnClaims'; channel: Channel; lastReturnDate: string };

export type QueueName = QueueFilter['queue'];

/** A line of a queue: what core's rules read, and its id (the last key of each queue's order). */
export type QueueLine = ReconciliationLine & { id: string };

/** Where a part of a queue starts: after this line, in the queue's order. */
export type QueueCursor = Pick<QueueLine, 'id' | 'billDate' | 'orderId' | 'sku' | 'returnDate'>;

/**
 * A paid sale line's payment against our fee model (core's paymentAgainstModel): received − (settlement
 * − TCS − TDS), the stored TCS and TDS where the payment report gave them, else the computed ones; the
 * one definition the dashboards use too (db/ledger-amounts.ts).
 */
const differencePaise = paymentDifferencePaise;

/** The date a return's claim window counts from (core's returnDateOf). */
const returnDate = sql<string>`COALESCE(l.return_date, l.bill_date)`;

type LinesQuery = SelectQueryBuilder<Database & { l: Database['order_lines'] }, 'l', object>;

/** The lines of a queue, unordered. */
function linesOf(db: Executor, f: QueueFilter): LinesQuery {
  const q = db.selectFrom('order_lines as l').where('l.channel', '=', f.channel);
  switch (f.queue) {
    case 'overduePayments':
      return q
        .where('l.payment_received', '=', false)
        .where('l.is_return', '=', false)
        .where('l.bill_date', '<=', f.lastBillDate);
    case 'returnClaims':
      return q
        .where('l.is_return', '=', true)
        .where('l.pysically_recieved', '=', false)
        .where(sql<SqlBool>`${returnDate} <= ${f.lastReturnDate}`);
    default: {
      const difference = differencePaise();
      // decision 166: an acceptance holds only while the line's difference is the one accepted
      const accepted = sql<SqlBool>`l.accepted_difference_paise IS NOT NULL AND l.accepted_difference_paise = ${difference}`;
      return q
        .where('l.payment_received', '=', true)
        .where('l.is_return', '=', false)
        .where('l.settlement_paise', 'is not', null)
        .where('l.amount_received_paise', 'is not', null)
        .where(sql<SqlBool>`ABS(${difference}) > ${f.tolerancePaise}`)
        .where(f.queue === 'acceptedDifferences' ? accepted : sql<SqlBool>`NOT (${accepted})`);
    }
  }
}

/** A queue's order, as keys of its lines; the id last, so that no two lines tie and parts never overlap. */
const orderKeys = (queue: QueueName) =>
  queue === 'returnClaims'
    ? [returnDate, sql.ref('l.order_id'), sql.ref('l.sku'), sql.ref('l.id')]
    : // the oldest order date first: an overdue payment's days overdue, the longest first
      [sql.ref('l.bill_date'), sql.ref('l.order_id'), sql.ref('l.sku'), sql.ref('l.id')];

const cursorValues = (queue: QueueName, c: QueueCursor) => [
  queue === 'returnClaims' ? (c.returnDate ?? c.billDate) : c.billDate,
  c.orderId,
  c.sku,
  c.id,
];

function ordered(db: Executor, f: QueueFilter, after: QueueCursor | null) {
  const keys = orderKeys(f.queue);
  let q = linesOf(db, f);
  // row values compare key by key, on SQLite as on PostgreSQL
  if (after)
    q = q.where(
      sql<SqlBool>`(${sql.join(keys)}) > (${sql.join(cursorValues(f.queue, after).map((v) => sql`${v}`))})`,
    );
  for (const k of keys) q = q.orderBy(k);
  return q
    .leftJoin('users as u', 'u.id', 'l.accepted_by')
    .selectAll('l')
    .select('u.username as accepted_by_name');
}

type Row = Awaited<ReturnType<ReturnType<typeof ordered>['execute']>>[number];

/** A line read for a queue: the one mapping of a stored line, its acceptance naming who accepted it. */
const toQueueLine = ({ accepted_by_name, ...row }: Row): QueueLine => {
  const line = toOrderLineRecord(row);
  return { ...line, acceptance: acceptanceOf(line, accepted_by_name) };
};

export const reconciliationQueuesRepository = {
  /** How many lines the queue lists. */
  async count(db: Executor, f: QueueFilter): Promise<number> {
    const row = await linesOf(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** One page of the queue in its order: `first` lines after the first `skip`. */
  async page(db: Executor, f: QueueFilter, page: { first: number; skip: number }): Promise<QueueLine[]> {
    if (page.first === 0) return [];
    const rows = await ordered(db, f, null).limit(page.first).offset(page.skip).execute();
    return rows.map(toQueueLine);
  },

  /** Up to `limit` lines of the queue after `after` (from the start when null), in its order: a download's part. */
  async after(db: Executor, f: QueueFilter, after: QueueCursor | null, limit: number): Promise<QueueLine[]> {
    const rows = await ordered(db, f, after).limit(limit).execute();
    return rows.map(toQueueLine);
  },
};

export type ReconciliationQueuesRepository = typeof reconciliationQueuesRepository;
