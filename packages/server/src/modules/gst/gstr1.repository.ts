// The GSTR-1 reads (docs/gst.md): SQL over the stored order lines and our own documents of a period,
// the same on SQLite and PostgreSQL, exact in paise. A marketplace line is a sale in the period of its
// bill date and, when returned, a return in the period of its return date; each event's taxable value
// is the tax inside its GST-included amount, split per line as core's taxOfIncluded (billing's
// splitGstIncluded) splits it, and summed per channel, state as written, rate, HSN code and unit. The
// period is read once (decision 330): each event is classified in that one pass by what decides its
// section and its checks (above the b2cl threshold, a return of an earlier sale, a charged rate that is
// not the priced one), on the covering indexes of migration 041; the service reads the states to their
// codes (a few dozen spellings), builds the sections, and asks for a check's lines only when a group
// says there are some.
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { MAX_INVOICE_NUMBER_LENGTH } from '@seller-desk/core';
import { invoiceOrderKey, invoiceSeries } from '../../db/document-series.ts';
import type { Executor } from '../../shared/transaction.ts';

export interface PeriodRange {
  from: string;
  to: string;
}

export interface LineGroupQuery extends PeriodRange {
  /** the b2cl threshold in paise by date, latest first: a line above it to another state is b2cl */
  thresholds: readonly { from: string; paise: number }[];
}

export interface LinesQuery extends LineGroupQuery {
  /** the state names, as the lines write them, that are the seller's own state (intra-state supplies) */
  intraStates: readonly string[];
}

/**
 * One group of a period's marketplace events (sales or returns) as read in the one pass: every event
 * of a group has the same section and the same checks. Money in paise.
 */
export interface EventGroup {
  channel: string;
  state: string | null;
  /** the rate charged (the report's IGST, or CGST + SGST), else the rate the line was priced with */
  rate: number | null;
  /** true: the report gave no rate, so the tax is computed from the rule the line was priced with */
  computed: boolean;
  hsn: string | null;
  unit: string | null;
  /** 1 sales, −1 returns */
  sign: 1 | -1;
  /** the line's amount is above the b2cl threshold of its bill date (b2cl when inter-state) */
  over: boolean;
  /** a return whose sale lies before the period */
  earlier: boolean;
  /** the report gave a buyer GSTIN (a marketplace B2B order): its lines are read one by one */
  registered: boolean;
  /** the report's rate differs from the rate the line was priced with (a rate check reads these lines) */
  rateDiffers: boolean;
  lines: number;
  quantity: number;
  amountPaise: number;
  /** Σ taxable value split inside a state (CGST and SGST equal halves), and split between states */
  taxableIntraPaise: number;
  taxableInterPaise: number;
}

/** A group of events whose supply type is known: what the sections are built from. */
export interface LineGroup extends Omit<EventGroup, 'taxableIntraPaise' | 'taxableInterPaise'> {
  /** inter-state above the b2cl threshold */
  large: boolean;
  intra: boolean;
  taxablePaise: number;
}

/** A marketplace line as the b2cl section and the checks list it. */
export interface PeriodLine {
  id: string;
  channel: string;
  orderId: string;
  sku: string;
  billDate: string;
  returnDate: string | null;
  invoiceNo: string | null;
  buyerGstin: string | null;
  state: string | null;
  rate: number | null;
  hsn: string | null;
  unit: string | null;
  productId: string | null;
  quantity: number;
  amountPaise: number;
}

/** One of our documents with what the return needs of it (the document and seller as JSON). */
export interface DocumentRow {
  id: string;
  kind: string;
  invoiceNumber: string;
  billDate: string;
  financialYear: string;
  clientGstin: string | null;
  placeOfSupply: string | null;
  totalPaise: number;
  document: string;
  seller: string;
  cancelled: boolean;
  /** a credit note's original invoice */
  original: {
    id: string;
    invoiceNumber: string;
    billDate: string;
    clientGstin: string | null;
    placeOfSupply: string | null;
    totalPaise: number;
  } | null;
}

const num = (v: unknown) => Number(v ?? 0);
const list = (values: readonly string[]) => (values.length ? sql.join(values.map((v) => sql`${v}`)) : null);

/** 1 when the line's state is one of `states`, else 0 (no state names: 0). */
const isIntra = (states: readonly string[]): RawBuilder<number> => {
  const l = list(states);
  return l ? sql<number>`CASE WHEN ol.state IN (${l}) THEN 1 ELSE 0 END` : sql<number>`0`;
};

/** The threshold in force on the line's bill date (paise). */
const thresholdOf = (thresholds: LineGroupQuery['thresholds']): RawBuilder<number> =>
  thresholds.length === 0
    ? sql<number>`0`
    : sql<number>`CASE ${sql.join(
        thresholds.map((t) => sql`WHEN ol.bill_date >= ${t.from} THEN ${sql.lit(t.paise)}`),
        sql` `,
      )} ELSE ${sql.lit(thresholds.at(-1)!.paise)} END`;

