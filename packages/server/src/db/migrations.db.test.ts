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

  // Decision 369: Kysely's own introspector read every schema and named each table by text, so a schema
  // another server or test file dropped meanwhile failed this one's migration (about one look in four
  // under this churn); the app's reads its own schema by object id.
  it('finds its own tables while other schemas of the database are created and dropped', async () => {
    const database = openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: schemas[0] });
    let churning = true;
    const churn = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        while (churning) {
          const other = `t_churn_${crypto.randomBytes(4).toString('hex')}`;
          await client.query(
            `create schema ${other}; create table ${other}.lines (id serial primary key, sku text)`,
          );
          await client.query(`drop schema ${other} cascade`);
        }
      } finally {
        await client.end();
      }
    };
    const churners = [churn(), churn()];
    try {
      for (let look = 0; look < 60; look++) {
        const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.map((table) => table.name)).toContain('kysely_migration');
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schemas[0]]));
      }
      await migrateToLatest(database.db);
    } finally {
      churning = false;
      await Promise.all(churners);
      await database.close();
    }
  });
});
