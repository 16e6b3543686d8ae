// The payments recorded for the ledger's lines (table order_line_payments, decision 114): one per
// payment report row and line, read for a line's payment columns, removed by an ADMIN (decision 127).
import type { PaymentEntry } from '@seller-desk/core';
import type { Selectable } from 'kysely';
import type { OrderLinePaymentsTable } from '../../db/types.ts';
import { inChunks } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { num } from './order-line-record.ts';

/** A recorded payment with when it was recorded and the username of who recorded it. */
export interface RecordedPayment extends PaymentEntry {
  recordedAt: string;
  recordedBy: string | null;
}

const toPaymentEntry = (r: Selectable<OrderLinePaymentsTable>): PaymentEntry => ({
  key: r.entry_key,
  paymentDate: r.payment_date,
  amountPaise: Number(r.amount_paise),
  salePaise: num(r.sale_paise),
  feesPaise: num(r.fees_paise),
  feeLines: r.fee_lines === null ? null : (JSON.parse(r.fee_lines) as Record<string, number | null>),
  tcsPaise: num(r.tcs_paise),
  tdsPaise: num(r.tds_paise),
});

export const orderLinePaymentsRepository = {
  /** The payments recorded for each of these lines (decision 114), by line id. */
  async paymentEntriesOf(db: Executor, lineIds: readonly string[]): Promise<Map<string, PaymentEntry[]>> {
    const rows = await inChunks([...new Set(lineIds)], (chunk) =>
      db.selectFrom('order_line_payments').selectAll().where('order_line_id', 'in', chunk).execute(),
    );
    const out = new Map<string, PaymentEntry[]>();
    for (const r of rows) {
      const entries = out.get(r.order_line_id) ?? [];
      entries.push(toPaymentEntry(r));
      out.set(r.order_line_id, entries);
    }
    return out;
  },

  /** The payments recorded for one line, oldest first, with when and by whom (username) each was. */
  async paymentsOfLine(db: Executor, lineId: string): Promise<RecordedPayment[]> {
    const rows = await db
      .selectFrom('order_line_payments as p')
      .leftJoin('users as u', 'u.id', 'p.created_by')
      .selectAll('p')
      .select('u.username')
      .where('p.order_line_id', '=', lineId)
      .orderBy('p.created_at')
      .orderBy('p.payment_date')
      .orderBy('p.entry_key')
      .execute();
    return rows.map((r) => ({
      ...toPaymentEntry(r),
      recordedAt: r.created_at,
      recordedBy: r.username ?? null,
    }));
  },

  /** Removes one recorded payment of a line; false when it is not (or no longer) recorded. */
  async deletePayment(tx: Executor, lineId: string, key: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('order_line_payments')
      .where('order_line_id', '=', lineId)
      .where('entry_key', '=', key)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * Records payments; one already recorded for its line under the same key (the same report row
   * uploaded again, or by another upload a moment ago) is left as it is.
   */
  async insertPaymentEntries(
    tx: Executor,
    entries: readonly (PaymentEntry & { orderLineId: string })[],
    at: string,
    by: string | null,
  ): Promise<void> {
    for (let i = 0; i < entries.length; i += 500)
      await tx
        .insertInto('order_line_payments')
        .values(
          entries.slice(i, i + 500).map((e) => ({
            order_line_id: e.orderLineId,
            entry_key: e.key,
            payment_date: e.paymentDate,
            amount_paise: e.amountPaise,
            sale_paise: e.salePaise,
            fees_paise: e.feesPaise,
            fee_lines: e.feeLines === null ? null : JSON.stringify(e.feeLines),
            tcs_paise: e.tcsPaise,
            tds_paise: e.tdsPaise,
            created_at: at,
            created_by: by,
          })),
        )
        .onConflict((oc) => oc.columns(['order_line_id', 'entry_key']).doNothing())
        .execute();
  },
};

export type OrderLinePaymentsRepository = typeof orderLinePaymentsRepository;
