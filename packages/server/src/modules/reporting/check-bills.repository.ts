// The Check Bills reads as SQL over the stored order lines (decisions 112 and 126): a tab of one
// channel's lines billed in a date range, counted, read a page at a time, or read whole a part at a
// time for its CSV; never every line of a channel. The same SQL runs on SQLite and PostgreSQL; the
// range is read in the tab's order from the index on (channel, bill_date DESC, order_id, sku, id)
// (migration 048). A tab's count without a search adds up the dashboards' summary per channel and day
// (decision 370). A Bill's marketplace array is the Sale tab of one date.
import type { Channel, CheckBillsTab } from '@seller-desk/core';
import { sql } from 'kysely';
import { linePayoutOf, linePayoutSelects, type LinePayoutAmounts } from '../../db/ledger-amounts.ts';
import { containsAnyCase } from '../../db/text-search.ts';
import type { Executor } from '../../shared/transaction.ts';
import { toOrderLineRecord, type OrderLineRecord } from '../ledger/order-line-record.ts';

/**
 * The lines a Check Bills tab lists (decision 112): a channel's lines billed in [from, to]; every line
 * for SALE, the returned ones for RETURN, the paid ones for PAYMENT; with a search, those whose order id,
 * SKU, tracking id or buyer's name contains it, whatever the case (decision 126).
 */
export interface BillOrderFilter {
  channel: Channel;
  tab: CheckBillsTab;
  from: string;
  to: string;
  search?: string | null;
}

/** A line as Check Bills reads it: the stored line with its withheld tax and payment Difference (decision 265). */
export type CheckBillsRecord = OrderLineRecord & LinePayoutAmounts;

/** Where a part of a tab starts: after this line, in the tab's order. */
export type BillOrderCursor = Pick<OrderLineRecord, 'billDate' | 'orderId' | 'sku' | 'id'>;

/** The column of the dashboards' summary that counts a tab's lines of a channel and day (decision 370). */
const SUMMARY_COUNT = { SALE: 'lines', RETURN: 'returns', PAYMENT: 'paid_lines' } as const;

function linesOf(db: Executor, filter: BillOrderFilter) {
  const lines = db
    .selectFrom('order_lines as l')
    .where('channel', '=', filter.channel)
    .where('bill_date', '>=', filter.from)
    .where('bill_date', '<=', filter.to)
    .$if(filter.tab === 'RETURN', (q) => q.where('is_return', '=', true))
    .$if(filter.tab === 'PAYMENT', (q) => q.where('payment_received', '=', true));
  const search = filter.search?.trim();
  return search
    ? lines.where(containsAnyCase(['order_id', 'sku', 'tracking_id', 'ship_to_name'], search))
    : lines;
}

/**
 * The lines of the filter in the Check Bills order: newest bill date first, then order id, SKU and id,
 * so that no two lines tie and pages never overlap.
 */
const ordered = (db: Executor, filter: BillOrderFilter) =>
  linesOf(db, filter)
    .selectAll('l')
    .select(linePayoutSelects())
    .orderBy('bill_date', 'desc')
    .orderBy('order_id')
    .orderBy('sku')
    .orderBy('id');

const recordOf = (r: Parameters<typeof toOrderLineRecord>[0] & Parameters<typeof linePayoutOf>[0]) => ({
  ...toOrderLineRecord(r),
  ...linePayoutOf(r),
});

export const checkBillsRepository = {
  /**
   * How many lines the tab lists. With a search, its lines are counted. Without one, the dashboards'
   * summary counts the tab's lines per channel and day (decision 370): the days it holds are added up,
   * and the days marked since its last refresh (a write it has not re-summed yet) are counted from their
   * lines; nothing is written.
   */
  async count(db: Executor, filter: BillOrderFilter): Promise<number> {
    const countOf = async (lines: ReturnType<typeof linesOf>) =>
      Number((await lines.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    if (filter.search?.trim()) return countOf(linesOf(db, filter));
    const marked = await sql<{ bill_date: string }>`SELECT DISTINCT bill_date FROM dashboard_day_marks
      WHERE channel = ${filter.channel} AND bill_date >= ${filter.from} AND bill_date <= ${filter.to}`.execute(
      db,
    );
    const days = marked.rows.map((r) => r.bill_date);
    const summed = await db
      .selectFrom('dashboard_days as d')
      .select(sql<number>`COALESCE(SUM(${sql.ref(`d.${SUMMARY_COUNT[filter.tab]}`)}), 0)`.as('n'))
      .where('d.channel', '=', filter.channel)
      .where('d.bill_date', '>=', filter.from)
      .where('d.bill_date', '<=', filter.to)
      .$if(days.length > 0, (q) => q.where('d.bill_date', 'not in', days))
      .executeTakeFirst();
    const fresh = days.length > 0 ? await countOf(linesOf(db, filter).where('bill_date', 'in', days)) : 0;
    return Number(summed?.n ?? 0) + fresh;
  },

  /** One page of the tab in its order: `first` lines after the first `skip`. */
  async page(
    db: Executor,
    filter: BillOrderFilter,
    page: { first: number; skip: number },
  ): Promise<CheckBillsRecord[]> {
    if (page.first === 0) return [];
    const rows = await ordered(db, filter).limit(page.first).offset(page.skip).execute();
    return rows.map(recordOf);
  },

  /**
   * The next `first` lines of the tab after `after` in its order (none: from the first): a whole range
   * read a part at a time (its CSV download), each part found by the index, not skipped to.
   */
  async after(
    db: Executor,
    filter: BillOrderFilter,
    after: BillOrderCursor | null,
    first: number,
  ): Promise<CheckBillsRecord[]> {
    const rows = await ordered(db, filter)
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('bill_date', '<', after!.billDate),
            eb.and([
              eb('bill_date', '=', after!.billDate),
              eb(eb.refTuple('order_id', 'sku', 'id'), '>', eb.tuple(after!.orderId, after!.sku, after!.id)),
            ]),
          ]),
        ),
      )
      .limit(first)
      .execute();
    return rows.map(recordOf);
  },
};

export type CheckBillsRepository = typeof checkBillsRepository;
