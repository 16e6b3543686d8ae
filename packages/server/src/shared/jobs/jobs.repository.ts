import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../../db/types.ts';
import type { Executor } from '../transaction.ts';
import type { JobError, JobRecord } from './jobs.ts';

// The jobs table's SQL (decision 215). Every write of a running job names its lease holder, so a
// server that lost the lease (it stalled past the expiry and another took the job over) changes nothing.

type JobRow = Selectable<JobsTable>;

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    input: parse(row.input),
    fileId: row.file_id,
    state: row.state,
    progress: {
      done: Number(row.progress_done),
      total: row.progress_total === null ? null : Number(row.progress_total),
    },
    result: parse(row.result),
    error:
      row.error_code === null
        ? null
        : {
            code: row.error_code as JobError['code'],
            message: row.error_message ?? '',
            field: row.error_field,
            row: row.error_row === null ? null : Number(row.error_row),
          },
    startedBy: row.started_by,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    attempts: Number(row.attempts),
  };
}

/** A job a server may take: queued, or running on a server whose lease has expired (it died). */
const claimable = (at: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([
    eb('state', '=', 'queued'),
    eb.and([eb('state', '=', 'running'), eb('lease_expires_at', '<=', at)]),
  ]);

export const jobsRepository = {
  async insert(
    ex: Executor,
    job: { id: string; kind: string; input: unknown; fileId: string | null; startedBy: string; at: string },
  ): Promise<void> {
    await ex
      .insertInto('jobs')
      .values({
        id: job.id,
        kind: job.kind,
        input: JSON.stringify(job.input ?? null),
        file_id: job.fileId,
        state: 'queued',
        started_by: job.startedBy,
        created_at: job.at,
      })
      .execute();
  },

  /**
   * Takes the oldest claimable job with attempts left for `holder`, in one UPDATE: the row is chosen
   * and taken in the same statement, and the claim's condition is checked again on the row it takes,
   * so when two servers choose the same job at once only one update changes it (PostgreSQL re-checks
   * the condition on the row the winner wrote; SQLite runs one write at a time). null: none was taken
   * (none waits, or another server took the one chosen: the caller may look again).
   */
  async claim(ex: Executor, holder: string, at: string, until: string, maxAttempts: number) {
    const row = await ex
      .updateTable('jobs')
      .set({
        state: 'running',
        lease_holder: holder,
        lease_expires_at: until,
        attempts: sql<number>`attempts + 1`,
        started_at: sql<string>`coalesce(started_at, ${at})`,
      })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where(claimable(at))
          .where('attempts', '<', maxAttempts)
          .orderBy('created_at')
          .orderBy('id')
          .limit(1),
      )
      .where(claimable(at))
      .where('attempts', '<', maxAttempts)
      .returningAll()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** Whether a job waits to be taken (queued, or abandoned with attempts left). */
  async anyClaimable(ex: Executor, at: string, maxAttempts: number): Promise<boolean> {
    const row = await ex
      .selectFrom('jobs')
      .select('id')
      .where(claimable(at))
      .where('attempts', '<', maxAttempts)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Fails the jobs whose server died on their last attempt; answers their ids. */
  async failAbandoned(ex: Executor, at: string, maxAttempts: number, error: JobError): Promise<string[]> {
    const rows = await ex
      .updateTable('jobs')
      .set({
        state: 'failed',
        finished_at: at,
        lease_holder: null,
        lease_expires_at: null,
        ...errorColumns(error),
      })
      .where('state', '=', 'running')
      .where('lease_expires_at', '<=', at)
      .where('attempts', '>=', maxAttempts)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** Extends the lease; false when `holder` no longer holds it. */
  async renew(ex: Executor, id: string, holder: string, until: string): Promise<boolean> {
    const r = await ex
      .updateTable('jobs')
      .set({ lease_expires_at: until })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_holder', '=', holder)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  async setProgress(ex: Executor, id: string, holder: string, done: number, total: number | null) {
    await ex
      .updateTable('jobs')
      .set({ progress_done: done, progress_total: total })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_holder', '=', holder)
      .execute();
  },

  /** Ends a running job as done or failed; false when `holder` no longer held it. */
  async settle(
    ex: Executor,
    id: string,
    holder: string,
    at: string,
    outcome: { result: unknown } | { error: JobError },
    progress: { done: number; total: number | null } | null,
  ): Promise<boolean> {
    const r = await ex
      .updateTable('jobs')
      .set({
        ...('error' in outcome
          ? { state: 'failed' as const, ...errorColumns(outcome.error) }
          : { state: 'done' as const, result: JSON.stringify(outcome.result ?? null) }),
        ...(progress ? { progress_done: progress.done, progress_total: progress.total } : {}),
        finished_at: at,
        lease_holder: null,
        lease_expires_at: null,
      })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_holder', '=', holder)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Gives a job back (this server shuts down mid-run): queued again, the attempt not counted. */
  async release(ex: Executor, id: string, holder: string): Promise<void> {
    await ex
      .updateTable('jobs')
      .set({
        state: 'queued',
        lease_holder: null,
        lease_expires_at: null,
        attempts: sql<number>`attempts - 1`,
      })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_holder', '=', holder)
      .execute();
  },

  async get(ex: Executor, id: string): Promise<JobRecord | null> {
    const row = await ex.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  /** Newest first; `startedBy` null: everyone's. */
  async list(ex: Executor, startedBy: string | null, first: number): Promise<JobRecord[]> {
    let q = ex.selectFrom('jobs').selectAll();
    if (startedBy !== null) q = q.where('started_by', '=', startedBy);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(first).execute();
    return rows.map(toRecord);
  },

  /** Keeps one part of a job's result, as JSON text (written as it was made: a preview's rows). */
  async writePart(ex: Executor, id: string, part: number, json: string): Promise<void> {
    await ex
      .insertInto('job_result_parts')
      .values({ job_id: id, part, content: json })
      .onConflict((oc) =>
        oc.columns(['job_id', 'part']).doUpdateSet((eb) => ({ content: eb.ref('excluded.content') })),
      )
      .execute();
  },

  /** The part's JSON text, or undefined when the job kept none of that number. */
  async readPart(ex: Executor, id: string, part: number): Promise<string | undefined> {
    const row = await ex
      .selectFrom('job_result_parts')
      .select('content')
      .where('job_id', '=', id)
      .where('part', '=', part)
      .executeTakeFirst();
    return row?.content;
  },

  /** A re-run starts its result again: the parts a dead server wrote are dropped. */
  async clearParts(ex: Executor, id: string): Promise<void> {
    await ex.deleteFrom('job_result_parts').where('job_id', '=', id).execute();
  },

  /** Finished jobs older than the retention, oldest first, a batch at a time. */
  async finishedBefore(ex: Executor, at: string, limit: number) {
    const rows = await ex
      .selectFrom('jobs')
      .select(['id', 'file_id'])
      .where('state', 'in', ['done', 'failed'])
      .where('finished_at', '<', at)
      .orderBy('finished_at')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, fileId: r.file_id }));
  },

  async remove(ex: Executor, id: string): Promise<void> {
    await ex.deleteFrom('job_result_parts').where('job_id', '=', id).execute();
    await ex.deleteFrom('jobs').where('id', '=', id).execute();
  },
};

function errorColumns(error: JobError) {
  return {
    error_code: error.code,
    error_message: error.message,
    error_field: error.field,
    error_row: error.row,
  };
}
