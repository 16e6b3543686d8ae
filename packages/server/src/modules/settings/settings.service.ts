import { isDeepStrictEqual } from 'node:util';
import {
  CHANNELS,
  GST_RULES_SETTING,
  SECRET_SETTING_DEFINITIONS,
  SETTING_DEFINITIONS,
  secretSettingProblems,
  feeScheduleKey,
  indiaDateTime,
  type Channel,
  type FeeScheduleVersion,
  type GstRule,
  type SecretSettingDefinition,
  type SettingDefinition,
} from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, conflict } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Executor } from '../../shared/transaction.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** A setting's value and its optimistic-lock version (0: never saved, the default is shown). */
export interface SettingView<T> {
  key: string;
  value: T;
  version: number;
  updatedAt: string | null;
  /** who saved it last: a username, null when never saved, saved from the command line or by an account deleted since */
  updatedByName: string | null;
}

export const STALE_SETTING =
  'Someone else saved this setting since you opened it, so nothing was saved: look at their change, then save again to keep yours';

/**
 * The refusal of a Save from an older version, naming who saved the setting since and when (decision
 * 145); the Settings screen lists their change under it, field by field.
 */
export function staleSettingMessage(
  saved: Pick<SettingView<unknown>, 'updatedAt' | 'updatedByName'>,
): string {
  if (saved.updatedAt === null) return STALE_SETTING;
  return `${saved.updatedByName ?? 'Someone else'} saved this setting at ${indiaDateTime(saved.updatedAt)}, after you opened it, so nothing was saved: look at their change, then save again to keep yours`;
}

function definitionOf<T>(key: string): SettingDefinition<T> {
  const definition = SETTING_DEFINITIONS.get(key);
  if (!definition) throw new DomainError('BAD_USER_INPUT', `There is no setting ${key}`, { field: 'key' });
  return definition as SettingDefinition<T>;
}

function secretDefinitionOf(key: string): SecretSettingDefinition {
  const definition = SECRET_SETTING_DEFINITIONS.get(key);
  if (!definition) throw new DomainError('BAD_USER_INPUT', `There is no setting ${key}`, { field: 'key' });
  return definition;
}

