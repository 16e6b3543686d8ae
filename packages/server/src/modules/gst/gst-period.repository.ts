// The reads a GSTR-1 period needs beyond its sections (docs/gst.md, decision 320), the same SQL on
// SQLite and PostgreSQL: the order lines each export held (a line in another period's export), the sale
// rows an upload stored no line for, the days a channel has no line, and a section figure's or a Table
// 13 series' lines a page at a time (the drill-down). The marketplace invoice numbers repeated in the
// financial year are gst-invoice-numbers.repository.ts's.
import { sql, type RawBuilder } from 'kysely';
import { invoiceOrderKey, invoiceSeries } from '../../db/document-series.ts';
import type { Executor } from '../../shared/transaction.ts';

export interface Range {
  from: string;
  to: string;
}

/** A marketplace event of the period: a sale (+1, by its bill date) or a return (−1, by its return date). */
export interface EventLine {
  id: string;
  channel: string;
  orderId: string;
  sku: string;
  sign: 1 | -1;
  /** the event's date: the bill date of a sale, the return date of a return */
  date: string;
  billDate: string;
  state: string | null;
  rate: number | null;
  hsn: string | null;
  productId: string | null;
  quantity: number;
  amountPaise: number;
  invoiceNo: string | null;
}

/** Which of a period's events a drill-down lists (every condition given must hold). */
export interface EventFilter {
  channel?: string;
  sign?: 1 | -1;
  /** the state names as written (a place of supply's spellings); null among them: no state */
  states?: readonly (string | null)[];
  rate?: number;
  /** the product's HSN code, spaces left out ('' for none) */
  hsn?: string;
  /** true: lines without a rate */
  noRate?: boolean;
  /** the sales whose marketplace invoice number is of this Table 13 series, in the series' order */
  series?: string;
  /** the b2cl lines (inter-state above the threshold) left out, or only they */
  large?: {
    intraStates: readonly string[];
    thresholds: readonly { from: string; paise: number }[];
    only: boolean;
  };
}

/** What a link to an order line needs: channel, order id, dates, the listing's first product. */
export interface LineRef {
  channel: string;
  orderId: string;
  billDate: string;
  returnDate: string | null;
  productId: string | null;
}

const num = (v: unknown) => Number(v ?? 0);
const RATE = sql`COALESCE(ol.igst_rate, ol.cgst_rate + ol.sgst_rate, ol.gst_rate)`;
const PRODUCT = sql`LEFT JOIN listing_products lp ON lp.listing_id = ol.listing_id AND lp.position = 0
  LEFT JOIN products p ON p.id = lp.product_id`;

/** The period's events, one row each, with the columns a drill-down shows. */
const events = (r: Range) => {
  const select = (sign: 1 | -1, date: RawBuilder<unknown>) => sql`SELECT ol.id AS id, ol.channel AS channel,
      ol.order_id AS order_id, ol.sku AS sku, ${sql.lit(sign)} AS sign, ${date} AS date, ol.bill_date AS bill_date,
      ol.state AS state, ${RATE} AS rate, p.hsn_code AS hsn, p.id AS product_id, ol.quantity AS quantity,
      ol.invoice_amount_paise AS amount, ol.marketplace_invoice_no AS invoice_no
    FROM order_lines ol ${PRODUCT}`;
  return sql`${select(1, sql`ol.bill_date`)} WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to}
    UNION ALL ${select(-1, sql`ol.return_date`)}
      WHERE ol.is_return = ${true} AND ol.return_date >= ${r.from} AND ol.return_date <= ${r.to}`;
};

const toEvent = (r: Record<string, unknown>): EventLine => ({
  id: String(r.id),
  channel: String(r.channel),
  orderId: String(r.order_id),
  sku: String(r.sku),
  sign: num(r.sign) === -1 ? -1 : 1,
  date: String(r.date),
  billDate: String(r.bill_date),
  state: (r.state as string | null) ?? null,
  rate: r.rate === null || r.rate === undefined ? null : Number(r.rate),
  hsn: (r.hsn as string | null) ?? null,
  productId: (r.product_id as string | null) ?? null,
  quantity: num(r.quantity),
  amountPaise: num(r.amount),
  invoiceNo: (r.invoice_no as string | null) ?? null,
});

