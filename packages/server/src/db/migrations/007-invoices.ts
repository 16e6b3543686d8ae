import { PostgresAdapter, type Kysely } from 'kysely';

// Issue 13 (billing), one migration for SQLite and PostgreSQL:
// - invoices: one row per document (tax invoice, cash memo, purchase, expense, credit note), keyed by
//   its number, with its bill date, the whole document as JSON, the seller profile it was issued
//   under, the sums in paise and who saved it; a document is never edited, only cancelled (decision 081);
// - invoice_counters: the last sequence number per series and day. A save takes the next number with
//   one atomic upsert inside its own transaction, so concurrent saves queue on the row and a failed
//   save rolls its number back (decision 080).
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const money = isPostgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('invoice_counters')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['kind', 'bill_date'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_gstin', 'text')
    .addColumn('place_of_supply', 'text')
    .addColumn('subtotal_paise', money, (c) => c.notNull())
    .addColumn('cgst_paise', money, (c) => c.notNull())
    .addColumn('sgst_paise', money, (c) => c.notNull())
    .addColumn('igst_paise', money, (c) => c.notNull())
    .addColumn('tax_total_paise', money, (c) => c.notNull())
    .addColumn('total_paise', money, (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('against_invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addUniqueConstraint('invoices_kind_date_sequence', ['kind', 'bill_date', 'sequence'])
    .execute();
  await db.schema.createIndex('invoices_bill_date').on('invoices').columns(['bill_date', 'kind']).execute();
  await db.schema.createIndex('invoices_against').on('invoices').column('against_invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
