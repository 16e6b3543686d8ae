// COPY inside a transaction (decision 173): on PostgreSQL a transaction has it and rows arrive as written;
// a taken key gives 'conflict' and the transaction goes on; elsewhere there is none.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withTransaction } from '../shared/transaction.ts';
import { copierOf } from './pg-copy.ts';

describe('COPY in a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is there on PostgreSQL in a transaction only, and never on SQLite', async () => {
    const db = t.app.database.db;
    expect(await copierOf(db)).toBeNull();
    const inTransaction = await withTransaction(db, async (tx) => (await copierOf(tx)) !== null);
    expect(inTransaction).toBe(t.app.database.kind === 'postgres');
  });

  it.runIf(process.env.SD_TEST_KIND === 'postgres')(
    'copies text, numbers, booleans and nulls as written; a taken key copies none and the transaction goes on',
    async () => {
      const db = t.app.database.db;
      await sql`create table copy_probe (k text primary key, n bigint, x double precision, b boolean, s text)`.execute(
        db,
      );
      const odd = 'tab\there, "quotes", back\\slash, \r\nnew line, {braces}, NULL, रवि';
      const rows = [
        ['a', 12_345_678_901, 0.1, true, odd],
        ['b', -5, null, false, ''],
        ['c', null, 2.5, null, null],
      ];
      const outcome = await withTransaction(db, async (tx) => {
        const copy = (await copierOf(tx))!;
        const asIs = (row: readonly unknown[]) => row;
        const first = await copy('copy_probe', ['k', 'n', 'x', 'b', 's'], rows, asIs);
        const taken = await copy(
          'copy_probe',
          ['k', 's'],
          [
            ['d', 'new'],
            ['a', 'taken'],
          ],
          asIs,
        );
        // the transaction is usable after the conflict, and keeps what came before it
        const count = await sql<{ n: string }>`select count(*) as n from copy_probe`.execute(tx);
        return { first, taken, count: Number(count.rows[0]!.n) };
      });
      expect(outcome).toEqual({ first: 'copied', taken: 'conflict', count: 3 });
      const stored = await sql<{
        k: string;
        n: string | null;
        x: number | null;
        b: boolean | null;
        s: string | null;
      }>`
        select k, n, x, b, s from copy_probe order by k`.execute(db);
      expect(stored.rows).toEqual([
        { k: 'a', n: '12345678901', x: 0.1, b: true, s: odd },
        { k: 'b', n: '-5', x: null, b: false, s: '' },
        { k: 'c', n: null, x: 2.5, b: null, s: null },
      ]);
      // any other failure throws, and the transaction takes back what it did
      await expect(
        withTransaction(db, async (tx) => {
          await sql`insert into copy_probe (k) values ('e')`.execute(tx);
          await (await copierOf(tx))!('copy_probe', ['k', 'n'], [['f', 'not a number']], (row) => row);
        }),
      ).rejects.toThrow(/bigint/);
      const keys = await sql<{ k: string }>`select k from copy_probe order by k`.execute(db);
      expect(keys.rows.map((r) => r.k)).toEqual(['a', 'b', 'c']);
    },
  );
});
