import type { Courier } from '@seller-desk/core';
import type { JobState } from '../../shared/jobs/jobs.ts';
import type { Executor } from '../../shared/transaction.ts';

/**
 * Which job holds a courier (a sync of its API or an import of its export), and where that job stands:
 * its state, kind, when and by whom it was started (null: not queued yet, or removed).
 */
export interface SyncHolder {
  courier: Courier;
  jobId: string;
  takenAt: string;
  state: JobState | null;
  kind: string | null;
  createdAt: string | null;
  startedByName: string | null;
}

// courier_syncs (migration 035, decisions 303 and 306): one row per courier naming the job that holds it,
// a sync or an export's import.
export const courierSyncRepository = {
  /** The shipments with this AWB (one, unless a courier reused it): their id and courier. */
  async shipmentsByAwb(db: Executor, awb: string): Promise<{ id: string; courier: Courier }[]> {
    const rows = await db.selectFrom('shipments').select(['id', 'courier']).where('awb', '=', awb).execute();
    return rows.map((r) => ({ id: r.id, courier: r.courier as Courier }));
  },

  async holders(db: Executor, couriers: readonly Courier[]): Promise<SyncHolder[]> {
    const rows = await db
      .selectFrom('courier_syncs')
      .leftJoin('jobs', 'jobs.id', 'courier_syncs.job_id')
      .leftJoin('users', 'users.id', 'jobs.started_by')
      .select([
        'courier_syncs.courier',
        'courier_syncs.job_id',
        'courier_syncs.taken_at',
        'jobs.state',
        'jobs.kind',
        'jobs.created_at',
        'users.username',
      ])
      .where('courier_syncs.courier', 'in', [...couriers])
      .execute();
    return rows.map((r) => ({
      courier: r.courier as Courier,
      jobId: r.job_id,
      takenAt: r.taken_at,
      state: (r.state ?? null) as JobState | null,
      kind: r.kind ?? null,
      createdAt: r.created_at ?? null,
      startedByName: r.username ?? null,
    }));
  },

  /**
   * Gives a courier to `jobId` if it is still held by `held` (null: by nobody): a compare-and-set,
   * so of two starts that read the same holder only one takes it. True when this call took it.
   */
  async take(
    db: Executor,
    courier: Courier,
    held: string | null,
    jobId: string,
    at: string,
  ): Promise<boolean> {
    if (held === null) {
      const r = await db
        .insertInto('courier_syncs')
        .values({ courier, job_id: jobId, taken_at: at })
        .onConflict((oc) => oc.column('courier').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await db
      .updateTable('courier_syncs')
      .set({ job_id: jobId, taken_at: at })
      .where('courier', '=', courier)
      .where('job_id', '=', held)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};
