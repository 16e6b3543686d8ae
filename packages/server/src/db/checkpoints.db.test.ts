import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 146: a listening server checkpoints SQLite's log in a worker thread, not at its commits.
describe('where the write-ahead log is checkpointed', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());
  const autocheckpoint = async (test: TestApp) =>
    (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(test.app.database.db))
      .rows[0]!.wal_autocheckpoint;

  it('a listening SQLite server leaves it to its worker; an app that does not listen keeps SQLite’s own', async (ctx) => {
    t = await createTestApp({ seed: false });
    if (t.app.database.kind !== 'sqlite') ctx.skip();
    expect(await autocheckpoint(t)).toBe(1000);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await autocheckpoint(t)).toBe(0);
  });
});
