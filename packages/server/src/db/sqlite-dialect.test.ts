import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTurn } from './turns.ts';
import { NodeSqliteDialect, runEach, SqliteBulkDialect, SqliteWriteLock } from './sqlite-dialect.ts';

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

describe('the bulk writer (a second connection sharing the write lock)', () => {
  let dir: string;
  let db: Kysely<unknown>;
  let bulk: Kysely<unknown>;
  const count = async () => (await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-writer-'));
    const file = path.join(dir, 'db.sqlite');
    const open = () => {
      const d = new DatabaseSync(file);
      d.exec('pragma journal_mode = wal; pragma busy_timeout = 5000');
      return d;
    };
    const writeLock = new SqliteWriteLock();
    db = new Kysely({ dialect: new NodeSqliteDialect(open(), writeLock) });
    bulk = new Kysely({ dialect: new SqliteBulkDialect(open(), writeLock) });
    await sql`create table t (k text primary key)`.execute(db);
  });
  afterEach(async () => {
    await bulk.destroy();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets the server read, and not see its rows, while its transaction is open; a write waits for it', async () => {
    let written = false;
    let writing: Promise<unknown> | undefined;
    await bulk.transaction().execute(async (tx) => {
      await runEach(tx, 'insert into t (k) values (?)', [['a'], ['b']]);
      // a read on the server's connection is answered now, with the file as it was before
      expect(await count()).toBe(0);
      writing = sql`insert into t (k) values ('c')`.execute(db).then(() => (written = true));
      const transaction = db
        .transaction()
        .execute(async (t2) => sql`insert into t (k) values ('d')`.execute(t2));
      for (let i = 0; i < 5; i++) await nextTurn();
      expect(written).toBe(false);
      writing = Promise.all([writing, transaction]);
    });
    await writing;
    expect(written).toBe(true);
    expect(await count()).toBe(4);
  });

  it('leaves no row of a transaction that fails half-way', async () => {
    await expect(
      bulk.transaction().execute(async (tx) => {
        await runEach(tx, 'insert into t (k) values (?)', [['a'], ['b']]);
        throw new Error('half way');
      }),
    ).rejects.toThrow('half way');
    expect(await count()).toBe(0);
    // the write lock is free again
    await sql`insert into t (k) values ('c')`.execute(db);
    expect(await count()).toBe(1);
  });
});