function filterSql(f: EventFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (f.channel !== undefined) parts.push(sql`e.channel = ${f.channel}`);
  if (f.sign !== undefined) parts.push(sql`e.sign = ${sql.lit(f.sign)}`);
  if (f.states !== undefined) {
    const names = f.states.filter((s): s is string => s !== null);
    const named = names.length ? sql`e.state IN (${sql.join(names.map((n) => sql`${n}`))})` : sql`1 = 0`;
    parts.push(f.states.includes(null) ? sql`(${named} OR e.state IS NULL)` : named);
  }
  if (f.rate !== undefined) parts.push(sql`ABS(e.rate - ${f.rate}) < 0.001`);
  if (f.noRate) parts.push(sql`e.rate IS NULL`);
  if (f.series !== undefined)
    parts.push(
      sql`e.sign = 1 AND e.invoice_no IS NOT NULL AND ${invoiceSeries(sql`e.invoice_no`)} = ${f.series}`,
    );
  if (f.hsn !== undefined)
    parts.push(f.hsn === '' ? sql`e.hsn IS NULL` : sql`REPLACE(e.hsn, ' ', '') = ${f.hsn}`);
  if (f.large) {
    const intra = f.large.intraStates.length
      ? sql`e.state IN (${sql.join(f.large.intraStates.map((n) => sql`${n}`))})`
      : sql`1 = 0`;
    const t = f.large.thresholds;
    const threshold = t.length
      ? sql`CASE ${sql.join(
          t.map((x) => sql`WHEN e.bill_date >= ${x.from} THEN ${sql.lit(x.paise)}`),
          sql` `,
        )} ELSE ${sql.lit(t.at(-1)!.paise)} END`
      : sql`0`;
    const large = sql`(NOT (${intra}) AND e.amount > ${threshold})`;
    parts.push(f.large.only ? large : sql`NOT ${large}`);
  }
  return sql.join(parts, sql` AND `);
}

