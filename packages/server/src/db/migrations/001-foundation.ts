import { PostgresAdapter, sql, type Kysely } from 'kysely';

// One set of migrations for SQLite and PostgreSQL: only types both understand ('double precision'
// has REAL affinity in SQLite, 'boolean' numeric affinity). Auto-increment ids differ per dialect.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = (col: string) =>
    isPostgres
      ? sql`${sql.ref(col)} bigint generated always as identity primary key`
      : sql`${sql.ref(col)} integer primary key autoincrement`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('ADMIN', 'USER')`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createIndex('users_username_ci')
    .on('users')
    .expression(sql`lower(username)`)
    .unique()
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await sql`create table login_failures (${serial('id')}, key text not null, at text not null)`.execute(db);
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('purchase_cost_paise', 'integer')
    .addColumn('stock', 'integer')
    .addColumn('gst', 'double precision')
    .addColumn('hsn_code', 'text')
    .addColumn('product_image', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_keyword', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('amazon_keyword', 'text')
    .addColumn('product_length', 'double precision')
    .addColumn('breadth', 'double precision')
    .addColumn('height', 'double precision')
    .addColumn('weight', 'double precision')
    .addColumn('rack_no', 'text')
    .addColumn('for_sale', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('published_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('products_name_id').on('products').columns(['product_name', 'id']).execute();

  await sql`create table audit_log (
    ${serial('id')}, at text not null, user_id text, entity text not null, entity_id text not null,
    action text not null, before text, after text)`.execute(db);
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['audit_log', 'products', 'app_state', 'login_failures', 'sessions', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
