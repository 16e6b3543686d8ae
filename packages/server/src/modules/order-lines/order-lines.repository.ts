import type { Channel, PaymentEntry } from '@seller-desk/core';
import { PostgresAdapter, sql, type Insertable, type Selectable } from 'kysely';
import { isAnyOf } from '../../db/any-of.ts';
import { pgInsertSkippingTaken, pgUpdateEach } from '../../db/pg-bulk.ts';
import { runEach } from '../../db/sqlite-dialect.ts';
import type { OrderLinePaymentsTable, OrderLinesTable } from '../../db/types.ts';
import { inChunks } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';
import { timeOrderedId } from '../../shared/ids.ts';
import { mapInTurns, nextTurn } from '../../shared/turns.ts';
import { num, toOrderLineRecord, type OrderLineRecord, type OrderLineValues } from './order-line-record.ts';

export {
  acceptanceOf,
  toOrderLineRecord,
  type OrderLineRecord,
  type OrderLineValues,
} from './order-line-record.ts';

/** The column each written field of a line is stored in (migration 008). */
const COLUMN_OF = {
  channel: 'channel',
  orderId: 'order_id',
  sku: 'sku',
  billDate: 'bill_date',
  listingId: 'listing_id',
  invoiceAmountPaise: 'invoice_amount_paise',
  quantity: 'quantity',
  shipToName: 'ship_to_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  state: 'state',
  pinCode: 'pin_code',
  trackingId: 'tracking_id',
  email: 'email',
  phone: 'phone',
  marketplaceInvoiceNo: 'marketplace_invoice_no',
  marketplaceInvoiceDate: 'marketplace_invoice_date',
  cgstRate: 'cgst_rate',
  sgstRate: 'sgst_rate',
  igstRate: 'igst_rate',
  gstRate: 'gst_rate',
  purchaseCostPaise: 'purchase_cost_paise',
  settlementPaise: 'settlement_paise',
  marketplaceFeePaise: 'marketplace_fee_paise',
  profitPaise: 'profit_paise',
  saleType: 'sale_type',
  isReturn: 'is_return',
  returnType: 'return_type',
  returnDate: 'return_date',
  pysicallyRecieved: 'pysically_recieved',
  podRequestTickeetId: 'pod_request_tickeet_id',
  condition: 'condition',
  damageDescription: 'damage_description',
  claimId: 'claim_id',
  claimResult: 'claim_result',
  paymentReceived: 'payment_received',
  paymentDate: 'payment_date',
  amountReceivedPaise: 'amount_received_paise',
  reportedSalePaise: 'reported_sale_paise',
  reportedFeesPaise: 'reported_fees_paise',
  reportedFeeLines: 'reported_fee_lines',
  tcsPaise: 'tcs_paise',
  tdsPaise: 'tds_paise',
} as const satisfies { [F in keyof OrderLineValues]: keyof OrderLinesTable };

const WRITTEN_FIELDS = Object.keys(COLUMN_OF) as (keyof OrderLineValues)[];

/** What the table gives a new line by default (migration 008), besides null, stage DRAFT and version 1. */
const NEW_LINE_DEFAULTS: Partial<Record<keyof OrderLineValues, unknown>> = {
  isReturn: false,
  pysicallyRecieved: false,
  paymentReceived: false,
};

/**
 * How each new line's fields are read from an item (insertNewOf): each field the lines set (a field left
 * out takes the table's default), and the line's id where the caller chose it.
 */
export type NewLineFields<T> = { readonly id?: (item: T) => string } & {
  readonly [F in keyof OrderLineValues]?: (item: T) => OrderLineValues[F];
};

/** A field's value as its column holds it: the fee lines as a JSON object, the rest as they are. */
const cellOf = (field: keyof OrderLineValues, value: unknown): unknown =>
  field === 'reportedFeeLines' && value ? JSON.stringify(value) : value;

/** The columns of the values a caller writes (undefined = leave as is). */
export function toOrderLineColumns(v: Partial<OrderLineValues>): Partial<Insertable<OrderLinesTable>> {
  const c: Record<string, unknown> = {};
  for (const field of WRITTEN_FIELDS)
    if (v[field] !== undefined) c[COLUMN_OF[field]] = cellOf(field, v[field]);
  return c as Partial<Insertable<OrderLinesTable>>;
}

/** The lines a re-price reads per query. */
const REPRICE_PAGE = 5000;
/** Order ids a lookup matches per query (one parameter, isAnyOf). */
const ORDER_IDS_PER_QUERY = 10_000;

/**
 * Runs `query` once per 10,000 of `ids` and joins the rows, with a turn of the event loop before each
 * query: node:sqlite answers synchronously, so a lookup of a 50,000-line report's orders does not hold up
 * other requests meanwhile.
 */
