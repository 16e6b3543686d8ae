import {
  auditActionLabel,
  auditChanges,
  auditChangesOfLine,
  auditEntityLabel,
  auditRecordName,
  auditReferences,
  indiaDayEnd,
  indiaDayStart,
  isAuditEntity,
  type AuditChange,
  type AuditEntity,
} from '@seller-desk/core';
import { badInput } from '../../shared/errors.ts';
import { firstArg } from '../../shared/paging.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { AuditCursor, AuditRecord, HistoryRepository } from './history.repository.ts';

/** The most entries one page holds. */
export const MAX_HISTORY_PAGE = 200;

/** Who made a change when the row names no account: the command line (`npm run admin`) or single sign-on. */
export const SYSTEM_NAME = 'System';

export interface HistoryWhere {
  entity?: string | null;
  entityId?: string | null;
  userId?: string | null;
  /** India calendar dates (yyyy-MM-dd, checked by the Date scalar), both included */
  from?: string | null;
  to?: string | null;
}

/** One entry of the History screen (decision 122). */
export interface HistoryEntry {
  id: string;
  at: string;
  userId: string | null;
  who: string;
  entity: string;
  entityLabel: string;
  entityId: string;
  recordName: string;
  action: string;
  actionLabel: string;
  changes: AuditChange[];
}

/** The cursor handed out with a page: the (at, id) of its last row, opaque to the screen. */
const cursorText = (row: AuditRecord) =>
  Buffer.from(JSON.stringify([row.at, Number(row.id)])).toString('base64url');

function cursorOf(text: string): AuditCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      Number.isSafeInteger(value[1])
    )
      return { at: value[0], id: value[1] as number };
  } catch {
    // refused below
  }
  throw badInput('after', 'after is not a cursor this list gave: start again from the first page');
}

/**
 * The audit log for people (ADMIN only; the resolver checks): newest first, a page at a time by keyset on
 * (at, id), filtered by kind of record, record, account and India dates; each entry names who, the
 * record (by its name today, else the name its rows kept, else its id) and the fields changed.
 */
export function createHistoryService({ store }: { store: Bound<HistoryRepository> }) {
  /** The names of the records a page names, and of the record asked for, by kind, each kind in one look-up. */
  async function namesOf(
    rows: readonly AuditRecord[],
    where: HistoryWhere,
  ): Promise<Map<AuditEntity, Map<string, string>>> {
    const wanted = new Map<AuditEntity, Set<string>>();
    const want = (entity: string, id: string) => {
      if (!isAuditEntity(entity)) return;
      const ids = wanted.get(entity) ?? new Set<string>();
      ids.add(id);
      wanted.set(entity, ids);
    };
    if (where.entity && where.entityId) want(where.entity, where.entityId);
    for (const r of rows) {
      want(r.entity, r.entityId);
      for (const ref of auditReferences(r.entity, r.entityId, r.before, r.after)) want(ref.entity, ref.id);
    }
    const out = new Map<AuditEntity, Map<string, string>>();
    for (const [entity, ids] of wanted) out.set(entity, await store.names(entity, [...ids]));
    return out;
  }

  return {
    async page(
      where: HistoryWhere,
      first: number | null | undefined,
      after: string | null | undefined,
    ): Promise<{ entries: HistoryEntry[]; nextCursor: string | null; recordName: string | null }> {
      const size = firstArg(first, 50, MAX_HISTORY_PAGE, 1);
      if (where.entity && !isAuditEntity(where.entity))
        throw badInput('entity', `There is no kind of record called ${where.entity}`);
      // a record's id means something within its kind only (and the index is by kind, then id)
      if (where.entityId && !where.entity)
        throw badInput('entityId', 'Give the kind of record (entity) with the record’s id');
      if (where.from && where.to && where.from > where.to)
        throw badInput('from', 'The from date must not be after the to date');
      const cursor = after ? cursorOf(after) : null;

      const rows = await store.page(
        {
          entity: where.entity ?? null,
          entityId: where.entityId ?? null,
          userId: where.userId ?? null,
          fromAt: where.from ? indiaDayStart(where.from) : null,
          beforeAt: where.to ? indiaDayEnd(where.to) : null,
        },
        cursor,
        size + 1,
      );
      const shown = rows.slice(0, size);
      const names = await namesOf(shown, where);
      const allNames = new Map([...names.values()].flatMap((m) => [...m]));
      const gone = [...new Set(shown.filter((r) => r.userId && !r.username).map((r) => r.userId!))];
      const deleted = gone.length > 0 ? await store.deletedUsernames(gone) : new Map<string, string>();

      const entries = shown.map((r): HistoryEntry => {
        const deletedName = r.userId ? deleted.get(r.userId) : undefined;
        const who =
          r.username ??
          (r.userId ? (deletedName ? `${deletedName} (deleted)` : 'A deleted account') : SYSTEM_NAME);
        const known = isAuditEntity(r.entity) ? names.get(r.entity)?.get(r.entityId) : undefined;
        return {
          id: r.id,
          at: r.at,
          userId: r.userId,
          who,
          entity: r.entity,
          entityLabel: auditEntityLabel(r.entity),
          entityId: r.entityId,
          recordName:
            known ?? auditRecordName(r.entity, r.entityId, r.before, r.after, allNames) ?? r.entityId,
          action: r.action,
          actionLabel: auditActionLabel(r.action),
          // a row about many lines in one of their histories: what it did to that line, not its list
          changes:
            r.read === 'line'
              ? auditChangesOfLine(r.entityId, r.action)
              : auditChanges(r.entity, r.before, r.after, allNames, r.entityId),
        };
      });
      const ownEntry = entries.find((e) => e.entity === where.entity && e.entityId === where.entityId);
      return {
        entries,
        nextCursor: rows.length > size ? cursorText(shown[shown.length - 1]!) : null,
        // an order line's newest entries may all be its uploads' (named by their report)
        recordName:
          where.entity && where.entityId && isAuditEntity(where.entity)
            ? (names.get(where.entity)?.get(where.entityId) ?? ownEntry?.recordName ?? null)
            : null,
      };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
