// The ledger's order lines themselves (table order_lines): found by their orders, the new ones inserted,
// one or many updated, one locked. Payments, accepted differences, bill dates and re-pricing each have a
// repository of their own beside this one (decision 230); the bulk plumbing is db/pg-bulk.ts.
import type { Channel } from '@seller-desk/core';
import { PostgresAdapter, sql } from 'kysely';
import { isAnyOf } from '../../db/any-of.ts';
import { pgInsertSkippingTaken, pgUpdateEach } from '../../db/pg-bulk.ts';
import { runEach } from '../../db/sqlite-dialect.ts';
import type { Executor } from '../../shared/transaction.ts';
import { timeOrderedId } from '../../shared/ids.ts';
import { mapInTurns, nextTurn } from '../../shared/turns.ts';
import {
  cellOf,
  COLUMN_OF,
  NEW_LINE_DEFAULTS,
  pgTypeOf,
  toOrderLineColumns,
  WRITTEN_FIELDS,
  type NewLineFields,
} from './order-line-columns.ts';
import { toOrderLineRecord, type OrderLineRecord, type OrderLineValues } from './order-line-record.ts';

export type { NewLineFields } from './order-line-columns.ts';
export type { OrderLineRecord, OrderLineValues } from './order-line-record.ts';

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
};

export type OrderLinesRepository = typeof orderLinesRepository;