/** What anyone is told of a write-only setting: whether it is set, when and by whom; never its value. */
export interface SecretStatus {
  key: string;
  set: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** The ports the settings service works through (app.ts binds the database; unit tests, memory). */
export interface SettingsStore {
  settings: Bound<SettingsRepository>;
  audit: AuditLog;
}

export interface SettingsPorts {
  store: UnitOfWork<SettingsStore>;
  /**
   * The store as another module's open transaction sees it: pricing reads the fee schedules and GST
   * rules inside the write they price (a listing, a report's lines), so the callers of `read`,
   * `feeSchedules` and `gstRules` may pass their transaction's executor.
   */
  within: (ex: Executor) => SettingsStore;
  clock: Clock;
}

/**
 * The one settings mechanism (decision 052): typed values with a default from core, checked by core's
 * definition, stored as JSON with an optimistic-lock version, every change audited. Reads are open to
 * every signed-in user (pricing needs them); the resolvers let only ADMIN write.
 */
export function createSettingsService({ store, within, clock }: SettingsPorts) {
  // a setting's audit rows keep its value before and after (the stored record is the value and its version)
  const audit = auditTo<unknown>(clock, 'setting');
  const storeOf = (ex: Executor | undefined) => (ex === undefined ? store.read : within(ex));

  async function read<T>(s: SettingsStore, key: string): Promise<SettingView<T>> {
    const definition = definitionOf<T>(key);
    const row = await s.settings.find(key);
    return row
      ? {
          key,
          value: row.value as T,
          version: row.version,
          updatedAt: row.updatedAt,
          updatedByName: row.updatedByName,
        }
      : { key, value: definition.defaultValue(), version: 0, updatedAt: null, updatedByName: null };
  }

  async function secretStatus(key: string): Promise<SecretStatus> {
    secretDefinitionOf(key);
    const row = await store.read.settings.find(key);
    return {
      key,
      set: row !== undefined,
      updatedAt: row?.updatedAt ?? null,
      updatedByName: row?.updatedByName ?? null,
    };
  }

  return {
    read: <T>(key: string, ex?: Executor) => read<T>(storeOf(ex), key),

    /** Saves a new value when the setting is still at `expectedVersion` (0 for one never saved). */
    async write<T>(
      key: string,
      value: T,
      expectedVersion: number,
      actor: SessionUser,
    ): Promise<SettingView<T>> {
      const definition = definitionOf<T>(key);
      const at = clock.now().toISOString();
      return store.transaction(async (tx) => {
        const before = await read<T>(tx, key);
        // checked against what is stored now: a value kept as stored is not judged again (decision 152)
        const problem = definition.validate(value, before.value)[0];
        if (problem)
          throw new DomainError('BAD_USER_INPUT', problem.message, {
            field: problem.field,
            ...(problem.row !== undefined ? { row: problem.row } : {}),
          });
        const normalised = definition.normalise(value);
        if (before.version !== expectedVersion) throw conflict(staleSettingMessage(before));
        // A Save that changes nothing stores no new version and no History entry ("No field changed").
        if (isDeepStrictEqual(before.value, normalised)) return before;
        const saved =
          expectedVersion === 0
            ? await tx.settings.insert(key, normalised, at, actor.id)
            : await tx.settings.update(key, normalised, expectedVersion, at, actor.id);
        if (!saved) throw conflict(STALE_SETTING);
        const after = await read<T>(tx, key);
        await audit(tx, actor.id, key, 'update', before.value, after.value);
        return after;
      });
    },

    /** The fee schedule of every channel (oldest version first). */
    async feeSchedules(ex?: Executor): Promise<Record<Channel, SettingView<FeeScheduleVersion[]>>> {
      const out = {} as Record<Channel, SettingView<FeeScheduleVersion[]>>;
      for (const channel of CHANNELS)
        out[channel] = await read<FeeScheduleVersion[]>(storeOf(ex), feeScheduleKey(channel));
      return out;
    },

    gstRules: (ex?: Executor) => read<GstRule[]>(storeOf(ex), GST_RULES_SETTING.key),

    /** Whether a write-only setting is set (decision 302): the screen's whole view of it. */
    secretStatus,

    /**
     * The value of a write-only setting, for the server's own use (a connector's login); undefined when
     * not set. Never sent to a browser nor logged.
     */
    async readSecret<T extends Record<string, string>>(key: string): Promise<T | undefined> {
      secretDefinitionOf(key);
      return (await store.read.settings.find(key))?.value as T | undefined;
    },

    /**
     * Replaces a write-only setting (ADMIN; the resolver checks). No version lock: nothing was read to be
     * kept. The audit log records that it changed, not what it holds.
     */
    async writeSecret(
      key: string,
      value: Readonly<Record<string, unknown>>,
      actor: SessionUser,
    ): Promise<SecretStatus> {
      const definition = secretDefinitionOf(key);
      const problem = secretSettingProblems(definition, value)[0];
      if (problem) throw new DomainError('BAD_USER_INPUT', problem.message, { field: problem.field });
      const clean = Object.fromEntries(definition.fields.map((f) => [f.name, String(value[f.name]).trim()]));
      const at = clock.now().toISOString();
      await store.transaction(async (tx) => {
        const before = await tx.settings.find(key);
        const saved = before
          ? await tx.settings.update(key, clean, before.version, at, actor.id)
          : await tx.settings.insert(key, clean, at, actor.id);
        if (!saved) throw conflict(STALE_SETTING);
        await audit(tx, actor.id, key, 'update', { set: before !== undefined }, { set: true, changed: true });
      });
      return secretStatus(key);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
