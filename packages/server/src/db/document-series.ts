// Table 13's series of a marketplace invoice number and its place in the series, in SQL, as core's
// seriesOf and seriesOrderKey (gst/documents-issued.ts) compute them for a number that is not one of
// ours: written once, for the series' sums (modules/gst, gstr1.repository.ts) and for a series'
// drill-down, which must list exactly the numbers its row counts (gst-period.repository.ts). The same
// SQL on SQLite and PostgreSQL; `n` is the number's column.
import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';

/** The number's series: its text up to its last run of digits ("FAABCD2600012345" → "FAABCD"). */
export const invoiceSeries = (n: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`RTRIM(${n}, '0123456789')`;

/**
 * The number's order within its series as one text, compared byte by byte: the width of the number at
 * its end (leading zeros left out) in four digits, that number, "#", the whole number. Its least and
 * greatest are the series' first and last; the part after the first "#" is the number.
 */
export function invoiceOrderKey(db: Executor, n: RawBuilder<unknown>): RawBuilder<string> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const end = sql`LTRIM(SUBSTR(${n}, LENGTH(${invoiceSeries(n)}) + 1), '0')`;
  const width = postgres
    ? sql`LPAD(CAST(LENGTH(${end}) AS TEXT), 4, '0')`
    : sql`SUBSTR('0000' || LENGTH(${end}), -4)`;
  // SQL's text order as JavaScript's (code units): PostgreSQL's "C" collation, SQLite's own
  return sql<string>`(${width} || ${end} || '#' || ${n})${postgres ? sql` COLLATE "C"` : sql``}`;
}
