// The GSTR-1 exports kept with their totals (migration 029): the latest of a period is what "moved
// since the last export" compares the period's figures with.
import type { GstExportsTable } from '../../db/gst-exports-table.ts';
import type { Executor } from '../../shared/transaction.ts';

export interface GstExportRecord {
  id: string;
  period: string;
  format: GstExportsTable['format'];
  totals: unknown;
  createdAt: string;
  createdBy: string | null;
  /** the last event-date change the export had seen (migration 046) */
  changesSeen: number;
}

export const gstExportsRepository = {
  async insert(db: Executor, e: GstExportRecord): Promise<void> {
    await db
      .insertInto('gst_exports')
      .values({
        id: e.id,
        period: e.period,
        format: e.format,
        totals: JSON.stringify(e.totals),
        created_at: e.createdAt,
        created_by: e.createdBy,
        changes_seen: e.changesSeen,
      })
      .execute();
  },

  /** The period's latest export, or null when it was never exported. */
  async latest(db: Executor, period: string): Promise<GstExportRecord | null> {
    const row = await db
      .selectFrom('gst_exports')
      .selectAll()
      .where('period', '=', period)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          period: row.period,
          format: row.format,
          totals: JSON.parse(row.totals) as unknown,
          createdAt: row.created_at,
          createdBy: row.created_by,
          changesSeen: Number(row.changes_seen),
        }
      : null;
  },
};

export type GstExportsRepository = typeof gstExportsRepository;
