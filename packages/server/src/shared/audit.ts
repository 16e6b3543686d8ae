import { PostgresAdapter, sql } from 'kysely';
import type { Clock } from './clock.ts';
import type { Executor } from './transaction.ts';
import { nextTurn } from './turns.ts';

/**
 * One audit row. `before` and `after` are the entity's stored record as its repository reads it (money
 * in integer paise, as stored; linked rows by id; never a password hash), the same shape for every
 * entity and every action (decision 015).
 */
export interface AuditEntry {
  at: string;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

const toRow = (entry: AuditEntry) => ({
  at: entry.at,
  user_id: entry.userId,
  entity: entry.entity,
  entity_id: entry.entityId,
  action: entry.action,
  before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
  after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
});

/** Writes one audit row; call it inside the transaction of the write it describes. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insertInto('audit_log').values(toRow(entry)).execute();
}

/** Lines linked a statement on SQLite, between two turns of the event loop. */
const SQLITE_LINKS_PER_STATEMENT = 10_000;

/**
 * Writes one audit row about many order lines (a return or payment upload's, which lists its file's
 * lines in `after`, or a re-price's) and links each line it changed to it, so that a line's history finds
 * the row by the line (audit_log_order_lines, decision 130). Call it inside the transaction of the write
 * it describes.
 */
export async function writeAuditOfLines(
  tx: Executor,
  entry: AuditEntry,
  orderLineIds: readonly string[],
): Promise<void> {
  const { id } = await tx
    .insertInto('audit_log')
    .values(toRow(entry))
    .returning('id')
    .executeTakeFirstOrThrow();
  // a new row: each line once, and nothing there to conflict with; in key order, so the index grows
  // page by page rather than here and there. PostgreSQL: one array in one statement. SQLite: a JSON array
  // a statement, 10,000 lines each with a turn of the event loop between (node:sqlite runs a statement
  // synchronously): faster there than a prepared insert run per line.
  const lines = [...new Set(orderLineIds)].sort();
  if (lines.length === 0) return;
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`insert into audit_log_order_lines (order_line_id, audit_id)
      select line, ${id}::bigint from unnest(${lines}::text[]) as line`.execute(tx);
    return;
  }
  for (let i = 0; i < lines.length; i += SQLITE_LINKS_PER_STATEMENT) {
    if (i > 0) await nextTurn();
    await sql`insert into audit_log_order_lines (order_line_id, audit_id)
      select value, ${id} from json_each(${JSON.stringify(lines.slice(i, i + SQLITE_LINKS_PER_STATEMENT))})`.execute(
      tx,
    );
  }
}

/** Writes the audit rows of a bulk chunk, a few hundred an insert. */
export async function writeAudits(tx: Executor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 200)
    await tx
      .insertInto('audit_log')
      .values(entries.slice(i, i + 200).map(toRow))
      .execute();
}

/** The audit log as a port: services write through it; the database one writes audit_log rows. */
export interface AuditLog {
  write(entry: AuditEntry): Promise<void>;
  /** The rows of a bulk chunk, in few statements. */
  writeMany(entries: readonly AuditEntry[]): Promise<void>;
}

export const auditLogOf = (ex: Executor): AuditLog => ({
  write: (entry) => writeAudit(ex, entry),
  writeMany: (entries) => writeAudits(ex, entries),
});

/**
 * The audit writer of one kind of entity for a service on ports: it writes through the store's audit log
 * (so inside the store's transaction), each row stamped with the clock's time. `R` is what the rows keep:
 * the entity's stored record (decision 061).
 */
export const auditTo =
  <R>(clock: Clock, entity: string) =>
  (
    store: { audit: AuditLog },
    userId: string | null,
    entityId: string,
    action: string,
    before: R | null,
    after: R | null,
  ) =>
    store.audit.write({ at: clock.now().toISOString(), userId, entity, entityId, action, before, after });
