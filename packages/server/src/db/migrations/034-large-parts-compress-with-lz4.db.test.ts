import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { down, up } from './034-large-parts-compress-with-lz4.ts';

// Decision 253: on PostgreSQL (built with LZ4, as Debian's is) the parts of stored files and of job
// results are compressed with LZ4; SQLite compresses nothing.
describe.skipIf(process.env.SD_TEST_KIND !== 'postgres')(
  'migration 034: large parts compress with LZ4',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: false });
    });
    afterAll(() => t.close());

    /** How each column compresses its values: l (LZ4), p (pglz) or blank (the server's default, pglz). */
    const methods = async () =>
      (
        await sql<{ table: string; method: string }>`
        select c.relname as "table", a.attcompression as method
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.oid in ('stored_file_parts'::regclass, 'job_result_parts'::regclass) and a.attname = 'content'
        order by c.relname`.execute(t.app.database.db)
      ).rows;

    it('sets LZ4 on both parts columns, and runs back to the default and again', async () => {
      const lz4 = [
        { table: 'job_result_parts', method: 'l' },
        { table: 'stored_file_parts', method: 'l' },
      ];
      expect(await methods()).toEqual(lz4);
      const db = t.app.database.db as unknown as Kysely<unknown>;
      await down(db);
      expect((await methods()).map((m) => m.method)).toEqual(['p', 'p']);
      await up(db);
      expect(await methods()).toEqual(lz4);
    });
  },
);
