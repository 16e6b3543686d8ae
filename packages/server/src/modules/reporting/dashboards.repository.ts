// The dashboards' sums as SQL (docs/dashboards.md): a range's sums per channel and per channel and day
// (the tiles, the overview and the charts' series; the service folds days into weeks and months) from
// the summary per channel and bill date (db/dashboard-days.ts, decision 341); per SKU (and channel) and
// the lines awaiting payment by age from the order lines themselves. Every figure is summed in SQL over
// the whole range, exact in paise (integer sums), the same on SQLite and PostgreSQL; migration 023 gives
// the lines' range a covering index, so a sum of lines reads the index and not the table.
import {
  INVOICE_KINDS,
  NO_DOCUMENTS,
  type Channel,
  type DocumentSums,
  type InvoiceKind,
  type SalesSums,
} from '@seller-desk/core';
import { sql, type RawBuilder } from 'kysely';
import {
  refreshDashboardDays,
  SALES_SUM_KEYS,
  SALES_SUMS,
  salesSumsOf,
  sumColumn,
} from '../../db/dashboard-days.ts';
import { expectedPayoutPaise } from '../../db/ledger-amounts.ts';
import type { Executor } from '../../shared/transaction.ts';

/** A range of bill dates (India's dates, both included), of one channel or of all. */
export interface SalesFilter {
  channel: Channel | null;
  from: string;
  to: string;
}

/** How a SKU table is ordered: by one of its sums, then by SKU and channel. */
export type SkuOrder = 'netProfit' | 'revenue' | 'units' | 'returnedUnits' | 'sku';

export interface SkuQuery {
  /** a row per SKU and channel, or a row per SKU with every channel's lines */
  perChannel: boolean;
  orderBy: SkuOrder;
  descending: boolean;
  first: number;
  skip: number;
}

const SUMS = SALES_SUMS;
const SUM_SELECTS = Object.entries(SUMS).map(([name, e]) => e.as(name));

/** The summary's sums of a group of its rows, named as core's SalesSums fields. */
const SUMMARY_SELECTS = SALES_SUM_KEYS.map((k) =>
  sql<number>`COALESCE(SUM(${sql.ref(`d.${sumColumn(k)}`)}), 0)`.as(k),
);

/** The summary's rows (a channel's and day's sums, decision 341) of a range, brought up to date first. */
async function daysOf(db: Executor, f: SalesFilter) {
  await refreshDashboardDays(db);
  return db
    .selectFrom('dashboard_days as d')
    .where('d.bill_date', '>=', f.from)
    .where('d.bill_date', '<=', f.to)
    .$if(f.channel !== null, (q) => q.where('d.channel', '=', f.channel!));
}

function linesOf(db: Executor, f: SalesFilter) {
  return db
    .selectFrom('order_lines as l')
    .where('l.bill_date', '>=', f.from)
    .where('l.bill_date', '<=', f.to)
    .$if(f.channel !== null, (q) => q.where('l.channel', '=', f.channel!));
}

const SKU_ORDER: Record<SkuOrder, RawBuilder<unknown>> = {
  netProfit: sql`(${SUMS.keptProfitPaise} - ${SUMS.returnCostPaise})`,
  revenue: SUMS.revenuePaise,
  units: SUMS.units,
  returnedUnits: SUMS.returnedUnits,
  sku: sql`l.sku`,
};

