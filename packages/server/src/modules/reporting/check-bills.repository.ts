// The Check Bills reads as SQL over the stored order lines (decisions 112 and 126): a tab of one
// channel's lines billed in a date range, counted, read a page at a time, or read whole a part at a
// time for its CSV; never every line of a channel. The same SQL runs on SQLite and PostgreSQL; the
// range is found by the index on (channel, bill_date) (migration 019). A Bill's marketplace array is the
// Sale tab of one date.
import type { Channel, CheckBillsTab } from '@seller-desk/core';
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
  /** How many lines the tab lists. */
  async count(db: Executor, filter: BillOrderFilter): Promise<number> {
    const row = await linesOf(db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
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
