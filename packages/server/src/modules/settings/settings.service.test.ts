import { DEFAULT_GST_RULES, GST_RULES_SETTING, type GstRule } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { memorySettings, type MemorySettings } from '../../../test/fakes/memory-settings.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createSettingsService } from './settings.service.ts';

// The settings service's rules (decision 052), run against in-memory ports (no database): a default until
// saved, core's check naming the row and field, the optimistic lock and its message (decision 145), no new
// version for a Save that changes nothing, and one audit row a change. settings.db.test.ts runs the same
// mechanism through GraphQL on SQLite and PostgreSQL.
const ADMIN: SessionUser = { id: 'u-admin', username: 'asha', role: 'ADMIN' };
const RULE: GstRule = {
  hsnPrefix: '9503',
  effectiveFrom: '2025-09-22',
  ratePercent: 5,
  band: null,
  note: '',
};

describe('settings service', () => {
  let memory: MemorySettings;
  let service: ReturnType<typeof createSettingsService>;
  beforeEach(() => {
    memory = memorySettings({ [ADMIN.id]: ADMIN.username });
    service = createSettingsService({ ...memory, clock: fixedClock('2026-01-15T06:00:00.000Z') });
  });

  it("answers core's default, at version 0 and saved by no one, until an ADMIN saves", async () => {
    expect(await service.gstRules()).toEqual({
      key: GST_RULES_SETTING.key,
      value: DEFAULT_GST_RULES,
      version: 0,
      updatedAt: null,
      updatedByName: null,
    });
  });

  it('saves a first version and a second, auditing each with the value before and after', async () => {
    const first = await service.write(GST_RULES_SETTING.key, [RULE], 0, ADMIN);
    expect(first).toMatchObject({ value: [RULE], version: 1, updatedAt: '2026-01-15T06:00:00.000Z' });
    expect(first.updatedByName).toBe('asha');
    const changed = { ...RULE, ratePercent: 12 };
    expect(await service.write(GST_RULES_SETTING.key, [changed], 1, ADMIN)).toMatchObject({
      value: [changed],
      version: 2,
    });
    expect(memory.data.audit).toEqual([
      expect.objectContaining({
        entity: 'setting',
        entityId: 'gstRules',
        action: 'update',
        userId: ADMIN.id,
      }),
      expect.objectContaining({ before: [RULE], after: [changed] }),
    ]);
    expect(memory.data.audit[0]!.before).toEqual(DEFAULT_GST_RULES);
  });

  it('refuses a value core refuses, naming the row and field, and stores nothing', async () => {
    const bad = [RULE, { ...RULE, hsnPrefix: '6' }];
    await expect(service.write(GST_RULES_SETTING.key, bad, 0, ADMIN)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Rule 2: HSN prefix must be 2 to 8 digits',
      field: 'hsnPrefix',
      row: 1,
    });
    expect(memory.data.settings.size).toBe(0);
    expect(memory.data.audit).toEqual([]);
  });

  it('refuses an unknown key by its field', async () => {
    await expect(service.write('noSuchSetting', 1, 0, ADMIN)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'key',
      message: 'There is no setting noSuchSetting',
    });
  });

  it('refuses a save from an older version, naming who saved since and when, and keeps theirs', async () => {
    await service.write(GST_RULES_SETTING.key, [RULE], 0, ADMIN);
    await expect(
      service.write(GST_RULES_SETTING.key, [{ ...RULE, ratePercent: 18 }], 0, ADMIN),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'asha saved this setting at 15 Jan 2026, 11:30 am, after you opened it, so nothing was saved: look at their change, then save again to keep yours',
    });
    expect((await service.gstRules()).value).toEqual([RULE]);
    expect(memory.data.audit).toHaveLength(1);
  });

  it('stores no new version and no History entry for a Save that changes nothing', async () => {
    await service.write(GST_RULES_SETTING.key, [RULE], 0, ADMIN);
    expect(await service.write(GST_RULES_SETTING.key, [{ ...RULE }], 1, ADMIN)).toMatchObject({ version: 1 });
    expect(memory.data.audit).toHaveLength(1);
  });

  it("reads through another module's transaction when it is given one", async () => {
    await service.write(GST_RULES_SETTING.key, [RULE], 0, ADMIN);
    const seen: unknown[] = [];
    const traced = createSettingsService({
      ...memory,
      within: (ex) => {
        seen.push(ex);
        return memory.within(ex);
      },
      clock: fixedClock('2026-01-15T06:00:00.000Z'),
    });
    const tx = {} as Parameters<typeof memory.within>[0];
    expect((await traced.gstRules(tx)).value).toEqual([RULE]);
    expect(seen).toEqual([tx]);
    await traced.gstRules();
    expect(seen).toHaveLength(1);
  });
});
