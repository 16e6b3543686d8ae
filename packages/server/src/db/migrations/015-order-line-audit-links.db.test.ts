import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { indexNames } from '../../../test/indexes.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderLinesRepository, type OrderLineValues } from '../../modules/ledger/order-lines.repository.ts';
import { writeAudits } from '../../shared/audit.ts';
import { down, up } from './015-order-line-audit-links.ts';

// Decision 130: each upload links the lines it stored or changed to its audit row; the uploads stored
// before migration 015 are linked from the lists their rows keep, on both databases.
describe('migration 015: the order lines of each upload, linked to its audit row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createKidsSetListing(t.user);
  });
  afterAll(() => t.close());

  const links = async () =>
    (
      await t.app.database.db
        .selectFrom('audit_log_order_lines as x')
        .innerJoin('audit_log as a', 'a.id', 'x.audit_id')
        .innerJoin('order_lines as l', 'l.id', 'x.order_line_id')
        .select(['a.entity_id', 'l.order_id', 'l.sku'])
        .execute()
    )
      .map((r) => `${r.entity_id} ${r.order_id}/${r.sku}`)
      .sort();

  it('links the uploads stored before it from their lists, and runs again (and back) without harm', async () => {
    const upload = async (kind: string, text: string) => {
      const res = await t.user.request(
        'POST',
        `/files/reports/${kind}/flipkart`,
        multipartFile(`${kind}.csv`, text, 'text/csv'),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await upload(
      'sale',
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity\nMG000001,"Aug 20, 2026",KIDS-SET-01,499,1\nMG000002,"Aug 20, 2026",KIDS-SET-01,499,1',
    );
    await upload('payment', 'ORDER ID,DATE,BANK\nMG000001,2026-09-11,325.00\n');
    // a payment links the lines it paid; a sale's lines keep the instant of its row (decision 130)
    expect(await links()).toEqual(['flipkart:payment MG000001/KIDS-SET-01']);

    // a line whose SKU holds a slash, and an upload row as an earlier version wrote it (no links):
    // it names that line, a line of another channel's report, and an order not stored
    const db = t.app.database.db;
    await orderLinesRepository.insertNew(
      db,
      [
        {
          id: 'mg-slash',
          channel: 'flipkart',
          orderId: 'MG000003',
          sku: 'KIDS/SET/02',
          billDate: '2026-08-20',
          invoiceAmountPaise: 49900,
          quantity: 1,
        } as OrderLineValues & { id: string },
      ],
      '2026-09-01T00:00:00.000Z',
      null,
    );
    await writeAudits(db, [
      {
        at: '2026-09-02T00:00:00.000Z',
        userId: null,
        entity: 'order_line',
        entityId: 'flipkart:return',
        action: 'upload',
        before: null,
        after: {
          stored: 2,
          orders: ['MG000002/KIDS-SET-01', 'MG000003/KIDS/SET/02', 'NOT-STORED/KIDS-SET-01'],
        },
      },
      {
        at: '2026-09-02T00:00:00.000Z',
        userId: null,
        entity: 'order_line',
        entityId: 'amazon:payment',
        action: 'upload',
        before: null,
        after: { stored: 1, orders: ['MG000001/KIDS-SET-01'] },
      },
    ]);

    // as before the migration: no table; then the migration links every upload from its list (a sale's
    // too: before it, a sale's row was stamped a moment after its lines)
    await down(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);
    const linked = [
      'flipkart:payment MG000001/KIDS-SET-01',
      'flipkart:return MG000002/KIDS-SET-01',
      'flipkart:return MG000003/KIDS/SET/02',
      'flipkart:sale MG000001/KIDS-SET-01',
      'flipkart:sale MG000002/KIDS-SET-01',
    ];
    expect(await links()).toEqual(linked);
    await up(db as unknown as Kysely<unknown>); // again: nothing twice
    expect(await links()).toEqual(linked);
  });

  it("gives a record's history its rows in order from one index, in place of (entity, entity_id)", async () => {
    const recordIndexes = async (): Promise<string[]> =>
      (await indexNames(t.app.database, 'audit_log')).filter(
        (n) => n === 'audit_log_entity' || n === 'audit_log_record_at_id',
      );
    expect(await recordIndexes()).toEqual(['audit_log_record_at_id']);
    const db = t.app.database.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await recordIndexes()).toEqual(['audit_log_entity']);
    await up(db);
    expect(await recordIndexes()).toEqual(['audit_log_record_at_id']);
  });
});
