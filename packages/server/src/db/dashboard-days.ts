// The dashboards' summary (docs/dashboards.md, decision 341): the sums of core's SalesSums per channel and
// bill date, in `dashboard_days`, so that a year's tiles and series read 1,825 rows whatever the number
// of order lines. The database keeps it exact by itself (migration 043): triggers on `order_lines` (every
// insert, update and delete, whatever wrote it) and on a listing's Return Cost put the (bill date,
// channel) they touch in `dashboard_day_marks`, in the writing transaction; a read first re-sums the
// marked days (`refreshDashboardDays`) with the same SQL (`SALES_SUMS`) that sums the lines.
import { RTO_RETURN_TYPES, type SalesSums } from '@seller-desk/core';
import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Executor } from './database.ts';
import {
  expectedPayoutPaise,
  hasPaymentDifference,
  paymentDifferencePaise,
  withheldPaise,
} from './ledger-amounts.ts';

const returned = sql<SqlBool>`l.is_return = ${true}`;
const kept = sql<SqlBool>`l.is_return = ${false}`;
const when = (cond: RawBuilder<SqlBool>, value: RawBuilder<unknown>) =>
  sql<number>`COALESCE(SUM(CASE WHEN ${cond} THEN ${value} ELSE 0 END), 0)`;
const total = (value: RawBuilder<unknown>) => sql<number>`COALESCE(SUM(${value}), 0)`;

/** Core's isRtoReturn in SQL: a return type equal to one of the codes, or naming RTO, any case. */
const rto = sql<SqlBool>`(LOWER(l.return_type) IN (${sql.join([...RTO_RETURN_TYPES.exact])}) OR LOWER(l.return_type) LIKE ${`%${RTO_RETURN_TYPES.contains}%`})`;

/** A returned line's return cost: its listing's Return Cost per unit; nothing for a line with no listing. */
const returnCost = sql`COALESCE((SELECT li.return_cost_paise FROM listings li WHERE li.id = l.listing_id), 0) * l.quantity`;

/**
 * Every sum of core's SalesSums over order lines `l`, named as its fields: the one select of every sum
 * of lines (the summary's days, the SKU tables). Orders are counted per group: per channel and day in
 * the summary (decision 341).
 */
export const SALES_SUMS = {
  orders: sql<number>`COUNT(DISTINCT l.order_id)`,
  lines: sql<number>`COUNT(*)`,
  units: total(sql`l.quantity`),
  revenuePaise: total(sql`l.invoice_amount_paise`),
  feesPaise: total(sql`l.marketplace_fee_paise`),
  settlementPaise: total(sql`l.settlement_paise`),
  purchaseCostPaise: total(sql`l.purchase_cost_paise`),
  tcsPaise: when(kept, withheldPaise('tcs')),
  tdsPaise: when(kept, withheldPaise('tds')),
  keptProfitPaise: when(kept, sql`l.profit_paise`),
  returns: when(returned, sql`1`),
  returnedUnits: when(returned, sql`l.quantity`),
  rtoReturns: when(sql<SqlBool>`${returned} AND ${rto}`, sql`1`),
  returnCostPaise: when(returned, returnCost),
  paidLines: when(sql<SqlBool>`l.payment_received = ${true}`, sql`1`),
  receivedPaise: when(sql<SqlBool>`l.payment_received = ${true}`, sql`l.amount_received_paise`),
  expectedPayoutPaise: when(hasPaymentDifference(), expectedPayoutPaise()),
  differencePaise: when(hasPaymentDifference(), paymentDifferencePaise()),
} satisfies Record<keyof SalesSums, RawBuilder<number>>;

export const SALES_SUM_KEYS = Object.keys(SALES_SUMS) as (keyof SalesSums)[];

/** A SalesSums field's column in `dashboard_days`: revenuePaise → revenue_paise. */
export const sumColumn = (key: keyof SalesSums): string =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row's sums as numbers, the row's columns named as the fields (PostgreSQL gives a bigint as text). */
export function salesSumsOf(row: Record<string, unknown>): SalesSums {
  const out = {} as SalesSums;
  for (const key of SALES_SUM_KEYS) out[key] = Number(row[key] ?? 0);
  return out;
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Re-sums the given bill dates' lines into the summary (every channel of each date). */
async function resum(tx: Executor, dates: readonly string[]) {
  const columns = sql.join([
    sql.id('channel'),
    sql.id('bill_date'),
    ...SALES_SUM_KEYS.map((k) => sql.id(sumColumn(k))),
  ]);
  for (let i = 0; i < dates.length; i += 500) {
    const chunk = dates.slice(i, i + 500);
    await sql`DELETE FROM dashboard_days WHERE bill_date IN (${sql.join(chunk)})`.execute(tx);
    await sql`INSERT INTO dashboard_days (${columns})
      SELECT l.channel, l.bill_date, ${sql.join(SALES_SUM_KEYS.map((k) => SALES_SUMS[k]))}
      FROM order_lines l WHERE l.bill_date IN (${sql.join(chunk)})
      GROUP BY l.channel, l.bill_date`.execute(tx);
  }
}

/**
 * The SQL the summary was summed with: when the rules of a sum change (a new rate of TCS, say), the
 * summary kept under the old rules is summed again whole at the next read.
 */
function rulesOf(db: Executor): string {
  const q = sql`SELECT ${sql.join(SALES_SUM_KEYS.map((k) => SALES_SUMS[k]))} FROM order_lines l`.compile(db);
  return JSON.stringify([q.sql, q.parameters]);
}

/**
 * Brings the summary up to date: every day marked since the last refresh (and every day, when the sums'
 * rules changed) is summed again from its lines, in one transaction. On PostgreSQL the refreshes take
 * turns (an advisory lock): a refresh deletes the marks it saw and then re-sums, so a line written
 * meanwhile either committed before the re-sum (and is in it) or left its own mark for the next one.
 * On SQLite the transaction takes the write lock. A read with nothing marked writes nothing.
 */
export async function refreshDashboardDays(db: Executor): Promise<void> {
  const rules = rulesOf(db);
  const state = await sql<{ rules: string }>`SELECT rules FROM dashboard_days_rules`.execute(db);
  const marked = await sql`SELECT 1 AS one FROM dashboard_day_marks LIMIT 1`.execute(db);
  if (state.rows[0]?.rules === rules && marked.rows.length === 0) return;
  const work = async (tx: Executor) => {
    if (isPostgres(tx)) await sql`SELECT pg_advisory_xact_lock(hashtext('dashboard_days'))`.execute(tx);
    const now = await sql<{ rules: string }>`SELECT rules FROM dashboard_days_rules`.execute(tx);
    if (now.rows[0]?.rules !== rules) {
      await sql`DELETE FROM dashboard_days`.execute(tx);
      await sql`DELETE FROM dashboard_day_marks`.execute(tx);
      await sql`DELETE FROM dashboard_days_rules`.execute(tx);
      await sql`INSERT INTO dashboard_days_rules (rules) VALUES (${rules})`.execute(tx);
      const all = await sql<{ bill_date: string }>`SELECT DISTINCT bill_date FROM order_lines`.execute(tx);
      await resum(
        tx,
        all.rows.map((r) => r.bill_date),
      );
      return;
    }
    const gone = await sql<{
      bill_date: string;
    }>`DELETE FROM dashboard_day_marks RETURNING bill_date`.execute(tx);
    await resum(tx, [...new Set(gone.rows.map((r) => r.bill_date))]);
  };
  await (db.isTransaction ? work(db) : (db as Db).transaction().execute(work));
}
