import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badInput } from './errors.ts';
import { MAX_BATCH_ROWS, runBatch, runBatchIn, setWriteOrNull } from './run-batch.ts';
import { withTransaction } from './transaction.ts';

// The batch mechanism on its own, over a table of its own: every row's fate is independent, a unique
// key race is that row's error, and an unexpected failure stores nothing of the chunk.
describe('batch runs', () => {
  let t: TestApp;
  const options = { duplicateMessage: 'That code is stored already', what: 'rows' };
  beforeAll(async () => {
    t = await createTestApp();
    await sql`create table batch_probe (code varchar(20) primary key, qty integer not null)`.execute(
      t.app.database.db,
    );
  });
  afterAll(() => t.close());

  const insert = (code: string, qty: number) =>
    runBatch(
      t.app.database.db,
      [{ code, qty }],
      async (tx, row) => {
        await sql`insert into batch_probe (code, qty) values (${row.code}, ${row.qty})`.execute(tx);
        return row.code;
      },
      options,
    );
  const stored = async () =>
    (
      await sql<{ code: string }>`select code from batch_probe order by code`.execute(t.app.database.db)
    ).rows.map((r) => r.code);

  it('stores the good rows of a chunk and reports the bad ones by row and field, in input order', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      code: `A${String(i).padStart(4, '0')}`,
      qty: i === 499 ? -1 : i,
    }));
    const results = await runBatch(
      t.app.database.db,
      rows,
      async (tx, row) => {
        if (row.qty < 0) throw badInput('qty', 'Quantity cannot be negative');
        await sql`insert into batch_probe (code, qty) values (${row.code}, ${row.qty})`.execute(tx);
        return row.code;
      },
      options,
    );
    expect(results).toHaveLength(1000);
    expect(results.filter((r) => !r.ok)).toEqual([
      { row: 500, ok: false, id: null, error: { field: 'qty', message: 'Quantity cannot be negative' } },
    ]);
    expect(results[0]).toEqual({ row: 1, ok: true, id: 'A0000', error: null });
    expect((await stored()).filter((c) => c.startsWith('A'))).toHaveLength(999);
  });

  it('reports a unique-key clash as that row’s error and keeps the rest', async () => {
    const results = await runBatch(
      t.app.database.db,
      [{ code: 'B1' }, { code: 'B1' }, { code: 'B2' }],
      async (tx, row) => {
        await sql`insert into batch_probe (code, qty) values (${row.code}, 1)`.execute(tx);
        return row.code;
      },
      options,
    );
    expect(results.map((r) => [r.ok, r.error?.message ?? null])).toEqual([
      [true, null],
      [false, 'That code is stored already'],
      [true, null],
    ]);
    expect((await stored()).filter((c) => c.startsWith('B'))).toEqual(['B1', 'B2']);
  });

  it('stores nothing of a chunk when a row fails for a reason that is not the row’s', async () => {
    await expect(
      runBatch(
        t.app.database.db,
        [{ code: 'C1' }, { code: 'C2' }],
        async (tx, row) => {
          await sql`insert into batch_probe (code, qty) values (${row.code}, 1)`.execute(tx);
          if (row.code === 'C2') throw new Error('disk on fire');
          return row.code;
        },
        options,
      ),
    ).rejects.toThrow('disk on fire');
    expect((await stored()).filter((c) => c.startsWith('C'))).toEqual([]);
  });

  it('a re-run of the same rows stores nothing twice', async () => {
    await insert('D1', 1);
    const again = await insert('D1', 1);
    expect(again[0]).toMatchObject({ ok: false, error: { message: 'That code is stored already' } });
    expect((await stored()).filter((c) => c.startsWith('D'))).toEqual(['D1']);
  });

  it('refuses more rows than a call takes, saying to send chunks', async () => {
    const rows = Array.from({ length: MAX_BATCH_ROWS + 1 }, (_, i) => ({ code: `E${i}` }));
    await expect(runBatch(t.app.database.db, rows, async () => 'x', options)).rejects.toThrow(
      '1,001 rows in one call is more than the 1,000 a call takes: send them in chunks of at most 1,000',
    );
  });

  it('a set-based write that hits a unique key is undone and the chunk goes row by row: the clash fails alone', async () => {
    await insert('S2', 1);
    const rows = ['S1', 'S2', 'S3'].map((code) => ({ code, qty: 5 }));
    const results = await withTransaction(t.app.database.db, async (tx) => {
      const set = await setWriteOrNull(tx, async () => {
        for (const r of rows)
          await sql`insert into batch_probe (code, qty) values (${r.code}, ${r.qty})`.execute(tx);
        return 'written';
      });
      expect(set).toBeNull();
      return runBatchIn(
        tx,
        rows,
        async (tx, row) => {
          await sql`insert into batch_probe (code, qty) values (${row.code}, ${row.qty})`.execute(tx);
          return row.code;
        },
        options,
      );
    });
    expect(results.map((r) => [r.row, r.ok, r.error?.message ?? null])).toEqual([
      [1, true, null],
      [2, false, 'That code is stored already'],
      [3, true, null],
    ]);
    expect((await stored()).filter((c) => c.startsWith('S'))).toEqual(['S1', 'S2', 'S3']);
  });
});
