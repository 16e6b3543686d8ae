// The marketplace invoice numbers of a GSTR-1 period repeated in its financial year (the period
// screen's DOCUMENT_REPEATED check; docs/gst.md, Checks), the same SQL on SQLite and PostgreSQL, read
// through migration 047's index.
import { sql } from 'kysely';
import type { Executor } from '../../shared/transaction.ts';
import type { Range } from './gst-period.repository.ts';

export const gstInvoiceNumbersRepository = {
  /**
   * The marketplace invoice numbers of the period's sales that other orders of the financial year carry
   * too (any channel): each (number, channel, order) once, with one of its lines; at most `limit` rows.
   * Each number is looked up in migration 047's index, which holds what is read: how many orders of
   * the year carry it, then the repeated numbers' lines (decision 363).
   */
  async repeatedInvoiceNumbers(
    db: Executor,
    r: Range,
    year: Range,
    limit: number,
  ): Promise<
    { number: string; channel: string; orderId: string; sku: string; id: string; billDate: string }[]
  > {
    const inYear = sql`o.marketplace_invoice_no IS NOT NULL AND o.bill_date >= ${year.from} AND o.bill_date <= ${year.to}`;
    const numbers = await sql<{
      n: string;
    }>`SELECT p.n AS n FROM (SELECT DISTINCT ol.marketplace_invoice_no AS n
        FROM order_lines ol WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to}
          AND ol.marketplace_invoice_no IS NOT NULL) p
      WHERE (SELECT COUNT(DISTINCT o.channel || '|' || o.order_id) FROM order_lines o
        WHERE o.marketplace_invoice_no = p.n AND ${inYear}) > 1
      ORDER BY p.n LIMIT ${sql.lit(limit)}`.execute(db);
    if (numbers.rows.length === 0) return [];
    const rows = await sql<
      Record<string, unknown>
    >`SELECT o.marketplace_invoice_no AS n, o.channel AS channel,
        o.order_id AS order_id, MIN(o.id) AS id, MIN(o.sku) AS sku, MIN(o.bill_date) AS bill_date
      FROM order_lines o WHERE o.marketplace_invoice_no IN (${sql.join(numbers.rows.map((x) => x.n))}) AND ${inYear}
      GROUP BY o.marketplace_invoice_no, o.channel, o.order_id ORDER BY 1, 6, 2, 3 LIMIT ${sql.lit(limit)}`.execute(
      db,
    );
    return rows.rows.map((x) => ({
      number: String(x.n),
      channel: String(x.channel),
      orderId: String(x.order_id),
      sku: String(x.sku),
      id: String(x.id),
      billDate: String(x.bill_date),
    }));
  },
};

export type GstInvoiceNumbersRepository = typeof gstInvoiceNumbersRepository;
