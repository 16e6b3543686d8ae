import { PostgresAdapter, type Kysely } from 'kysely';

// Decision 220: an uploaded file (a marketplace report today) is stored as it streams in, named by an
// id, and read back a part at a time, by any server. Its row says whose it is and what it is for; its
// bytes are a file in the data folder with SQLite (one server), or rows of about 1 MiB each here with
// PostgreSQL, so that every server of a cluster reads what any of them stored. A row whose `bytes` is
// null is a write under way (or one a dead server left): it is never read, and it is cleaned up.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('bytes', 'integer')
    // what the writer found of the file as it passed (a report's encoding and head), as JSON
    .addColumn('meta', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // the clean-up of old files and of writes left unfinished
  await db.schema.createIndex('stored_files_created_at').on('stored_files').column('created_at').execute();
  await db.schema
    .createTable('stored_file_parts')
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_parts_pk', ['file_id', 'part'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_parts').execute();
  await db.schema.dropTable('stored_files').execute();
}
