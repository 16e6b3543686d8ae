import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';

const onPostgres = process.env.SD_TEST_KIND === 'postgres';
const url = process.env.SD_TEST_DATABASE_URL ?? '';

// Several servers or test files may share one PostgreSQL database, each in a schema of its own.
describe.skipIf(!onPostgres)('migrations on a PostgreSQL database shared by several schemas', () => {
  const schemas = [1, 2].map(() => `t_${crypto.randomBytes(6).toString('hex')}`);

  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    for (const s of schemas) await admin(`drop schema if exists ${s} cascade`);
  });

  it("migrates a schema of its own although another schema already holds Kysely's migration tables", async () => {
    for (const schema of schemas) {
      await admin(`create schema ${schema}`);
      const database = openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: schema });
      try {
        await migrateToLatest(database.db);
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from information_schema.tables
          where table_schema = ${schema} and table_name in ('kysely_migration', 'kysely_migration_lock', 'products')`.execute(
          database.db,
        );
        expect(rows[0]?.n).toBe(3);
      } finally {
        await database.close();
      }
    }
  });
});
