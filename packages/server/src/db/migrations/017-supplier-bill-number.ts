import { INWARD_KINDS, supplierBillNumberOf, type InvoiceKind } from '@seller-desk/core';
import type { Kysely } from 'kysely';

// Decision 163: Check Invoice finds a purchase or expense bill by its number on the supplier's bill,
// which the staff match input tax credit by. The number was kept only inside the document's JSON; it
// gets a column of its own, searched like the client's name, on SQLite and PostgreSQL alike (no JSON
// expression of either database in the query). The bills stored before are filled from their documents
// by core's supplierBillNumberOf, the rule the server writes the column by on every save, so the two
// cannot differ. The documents are read a page at a time: each holds its logo, up to 512 KiB.
const PAGE = 200;

interface Tables {
  invoices: { id: string; kind: string; document: string; supplier_bill_number: string | null };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('invoices').addColumn('supplier_bill_number', 'text').execute();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('invoices')
      .select(['id', 'kind', 'document'])
      .where('kind', 'in', INWARD_KINDS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const number = supplierBillNumberOf(
        r.kind as InvoiceKind,
        JSON.parse(r.document) as { supplierBillNumber?: unknown },
      );
      if (number !== null)
        await db
          .updateTable('invoices')
          .set({ supplier_bill_number: number })
          .where('id', '=', r.id)
          .execute();
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.alterTable('invoices').dropColumn('supplier_bill_number').execute();
}