const RATE = sql`COALESCE(ol.igst_rate, ol.cgst_rate + ol.sgst_rate, ol.gst_rate)`;
const PRODUCT = sql`LEFT JOIN listing_products lp ON lp.listing_id = ol.listing_id AND lp.position = 0
  LEFT JOIN products p ON p.id = lp.product_id`;

const REPORT_RATE = sql`COALESCE(ol.igst_rate, ol.cgst_rate + ol.sgst_rate)`;
const REGISTERED = sql`CASE WHEN ol.buyer_gstin IS NOT NULL AND ol.buyer_gstin <> '' THEN 1 ELSE 0 END`;

/**
 * The period's events, one pass each over a covering index: its sales (+1, by bill date) and its
 * returns (−1, by return date), each with what decides its group, grouped by listing (the HSN code and
 * unit are its first product's, looked up once per group, not per line).
 */
function events(q: LineGroupQuery) {
  const select = (sign: number, earlier: RawBuilder<unknown>) => sql`SELECT ol.channel AS channel,
      ol.state AS state, ${RATE} AS rate,
      CASE WHEN ol.igst_rate IS NULL AND ol.cgst_rate IS NULL THEN 1 ELSE 0 END AS computed,
      ol.listing_id AS listing_id, ${sql.lit(sign)} AS sign,
      CASE WHEN ol.invoice_amount_paise > ${thresholdOf(q.thresholds)} THEN 1 ELSE 0 END AS over,
      ${earlier} AS earlier, ${REGISTERED} AS registered,
      CASE WHEN ol.gst_rate IS NOT NULL AND ${REPORT_RATE} IS NOT NULL
        AND ABS(${REPORT_RATE} - ol.gst_rate) > 0.001 THEN 1 ELSE 0 END AS rate_differs,
      ol.quantity AS quantity, ol.invoice_amount_paise AS a,
      CAST(ROUND(COALESCE(${RATE}, 0) * 100) AS BIGINT) AS h
    FROM order_lines ol`;
  return sql`${select(1, sql`0`)} WHERE ol.bill_date >= ${q.from} AND ol.bill_date <= ${q.to}
    UNION ALL ${select(-1, sql`CASE WHEN ol.bill_date < ${q.from} THEN 1 ELSE 0 END`)}
    WHERE ol.return_date >= ${q.from} AND ol.return_date <= ${q.to} AND ol.is_return = ${true}`;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A document number that may break Rule 46's form (core's documentNumberProblem is the rule). */
const oddNumber = (db: Executor, n: RawBuilder<unknown>) =>
  sql`(LENGTH(${n}) > ${sql.lit(MAX_INVOICE_NUMBER_LENGTH)} OR LENGTH(${n}) = 0 OR ${
    isPostgres(db) ? sql`${n} ~ '[^A-Za-z0-9/-]'` : sql`${n} GLOB '*[^A-Za-z0-9/-]*'`
  })`;

