import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCheckpoints } from './sqlite-checkpoints.ts';

describe('checkpoints off the server thread (decision 146)', () => {
  let dir: string;
  let file: string;
  let db: DatabaseSync;
  const size = () => fs.statSync(file).size;
  /** One transaction writing about 8 MB: some 2,000 pages, past SQLite's 1,000-page autocheckpoint. */
  const writeMuch = (from: number) => {
    const insert = db.prepare('insert into t (k, v) values (?, ?)');
    db.exec('begin immediate');
    for (let i = from; i < from + 2000; i++) insert.run(i, 'x'.repeat(4000));
    db.exec('commit');
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-checkpoints-'));
    file = path.join(dir, 'db.sqlite');
    db = new DatabaseSync(file);
    db.exec(
      'pragma journal_mode = wal; pragma synchronous = normal; create table t (k integer primary key, v text)',
    );
  });
  afterEach(() => {
    if (db.isOpen) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without them, the commit that passes 1,000 pages copies the log into the file', () => {
    const before = size();
    writeMuch(0);
    expect(size()).toBeGreaterThan(before + 4_000_000);
  });

  it('with them, the commit leaves the log alone and the worker copies it', async () => {
    // a round every minute: only `now()` checkpoints within this test
    const checkpoints = startCheckpoints(db, file, 60_000);
    try {
      const before = size();
      writeMuch(0);
      expect(size()).toBe(before);
      await checkpoints.now();
      expect(size()).toBeGreaterThan(before + 4_000_000);
      // what was written is all there, read through another connection from the file and its log
      const reader = new DatabaseSync(file, { readOnly: true });
      expect(reader.prepare('select count(*) as n from t').get()).toEqual({ n: 2000 });
      reader.close();
    } finally {
      await checkpoints.stop();
    }
  });

  it('checkpoints by itself every round', async () => {
    const checkpoints = startCheckpoints(db, file, 20);
    try {
      const before = size();
      writeMuch(0);
      await expect.poll(size, { timeout: 10_000 }).toBeGreaterThan(before + 4_000_000);
    } finally {
      await checkpoints.stop();
    }
  });

  it('once stopped, the server connection checkpoints at its commits again', async () => {
    const checkpoints = startCheckpoints(db, file, 60_000);
    await checkpoints.stop();
    const before = size();
    writeMuch(0);
    expect(size()).toBeGreaterThan(before + 4_000_000);
    // stopping twice, or asking after the stop, does nothing
    await checkpoints.stop();
    await checkpoints.now();
  });
});
