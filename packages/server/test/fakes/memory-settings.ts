import type { SettingRow, SettingsRepository } from '../../src/modules/settings/settings.repository.ts';
import type { SettingsPorts, SettingsStore } from '../../src/modules/settings/settings.service.ts';
import type { Bound } from '../../src/shared/unit-of-work.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

interface SettingsData extends MemoryData {
  settings: Map<string, SettingRow>;
  /** The usernames a saved setting names as its saver (the users table, joined on read). */
  usernames: Map<string, string>;
}

/** The settings repository over a Map: a value is stored as JSON, so a read never shares the caller's object. */
export function memorySettingsRepository(data: { current: SettingsData }): Bound<SettingsRepository> {
  const rows = () => data.current.settings;
  const withSaver = (row: SettingRow): SettingRow => ({
    ...structuredClone(row),
    updatedByName: row.updatedBy === null ? null : (data.current.usernames.get(row.updatedBy) ?? null),
  });
  return {
    find: async (key) => {
      const row = rows().get(key);
      return row && withSaver(row);
    },
    findMany: async (keys) =>
      new Map(keys.flatMap((k) => (rows().has(k) ? [[k, withSaver(rows().get(k)!)] as const] : []))),
    insert: async (key, value, at, by) => {
      if (rows().has(key)) return false;
      rows().set(key, {
        key,
        value: structuredClone(value),
        version: 1,
        updatedAt: at,
        updatedBy: by,
        updatedByName: null,
      });
      return true;
    },
    update: async (key, value, expectedVersion, at, by) => {
      const row = rows().get(key);
      if (!row || row.version !== expectedVersion) return false;
      rows().set(key, {
        ...row,
        value: structuredClone(value),
        version: row.version + 1,
        updatedAt: at,
        updatedBy: by,
      });
      return true;
    },
  };
}

export interface MemorySettings extends Omit<SettingsPorts, 'clock'> {
  /** What is stored now (after any rollback). */
  readonly data: SettingsData;
}

export function memorySettings(usernames: Record<string, string> = {}): MemorySettings {
  const data = {
    current: {
      settings: new Map(),
      usernames: new Map(Object.entries(usernames)),
      audit: [],
    } as SettingsData,
  };
  const store: SettingsStore = { settings: memorySettingsRepository(data), audit: memoryAuditLog(data) };
  return {
    store: memoryUnitOfWork(data, store),
    // one store in memory: another module's transaction sees what this one does
    within: () => store,
    get data() {
      return data.current;
    },
  };
}
