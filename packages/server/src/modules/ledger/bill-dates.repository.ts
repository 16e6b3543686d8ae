// The bill dates of the ledger's lines (a Bill is the lines of one date) and publishing a date's lines.
import type { Executor } from '../../shared/transaction.ts';

export const billDatesRepository = {
  /** The bill dates that have lines, in [from, to] where given, oldest first. */
  async billDates(db: Executor, from: string | null, to: string | null): Promise<string[]> {
    let q = db.selectFrom('order_lines').select('bill_date').distinct();
    if (from) q = q.where('bill_date', '>=', from);
    if (to) q = q.where('bill_date', '<=', to);
    return (await q.orderBy('bill_date').execute()).map((r) => r.bill_date);
  },

  /** Publishes every line of a bill date. */
  async publishBillDate(db: Executor, billDate: string, at: string, by: string | null): Promise<void> {
    await db
      .updateTable('order_lines')
      .set({ stage: 'PUBLISHED', published_at: at, updated_at: at, updated_by: by })
      .where('bill_date', '=', billDate)
      .execute();
  },
};

export type BillDatesRepository = typeof billDatesRepository;
