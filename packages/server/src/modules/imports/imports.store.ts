// The ports an import writes the ledger through (decision 061): only what the imports need of the order
// lines and the audit log. app.ts binds them to the database; the unit tests to memory.
import type { Channel, PaymentEntry } from '@seller-desk/core';
import type { AuditEntry } from '../../shared/audit.ts';
import type { NewLineFields, OrderLineRecord, OrderLineValues } from '../ledger/order-lines.repository.ts';
import type { SaleNotStored } from '../gst/gst-period.repository.ts';

/** The ledger's order lines and payments, as an import reads and writes them. */
export interface ImportsLedger {
  /** The (order id, SKU) keys, as `${orderId}\u0000${sku}`, of the channel's stored lines of these orders. */
  storedKeys(channel: Channel, orderIds: readonly string[]): Promise<Set<string>>;
  /** Whether the channel has any line billed between these days (inclusive). */
  hasLinesBetween(channel: Channel, from: string, to: string): Promise<boolean>;
  /** The channel's stored lines of these orders. */
  findByOrderIds(channel: Channel, orderIds: readonly string[]): Promise<OrderLineRecord[]>;
  /** The payments recorded for each of these lines, by line id. */
  paymentEntriesOf(lineIds: readonly string[]): Promise<Map<string, PaymentEntry[]>>;
  /**
   * Inserts a line per item not stored yet (the unique channel, order id and SKU decides), its fields
   * read from the item by `fields`; gives the items whose lines were inserted.
   */
  insertNewOf<T>(
    items: readonly T[],
    fields: NewLineFields<T>,
    at: string,
    by: string | null,
  ): Promise<Set<T>>;
  /**
   * Keeps the sale rows an upload stored no line for (a SKU without a listing) with their date and value,
   * so that the GSTR-1 lists the sales it would miss (decision 320); absent where nothing keeps them.
   */
  recordSalesNotStored?(rows: readonly SaleNotStored[], at: string, by: string | null): Promise<void>;
  /**
   * Writes each line's values; with `onlyNotReturned`, a line already marked returned is left as it is.
   * Gives the ids of the lines it changed.
   */
  updateMany(
    updates: readonly { id: string; values: Partial<OrderLineValues> }[],
    at: string,
    by: string | null,
    options?: { onlyNotReturned?: boolean },
  ): Promise<string[]>;
  /** Records payments, each for its line; one recorded before (same line and key) is not recorded again. */
  insertPaymentEntries(
    entries: readonly (PaymentEntry & { orderLineId: string })[],
    at: string,
    by: string | null,
  ): Promise<void>;
}

/** The audit log as an import writes it: one row, or one row linked to each line it changed (decision 130). */
export interface ImportsAudit {
  write(entry: AuditEntry): Promise<void>;
  writeOfLines(entry: AuditEntry, orderLineIds: readonly string[]): Promise<void>;
}

export interface ImportsStore {
  ledger: ImportsLedger;
  audit: ImportsAudit;
}
