import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLineValues } from '../../../test/factories.ts';
import { indexNames } from '../../../test/indexes.ts';
import { storeLines } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordQueries } from '../../../test/sent-queries.ts';
import { gstInvoiceNumbersRepository } from '../../modules/gst/gst-invoice-numbers.repository.ts';
import { down, up } from './047-gst-invoice-number-index.ts';

// Migration 047: the check for a marketplace invoice number repeated in the financial year
// (DOCUMENT_REPEATED) finds the year's lines of each of the period's numbers in one index and reads
// everything it needs there. The plan of the repository's own query is asked of each database: both
// look each number up in the index by number and bill date, from the index alone. A year of 2,000
// lines, two of them sharing a number.
describe('migration 047: the financial year’s lines by marketplace invoice number, from one index', () => {
  let t: TestApp;
  const AUG = { from: '2026-08-01', to: '2026-08-31' };
  const YEAR = { from: '2026-04-01', to: '2027-03-31' };
  beforeAll(async () => {
    t = await createTestApp();
    const day = (i: number) =>
      new Date(Date.parse('2026-04-01T00:00:00Z') + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    await storeLines(t, [
      ...Array.from({ length: 2000 }, (_, i) =>
        orderLineValues({
          orderId: `IX${i}`,
          billDate: day(i),
          marketplaceInvoiceNo: `FAKA2627${String(i).padStart(6, '0')}`,
        }),
      ),
      // April's order IX0's number again, on another order in August
      orderLineValues({
        orderId: 'IX-AGAIN',
        billDate: '2026-08-20',
        marketplaceInvoiceNo: 'FAKA2627000000',
      }),
    ]);
  });
  afterAll(() => t.close());

  /** The SQL and parameters of each query the repository's check sends, as it sends them. */
  async function checkQueries(): Promise<CompiledQuery[]> {
    const db = t.app.database.db;
    const { db: recording, sent } = recordQueries(db);
    const repeated = await gstInvoiceNumbersRepository.repeatedInvoiceNumbers(recording, AUG, YEAR, 200);
    expect(repeated.map((r) => r.orderId)).toEqual(['IX0', 'IX-AGAIN']);
    return sent;
  }

  it('replaces the index on the number alone with one holding the year’s range and what the check reads', async () => {
    const names = await indexNames(t.app.database, 'order_lines');
    expect(names).toContain('order_lines_invoice_no_year');
    expect(names).not.toContain('order_lines_marketplace_invoice_no');
  });

  it('the check’s queries read the year’s lines of each number from the index alone', async () => {
    const db = t.app.database.db;
    if (t.app.database.kind === 'postgres')
      // the statistics and visibility a table of this size has once autovacuum has been by
      await sql`VACUUM ANALYZE order_lines`.execute(db);
    const plans: string[] = [];
    for (const q of await checkQueries()) {
      const prefix = t.app.database.kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
      const plan = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${prefix} ${q.sql}`, [...q.parameters]),
      );
      plans.push(plan.rows.map((r) => Object.values(r).join(' ')).join('\n'));
    }
    // the numbers repeated (each number's first and last order of the year), then their lines
    expect(plans).toHaveLength(2);
    for (const plan of plans)
      if (t.app.database.kind === 'sqlite')
        expect(plan).toMatch(
          /SEARCH o USING COVERING INDEX order_lines_invoice_no_year \(marketplace_invoice_no=\? AND bill_date>\? AND bill_date<\?\)/,
        );
      else
        expect(plan).toMatch(
          /Index Only Scan using order_lines_invoice_no_year on order_lines o\b.*\n\s+Index Cond: \(\(marketplace_invoice_no = (p\.n|'FAKA2627000000'::text)\) AND \(bill_date >= '2026-04-01'::text\) AND \(bill_date <= '2027-03-31'::text\)\)/,
        );
  });

  it('goes back to the index on the number alone, and up again', async () => {
    const db = t.app.database.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await indexNames(t.app.database, 'order_lines')).toContain('order_lines_marketplace_invoice_no');
    await up(db);
    expect(await indexNames(t.app.database, 'order_lines')).toContain('order_lines_invoice_no_year');
    await checkQueries();
  });
});
