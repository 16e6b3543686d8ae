// The ledger (decision 210): the stored order lines as the rest of the product changes them — `updateBill`
// (insert or update by key, never dropping a line the call did not mention), `publishBill`, a recorded
// payment removed, a payment difference accepted or reopened, the re-price after a card change — and the
// reconciliation settings, stored by the settings module (decision 052). On ports (decisions 061, 230).
import {
  CHANNELS,
  CHANNEL_INFO,
  DEFAULT_RECONCILIATION_SETTINGS,
  RECONCILIATION_SETTING,
  differenceAcceptanceProblem,
  differenceAcceptanceReasonProblem,
  formatPaise,
  formatRupees,
  isIsoDate,
  paymentRemovalReasonProblem,
  rupeesToPaise,
  type Channel,
  type ReconciliationSettings,
  type ReconciliationSettingsDraft,
} from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, DomainError } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AcceptedDifferencesRepository } from './accepted-differences.repository.ts';
import type { BillDatesRepository } from './bill-dates.repository.ts';
import { rupees, toBillOrder, valuesOf, type BillOrderInputRow } from './bill-order-wire.ts';
import { paymentColumnsOf } from './line-payments.ts';
import { acceptanceOf, type OrderLineRecord, type OrderLineValues } from './order-line-record.ts';
import type { OrderLinePaymentsRepository, RecordedPayment } from './order-line-payments.repository.ts';
import type { OrderLinesRepository } from './order-lines.repository.ts';
import { repriceLines, type RepriceStore, type RepricingReads } from './reprice.ts';

export { toBillOrder, type BillOrderInputRow } from './bill-order-wire.ts';
export { paymentColumnsOf } from './line-payments.ts';

/** The columns of a line its recorded payments set (decision 114), by the input field that names each. */
const PAYMENT_COLUMNS = (channel: Channel) =>
  [
    ['paymentReceived', 'paymentReceived'],
    ['paymentDate', 'paymentDate'],
    [CHANNEL_INFO[channel].receivedField, 'amountReceivedPaise'],
  ] as const;

/**
 * A line with recorded payments is paid what they add up to, on the latest's date (decision 114): an
 * updateBill row may not set those columns to something else, or the line would disagree with its own
 * payments. A payment is recorded by a payment upload and taken back by removing it (decision 127).
 */
async function refuseChangedPayment(
  s: OrderLinesStore,
  channel: Channel,
  index: number,
  before: OrderLineRecord,
  values: Partial<OrderLineValues>,
): Promise<void> {
  const changed = PAYMENT_COLUMNS(channel).find(
    ([, column]) => values[column] !== undefined && values[column] !== before[column],
  );
  if (!changed || (await s.payments.paymentsOfLine(before.id)).length === 0) return;
  throw badInput(
    `${channel}[${index}].${changed[0]}`,
    `${changed[0]} of ${before.orderId} / ${before.sku} is what its recorded payments add up to: upload the payment report, or remove a payment recorded by mistake in Check Bills`,
  );
}

/** A stored value with every channel present (a channel added later reads its default). */
const withDefaults = (stored: ReconciliationSettings): ReconciliationSettings => {
  const d = DEFAULT_RECONCILIATION_SETTINGS;
  return {
    toleranceRupees: stored.toleranceRupees ?? d.toleranceRupees,
    claimAfterDays: stored.claimAfterDays ?? d.claimAfterDays,
    paymentCycleDays: { ...d.paymentCycleDays, ...stored.paymentCycleDays },
    claimWindowDays: { ...d.claimWindowDays, ...stored.claimWindowDays },
  };
};

/**
 * What the ledger service works through (decision 061), each sub-area's repository a port of its own
 * (decision 230): the lines, their recorded payments, accepted differences, bill dates, the lines a
 * card change re-prices (counted), and the audit log. The imports write the same tables through their
 * own port (modules/imports/imports.store.ts).
 */
