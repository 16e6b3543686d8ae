import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 37 (decision 324): a line leaves an exported GSTR-1 period only when its bill date, or its
// return's date, changes. Instead of each export writing every order line it held (migration 039's
// gst_export_lines, 300,000 rows a quarter), the database logs each such change as it happens, whoever
// makes it (an upload, a bill edit, a sync), numbered in order; an export keeps the last number it saw.
// A line's date at an export is then the old date of its first change after that export, or its date now
// (core's exportsHoldingEvent).
// The event: +1 the sale (its bill date), −1 the return (its return date while it is a return).
const RETURN_DATE = (row: 'OLD' | 'NEW') =>
  `CASE WHEN ${row}.is_return THEN ${row}.return_date ELSE NULL END`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table gst_line_date_changes (${
    isPostgres
      ? sql`seq bigint generated always as identity primary key`
      : sql`seq integer primary key autoincrement`
  }, order_line_id text not null, sign integer not null, old_date text, new_date text)`.execute(db);
  await db.schema
    .createIndex('gst_line_date_changes_line')
    .on('gst_line_date_changes')
    .columns(['order_line_id', 'sign', 'seq'])
    .execute();
  await db.schema
    .alterTable('gst_exports')
    .addColumn('changes_seen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const insert = (sign: 1 | -1, from: string, to: string) =>
    `INSERT INTO gst_line_date_changes (order_line_id, sign, old_date, new_date) VALUES (NEW.id, ${sign}, ${from}, ${to});`;
  const billChanged = 'OLD.bill_date IS DISTINCT FROM NEW.bill_date';
  const returnChanged = `(${RETURN_DATE('OLD')}) IS DISTINCT FROM (${RETURN_DATE('NEW')})`;
  if (isPostgres) {
    await sql
      .raw(
        `CREATE FUNCTION gst_line_date_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF ${billChanged} THEN ${insert(1, 'OLD.bill_date', 'NEW.bill_date')} END IF;
          IF ${returnChanged} THEN ${insert(-1, RETURN_DATE('OLD'), RETURN_DATE('NEW'))} END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER order_lines_gst_date_change AFTER UPDATE ON order_lines FOR EACH ROW
         WHEN (${billChanged} OR ${returnChanged}) EXECUTE FUNCTION gst_line_date_change()`,
      )
      .execute(db);
  } else {
    const is = (s: string) => s.replaceAll('IS DISTINCT FROM', 'IS NOT');
    await sql
      .raw(
        `CREATE TRIGGER order_lines_gst_bill_date_change AFTER UPDATE OF bill_date ON order_lines
         WHEN ${is(billChanged)} BEGIN ${insert(1, 'OLD.bill_date', 'NEW.bill_date')} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER order_lines_gst_return_date_change AFTER UPDATE OF return_date, is_return ON order_lines
         WHEN ${is(returnChanged)} BEGIN ${insert(-1, RETURN_DATE('OLD'), RETURN_DATE('NEW'))} END`,
      )
      .execute(db);
  }
  // the lines each export held are no longer written (the log above says which moved)
  await db.schema.dropTable('gst_export_lines').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('gst_export_lines')
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('sign', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gst_export_lines_pk', ['order_line_id', 'sign', 'period'])
    .execute();
  await db.schema.createIndex('gst_export_lines_period').on('gst_export_lines').columns(['period']).execute();
  if (isPostgres) {
    await sql`DROP TRIGGER order_lines_gst_date_change ON order_lines`.execute(db);
    await sql`DROP FUNCTION gst_line_date_change()`.execute(db);
  } else {
    await sql`DROP TRIGGER order_lines_gst_bill_date_change`.execute(db);
    await sql`DROP TRIGGER order_lines_gst_return_date_change`.execute(db);
  }
  await db.schema.alterTable('gst_exports').dropColumn('changes_seen').execute();
  await db.schema.dropTable('gst_line_date_changes').execute();
}