async function inTurnChunks<T>(
  ids: readonly string[],
  query: (chunk: readonly string[]) => Promise<readonly T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += ORDER_IDS_PER_QUERY) {
    await nextTurn();
    out.push(...(await query(ids.slice(i, i + ORDER_IDS_PER_QUERY))));
  }
  return out;
}

/** The PostgreSQL type of an order_lines column (migration 008), for its array in `unnest`. */
function pgTypeOf(column: string): string {
  if (column.endsWith('_paise')) return 'bigint';
  if (column === 'quantity' || column === 'version') return 'integer';
  if (column.endsWith('_rate')) return 'double precision';
  if (column === 'is_return' || column === 'pysically_recieved' || column === 'payment_received')
    return 'boolean';
  return 'text';
}

/**
 * The order lines a card version of a category effective from `from` prices (decision 093), joined to
 * their listing: billed on or after `from`, of the category's listings — the listing a line was linked to
 * on upload, or, when it has none, the listing of its channel with its SKU.
 */
const linesOfCategoryFrom = (db: Executor, categoryId: string, from: string) =>
  db
    .selectFrom('order_lines')
    .innerJoin('listings', (join) =>
      join.on((eb) =>
        eb.or([
          eb('listings.id', '=', eb.ref('order_lines.listing_id')),
          eb.and([
            eb('order_lines.listing_id', 'is', null),
            eb('listings.channel', '=', eb.ref('order_lines.channel')),
            eb('listings.skuid', '=', eb.ref('order_lines.sku')),
          ]),
        ]),
      ),
    )
    .where('listings.category_id', '=', categoryId)
    .where('order_lines.bill_date', '>=', from);

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

