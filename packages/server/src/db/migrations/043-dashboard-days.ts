import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { refreshDashboardDays } from '../dashboard-days.ts';
import type { Executor } from '../database.ts';

// Issue 42, decision 341: the dashboards' summary, a row of sums per channel and bill date
// (db/dashboard-days.ts), kept by the database itself: triggers on order_lines and on a listing's Return
// Cost mark the (bill date, channel) a write touches, in the writing transaction, and a read re-sums
// the marked days first. Filled here from the lines already stored.
const SUMS = [
  ...['orders', 'lines', 'units', 'revenue_paise', 'fees_paise', 'settlement_paise', 'purchase_cost_paise'],
  ...['tcs_paise', 'tds_paise', 'kept_profit_paise', 'returns', 'returned_units', 'rto_returns'],
  ...['return_cost_paise', 'paid_lines', 'received_paise', 'expected_payout_paise', 'difference_paise'],
];

const SQLITE_TRIGGERS = [
  sql`CREATE TRIGGER dashboard_days_line_insert AFTER INSERT ON order_lines BEGIN
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel) VALUES (NEW.bill_date, NEW.channel); END`,
  sql`CREATE TRIGGER dashboard_days_line_update AFTER UPDATE ON order_lines BEGIN
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel) VALUES (OLD.bill_date, OLD.channel);
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel) VALUES (NEW.bill_date, NEW.channel); END`,
  sql`CREATE TRIGGER dashboard_days_line_delete AFTER DELETE ON order_lines BEGIN
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel) VALUES (OLD.bill_date, OLD.channel); END`,
  sql`CREATE TRIGGER dashboard_days_return_cost AFTER UPDATE OF return_cost_paise ON listings
    WHEN OLD.return_cost_paise IS NOT NEW.return_cost_paise BEGIN
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel)
      SELECT DISTINCT bill_date, channel FROM order_lines WHERE listing_id = NEW.id AND is_return = 1; END`,
  sql`CREATE TRIGGER dashboard_days_listing_delete AFTER DELETE ON listings BEGIN
    INSERT OR IGNORE INTO dashboard_day_marks (bill_date, channel)
      SELECT DISTINCT bill_date, channel FROM order_lines WHERE listing_id = OLD.id AND is_return = 1; END`,
];

// PostgreSQL: a trigger per statement with its transition table (an import's COPY marks its days once,
// not once per line). The marks have no unique key, so a write never waits on another's mark.
const function_ = (name: string, marked: string) =>
  sql`CREATE FUNCTION ${sql.id(name)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO dashboard_day_marks (bill_date, channel) ${sql.raw(marked)}; RETURN NULL; END $$`;
const POSTGRES_TRIGGERS = [
  function_('dashboard_days_mark_new', 'SELECT DISTINCT bill_date, channel FROM new_lines'),
  function_('dashboard_days_mark_old', 'SELECT DISTINCT bill_date, channel FROM old_lines'),
  function_(
    'dashboard_days_mark_both',
    'SELECT bill_date, channel FROM old_lines UNION SELECT bill_date, channel FROM new_lines',
  ),
  function_(
    'dashboard_days_mark_return_cost',
    `SELECT DISTINCT l.bill_date, l.channel FROM old_listings o JOIN new_listings n ON n.id = o.id
      JOIN order_lines l ON l.listing_id = o.id AND l.is_return
      WHERE o.return_cost_paise IS DISTINCT FROM n.return_cost_paise`,
  ),
  function_(
    'dashboard_days_mark_listing_gone',
    `SELECT DISTINCT l.bill_date, l.channel FROM old_listings o JOIN order_lines l ON l.listing_id = o.id AND l.is_return`,
  ),
  sql`CREATE TRIGGER dashboard_days_line_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_lines
    FOR EACH STATEMENT EXECUTE FUNCTION dashboard_days_mark_new()`,
  sql`CREATE TRIGGER dashboard_days_line_update AFTER UPDATE ON order_lines
    REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION dashboard_days_mark_both()`,
  sql`CREATE TRIGGER dashboard_days_line_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_lines
    FOR EACH STATEMENT EXECUTE FUNCTION dashboard_days_mark_old()`,
  sql`CREATE TRIGGER dashboard_days_return_cost AFTER UPDATE ON listings
    REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
    FOR EACH STATEMENT EXECUTE FUNCTION dashboard_days_mark_return_cost()`,
  sql`CREATE TRIGGER dashboard_days_listing_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_listings
    FOR EACH STATEMENT EXECUTE FUNCTION dashboard_days_mark_listing_gone()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema
    .createTable('dashboard_days')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('bill_date', 'text', (c) => c.notNull());
  for (const column of SUMS) table = table.addColumn(column, 'bigint', (c) => c.notNull());
  await table.addPrimaryKeyConstraint('dashboard_days_pk', ['bill_date', 'channel']).execute();
  const marks = db.schema
    .createTable('dashboard_day_marks')
    .addColumn('bill_date', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull());
  // SQLite has one writer at a time: a day is marked once
  await (
    pg ? marks : marks.addPrimaryKeyConstraint('dashboard_day_marks_pk', ['bill_date', 'channel'])
  ).execute();
  await db.schema
    .createTable('dashboard_days_rules')
    .addColumn('rules', 'text', (c) => c.notNull())
    .execute();
  // a listing's Return Cost changed: its returned lines' days, found without reading every line
  await sql`CREATE INDEX order_lines_returned_listing ON order_lines (listing_id, bill_date, channel)
    WHERE is_return = ${sql.raw(pg ? 'true' : '1')}`.execute(db);
  for (const statement of pg ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await statement.execute(db);
  await refreshDashboardDays(db as unknown as Executor);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of [
    'dashboard_days_line_insert',
    'dashboard_days_line_update',
    'dashboard_days_line_delete',
  ])
    await sql`DROP TRIGGER ${sql.id(name)}${sql.raw(pg ? ' ON order_lines' : '')}`.execute(db);
  for (const name of ['dashboard_days_return_cost', 'dashboard_days_listing_delete'])
    await sql`DROP TRIGGER ${sql.id(name)}${sql.raw(pg ? ' ON listings' : '')}`.execute(db);
  if (pg)
    for (const name of ['new', 'old', 'both', 'return_cost', 'listing_gone'])
      await sql`DROP FUNCTION ${sql.id(`dashboard_days_mark_${name}`)}()`.execute(db);
  await db.schema.dropIndex('order_lines_returned_listing').execute();
  await db.schema.dropTable('dashboard_days_rules').execute();
  await db.schema.dropTable('dashboard_day_marks').execute();
  await db.schema.dropTable('dashboard_days').execute();
}
