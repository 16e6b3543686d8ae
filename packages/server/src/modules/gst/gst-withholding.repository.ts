// The TCS/TDS ledger's reads and its one write (docs/gst.md "TCS/TDS ledger", decision 321), the same
// SQL on SQLite and PostgreSQL: per marketplace and day, the net taxable value of the sales less the
// returns (each line's taxable value split as the return splits it, to the nearest paisa); per
// marketplace and month, the TCS and TDS the settlement reports withheld; and the credited figures
// entered from the portal (migration 040).
import { sql } from 'kysely';
import type { Executor } from '../../shared/transaction.ts';
import type { Range } from './gst-period.repository.ts';

const num = (v: unknown) => Number(v ?? 0);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const H = sql`CAST(ROUND(COALESCE(ol.igst_rate, ol.cgst_rate + ol.sgst_rate, ol.gst_rate, 0) * 100) AS BIGINT)`;

export interface CreditRecord {
  channel: string;
  month: string;
  tcsCreditedPaise: number | null;
  tdsCreditedPaise: number | null;
  updatedAt: string;
  updatedBy: string | null;
}

export const gstWithholdingRepository = {
  /** Per channel and day of the range: the net taxable value of its sales (by bill date) less its returns. */
  async netTaxableByDay(
    db: Executor,
    r: Range,
    channels: readonly string[],
  ): Promise<{ channel: string; date: string; taxablePaise: number }[]> {
    if (channels.length === 0) return [];
    const inChannels = sql.join(channels.map((c) => sql`${c}`));
    const rows = await sql<Record<string, unknown>>`
      SELECT channel, d, SUM(sign * ((2 * a * 10000 + (10000 + h)) / (2 * (10000 + h)))) AS taxable
      FROM (SELECT ol.channel AS channel, ol.bill_date AS d, 1 AS sign, ol.invoice_amount_paise AS a, ${H} AS h
              FROM order_lines ol WHERE ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to} AND ol.channel IN (${inChannels})
            UNION ALL
            SELECT ol.channel, ol.return_date, -1, ol.invoice_amount_paise, ${H}
              FROM order_lines ol WHERE ol.is_return = ${true} AND ol.return_date >= ${r.from}
                AND ol.return_date <= ${r.to} AND ol.channel IN (${inChannels})) e
      GROUP BY channel, d ORDER BY channel, d`.execute(db);
    return rows.rows.map((x) => ({
      channel: String(x.channel),
      date: String(x.d),
      taxablePaise: num(x.taxable),
    }));
  },

  /**
   * Per channel and month: the TCS and TDS the payment reports recorded, a payment in the month of its
   * line's sale, a refund (a negative amount withheld) of a returned line in the month of its return.
   */
  async withheldByMonth(
    db: Executor,
    r: Range,
  ): Promise<{ channel: string; month: string; tcsPaise: number; tdsPaise: number }[]> {
    const rows = await sql<Record<string, unknown>>`
      SELECT channel, SUBSTR(d, 1, 7) AS month, SUM(tcs) AS tcs, SUM(tds) AS tds
      FROM (SELECT ol.channel AS channel,
                   CASE WHEN ol.is_return = ${true} AND ol.return_date IS NOT NULL
                          AND COALESCE(olp.tcs_paise, 0) + COALESCE(olp.tds_paise, 0) < 0
                        THEN ol.return_date ELSE ol.bill_date END AS d,
                   COALESCE(olp.tcs_paise, 0) AS tcs, COALESCE(olp.tds_paise, 0) AS tds
            FROM order_line_payments olp JOIN order_lines ol ON ol.id = olp.order_line_id
            WHERE (ol.bill_date >= ${r.from} AND ol.bill_date <= ${r.to})
               OR (ol.is_return = ${true} AND ol.return_date >= ${r.from} AND ol.return_date <= ${r.to})) x
      WHERE d >= ${r.from} AND d <= ${r.to}
      GROUP BY channel, SUBSTR(d, 1, 7) ORDER BY channel, month`.execute(db);
    return rows.rows.map((x) => ({
      channel: String(x.channel),
      month: String(x.month),
      tcsPaise: num(x.tcs),
      tdsPaise: num(x.tds),
    }));
  },

  /** The credited figures entered for these months. */
  async credits(db: Executor, months: readonly string[]): Promise<CreditRecord[]> {
    if (months.length === 0) return [];
    const rows = await db
      .selectFrom('gst_withholding_credits')
      .selectAll()
      .where('month', 'in', months)
      .execute();
    return rows.map((x) => ({
      channel: x.channel,
      month: x.month,
      tcsCreditedPaise: orNull(x.tcs_credited_paise),
      tdsCreditedPaise: orNull(x.tds_credited_paise),
      updatedAt: x.updated_at,
      updatedBy: x.updated_by,
    }));
  },

  /** Stores a marketplace's month's credited figures (null: not entered), with who and when. */
  async saveCredit(db: Executor, c: CreditRecord): Promise<void> {
    const values = {
      tcs_credited_paise: c.tcsCreditedPaise,
      tds_credited_paise: c.tdsCreditedPaise,
      updated_at: c.updatedAt,
      updated_by: c.updatedBy,
    };
    await db
      .insertInto('gst_withholding_credits')
      .values({ channel: c.channel, month: c.month, ...values })
      .onConflict((oc) => oc.columns(['channel', 'month']).doUpdateSet(values))
      .execute();
  },
};

export type GstWithholdingRepository = typeof gstWithholdingRepository;
