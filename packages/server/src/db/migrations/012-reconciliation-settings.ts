import type { Kysely } from 'kysely';

// Issue 15: the reconciliation settings move from `app_state` (key `setting:reconciliation`) into the
// one settings mechanism (`settings`, key `reconciliation`, decision 052). A value already saved is kept
// as it was, as version 1; a database that never saved one keeps reading the defaults.
const OLD_KEY = 'setting:reconciliation';
const NEW_KEY = 'reconciliation';

interface Tables {
  app_state: { key: string; value: string };
  settings: { key: string; value: string; version: number; updated_at: string; updated_by: string | null };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const old = await db.selectFrom('app_state').select('value').where('key', '=', OLD_KEY).executeTakeFirst();
  if (!old) return;
  const already = await db.selectFrom('settings').select('key').where('key', '=', NEW_KEY).executeTakeFirst();
  if (!already)
    await db
      .insertInto('settings')
      .values({
        key: NEW_KEY,
        value: old.value,
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
  await db.deleteFrom('app_state').where('key', '=', OLD_KEY).execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const row = await db.selectFrom('settings').select('value').where('key', '=', NEW_KEY).executeTakeFirst();
  if (!row) return;
  await db.insertInto('app_state').values({ key: OLD_KEY, value: row.value }).execute();
  await db.deleteFrom('settings').where('key', '=', NEW_KEY).execute();
}
