import { inChunks } from '../../shared/paging.ts';
import type { Executor } from '../../shared/transaction.ts';

export interface SettingRow {
  key: string;
  /** the parsed JSON value */
  value: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** the username of the account that saved it (null: the command line, or an account deleted since) */
  updatedByName: string | null;
}

/** The setting's columns and the username of whoever saved it last. */
const withSaver = (db: Executor) =>
  db
    .selectFrom('settings')
    .leftJoin('users', 'users.id', 'settings.updated_by')
    .select([
      'settings.key',
      'settings.value',
      'settings.version',
      'settings.updated_at',
      'settings.updated_by',
      'users.username',
    ]);

export const settingsRepository = {
  async find(db: Executor, key: string): Promise<SettingRow | undefined> {
    const row = await withSaver(db).where('settings.key', '=', key).executeTakeFirst();
    return row && toRow(row);
  },
  async findMany(db: Executor, keys: readonly string[]): Promise<Map<string, SettingRow>> {
    const rows = await inChunks(keys, (chunk) => withSaver(db).where('settings.key', 'in', chunk).execute());
    return new Map(rows.map((r) => [r.key, toRow(r)]));
  },
  /** Inserts the first version of a key; false when someone else inserted it meanwhile. */
  async insert(db: Executor, key: string, value: unknown, at: string, by: string | null): Promise<boolean> {
    const r = await db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), version: 1, updated_at: at, updated_by: by })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  },
  /** Replaces the value when the row is still at `expectedVersion`; false otherwise. */
  async update(
    db: Executor,
    key: string,
    value: unknown,
    expectedVersion: number,
    at: string,
    by: string | null,
  ): Promise<boolean> {
    const r = await db
      .updateTable('settings')
      .set((eb) => ({
        value: JSON.stringify(value),
        version: eb('version', '+', 1),
        updated_at: at,
        updated_by: by,
      }))
      .where('key', '=', key)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};

export type SettingsRepository = typeof settingsRepository;

function toRow(r: {
  key: string;
  value: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
  username: string | null;
}): SettingRow {
  return {
    key: r.key,
    value: JSON.parse(r.value) as unknown,
    version: Number(r.version),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
    updatedByName: r.username,
  };
}
