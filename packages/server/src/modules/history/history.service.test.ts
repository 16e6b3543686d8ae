import { describe, expect, it } from 'vitest';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { AuditRecord, HistoryRepository } from './history.repository.ts';
import { createHistoryService, MAX_HISTORY_PAGE, SYSTEM_NAME } from './history.service.ts';

// The History service's rules on an in-memory port (decision 122): who made each change (an account, a
// deleted one by the name its removal kept, the command line), the record by its name today or the name
// its rows kept, a page at a time by an opaque cursor, refusals by field. history.db.test.ts runs the
// SQL (keyset order, indexes, names of every kind of record) on SQLite and PostgreSQL.
const row = (id: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  id: String(id),
  at: `2026-11-2${id}T06:00:00.000Z`,
  userId: 'u-asha',
  username: 'asha',
  entity: 'product',
  entityId: 'p-1',
  action: 'update',
  before: { productName: 'Glass Jar', purchaseCostPaise: 10_000 },
  after: { productName: 'Glass Jar', purchaseCostPaise: 12_000 },
  read: 'whole',
  ...over,
});

/** The repository's reads over rows kept newest first, as its SQL gives them. */
function memoryHistory(rows: AuditRecord[], names: Record<string, string> = {}) {
  const asked: { cursor: unknown; limit: number }[] = [];
  const store: Bound<HistoryRepository> = {
    page: async (filter, cursor, limit) => {
      asked.push({ cursor, limit });
      return rows
        .filter((r) => !filter.entity || r.entity === filter.entity)
        .filter((r) => !cursor || r.at < cursor.at || (r.at === cursor.at && Number(r.id) < cursor.id))
        .slice(0, limit);
    },
    names: async (_entity, ids) =>
      new Map(ids.flatMap((id) => (names[id] ? [[id, names[id]] as const] : []))),
    deletedUsernames: async (ids) => new Map(ids.filter((id) => id === 'u-ravi').map((id) => [id, 'ravi'])),
  };
  return { store, asked };
}

describe('history service', () => {
  it('names who made each change: the account, a deleted one by its kept name, or the system', async () => {
    const { store } = memoryHistory([
      row(3, { userId: null, username: null }),
      row(2, { userId: 'u-ravi', username: null }),
      row(1, { userId: 'u-gone', username: null }),
    ]);
    const page = await createHistoryService({ store }).page({}, 10, null);
    expect(page.entries.map((e) => e.who)).toEqual([SYSTEM_NAME, 'ravi (deleted)', 'A deleted account']);
    expect(page.nextCursor).toBeNull();
  });

  it('names a record by its name today, else by the name its rows kept', async () => {
    const renamed = await createHistoryService({
      store: memoryHistory([row(1)], { 'p-1': 'Glass Jar 1 L' }).store,
    }).page({ entity: 'product', entityId: 'p-1' }, 10, null);
    expect(renamed.entries[0]).toMatchObject({
      recordName: 'Glass Jar 1 L',
      entityLabel: expect.any(String),
    });
    expect(renamed.recordName).toBe('Glass Jar 1 L');
    const removed = await createHistoryService({ store: memoryHistory([row(1)]).store }).page({}, 10, null);
    expect(removed.entries[0]!.recordName).toBe('Glass Jar');
    expect(removed.entries[0]!.changes.length).toBeGreaterThan(0);
  });

  it('hands out a cursor while there is more, and the next page starts after it', async () => {
    const { store, asked } = memoryHistory([row(5), row(4), row(3), row(2), row(1)]);
    const history = createHistoryService({ store });
    const first = await history.page({}, 2, null);
    expect(first.entries.map((e) => e.id)).toEqual(['5', '4']);
    expect(asked[0]).toEqual({ cursor: null, limit: 3 });
    const second = await history.page({}, 2, first.nextCursor);
    expect(second.entries.map((e) => e.id)).toEqual(['3', '2']);
    const last = await history.page({}, 2, second.nextCursor);
    expect(last.entries.map((e) => e.id)).toEqual(['1']);
    expect(last.nextCursor).toBeNull();
  });

  it('refuses a page size, kind, record without kind, date range or cursor it cannot use, by field', async () => {
    const history = createHistoryService({ store: memoryHistory([row(1)]).store });
    for (const [where, first, after, field] of [
      [{}, 0, null, 'first'],
      [{}, MAX_HISTORY_PAGE + 1, null, 'first'],
      [{ entity: 'spaceship' }, 10, null, 'entity'],
      [{ entityId: 'p-1' }, 10, null, 'entityId'],
      [{ from: '2026-11-02', to: '2026-11-01' }, 10, null, 'from'],
      [{}, 10, 'not-a-cursor', 'after'],
    ] as const)
      await expect(history.page(where, first, after)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
  });
});
