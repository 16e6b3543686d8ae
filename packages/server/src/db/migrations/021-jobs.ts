import type { Kysely } from 'kysely';

// Decision 215: long work (a report import today; courier syncs, GST exports and archives later) runs as
// a job any server may run. A job row holds what to do (kind, input, the stored file it reads), who
// asked, its state and progress, and the lease of the one server running it: claiming is one UPDATE of
// a queued row, or of a running one whose lease has expired (its server died), so two servers never
// both run it. A large result (an import's preview) is kept in parts, read a part at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('result', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('error_field', 'text')
    .addColumn('error_row', 'integer')
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // the runner's claim: the oldest queued job, or a running one whose lease has expired
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['state', 'created_at', 'id']).execute();
  // a user's job list, newest first
  await db.schema.createIndex('jobs_started_by').on('jobs').columns(['started_by', 'created_at']).execute();
  // the retention clean-up: finished jobs by when they finished
  await db.schema.createIndex('jobs_finished_at').on('jobs').columns(['finished_at']).execute();
  await db.schema
    .createTable('job_result_parts')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_result_parts_pk', ['job_id', 'part'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_result_parts').execute();
  await db.schema.dropTable('jobs').execute();
}
