import type { Kysely } from 'kysely';

// Issue 13: the seller profile moves into the one settings mechanism (decision 052): the JSON value
// billing kept in app_state under `setting:seller_profile` becomes the `sellerProfile` setting (version
// 1), unchanged, so every document keeps printing the same seller. Nothing to do on a fresh database.
const OLD_KEY = 'setting:seller_profile';
const NEW_KEY = 'sellerProfile';

interface Tables {
  app_state: { key: string; value: string };
  settings: { key: string; value: string; version: number; updated_at: string; updated_by: string | null };
}

export async function up(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as unknown as Kysely<Tables>;
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

export async function down(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as unknown as Kysely<Tables>;
  const row = await db.selectFrom('settings').select('value').where('key', '=', NEW_KEY).executeTakeFirst();
  if (!row) return;
  await db.insertInto('app_state').values({ key: OLD_KEY, value: row.value }).execute();
  await db.deleteFrom('settings').where('key', '=', NEW_KEY).execute();
}
