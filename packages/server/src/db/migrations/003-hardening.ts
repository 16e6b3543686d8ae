import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 8 (hardening), one migration for SQLite and PostgreSQL:
// - products.purchase_cost_paise becomes bigint on PostgreSQL: every accepted cost (up to
//   ₹1,00,00,00,000 = 10^11 paise) must fit (an SQLite integer is 64-bit already);
// - login throttling keeps one counter row per key, updated atomically (decision 041), instead of a
//   row per failure that was counted and then written in two steps;
// - images and thumbnails can live in the database (file_blobs), so several servers on one
//   PostgreSQL database serve each other's uploads (decision 046);
// - leases: periodic work (session pruning) runs on one server at a time (decision 046);
// - users.oidc_subject ties an account to its single sign-on identity (decision 048).
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`alter table products alter column purchase_cost_paise type bigint`.execute(db);
  }

  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('file_blobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('oidc_subject', 'text').execute();
  await db.schema.createIndex('users_oidc_subject').on('users').column('oidc_subject').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('users_oidc_subject').execute();
  await db.schema.alterTable('users').dropColumn('oidc_subject').execute();
  for (const t of ['leases', 'file_blobs', 'login_throttle']) await db.schema.dropTable(t).execute();
  const serial = isPostgres
    ? sql`id bigint generated always as identity primary key`
    : sql`id integer primary key autoincrement`;
  await sql`create table login_failures (${serial}, key text not null, at text not null)`.execute(db);
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();
  if (isPostgres) {
    await sql`alter table products alter column purchase_cost_paise type integer`.execute(db);
  }
}
