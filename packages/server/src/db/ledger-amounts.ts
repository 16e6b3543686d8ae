// The amounts of an order line the read model computes in SQL (modules/reporting): the tax withheld
// from its payout and its payment difference, as core's rules compute them (withheldTaxPaise, the
// reconciliation's paymentAgainstModel), once for the reconciliation queues and the dashboards. The
// same SQL on SQLite and PostgreSQL. `l` is the order line's table alias.
import { CHANNELS, WITHHELD_TAX_RATES, withholdsTax } from '@seller-desk/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

const double = (e: RawBuilder<unknown> | number) => sql<number>`CAST(${e} AS DOUBLE PRECISION)`;

const WITHHOLDING = CHANNELS.filter(withholdsTax);

/**
 * The tax (TCS or TDS) withheld on a line, in paise, as core's withheldTaxPaise computes it: none on
 * the own stores; else the rate of the order date on the value without GST, in IEEE doubles on both
 * databases (CAST AS DOUBLE PRECISION: a bigint times a decimal would be exact NUMERIC on PostgreSQL
 * and could round differently), then to the nearest paisa, a half up (Math.round: FLOOR(x + 0.5) for
 * the amounts of 0 or more a line has).
 */
export function computedWithheldPaise(tax: 'tcs' | 'tds'): RawBuilder<number> {
  const taxable = sql`(${double(sql.ref('l.invoice_amount_paise'))} * 100) / (100 + ${double(sql`COALESCE(l.gst_rate, 0)`)})`;
  const rate = sql`CASE ${sql.join(
    [...WITHHELD_TAX_RATES[tax]]
      .reverse()
      .map((r) => sql`WHEN l.bill_date >= ${r.from} THEN ${double(r.rate)}`),
    sql` `,
  )} END`;
  return sql<number>`CASE WHEN l.channel IN (${sql.join(WITHHOLDING)}) THEN CAST(FLOOR(${taxable} * ${rate} + 0.5) AS BIGINT) ELSE 0 END`;
}

/** The tax withheld from a line's payout: the payment report's where it gave it, else the computed one. */
export const withheldPaise = (tax: 'tcs' | 'tds'): RawBuilder<number> =>
  sql<number>`COALESCE(${sql.ref(`l.${tax}_paise`)}, ${computedWithheldPaise(tax)})`;

/** A paid sale line's expected payout (core's paymentAgainstModel): settlement − TCS − TDS. */
export const expectedPayoutPaise = (): RawBuilder<number> =>
  sql<number>`(l.settlement_paise - ${withheldPaise('tcs')} - ${withheldPaise('tds')})`;

/**
 * A paid sale line's payment difference, the one "Difference" of every screen (the reconciliation's):
 * received − (settlement − TCS − TDS). Only for a line that `hasPaymentDifference`.
 */
export const paymentDifferencePaise = (): RawBuilder<number> =>
  sql<number>`(l.amount_received_paise - ${expectedPayoutPaise()})`;

/** A line whose payment is compared with our fee model: paid, not returned, settlement and amount known. */
export const hasPaymentDifference = (): RawBuilder<SqlBool> =>
  sql<SqlBool>`(l.payment_received = ${true} AND l.is_return = ${false} AND l.settlement_paise IS NOT NULL AND l.amount_received_paise IS NOT NULL)`;

/** What every screen shows of a line's payout beside it, in paise (the Check Bills grid and its CSV). */
export interface LinePayoutAmounts {
  /** TCS and TDS withheld (withheldPaise), of a line not returned; null for a returned one */
  tcsWithheldPaise: number | null;
  tdsWithheldPaise: number | null;
  /** the payment Difference (paymentDifferencePaise) of a line that hasPaymentDifference, else null */
  differencePaise: number | null;
}

/** The select of a line's LinePayoutAmounts, as columns named tcs_withheld, tds_withheld, difference. */
export const linePayoutSelects = () => [
  sql<number | null>`CASE WHEN l.is_return = ${false} THEN ${withheldPaise('tcs')} END`.as('tcs_withheld'),
  sql<number | null>`CASE WHEN l.is_return = ${false} THEN ${withheldPaise('tds')} END`.as('tds_withheld'),
  sql<number | null>`CASE WHEN ${hasPaymentDifference()} THEN ${paymentDifferencePaise()} END`.as(
    'difference',
  ),
];

/** A row's LinePayoutAmounts, as numbers (PostgreSQL gives a bigint as text). */
export const linePayoutOf = (r: {
  tcs_withheld: unknown;
  tds_withheld: unknown;
  difference: unknown;
}): LinePayoutAmounts => {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    tcsWithheldPaise: n(r.tcs_withheld),
    tdsWithheldPaise: n(r.tds_withheld),
    differencePaise: n(r.difference),
  };
};
