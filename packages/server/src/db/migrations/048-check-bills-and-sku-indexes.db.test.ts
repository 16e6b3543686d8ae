import type { CheckBillsTab } from '@seller-desk/core';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLineValues } from '../../../test/factories.ts';
import { indexNames } from '../../../test/indexes.ts';
import { storeLines } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordQueries } from '../../../test/sent-queries.ts';
import { checkBillsRepository } from '../../modules/reporting/check-bills.repository.ts';
import { down, up } from './048-check-bills-and-sku-indexes.ts';

// Migration 048: a Check Bills tab's first page is read from an index in the tab's order (channel,
// bill date newest first, order id, SKU, id), so no database sorts the range for 100 lines. The plan of
// the repository's own page query is asked of each database for each tab. A year of 3,000 lines on
// three channels, a fifth returned and half paid.
describe('migration 048: a Check Bills page in the order of its index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const day = (i: number) =>
      new Date(Date.parse('2026-04-01T00:00:00Z') + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    await storeLines(
      t,
      Array.from({ length: 3000 }, (_, i) =>
        orderLineValues({
          channel: (['flipkart', 'amazon', 'meesho'] as const)[i % 3],
          orderId: `IX${i}`,
          sku: `SKU-${i % 40}`,
          billDate: day(i),
          isReturn: i % 5 === 0,
          paymentReceived: i % 2 === 0,
        }),
      ),
    );
    if (t.app.database.kind === 'postgres')
      // the statistics and visibility a table of this size has once autovacuum has been by
      await sql`VACUUM ANALYZE order_lines`.execute(t.app.database.db);
  });
  afterAll(() => t.close());

  /** The plan of the first page of a tab of flipkart's year, as the repository sends it. */
  async function pagePlan(tab: CheckBillsTab): Promise<string> {
    const db = t.app.database.db;
    const { db: recording, sent } = recordQueries(db);
    const filter = { channel: 'flipkart' as const, tab, from: '2026-04-01', to: '2027-03-31' };
    const rows = await checkBillsRepository.page(recording, filter, { first: 100, skip: 0 });
    expect(rows).toHaveLength(100);
    expect(rows[0]!.billDate >= rows[99]!.billDate).toBe(true);
    const q = sent[0]!;
    const prefix = t.app.database.kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
    const plan = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${prefix} ${q.sql}`, [...q.parameters]),
    );
    return plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
  }

  it('replaces the index on (channel, bill_date) with one in the tab’s order, and adds the SKU table’s', async () => {
    const names = await indexNames(t.app.database, 'order_lines');
    expect(names).toEqual(expect.arrayContaining(['order_lines_check_bills', 'order_lines_sku_sums']));
    expect(names).not.toContain('order_lines_channel_bill_date');
  });

  it('reads each tab’s first page from the index in its order, with no sort', async () => {
    // PostgreSQL sorts this small table's few hundred returned or paid lines of a channel when that
    // costs less; at 1,000,000 lines it reads every tab from the index (docs/performance.md)
    const tabs =
      t.app.database.kind === 'sqlite' ? (['SALE', 'RETURN', 'PAYMENT'] as const) : (['SALE'] as const);
    for (const tab of tabs) {
      const plan = await pagePlan(tab);
      expect(plan).toContain('order_lines_check_bills');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it('goes back to the index on (channel, bill_date), and up again', async () => {
    const db = t.app.database.db as unknown as Kysely<unknown>;
    await down(db);
    const names = await indexNames(t.app.database, 'order_lines');
    expect(names).toContain('order_lines_channel_bill_date');
    expect(names).not.toContain('order_lines_check_bills');
    await up(db);
    expect(await pagePlan('SALE')).toContain('order_lines_check_bills');
  });
});
