import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import { down, up } from './017-supplier-bill-number.ts';

// Decision 163: the bills stored before migration 017 kept their supplier's bill number only inside the
// document; the migration fills the searched column from it, on both databases.
describe("migration 017: the supplier's bill number of the bills stored before it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
  });
  afterAll(() => t.close());

  const save = async (kind: string, supplierBillNumber: string) => {
    const r = await t.user.gql<{ saveInvoice: { id: string; invoiceNumber: string } }>(
      `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
        saveInvoice(kind: $kind, data: $data) { id invoiceNumber } }`,
      {
        kind,
        data: {
          clientName: 'Surat Textile Mills',
          supplierBillNumber,
          invoiceDate: '2026-11-23',
          productLines: [{ description: 'Cotton fabric', quantity: 3, rate: 400, gst: 5, hsnCode: '5208' }],
        },
      },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.saveInvoice;
  };
  const found = async (search: string) =>
    (
      await t.user.gql<{ invoices: { invoiceNumber: string }[] }>(
        `query ($search: String) { invoices(where: { search: $search }) { invoiceNumber } }`,
        { search },
      )
    ).data!.invoices.map((i) => i.invoiceNumber);

  it('fills the column from each bill’s document, so Check Invoice finds the bills stored before', async () => {
    const db = t.app.database.db;
    const kept = await save('PURCHASE', 'STM/26-27/0912');
    const expense = await save('EXPENSE', 'KC-4471');
    // as before the migration: the number only in the document; one more bill stored as then
    await down(db as unknown as Kysely<unknown>);
    const row = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    await (db as unknown as Kysely<{ invoices: Record<string, unknown> }>)
      .insertInto('invoices')
      .values({
        ...row,
        id: 'stored-before-017',
        invoice_number: 'PB231126009',
        sequence: 9,
        document: JSON.stringify({ ...JSON.parse(row.document), supplierBillNumber: 'ABC/Old/77' }),
      })
      .execute();
    await up(db as unknown as Kysely<unknown>);

    expect(await found('26-27/09')).toEqual([kept.invoiceNumber]);
    expect(await found('c-44')).toEqual([expense.invoiceNumber]);
    expect(await found('abc/OLD')).toEqual(['PB231126009']);
    const column = await db
      .selectFrom('invoices')
      .select(['invoice_number', 'supplier_bill_number'])
      .orderBy('invoice_number')
      .execute();
    expect(column).toEqual([
      { invoice_number: expense.invoiceNumber, supplier_bill_number: 'KC-4471' },
      { invoice_number: kept.invoiceNumber, supplier_bill_number: 'STM/26-27/0912' },
      { invoice_number: 'PB231126009', supplier_bill_number: 'ABC/Old/77' },
    ]);
  });
});