export interface OrderLinesStore {
  orderLines: Bound<Pick<OrderLinesRepository, 'findByOrderIds' | 'insertNew' | 'update' | 'lockLine'>>;
  payments: Bound<Pick<OrderLinePaymentsRepository, 'paymentsOfLine' | 'deletePayment'>>;
  acceptances: Bound<AcceptedDifferencesRepository>;
  billDates: Bound<BillDatesRepository>;
  repricing: Pick<RepricingReads, 'countOfCategoryFrom'>;
  audit: AuditLog;
}

/** An order line by its key: channel, the marketplace's order id and the SKU. */
export interface OrderLineKey {
  channel: Channel;
  orderId: string;
  sku: string;
}

/** What the audit keeps after a payment is removed: the line after, the payment removed, and why. */
interface RemovedPayment extends OrderLineRecord {
  removedPayment: RecordedPayment;
  removalReason: string;
}

export function createOrderLinesService({
  store,
  clock,
  settings,
}: {
  store: UnitOfWork<OrderLinesStore>;
  clock: Clock;
  settings: Pick<SettingsService, 'read' | 'write'>;
}) {
  const audit = auditTo<OrderLineRecord | { billDate: string } | RemovedPayment>(clock, 'order_line');
  /** The stored line of (channel, order id, SKU), or NOT_FOUND naming it. */
  const lineOf = async (s: OrderLinesStore, { channel, orderId, sku }: OrderLineKey) => {
    const line = (await s.orderLines.findByOrderIds(channel, [orderId])).find((l) => l.sku === sku);
    if (!line)
      throw new DomainError('NOT_FOUND', `No ${CHANNEL_INFO[channel].label} line ${orderId} / ${sku}`);
    return line;
  };
  /**
   * The line, locked until its transaction ends (decision 127): another change of it at the same moment
   * (a payment upload, a removal, an acceptance) commits first or waits for this one, and the line is
   * read after the lock, as that change left it.
   */
  const lockedLineOf = async (s: OrderLinesStore, key: OrderLineKey) => {
    await s.orderLines.lockLine((await lineOf(s, key)).id);
    return lineOf(s, key);
  };
  /** The reconciliation settings live in the one settings mechanism (decision 052), key `reconciliation`. */
  const readSettings = async () => {
    const view = await settings.read<ReconciliationSettings>(RECONCILIATION_SETTING.key);
    return { ...view, value: withDefaults(view.value) };
  };

  return {
    /**
     * The bill dates of the bills (billing's MarketplaceOrderSource; a date's lines are read by the read
     * model, modules/reporting/check-bills.service.ts).
     */
    billDates: (from: string | null, to: string | null): Promise<string[]> =>
      store.read.billDates.billDates(from, to),

    /**
     * Inserts or updates each given line by (channel, order id, SKU) on this bill date, in one
     * transaction; lines the call does not mention are left as they are. Each line changed is audited
     * with its stored record before (none for a new line) and after.
     */
    async updateBill(
      billDate: string,
      data: Partial<Record<Channel, BillOrderInputRow[] | null>>,
      actor: SessionUser,
    ): Promise<{ id: string; billDate: string }> {
      if (!isIsoDate(billDate)) throw badInput('billDate', 'billDate must be a date (yyyy-MM-dd)');
      const at = clock.now().toISOString();
      await store.transaction(async (s) => {
        for (const channel of CHANNELS) {
          const rows = data[channel] ?? [];
          const storedLine = async (orderIds: readonly string[]) =>
            new Map(
              (await s.orderLines.findByOrderIds(channel, orderIds)).map((l) => [
                `${l.orderId}\u0000${l.sku}`,
                l,
              ]),
            );
          const stored = await storedLine(rows.map((r) => r.orderId));
          for (const [i, row] of rows.entries()) {
            const orderId = String(row.orderId ?? '').trim();
            const sku = String(row.sku ?? '').trim();
            if (!orderId) throw badInput(`${channel}[${i}].orderId`, 'orderId is empty');
            if (!sku) throw badInput(`${channel}[${i}].sku`, 'sku is empty');
            const values = valuesOf(channel, row, i);
            const key = `${orderId}\u0000${sku}`;
            const before = stored.get(key) ?? null;
            if (before) await refuseChangedPayment(s, channel, i, before, values);
            let id = before?.id;
            if (!id) {
              if (values.invoiceAmountPaise === undefined || values.invoiceAmountPaise === null)
                throw badInput(
                  `${channel}[${i}].invoiceAmount`,
                  `invoiceAmount is needed for the new line ${orderId}`,
                );
              id = crypto.randomUUID();
              await s.orderLines.insertNew(
                [
                  {
                    id,
                    channel,
                    orderId,
                    sku,
                    billDate,
                    invoiceAmountPaise: values.invoiceAmountPaise,
                    quantity: values.quantity ?? 1,
                  } as OrderLineValues & { id: string },
                ],
                at,
                actor.id,
              );
            }
            await s.orderLines.update(id, values, at, actor.id);
            const after = (await storedLine([orderId])).get(key)!;
            // A later row of the same call for this line starts from what this one stored.
            stored.set(key, after);
            await audit(s, actor.id, id, 'updateBill', before, after);
          }
        }
      });
      return { id: billDate, billDate };
    },

    /** The payments recorded for one line, oldest first (decision 114), in rupees, with who recorded each. */
    async linePayments(key: OrderLineKey) {
      const line = await lineOf(store.read, key);
      return (await store.read.payments.paymentsOfLine(line.id)).map((p) => ({
        entryKey: p.key,
        paymentDate: p.paymentDate,
        amountReceived: wireRupees(p.amountPaise),
        reportedSale: rupees(p.salePaise),
        reportedFees: rupees(p.feesPaise),
        tcs: rupees(p.tcsPaise),
        tds: rupees(p.tdsPaise),
        recordedAt: p.recordedAt,
        recordedBy: p.recordedBy,
      }));
    },

    /**
     * ADMIN only (the resolver checks; decision 127): removes one recorded payment of a line — a report
     * row recorded by mistake — with the reason, in one transaction. The line's payment is then what its
     * other payments add up to; with none left it is unpaid again. Audited with the payment and reason.
     */
    async removeLinePayment(
      key: OrderLineKey,
      entryKey: string,
      reason: string,
      actor: SessionUser,
    ): Promise<ReturnType<typeof toBillOrder>> {
      const problem = paymentRemovalReasonProblem(reason);
      if (problem) throw badInput('reason', problem);
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const line = await lockedLineOf(s, key);
        const payments = await s.payments.paymentsOfLine(line.id);
        const removed = payments.find((p) => p.key === entryKey);
        if (!removed || !(await s.payments.deletePayment(line.id, entryKey)))
          throw new DomainError(
            'NOT_FOUND',
            `This payment of ${key.orderId} is not recorded (removed already?): reload the payments`,
            { field: 'entryKey' },
          );
        const left = payments.filter((p) => p !== removed);
        await s.orderLines.update(line.id, paymentColumnsOf(left), at, actor.id);
        const after = (await lineOf(s, key)) satisfies OrderLineRecord;
        // the reason before the payment's fields: History shows an entry's first six changes
        await audit(s, actor.id, line.id, 'removePayment', line, {
          ...after,
          removalReason: reason.trim(),
          removedPayment: removed,
        });
        return toBillOrder(after);
      });
    },

    /**
     * ADMIN only (the resolver checks; decision 166): accepts the line's payment difference the staff
     * have looked into, with why, in one transaction with its audit row. `shownDifference` (rupees) is the
     * difference the ADMIN saw: a payment recorded since changes it, and the acceptance is refused rather
     * than made for an amount nobody looked at. Core's differenceAcceptanceProblem refuses a line not paid,
     * paid within the tolerance, or accepted already.
     */
    async acceptPaymentDifference(
      key: OrderLineKey,
      shownDifference: number,
      reason: string,
      actor: SessionUser,
    ): Promise<ReturnType<typeof toBillOrder>> {
      const problem = differenceAcceptanceReasonProblem(reason);
      if (problem) throw badInput('reason', problem);
      const { value: current } = await readSettings();
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const line = await lockedLineOf(s, key);
        const check = differenceAcceptanceProblem(
          { ...line, acceptance: acceptanceOf(line, line.acceptedBy) },
          current,
        );
        if (check.problem !== null) throw badInput('where', check.problem);
        if (check.differencePaise !== rupeesToPaise(shownDifference))
          throw badInput(
            'difference',
            `The difference of ${key.orderId} / ${key.sku} is ${formatPaise(check.differencePaise)} now, not ${formatRupees(shownDifference)}: a payment was recorded since. Reload the queue and look again`,
          );
        await s.acceptances.setAcceptance(
          line.id,
          { differencePaise: check.differencePaise, reason: reason.trim() },
          at,
          actor.id,
        );
        const after = await lineOf(s, key);
        await audit(s, actor.id, line.id, 'acceptDifference', line, after);
        return toBillOrder(after);
      });
    },

    /**
     * ADMIN only (the resolver checks; decision 166): clears the acceptance of a line's payment
     * difference, so that the line is in the open queue again; audited. A line with none is refused.
     */
    async reopenPaymentDifference(
      key: OrderLineKey,
      actor: SessionUser,
    ): Promise<ReturnType<typeof toBillOrder>> {
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const line = await lockedLineOf(s, key);
        if (line.acceptedDifferencePaise === null)
          throw new DomainError(
            'NOT_FOUND',
            `No payment difference of ${key.orderId} / ${key.sku} is accepted (reopened already?): reload the queue`,
            { field: 'where' },
          );
        await s.acceptances.setAcceptance(line.id, null, at, actor.id);
        const after = await lineOf(s, key);
        await audit(s, actor.id, line.id, 'reopenDifference', line, after);
        return toBillOrder(after);
      });
    },

    /**
     * Re-prices the stored lines of a category's listings billed on or after `from` (decision 093),
     * through `inTransaction`: the ports bound to the card change's transaction, so that the lines are
     * priced with the card it saved and a failure takes both back. Gives how many lines were re-priced.
     */
    repriceFrom: (inTransaction: RepriceStore, categoryId: string, from: string, actorId: string | null) =>
      repriceLines(inTransaction, clock, categoryId, from, actorId),

    /** How many stored lines `repriceFrom(…, categoryId, from, …)` would re-price (the editor's confirmation). */
    countRepricedFrom: (categoryId: string, from: string): Promise<number> =>
      store.read.repricing.countOfCategoryFrom(categoryId, from),

    /** Publishes every order line of a bill date. */
    async publishBill(billDate: string, actor: SessionUser): Promise<{ id: string; billDate: string }> {
      if (!isIsoDate(billDate)) throw badInput('id', 'A bill id is its bill date (yyyy-MM-dd)');
      const at = clock.now().toISOString();
      await store.transaction(async (s) => {
        await s.billDates.publishBillDate(billDate, at, actor.id);
        await audit(s, actor.id, billDate, 'publishBill', null, { billDate });
      });
      return { id: billDate, billDate };
    },

    /** The reconciliation settings with their optimistic-lock version (0: never saved). */
    settings: () => readSettings(),

    /** ADMIN only (the resolver checks): saves when the settings are still at `version`. */
    /** As sent, a number perhaps null: core's check, run by write before anything is stored, names it. */
    async updateSettings(next: ReconciliationSettingsDraft, version: number, actor: SessionUser) {
      const saved = await settings.write(
        RECONCILIATION_SETTING.key,
        next as ReconciliationSettings,
        version,
        actor,
      );
      return { ...saved, value: withDefaults(saved.value) };
    },
  };
}

export type OrderLinesService = ReturnType<typeof createOrderLinesService>;
