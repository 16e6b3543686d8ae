import type { Kysely } from 'kysely';

// Decision 147: a product has its own unit of quantity (UQC, the GST Network's codes in core's
// billing/uqc.ts), which an invoice line picked from the catalogue takes. Every product stored before
// counts in pieces, as decision 141 had every picked product: the column is filled with PCS for them by
// its default, on SQLite and PostgreSQL alike. Which codes are units is core's rule, checked by the
// server before it writes (validateProductInput), so the column holds no list of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('PCS'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('unit').execute();
}