export const gstPeriodRepository = {
  /** A page of the period's events a filter picks, oldest first (a series' in its order), and how many. */
  async eventPage(
    db: Executor,
    r: Range,
    f: EventFilter,
    page: { first: number; skip: number },
  ): Promise<{ total: number; lines: EventLine[] }> {
    const where = filterSql(f);
    const inSeries = f.series === undefined ? sql`` : sql`${invoiceOrderKey(db, sql`e.invoice_no`)}, `;
    const [count, rows] = await Promise.all([
      sql<{ n: unknown }>`SELECT COUNT(*) AS n FROM (${events(r)}) e WHERE ${where}`.execute(db),
      sql<Record<string, unknown>>`SELECT e.* FROM (${events(r)}) e WHERE ${where}
        ORDER BY ${inSeries}e.date, e.channel, e.order_id, e.sku, e.sign DESC
        LIMIT ${sql.lit(page.first)} OFFSET ${sql.lit(page.skip)}`.execute(db),
    ]);
    return { total: num(count.rows[0]?.n), lines: rows.rows.map(toEvent) };
  },

  /** What a link to each of these order lines needs: channel, order id, dates, the listing's first product. */
  async lineRefs(db: Executor, ids: readonly string[]): Promise<Map<string, LineRef>> {
    const out = new Map<string, LineRef>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom('order_lines as ol')
        .leftJoin('listing_products as lp', (j) =>
          j.onRef('lp.listing_id', '=', 'ol.listing_id').on('lp.position', '=', 0),
        )
        .where('ol.id', 'in', ids.slice(i, i + 500))
        .select([
          'ol.id',
          'ol.channel',
          'ol.order_id',
          'ol.bill_date',
          'ol.is_return',
          'ol.return_date',
          'lp.product_id',
        ])
        .execute();
      for (const r of rows)
        out.set(r.id, {
          channel: r.channel,
          orderId: r.order_id,
          billDate: r.bill_date,
          returnDate: r.is_return ? r.return_date : null,
          productId: r.product_id ?? null,
        });
    }
    return out;
  },

  /** What a link to each of these documents needs: its kind, number and date (Check Invoice finds it so). */
  async documentRefs(
    db: Executor,
    ids: readonly string[],
  ): Promise<Map<string, { kind: string; number: string; billDate: string }>> {
    const out = new Map<string, { kind: string; number: string; billDate: string }>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom('invoices')
        .where('id', 'in', ids.slice(i, i + 500))
        .select(['id', 'kind', 'invoice_number', 'bill_date'])
        .execute();
      for (const r of rows) out.set(r.id, { kind: r.kind, number: r.invoice_number, billDate: r.bill_date });
    }
    return out;
  },

  /** The distinct state names the period's events write (a drill-down reads each to its code). */
  async statesOf(db: Executor, r: Range): Promise<(string | null)[]> {
    const rows = await sql<{
      state: string | null;
    }>`SELECT DISTINCT e.state AS state FROM (${events(r)}) e`.execute(db);
    return rows.rows.map((x) => x.state ?? null);
  },

  /** Each channel's days of the period with a sale line (yyyy-MM-dd). */
  async saleDays(db: Executor, r: Range): Promise<{ channel: string; day: string }[]> {
    const rows = await sql<{ channel: string; day: string }>`SELECT DISTINCT ol.channel AS channel,
        ol.bill_date AS day FROM order_lines ol WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to}
      ORDER BY ol.channel, ol.bill_date`.execute(db);
    return rows.rows.map((x) => ({ channel: String(x.channel), day: String(x.day) }));
  },

  /** The number of the last event-date change logged so far (0: none): what an export has seen. */
  async changesSeen(db: Executor): Promise<number> {
    const row = await sql<{ n: unknown }>`SELECT MAX(seq) AS n FROM gst_line_date_changes`.execute(db);
    return num(row.rows[0]?.n);
  },

  /**
   * The period's events whose date changed after `since` (a change number), with their changes oldest
   * first: the only events an export of another period can have held
   * (decision 324). At most `limit` events.
   */
  async movedEvents(
    db: Executor,
    r: Range,
    since: number,
    limit: number,
  ): Promise<(EventLine & { changes: { seq: number; oldDate: string | null }[] })[]> {
    const rows = await sql<Record<string, unknown>>`WITH moved AS (
        SELECT DISTINCT c.order_line_id AS id, c.sign AS sign FROM gst_line_date_changes c WHERE c.seq > ${since})
      SELECT ol.id AS id, ol.channel AS channel, ol.order_id AS order_id, ol.sku AS sku, m.sign AS sign,
        CASE WHEN m.sign = 1 THEN ol.bill_date ELSE ol.return_date END AS date, ol.bill_date AS bill_date,
        ol.state AS state, ${RATE} AS rate, p.hsn_code AS hsn, p.id AS product_id, ol.quantity AS quantity,
        ol.invoice_amount_paise AS amount, ol.marketplace_invoice_no AS invoice_no
      FROM moved m JOIN order_lines ol ON ol.id = m.id ${PRODUCT}
      WHERE (m.sign = 1 AND ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to})
         OR (m.sign = -1 AND ol.is_return = ${true} AND ol.return_date >= ${r.from} AND ol.return_date <= ${r.to})
      ORDER BY 6, ol.channel, ol.order_id, ol.sku, m.sign DESC LIMIT ${sql.lit(limit)}`.execute(db);
    const events = rows.rows.map((row) => ({
      ...toEvent(row),
      changes: [] as { seq: number; oldDate: string | null }[],
    }));
    const byKey = new Map(events.map((e) => [`${e.id}|${e.sign}`, e]));
    const ids = [...new Set(events.map((e) => e.id))];
    for (let i = 0; i < ids.length; i += 500) {
      const changes = await db
        .selectFrom('gst_line_date_changes')
        .select(['order_line_id', 'sign', 'seq', 'old_date'])
        .where('order_line_id', 'in', ids.slice(i, i + 500))
        .orderBy('seq')
        .execute();
      for (const c of changes)
        byKey
          .get(`${c.order_line_id}|${num(c.sign)}`)
          ?.changes.push({ seq: num(c.seq), oldDate: c.old_date });
    }
    return events;
  },

  /** Each exported period's latest export: the last date change it had seen. */
  async exportedPeriods(db: Executor): Promise<{ period: string; changesSeen: number }[]> {
    const rows = await db
      .selectFrom('gst_exports')
      .select((eb) => ['period', eb.fn.max('changes_seen').as('seen')])
      .groupBy('period')
      .execute();
    return rows.map((x) => ({ period: x.period, changesSeen: num(x.seen) }));
  },

  /** Sale rows an upload stored no line for: kept, or replaced when uploaded again with the same key. */
  async recordSalesNotStored(
    db: Executor,
    rows: readonly SaleNotStored[],
    at: string,
    by: string | null,
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('sales_not_stored')
        .values(
          rows.slice(i, i + 500).map((s) => ({
            channel: s.channel,
            order_id: s.orderId,
            sku: s.sku,
            bill_date: s.billDate,
            invoice_amount_paise: s.amountPaise,
            quantity: s.quantity,
            marketplace_invoice_no: s.invoiceNo,
            reason: s.reason,
            stored_file_id: s.fileId,
            file_line: s.fileLine,
            created_at: at,
            created_by: by,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['channel', 'order_id', 'sku']).doUpdateSet((eb) => ({
            bill_date: eb.ref('excluded.bill_date'),
            invoice_amount_paise: eb.ref('excluded.invoice_amount_paise'),
            quantity: eb.ref('excluded.quantity'),
            marketplace_invoice_no: eb.ref('excluded.marketplace_invoice_no'),
            reason: eb.ref('excluded.reason'),
            stored_file_id: eb.ref('excluded.stored_file_id'),
            file_line: eb.ref('excluded.file_line'),
            created_at: eb.ref('excluded.created_at'),
            created_by: eb.ref('excluded.created_by'),
          })),
        )
        .execute();
  },

  /**
   * The period's sale rows that no stored line has the key of (channel, order id, SKU) yet: at most
   * `limit`, with how many there are and their value in all.
   */
  async salesNotStored(
    db: Executor,
    r: Range,
    limit: number,
  ): Promise<{ count: number; valuePaise: number; rows: SaleNotStored[] }> {
    const where = sql`s.bill_date >= ${r.from} AND s.bill_date <= ${r.to} AND NOT EXISTS (
      SELECT 1 FROM order_lines ol WHERE ol.channel = s.channel AND ol.order_id = s.order_id AND ol.sku = s.sku)`;
    const [sum, rows] = await Promise.all([
      sql<{ n: unknown; v: unknown }>`SELECT COUNT(*) AS n, SUM(s.invoice_amount_paise) AS v
        FROM sales_not_stored s WHERE ${where}`.execute(db),
      sql<Record<string, unknown>>`SELECT s.* FROM sales_not_stored s WHERE ${where}
        ORDER BY s.bill_date, s.channel, s.order_id, s.sku LIMIT ${sql.lit(limit)}`.execute(db),
    ]);
    return {
      count: num(sum.rows[0]?.n),
      valuePaise: num(sum.rows[0]?.v),
      rows: rows.rows.map((x) => ({
        channel: String(x.channel),
        orderId: String(x.order_id),
        sku: String(x.sku),
        billDate: String(x.bill_date),
        amountPaise: num(x.invoice_amount_paise),
        quantity: num(x.quantity),
        invoiceNo: (x.marketplace_invoice_no as string | null) ?? null,
        reason: String(x.reason),
        fileId: (x.stored_file_id as string | null) ?? null,
        fileLine: num(x.file_line),
      })),
    };
  },
};

/** A sale row an upload did not store, as kept. */
export interface SaleNotStored {
  channel: string;
  orderId: string;
  sku: string;
  billDate: string;
  amountPaise: number;
  quantity: number;
  invoiceNo: string | null;
  reason: string;
  fileId: string | null;
  fileLine: number;
}

export type GstPeriodRepository = typeof gstPeriodRepository;
