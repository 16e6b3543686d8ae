import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect, runEach } from './sqlite-dialect.ts';

describe('runEach', () => {
  let db: Kysely<unknown>;
  const insert = 'insert into t (k, v) values (?, ?) on conflict (k) do nothing';
  const count = async () => (await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n;

  beforeEach(async () => {
    db = new Kysely({ dialect: new NodeSqliteDialect(new DatabaseSync(':memory:')) });
    await sql`create table t (k text primary key, v integer)`.execute(db);
  });
  afterEach(() => db.destroy());

  it('runs the statement once per row and gives what each run changed', async () => {
    expect(
      await runEach(db, insert, [
        ['a', 1],
        ['b', true],
        ['a', 3],
      ]),
    ).toEqual([1, 1, 0]);
    const rows = (await sql<{ k: string; v: number }>`select k, v from t order by k`.execute(db)).rows;
    // a boolean is stored as SQLite stores them elsewhere in the app: 1 or 0
    expect(rows).toEqual([
      { k: 'a', v: 1 },
      { k: 'b', v: 1 },
    ]);
  });

  it('runs on the transaction it is given: a rollback takes its rows back', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await runEach(tx, insert, [['a', 1]]);
        expect(await sql<{ n: number }>`select count(*) as n from t`.execute(tx)).toMatchObject({
          rows: [{ n: 1 }],
        });
        throw new Error('half way');
      }),
    ).rejects.toThrow('half way');
    expect(await count()).toBe(0);
  });

  it('stops at the first run that fails; outside a transaction the runs before it stay', async () => {
    await sql`create table u (k text primary key, v integer not null)`.execute(db);
    await expect(
      runEach(db, 'insert into u (k, v) values (?, ?)', [
        ['a', 1],
        ['b', null],
      ]),
    ).rejects.toThrow(/NOT NULL/);
    expect((await sql<{ n: number }>`select count(*) as n from u`.execute(db)).rows[0]!.n).toBe(1);
  });
});
