import {
  documentName,
  listingName,
  orderLineName,
  uploadAfterOfHead,
  type AuditEntity,
} from '@seller-desk/core';
import { sql } from 'kysely';
import { inChunks } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';

/** One audit row as the History screen reads it: `before` and `after` parsed, the account's username joined. */
export interface AuditRecord {
  id: string;
  at: string;
  userId: string | null;
  /** null when the row names no account, or one that was deleted since */
  username: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  /** for an upload's row (`read: 'head'`), what the head of its text holds (core's uploadAfterOfHead) */
  after: unknown;
  /**
   * How much of the row was read (decision 130). 'whole'. 'head': an upload's row, whose `after` lists
   * its file's lines (up to 50,000), read up to UPLOAD_HEAD_CHARS characters, enough for the part a page
   * shows. 'line': a row about many order lines (an upload, a re-price, a bill date's publishing) read
   * for one of them, in that line's history: its before and after are not read, and are null.
   */
  read: 'whole' | 'head' | 'line';
}

export interface AuditFilter {
  entity?: string | null;
  entityId?: string | null;
  userId?: string | null;
  /** at ≥ fromAt (an ISO instant) */
  fromAt?: string | null;
  /** at < beforeAt */
  beforeAt?: string | null;
}

/** Where a page starts: after the row at (at, id) in the order newest first. */
export interface AuditCursor {
  at: string;
  id: number;
}

/** A row's JSON text as it was written (shared/audit.ts); text that does not parse is shown as text. */
const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The columns a page shows of a row, beside its before and after. */
const COLUMNS = ['id', 'at', 'user_id', 'entity', 'entity_id', 'action'] as const;

/**
 * How much of an upload row's text a page reads: its count and list of lines start it, and an entry shows
 * ten lines at most, in 300 characters (core's auditChanges); a channel's order id and a SKU take a few
 * dozen characters. The rest of the list (up to 50,000 lines, about 1.8 MB) is not read (decision 130).
 */
export const UPLOAD_HEAD_CHARS = 4000;

/** An upload's row: it lists its file's lines in `after`. */
const isUpload = sql<boolean>`entity = 'order_line' and action = 'upload'`;

/**
 * The rows a page is read from: the whole log, one kind of record or one record — and for one order line
 * also the rows about many lines that stored or changed it (`linked`: their ids, decision 130), each read
 * by its key, without their before and after. An upload's row of the page is read up to
 * UPLOAD_HEAD_CHARS characters of its `after`.
 */
function rowsOf(db: Executor, filter: AuditFilter, linked: readonly number[]) {
  const own = db
    .selectFrom('audit_log')
    .select([
      ...COLUMNS,
      'before',
      sql<
        string | null
      >`case when ${isUpload} then substr(after, 1, ${sql.lit(UPLOAD_HEAD_CHARS)}) else after end`.as(
        'after',
      ),
      sql<AuditRecord['read']>`case when ${isUpload} then 'head' else 'whole' end`.as('read'),
    ])
    .$if(!!filter.entity, (q) => q.where('entity', '=', filter.entity!))
    .$if(!!filter.entityId, (q) => q.where('entity_id', '=', filter.entityId!));
  if (linked.length === 0) return own;
  return own.unionAll(
    db
      .selectFrom('audit_log')
      .select([
        ...COLUMNS,
        sql<string | null>`null`.as('before'),
        sql<string | null>`null`.as('after'),
        sql<AuditRecord['read']>`'line'`.as('read'),
      ])
      .where('id', 'in', linked),
  );
}

/**
 * The audit rows about many order lines that stored or changed one line (decision 130), a few ids: the
 * sale upload of the instant the line was stored (the row a sale upload writes with its lines'
 * created_at); the rows linked to it in audit_log_order_lines (its return, its payments, the re-prices
 * that priced it again, and a sale stored before migration 015); and the publishing of its bill date
 * since it was stored (a `publishBill` row's id is the date; a line's bill date never changes), by the
 * index (entity, entity_id, at, id). Read first, so that the page reads each row by its key whatever the
 * planner's statistics say of the link table.
 */