export const gstr1Repository = {
  /**
   * The period's events summed per group, in one pass. Each event's taxable value is rounded per line:
   * t0 the nearest paisa of a × 10000 / (10000 + h) (h the rate in hundredths of a percent) between
   * states; inside a state, when the tax a − t0 is odd, the nearer of t0 ± 1 (t0 + 1 when a × 10000 ≥
   * t0 × den), so that CGST and SGST are equal halves: core's splitGstIncluded. Both sums are read, so
   * the service decides intra or inter from the state's code without a second pass.
   */
  async eventGroups(db: Executor, q: LineGroupQuery): Promise<EventGroup[]> {
    const keys = sql`channel, state, rate, computed, sign, over, earlier, registered, rate_differs`;
    const rows = await sql<Record<string, unknown>>`
      SELECT g.channel, g.state, g.rate, g.computed, p.hsn_code AS hsn, p.unit AS unit, g.sign, g.over,
        g.earlier, g.registered, g.rate_differs, SUM(g.lines) AS lines, SUM(g.quantity) AS quantity,
        SUM(g.amount) AS amount, SUM(g.intra) AS taxable_intra, SUM(g.inter) AS taxable_inter
      FROM (SELECT ${keys}, listing_id, COUNT(*) AS lines, SUM(quantity) AS quantity, SUM(a) AS amount,
          SUM(CASE WHEN a <= 0 THEN 0
                   WHEN (a - t0) % 2 <> 0 THEN
                     CASE WHEN a * 10000 >= t0 * (10000 + h) THEN t0 + 1 ELSE t0 - 1 END
                   ELSE t0 END) AS intra,
          SUM(CASE WHEN a <= 0 THEN 0 ELSE t0 END) AS inter
        FROM (SELECT e.*, (2 * e.a * 10000 + (10000 + e.h)) / (2 * (10000 + e.h)) AS t0
              FROM (${events(q)}) e) x
        GROUP BY ${keys}, listing_id) g
      LEFT JOIN listing_products lp ON lp.listing_id = g.listing_id AND lp.position = 0
      LEFT JOIN products p ON p.id = lp.product_id
      GROUP BY g.channel, g.state, g.rate, g.computed, p.hsn_code, p.unit, g.sign, g.over, g.earlier,
        g.registered, g.rate_differs`.execute(db);
    return rows.rows.map((r) => ({
      channel: String(r.channel),
      state: (r.state as string | null) ?? null,
      rate: r.rate === null ? null : Number(r.rate),
      computed: num(r.computed) === 1,
      hsn: (r.hsn as string | null) ?? null,
      unit: (r.unit as string | null) ?? null,
      sign: num(r.sign) === -1 ? -1 : 1,
      over: num(r.over) === 1,
      earlier: num(r.earlier) === 1,
      registered: num(r.registered) === 1,
      rateDiffers: num(r.rate_differs) === 1,
      lines: num(r.lines),
      quantity: num(r.quantity),
      amountPaise: num(r.amount),
      taxableIntraPaise: num(r.taxable_intra),
      taxableInterPaise: num(r.taxable_inter),
    }));
  },

  /**
   * Lines of the period's events, as a section or a check lists them (at most `limit`): `where` picks
   * them ('large' the inter-state lines above the threshold, 'single' those and the lines with a buyer
   * GSTIN, the lines the sections take one by one, 'hsn' those whose product has no HSN code
   * or a shorter one than `digits`, 'state' those of the given state names, 'rate' those whose report
   * rate differs from the rate they were priced with, 'returnOfOther' the returns of sales before it).
   */
  async linesWhere(
    db: Executor,
    q: LinesQuery & { digits?: number; states?: readonly string[]; limit: number },
    where: 'large' | 'single' | 'hsn' | 'state' | 'rate' | 'returnOfOther',
  ): Promise<PeriodLine[]> {
    const inPeriod = sql`((ol.bill_date >= ${q.from} AND ol.bill_date <= ${q.to})
      OR (ol.is_return = ${true} AND ol.return_date >= ${q.from} AND ol.return_date <= ${q.to}))`;
    const states = list(q.states ?? []);
    const large = sql`${isIntra(q.intraStates)} = 0 AND ol.invoice_amount_paise > ${thresholdOf(q.thresholds)}`;
    const condition =
      where === 'large'
        ? large
        : where === 'single'
          ? sql`((${large}) OR ${REGISTERED} = 1)`
          : where === 'hsn'
            ? sql`(p.hsn_code IS NULL OR LENGTH(REPLACE(p.hsn_code, ' ', '')) < ${sql.lit(q.digits ?? 4)})`
            : where === 'state'
              ? states
                ? sql`(ol.state IN (${states}) OR ol.state IS NULL)`
                : sql`ol.state IS NULL`
              : where === 'rate'
                ? sql`ol.gst_rate IS NOT NULL AND ${REPORT_RATE} IS NOT NULL
                  AND ABS(${REPORT_RATE} - ol.gst_rate) > 0.001`
                : sql`ol.is_return = ${true} AND ol.return_date >= ${q.from} AND ol.bill_date < ${q.from}`;
    const rows = await sql<
      Record<string, unknown>
    >`SELECT ol.id, ol.channel, ol.order_id, ol.sku, ol.bill_date,
        ol.return_date, ol.is_return, ol.marketplace_invoice_no, ol.buyer_gstin, ol.state, ${RATE} AS rate, p.hsn_code, p.unit,
        p.id AS product_id, ol.quantity, ol.invoice_amount_paise
      FROM order_lines ol ${PRODUCT}
      WHERE ${inPeriod} AND ${condition}
      ORDER BY ol.bill_date, ol.channel, ol.order_id, ol.sku LIMIT ${q.limit}`.execute(db);
    return rows.rows.map((r) => ({
      id: String(r.id),
      channel: String(r.channel),
      orderId: String(r.order_id),
      sku: String(r.sku),
      billDate: String(r.bill_date),
      returnDate: r.is_return ? ((r.return_date as string | null) ?? null) : null,
      invoiceNo: (r.marketplace_invoice_no as string | null) ?? null,
      buyerGstin: (r.buyer_gstin as string | null) ?? null,
      state: (r.state as string | null) ?? null,
      rate: r.rate === null ? null : Number(r.rate),
      hsn: (r.hsn_code as string | null) ?? null,
      unit: (r.unit as string | null) ?? null,
      productId: (r.product_id as string | null) ?? null,
      quantity: num(r.quantity),
      amountPaise: num(r.invoice_amount_paise),
    }));
  },

  /**
   * Table 13's marketplace series of the period's sales, summed in SQL: a number's series and its order
   * within it are core's seriesOf and seriesOrderKey (db/document-series.ts, which a series' drill-down
   * lists by too), so the first and last are the least and greatest key; a number on several lines
   * counts once. `odd` counts the numbers that
   * may break Rule 46's form (over 16 characters, empty, or with a character other than a letter, a
   * digit, "/" and "-"): oddInvoiceNumbers lists them when there are some.
   */
  async marketplaceSeries(
    db: Executor,
    r: PeriodRange,
  ): Promise<{ series: string; from: string; to: string; total: number; odd: number }[]> {
    const key = invoiceOrderKey(db, sql`x.number`);
    const rows = await sql<Record<string, unknown>>`SELECT x.series AS series, MIN(${key}) AS first,
        MAX(${key}) AS last, COUNT(*) AS total,
        SUM(CASE WHEN ${oddNumber(db, sql`x.number`)} THEN 1 ELSE 0 END) AS odd
      FROM (SELECT DISTINCT ol.marketplace_invoice_no AS number,
              ${invoiceSeries(sql`ol.marketplace_invoice_no`)} AS series
            FROM order_lines ol
            WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to}
              AND ol.marketplace_invoice_no IS NOT NULL) x
      GROUP BY x.series`.execute(db);
    const numberOf = (k: unknown) => String(k).slice(String(k).indexOf('#') + 1);
    return rows.rows.map((x) => ({
      series: String(x.series),
      from: numberOf(x.first),
      to: numberOf(x.last),
      total: num(x.total),
      odd: num(x.odd),
    }));
  },

  /**
   * The period's marketplace invoice numbers that may break Rule 46's form, once each, at most `limit`:
   * core's documentNumberProblem decides; this only leaves the good ones in the database.
   */
  async oddInvoiceNumbers(
    db: Executor,
    r: PeriodRange & { limit: number },
  ): Promise<{ channel: string; number: string }[]> {
    const rows = await sql<{ channel: string; number: string }>`SELECT DISTINCT ol.channel AS channel,
        ol.marketplace_invoice_no AS number FROM order_lines ol
      WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to} AND ol.marketplace_invoice_no IS NOT NULL
        AND ${oddNumber(db, sql`ol.marketplace_invoice_no`)}
      ORDER BY ol.channel, ol.marketplace_invoice_no LIMIT ${r.limit}`.execute(db);
    return rows.rows.map((x) => ({ channel: String(x.channel), number: String(x.number) }));
  },

  /** Our tax invoices, cash memos and credit notes dated in the period, cancelled ones too, oldest first. */
  async documents(db: Executor, r: PeriodRange): Promise<DocumentRow[]> {
    const rows = await db
      .selectFrom('invoices as i')
      .leftJoin('invoices as o', 'o.id', 'i.against_invoice_id')
      .where('i.kind', 'in', ['GST_INVOICE', 'CASH_MEMO', 'CREDIT_NOTE'])
      .where('i.bill_date', '>=', r.from)
      .where('i.bill_date', '<=', r.to)
      .select([
        'i.id',
        'i.kind',
        'i.invoice_number',
        'i.bill_date',
        'i.financial_year',
        'i.client_gstin',
        'i.place_of_supply',
        'i.total_paise',
        'i.document',
        'i.seller',
        'i.cancelled_at',
        'o.id as o_id',
        'o.invoice_number as o_number',
        'o.bill_date as o_date',
        'o.client_gstin as o_gstin',
        'o.place_of_supply as o_pos',
        'o.total_paise as o_total',
      ])
      .orderBy('i.bill_date')
      .orderBy('i.sequence')
      .orderBy('i.kind')
      .execute();
    return rows.map((x) => ({
      id: x.id,
      kind: x.kind,
      invoiceNumber: x.invoice_number,
      billDate: x.bill_date,
      financialYear: x.financial_year,
      clientGstin: x.client_gstin,
      placeOfSupply: x.place_of_supply,
      totalPaise: num(x.total_paise),
      document: x.document,
      seller: x.seller,
      cancelled: x.cancelled_at !== null,
      original:
        x.o_id === null
          ? null
          : {
              id: x.o_id,
              invoiceNumber: x.o_number!,
              billDate: x.o_date!,
              clientGstin: x.o_gstin,
              placeOfSupply: x.o_pos,
              totalPaise: num(x.o_total),
            },
    }));
  },
};

export type Gstr1Repository = typeof gstr1Repository;
