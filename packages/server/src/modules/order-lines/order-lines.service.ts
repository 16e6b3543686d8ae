// The stored order lines as the rest of the product sees them: the marketplace arrays of the `bills`
// query, `updateBill` (insert or update by key, never dropping a line the call did not mention),
// `publishBill`, and the reconciliation queues with their settings (docs/order-lines.md); the settings
// are stored by the settings module (decision 052).
import {
  CHANNELS,
  CHANNEL_INFO,
  DEFAULT_RECONCILIATION_SETTINGS,
  RECONCILIATION_SETTING,
  differenceAcceptanceProblem,
  differenceAcceptanceReasonProblem,
  formatRupees,
  isIsoDate,
  paymentOfEntries,
  paymentRemovalReasonProblem,
  isPinCode,
  rupeesToPaise,
  type Channel,
  type PaymentEntry,
  type ReconciliationSettings,
  type ReconciliationSettingsDraft,
} from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, DomainError } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  acceptanceOf,
  type OrderLineRecord,
  type RecordedPayment,
  type OrderLineValues,
  type OrderLinesRepository,
} from './order-lines.repository.ts';

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

/** One line as the GraphQL BillOrder type returns it (rupees; the old system's wire spelling). */
export function toBillOrder(
  l: OrderLineRecord,
): { id: string; orderId: string; sku: string } & Record<string, unknown> {
  return {
    id: l.id,
    orderedOn: l.billDate,
    orderId: l.orderId,
    sku: l.sku,
    invoiceAmount: rupees(l.invoiceAmountPaise),
    quantity: l.quantity,
    shipToName: l.shipToName,
    addressLine1: l.addressLine1,
    addressLine2: l.addressLine2,
    city: l.city,
    state: l.state,
    pinCode: l.pinCode,
    trackingID: l.trackingId,
    email: l.email,
    phone: l.phone,
    purchaseCost: rupees(l.purchaseCostPaise),
    [CHANNEL_INFO[l.channel].settlementField]: rupees(l.settlementPaise),
    marketplaceFee: rupees(l.marketplaceFeePaise),
    profit: rupees(l.profitPaise),
    saleType: l.saleType,
    return: l.isReturn,
    returnType: l.returnType,
    pysicallyRecieved: l.pysicallyRecieved,
    podRequestTickeetId: l.podRequestTickeetId,
    condition: l.condition,
    damageDescription: l.damageDescription,
    claimId: l.claimId,
    claimResult: l.claimResult,
    returnDate: l.returnDate,
    paymentDate: l.paymentDate,
    paymentReceived: l.paymentReceived,
    [CHANNEL_INFO[l.channel].receivedField]: rupees(l.amountReceivedPaise),
  };
}

/** A BillOrder input row of updateBill, as the wire spells it. */
export type BillOrderInputRow = { orderId: string; sku: string } & Record<string, unknown>;