export const orderLinesRepository = {
  /** The keys `order id \u0000 SKU` of the stored lines of these orders (a sale upload needs no more). */
  async storedKeys(db: Executor, channel: Channel, orderIds: readonly string[]): Promise<Set<string>> {
    const rows = await inTurnChunks([...new Set(orderIds)], (chunk) =>
      db
        .selectFrom('order_lines')
        .select(['order_id', 'sku'])
        .where('channel', '=', channel)
        .where(isAnyOf(db, 'order_id', chunk))
        .execute(),
    );
    return new Set(rows.map((r) => `${r.order_id}\u0000${r.sku}`));
  },

  /** Whether the channel has a stored line billed on a day from `from` to `to` (yyyy-MM-dd, both included). */
  async hasLinesBetween(db: Executor, channel: Channel, from: string, to: string): Promise<boolean> {
    const line = await db
      .selectFrom('order_lines')
      .select('id')
      .where('bill_date', '>=', from)
      .where('bill_date', '<=', to)
      .where('channel', '=', channel)
      .limit(1)
      .executeTakeFirst();
    return line !== undefined;
  },

  /** The stored lines of these orders of one channel (every SKU of each). */
  async findByOrderIds(
    db: Executor,
    channel: Channel,
    orderIds: readonly string[],
  ): Promise<OrderLineRecord[]> {
    const rows = await inTurnChunks([...new Set(orderIds)], (chunk) =>
      db
        .selectFrom('order_lines')
        .selectAll()
        .where('channel', '=', channel)
        .where(isAnyOf(db, 'order_id', chunk))
        .execute(),
    );
    return rows.map(toOrderLineRecord);
  },

  /**
   * Inserts the lines that are not stored yet; a line whose (channel, order id, SKU) exists — stored
   * earlier, or by another upload a moment ago — is left as it is. Returns the ids actually inserted.
   * A column that is null, or the table's default, on every line is left out (the table gives it), so a
   * sale line's return and payment columns cost nothing to insert.
   */
  async insertNew(
    tx: Executor,
    lines: readonly (OrderLineValues & { id: string })[],
    at: string,
    by: string | null,
  ): Promise<Set<string>> {
    const written = WRITTEN_FIELDS.filter((f) =>
      lines.some((l) => l[f] !== null && l[f] !== undefined && l[f] !== NEW_LINE_DEFAULTS[f]),
    );
    type Line = OrderLineValues & { id: string };
    const fields = Object.fromEntries([
      ['id', (l: Line) => l.id],
      ...written.map((f) => [f, (l: Line) => l[f]]),
    ]) as NewLineFields<Line>;
    const inserted = await orderLinesRepository.insertNewOf(tx, lines, fields, at, by);
    return new Set([...inserted].map((l) => l.id));
  },

  /**
   * Inserts a new line per item, as insertNew does, each line's fields read from its item by `fields`
   * (the fields it leaves out take the table's defaults: null, not returned, unpaid, DRAFT, version 1), so
   * a caller with 50,000 lines to store makes no line object of its own. A line's id is `fields.id` of its
   * item, or a new time-ordered one. Returns the items whose lines were inserted.
   */
  async insertNewOf<T>(
    tx: Executor,
    items: readonly T[],
    fields: NewLineFields<T>,
    at: string,
    by: string | null,
  ): Promise<Set<T>> {
    const inserted = new Set<T>();
    if (items.length === 0) return inserted;
    const { id: idOf, ...values } = fields;
    /** Each line's id, made as its cells are (100,000 at once held other requests up about 0.1 s). */
    const idsOf: string[] = new Array<string>(items.length);
    const written = Object.keys(values) as (keyof OrderLineValues)[];
    const read = Object.values(values) as ((item: T) => unknown)[];
    const columns = ['id', 'created_at', 'created_by', 'updated_at', 'updated_by'].concat(
      written.map((f) => COLUMN_OF[f]),
    );
    /** The cells of item `i` in the order of `columns`. */
    const cellsOf = (i: number) => {
      const item = items[i]!;
      const cells: unknown[] = [(idsOf[i] ??= idOf ? idOf(item) : timeOrderedId()), at, by, at, by];
      for (let k = 0; k < read.length; k++) cells.push(cellOf(written[k]!, read[k]!(item)) ?? null);
      return cells;
    };
    const indexes = items.map((_, i) => i);
    if (tx.getExecutor().adapter instanceof PostgresAdapter) {
      const shape = { table: 'order_lines', columns, types: columns.map(pgTypeOf) };
      const ids = await pgInsertSkippingTaken(tx, shape, ['channel', 'order_id', 'sku'], indexes, cellsOf);
      if (ids === 'all') return new Set(items);
      // the cells, and so the ids, of every line are made by now
      indexes.forEach((i) => {
        if (ids.has(idsOf[i]!)) inserted.add(items[i]!);
      });
      return inserted;
    }
    // SQLite: one statement, built once, run per line (runEach, which takes turns of the event loop);
    // a line it changed nothing for was stored already.
    const statement =
      sql`insert into order_lines (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(
        columns.map(() => null),
      )}) on conflict (channel, order_id, sku) do nothing`.compile(tx);
    (await runEach(tx, statement.sql, indexes, cellsOf)).forEach((n, i) => {
      if (n === 1) inserted.add(items[i]!);
    });
    return inserted;
  },

  /**
   * Writes the same columns on many lines, each its own values, and bumps their versions (the re-price
   * after a card change, decision 093; a payment or return store). With `onlyNotReturned`, a line already
   * marked returned is left as it is (a return file uploaded twice, or twice at once, marks each line
   * once). Gives the ids of the lines it changed (a return upload links them to its audit row): without
   * `onlyNotReturned` every line given, as lines are never deleted. On PostgreSQL 5,000 lines a statement
   * (`UPDATE … FROM unnest(…)`, one array per column; the changed ids are sent back only when some may be
   * left); on SQLite one statement per line, built once, with a turn of the event loop between chunks
   * (node:sqlite runs each statement synchronously).
   */
  async updateMany(
    tx: Executor,
    lines: readonly { id: string; values: Partial<OrderLineValues> }[],
    at: string,
    by: string | null,
    { onlyNotReturned = false }: { onlyNotReturned?: boolean } = {},
  ): Promise<string[]> {
    if (lines.length === 0) return [];
    const changed: string[] = [];
    const columns = Object.keys(toOrderLineColumns(lines[0]!.values));
    /** A line's values in the order of `columns`. */
    const cellsOf = (values: Partial<OrderLineValues>) => {
      const row = toOrderLineColumns(values) as Record<string, unknown>;
      if (Object.keys(row).join() !== columns.join())
        throw new Error('updateMany: every line must set the same columns');
      return columns.map((c) => row[c] ?? null);
    };
    if (tx.getExecutor().adapter instanceof PostgresAdapter) {
      const shape = {
        table: 'order_lines',
        columns: ['id', ...columns],
        types: ['text', ...columns.map(pgTypeOf)],
      };
      return pgUpdateEach(tx, shape, lines, (l) => [l.id, ...cellsOf(l.values)], {
        also: sql`version = t.version + 1, updated_at = ${at}, updated_by = ${by}`,
        only: onlyNotReturned ? sql`t.is_return = false` : null,
        idOf: (l) => l.id,
      });
    }
    // The parameters follow the text: the columns' values, then at, by and the line's id.
    const statement = sql`update order_lines set ${sql.join(
      columns.map((c) => sql`${sql.ref(c)} = ${null}`),
    )}, version = version + 1, updated_at = ${at}, updated_by = ${by} where id = ${''}${
      onlyNotReturned ? sql` and is_return = false` : sql``
    }`.compile(tx);
    const params = await mapInTurns(lines, (l) => [...cellsOf(l.values), at, by, l.id]);
    const counts = await runEach(tx, statement.sql, params);
    counts.forEach((n, i) => {
      if (n > 0) changed.push(lines[i]!.id);
    });
    return changed;
  },

  /** Writes `values` on one line and bumps its version. */
  async update(
    tx: Executor,
    id: string,
    values: Partial<OrderLineValues>,
    at: string,
    by: string | null,
  ): Promise<void> {
    await tx
      .updateTable('order_lines')
      .set((eb) => ({
        ...toOrderLineColumns(values),
        version: eb('version', '+', 1),
        updated_at: at,
        updated_by: by,
      }))
      .where('id', '=', id)
      .execute();
  },

  /** How many lines `ofCategoryFrom` gives (the editor's confirmation before a past effective date). */
  async countOfCategoryFrom(db: Executor, categoryId: string, from: string): Promise<number> {
    const row = await linesOfCategoryFrom(db, categoryId, from)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /**
   * The lines a card version of a category effective from `from` prices (`linesOfCategoryFrom`, decision
   * 093), each with what pricing it again needs: its listing's channel and current SKU, its invoice amount
   * and quantity.
   */
  async ofCategoryFrom(
    db: Executor,
    categoryId: string,
    from: string,
  ): Promise<
    {
      id: string;
      channel: Channel;
      listingSku: string;
      billDate: string;
      invoiceAmountPaise: number;
      quantity: number;
    }[]
  > {
    // node:sqlite runs a query synchronously: on SQLite the lines are read a page at a time, in (bill
    // date, id) order, with a turn of the event loop between pages (a busy category's lines since a past
    // date can be tens of thousands). PostgreSQL answers without blocking: one query, no pages.
    const pageSize = db.getExecutor().adapter instanceof PostgresAdapter ? null : REPRICE_PAGE;
    const page = (after: { billDate: string; id: string } | null) =>
      linesOfCategoryFrom(db, categoryId, from)
        .select([
          'order_lines.id as id',
          'listings.channel as channel',
          'listings.skuid as listingSku',
          'order_lines.bill_date as billDate',
          'order_lines.invoice_amount_paise as invoiceAmountPaise',
          'order_lines.quantity as quantity',
        ])
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb(
              eb.refTuple('order_lines.bill_date', 'order_lines.id'),
              '>',
              eb.tuple(after!.billDate, after!.id),
            ),
          ),
        )
        .orderBy('order_lines.bill_date')
        .orderBy('order_lines.id')
        .$if(pageSize !== null, (q) => q.limit(pageSize!))
        .execute();
    const rows: Awaited<ReturnType<typeof page>> = [];
    let next = await page(null);
    rows.push(...next);
    while (next.length === pageSize) {
      await nextTurn();
      next = await page(next.at(-1)!);
      rows.push(...next);
    }

    return rows.map((r) => ({
      id: r.id,
      channel: r.channel as Channel,
      listingSku: r.listingSku,
      billDate: r.billDate,
      invoiceAmountPaise: Number(r.invoiceAmountPaise),
      quantity: Number(r.quantity),
    }));
  },

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

  /**
   * Holds a line until the transaction ends, so that two changes of its payments one after the other
   * each add up what the other left (PostgreSQL's row lock; SQLite runs one writing transaction at a time).
   * FOR UPDATE, not FOR NO KEY UPDATE: it also waits for, and holds off, a payment upload's insert of the
   * line's payments, whose foreign-key check takes a share lock on the line (decision 127).
   */
  async lockLine(tx: Executor, lineId: string): Promise<void> {
    const query = tx.selectFrom('order_lines').select('id').where('id', '=', lineId);
    await (tx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
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

  /**
   * Stores the acceptance of a line's payment difference (decision 166), or clears it (null): the
   * difference accepted, why, when and by whom.
   */
  async setAcceptance(
    tx: Executor,
    id: string,
    acceptance: { differencePaise: number; reason: string } | null,
    at: string,
    by: string | null,
  ): Promise<void> {
    await tx
      .updateTable('order_lines')
      .set((eb) => ({
        accepted_difference_paise: acceptance?.differencePaise ?? null,
        accepted_reason: acceptance?.reason ?? null,
        accepted_at: acceptance ? at : null,
        accepted_by: acceptance ? by : null,
        version: eb('version', '+', 1),
        updated_at: at,
        updated_by: by,
      }))
      .where('id', '=', id)
      .execute();
  },
};

export type OrderLinesRepository = typeof orderLinesRepository;