export const dashboardsRepository = {
  /** The range's sums per channel (the channels with lines in it). */
  async perChannel(db: Executor, f: SalesFilter): Promise<(SalesSums & { channel: Channel })[]> {
    const rows = await (
      await daysOf(db, f)
    )
      .select('d.channel')
      .select(SUMMARY_SELECTS)
      .groupBy('d.channel')
      .orderBy('d.channel')
      .execute();
    return rows.map((r) => ({ channel: r.channel as Channel, ...salesSumsOf(r) }));
  },

  /** The range's sums per channel and bill date (the days with lines), oldest first. */
  async perChannelDay(
    db: Executor,
    f: SalesFilter,
  ): Promise<(SalesSums & { channel: Channel; billDate: string })[]> {
    const rows = await (
      await daysOf(db, f)
    )
      .select(['d.channel', 'd.bill_date'])
      .select(SALES_SUM_KEYS.map((k) => sql.ref<number>(`d.${sumColumn(k)}`).as(k)))
      .orderBy('d.bill_date')
      .orderBy('d.channel')
      .execute();
    return rows.map((r) => ({ channel: r.channel as Channel, billDate: r.bill_date, ...salesSumsOf(r) }));
  },

  /**
   * A page of the range's sums per SKU (and channel), in the order asked for. The page's SKUs are chosen
   * first by the one sum they are ordered by, and only their lines are then summed whole: every sum of
   * every SKU (orders counted per SKU, which sorts each SKU's order ids) took seconds at 1,000,000 lines.
   * Migration 048's index on (sku, channel, bill_date, …) holds the groups and finds a page's lines.
   */
  async perSku(
    db: Executor,
    f: SalesFilter,
    q: SkuQuery,
  ): Promise<(SalesSums & { sku: string; channel: Channel | null })[]> {
    const direction = q.descending ? sql`DESC` : sql`ASC`;
    const page = linesOf(db, f)
      .select('l.sku')
      .$if(q.perChannel, (s) => s.select('l.channel'))
      .select(SKU_ORDER[q.orderBy].as('sort_key'))
      .groupBy('l.sku')
      .$if(q.perChannel, (s) => s.groupBy('l.channel'))
      .orderBy(sql`sort_key ${direction}`)
      .orderBy('l.sku')
      .$if(q.perChannel, (s) => s.orderBy('l.channel'))
      .limit(q.first)
      .offset(q.skip);
    const rows = await db
      .with('page', () => page)
      .selectFrom('page as p')
      .innerJoin('order_lines as l', (j) => {
        const bySku = j.onRef('l.sku', '=', 'p.sku');
        return q.perChannel ? bySku.onRef('l.channel', '=', 'p.channel') : bySku;
      })
      .where('l.bill_date', '>=', f.from)
      .where('l.bill_date', '<=', f.to)
      .$if(f.channel !== null, (w) => w.where('l.channel', '=', f.channel!))
      .select('p.sku')
      .$if(q.perChannel, (s) => s.select('p.channel'))
      .select(SUM_SELECTS)
      .groupBy(['p.sku', 'p.sort_key'])
      .$if(q.perChannel, (s) => s.groupBy('p.channel'))
      .orderBy(sql`p.sort_key ${direction}`)
      .orderBy('p.sku')
      .$if(q.perChannel, (s) => s.orderBy('p.channel'))
      .execute();
    return rows.map((r) => ({
      sku: r.sku,
      channel: 'channel' in r ? (r.channel as Channel) : null,
      ...salesSumsOf(r),
    }));
  },

  /** How many rows the SKU table of the range has (SKUs, or SKU and channel pairs). */
  async skuCount(db: Executor, f: SalesFilter, perChannel: boolean): Promise<number> {
    const groups = linesOf(db, f)
      .select('l.sku')
      .$if(perChannel, (s) => s.select('l.channel').groupBy('l.channel'))
      .groupBy('l.sku');
    const row = await db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /**
   * The range's lines awaiting payment (not paid, not returned) per channel and age band: a band's
   * lines were ordered on or after its `since` date (the bands from the youngest, `since` descending),
   * with their expected payout (settlement − TCS − TDS; a line not priced counts 0).
   */
  async awaiting(
    db: Executor,
    f: SalesFilter,
    since: readonly string[],
  ): Promise<{ channel: Channel; band: number; lines: number; expectedPaise: number }[]> {
    const band = sql<number>`CASE ${sql.join(
      since.map((d, i) => sql`WHEN l.bill_date >= ${d} THEN ${i}`),
      sql` `,
    )} ELSE ${since.length} END`;
    const rows = await linesOf(db, f)
      .where('l.payment_received', '=', false)
      .where('l.is_return', '=', false)
      .select('l.channel')
      .select(band.as('band'))
      .select(sql<number>`COUNT(*)`.as('lines'))
      .select(sql<number>`COALESCE(SUM(COALESCE(${expectedPayoutPaise()}, 0)), 0)`.as('expected'))
      // by position: PostgreSQL takes the band's parameters in GROUP BY as another expression
      .groupBy([sql`1`, sql`2`])
      .execute();
    return rows.map((r) => ({
      channel: r.channel as Channel,
      band: Number(r.band),
      lines: Number(r.lines),
      expectedPaise: Number(r.expected),
    }));
  },

  /**
   * Our documents dated in the range and not cancelled, per kind: how many and their value without GST
   * (`subtotal_paise`; the business's net, decision 340). Found by the index on (bill_date, kind).
   */
  async documents(db: Executor, f: Pick<SalesFilter, 'from' | 'to'>): Promise<DocumentSums> {
    const rows = await db
      .selectFrom('invoices')
      .where('bill_date', '>=', f.from)
      .where('bill_date', '<=', f.to)
      .where('cancelled_at', 'is', null)
      .select('kind')
      .select(sql<number>`COUNT(*)`.as('documents'))
      .select(sql<number>`COALESCE(SUM(subtotal_paise), 0)`.as('value'))
      .groupBy('kind')
      .execute();
    const out: DocumentSums = { ...NO_DOCUMENTS };
    for (const r of rows)
      if ((INVOICE_KINDS as readonly string[]).includes(r.kind))
        out[r.kind as InvoiceKind] = { documents: Number(r.documents), valuePaise: Number(r.value) };
    return out;
  },
};

export type DashboardsRepository = typeof dashboardsRepository;