const TEXT_FIELDS: [string, keyof OrderLineValues][] = [
  ['shipToName', 'shipToName'],
  ['addressLine1', 'addressLine1'],
  ['addressLine2', 'addressLine2'],
  ['city', 'city'],
  ['state', 'state'],
  ['pinCode', 'pinCode'],
  ['trackingID', 'trackingId'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['saleType', 'saleType'],
  ['returnType', 'returnType'],
  ['podRequestTickeetId', 'podRequestTickeetId'],
  ['condition', 'condition'],
  ['damageDescription', 'damageDescription'],
  ['claimId', 'claimId'],
  ['claimResult', 'claimResult'],
];

/** The stored values an input row sets; fields it leaves out stay as they are. */
function valuesOf(channel: Channel, row: BillOrderInputRow, index: number): Partial<OrderLineValues> {
  const v: Partial<OrderLineValues> = {};
  const field = (name: string) => `${channel}[${index}].${name}`;
  const money = (name: string, key: keyof OrderLineValues, negativeOk = false) => {
    const x = row[name];
    if (x === undefined) return;
    if (x === null) {
      (v as Record<string, unknown>)[key] = null;
      return;
    }
    if (typeof x !== 'number' || !Number.isFinite(x) || (!negativeOk && x < 0))
      throw badInput(field(name), `${name} must be an amount of 0 or more`);
    (v as Record<string, unknown>)[key] = rupeesToPaise(x);
  };
  for (const [name, key] of TEXT_FIELDS) {
    const x = row[name];
    if (x !== undefined) (v as Record<string, unknown>)[key] = x === null ? null : String(x).trim() || null;
  }
  if (v.pinCode && !isPinCode(v.pinCode))
    throw badInput(field('pinCode'), `pinCode "${v.pinCode}" is not a PIN code (six digits)`);
  money('invoiceAmount', 'invoiceAmountPaise');
  money('purchaseCost', 'purchaseCostPaise');
  money(CHANNEL_INFO[channel].settlementField, 'settlementPaise', true);
  money('marketplaceFee', 'marketplaceFeePaise', true);
  money('profit', 'profitPaise', true);
  money(CHANNEL_INFO[channel].receivedField, 'amountReceivedPaise', true);
  if (row.quantity !== undefined && row.quantity !== null) {
    if (!Number.isInteger(row.quantity) || (row.quantity as number) < 1)
      throw badInput(field('quantity'), 'quantity must be a whole number of 1 or more');
    v.quantity = row.quantity as number;
  }
  if (row.return !== undefined && row.return !== null) v.isReturn = Boolean(row.return);
  if (row.pysicallyRecieved !== undefined && row.pysicallyRecieved !== null)
    v.pysicallyRecieved = Boolean(row.pysicallyRecieved);
  if (row.paymentReceived !== undefined && row.paymentReceived !== null)
    v.paymentReceived = Boolean(row.paymentReceived);
  const paymentDate = row.paymentDate as string | null | undefined;
  if (paymentDate !== undefined) {
    if (paymentDate !== null && !isIsoDate(paymentDate))
      throw badInput(field('paymentDate'), 'paymentDate must be a date (yyyy-MM-dd)');
    v.paymentDate = paymentDate;
  }
  return v;
}

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
  if (!changed || (await s.orderLines.paymentsOfLine(before.id)).length === 0) return;
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
 * What the order-lines service works through (decision 061): the order-lines repository (the operations
 * it uses) and the audit log. The report uploads write the same table through their own path.
 */
export interface OrderLinesStore {
  orderLines: Bound<
    Pick<
      OrderLinesRepository,
      | 'billDates'
      | 'findByOrderIds'
      | 'insertNew'
      | 'update'
      | 'publishBillDate'
      | 'paymentsOfLine'
      | 'lockLine'
      | 'deletePayment'
      | 'setAcceptance'
    >
  >;
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

/** The payment columns of a line no payment is recorded for: a new sale line, or one whose last was removed. */
export const UNPAID = {
  paymentReceived: false,
  paymentDate: null,
  amountReceivedPaise: null,
  reportedSalePaise: null,
  reportedFeesPaise: null,
  reportedFeeLines: null,
  tcsPaise: null,
  tdsPaise: null,
} as const satisfies Partial<OrderLineValues>;

/** A line's payment columns from the payments it has (decision 114): their sum, or UNPAID when none. */
export function paymentColumnsOf(payments: readonly PaymentEntry[]): Partial<OrderLineValues> {
  return payments.length > 0 ? { paymentReceived: true, ...paymentOfEntries(payments) } : UNPAID;
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
      store.read.orderLines.billDates(from, to),

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
      return (await store.read.orderLines.paymentsOfLine(line.id)).map((p) => ({
        entryKey: p.key,
        paymentDate: p.paymentDate,
        amountReceived: p.amountPaise / 100,
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
        const payments = await s.orderLines.paymentsOfLine(line.id);
        const removed = payments.find((p) => p.key === entryKey);
        if (!removed || !(await s.orderLines.deletePayment(line.id, entryKey)))
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
            `The difference of ${key.orderId} / ${key.sku} is ${formatRupees(check.differencePaise / 100)} now, not ${formatRupees(shownDifference)}: a payment was recorded since. Reload the queue and look again`,
          );
        await s.orderLines.setAcceptance(
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
        await s.orderLines.setAcceptance(line.id, null, at, actor.id);
        const after = await lineOf(s, key);
        await audit(s, actor.id, line.id, 'reopenDifference', line, after);
        return toBillOrder(after);
      });
    },

    /** Publishes every order line of a bill date. */
    async publishBill(billDate: string, actor: SessionUser): Promise<{ id: string; billDate: string }> {
      if (!isIsoDate(billDate)) throw badInput('id', 'A bill id is its bill date (yyyy-MM-dd)');
      const at = clock.now().toISOString();
      await store.transaction(async (s) => {
        await s.orderLines.publishBillDate(billDate, at, actor.id);
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
