import type { Kysely } from 'kysely';

// Issue 12: important links (/imp-links), the seller's and courier panels the staff open. An ADMIN
// adds, edits, removes and orders them; everyone signed in sees them. `position` orders the whole list
// (the page groups by `group_name` in the order of each group's first link).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imp_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('imp_links_position').on('imp_links').column('position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imp_links').execute();
}