async function linkedRowsOf(db: Executor, filter: AuditFilter): Promise<number[]> {
  if (filter.entity !== 'order_line' || !filter.entityId) return [];
  const line = db.selectFrom('order_lines as l').where('l.id', '=', filter.entityId);
  const rows = await line
    .innerJoin('audit_log as a', (join) =>
      join
        .on('a.entity', '=', 'order_line')
        .onRef('a.at', '=', 'l.created_at')
        .on('a.entity_id', '=', sql<string>`l.channel || ':sale'`)
        .on('a.action', '=', 'upload'),
    )
    .select('a.id')
    .unionAll(
      line
        .innerJoin('audit_log as a', (join) =>
          join
            .on('a.entity', '=', 'order_line')
            .onRef('a.entity_id', '=', 'l.bill_date')
            .onRef('a.at', '>=', 'l.created_at')
            .on('a.action', '=', 'publishBill'),
        )
        .select('a.id'),
    )
    .unionAll(
      db
        .selectFrom('audit_log_order_lines')
        .select((eb) => eb.ref('audit_id').$castTo<number>().as('id'))
        .where('order_line_id', '=', filter.entityId),
    )
    .execute();
  return [...new Set(rows.map((r) => Number(r.id)))];
}

export const historyRepository = {
  /**
   * Up to `limit` rows newest first, (at, id) descending, after `cursor` (keyset paging: a row written
   * meanwhile never shifts a later page, and rows sharing a time are split by id). Indexes: migration 014;
   * an order line's rows about many lines: the key of audit_log_order_lines and (entity, entity_id, at,
   * id) (migration 015).
   */
  async page(
    db: Executor,
    filter: AuditFilter,
    cursor: AuditCursor | null,
    limit: number,
  ): Promise<AuditRecord[]> {
    const rows = await db
      .selectFrom(rowsOf(db, filter, await linkedRowsOf(db, filter)).as('a'))
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.at',
        'a.user_id',
        'u.username',
        'a.entity',
        'a.entity_id',
        'a.action',
        'a.before',
        'a.after',
        'a.read',
      ])
      .$if(!!filter.userId, (q) => q.where('a.user_id', '=', filter.userId!))
      .$if(!!filter.fromAt, (q) => q.where('a.at', '>=', filter.fromAt!))
      .$if(!!filter.beforeAt, (q) => q.where('a.at', '<', filter.beforeAt!))
      .$if(cursor !== null, (q) =>
        q.where((eb) => eb(eb.refTuple('a.at', 'a.id'), '<', eb.tuple(cursor!.at, cursor!.id))),
      )
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      at: r.at,
      userId: r.user_id,
      username: r.username,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      before: parsed(r.before),
      after: r.read === 'head' && r.after !== null ? uploadAfterOfHead(r.after) : parsed(r.after),
      read: r.read,
    }));
  },

  /** The last usernames of deleted accounts, from the audit row of their delete (it keeps the account). */
  async deletedUsernames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('audit_log')
        .select(['entity_id', 'before'])
        .where('entity', '=', 'user')
        .where('action', '=', 'delete')
        .where('entity_id', 'in', chunk)
        .execute(),
    );
    const out = new Map<string, string>();
    for (const r of rows) {
      const before = parsed(r.before) as { username?: unknown } | null;
      if (typeof before?.username === 'string') out.set(r.entity_id, before.username);
    }
    return out;
  },

  /** The names of records of one kind that still exist, by id: what the screens call them. */
  async names(db: Executor, entity: AuditEntity, ids: readonly string[]): Promise<Map<string, string>> {
    const pairs = await inChunks(ids, async (chunk): Promise<[string, string][]> => {
      switch (entity) {
        case 'product':
          return (
            await db.selectFrom('products').select(['id', 'product_name']).where('id', 'in', chunk).execute()
          ).map((r) => [r.id, r.product_name]);
        case 'listing':
          return (
            await db
              .selectFrom('listings')
              .select(['id', 'skuid', 'channel'])
              .where('id', 'in', chunk)
              .execute()
          ).map((r) => [r.id, listingName(r.skuid, r.channel)]);
        case 'fee_category':
          return (
            await db.selectFrom('fee_categories').select(['id', 'name']).where('id', 'in', chunk).execute()
          ).map((r) => [r.id, r.name]);
        case 'order_line':
          return (
            await db
              .selectFrom('order_lines')
              .select(['id', 'order_id', 'sku', 'channel'])
              .where('id', 'in', chunk)
              .execute()
          ).map((r) => [r.id, orderLineName(r.order_id, r.sku, r.channel)]);
        case 'invoice':
          return (
            await db
              .selectFrom('invoices')
              .select(['id', 'kind', 'invoice_number'])
              .where('id', 'in', chunk)
              .execute()
          ).map((r) => [r.id, documentName(r.kind, r.invoice_number)]);
        case 'user':
          return (
            await db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute()
          ).map((r) => [r.id, r.username]);
        case 'impLink':
          return (
            await db.selectFrom('imp_links').select(['id', 'title']).where('id', 'in', chunk).execute()
          ).map((r) => [r.id, r.title]);
        case 'setting':
          return []; // a setting is named by core's definition
      }
    });
    return new Map(pairs);
  },
};

export type HistoryRepository = typeof historyRepository;
