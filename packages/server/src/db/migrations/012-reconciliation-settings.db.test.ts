import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { up } from './012-reconciliation-settings.ts';

// Reconciliation settings an ADMIN saved before they moved into the settings mechanism are kept.
describe('migration 012: reconciliation settings from app_state into settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves a saved value as version 1, which the API then shows and the queues use', async () => {
    const db = t.app.database.db;
    const saved = {
      toleranceRupees: 7.5,
      paymentCycleDays: { flipkart: 20, amazon: 7, meesho: 10, littleKid: 3, trendyHandy: 3 },
      claimWindowDays: { flipkart: 12, amazon: 30, meesho: 25, littleKid: 30, trendyHandy: 30 },
      claimAfterDays: 30,
    };
    await db
      .insertInto('app_state')
      .values({ key: 'setting:reconciliation', value: JSON.stringify(saved) })
      .execute();
    await up(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>); // a second run finds nothing to move
    expect(
      await db.selectFrom('app_state').selectAll().where('key', '=', 'setting:reconciliation').execute(),
    ).toEqual([]);
    const r = await t.user.gql<{ reconciliationSettings: Record<string, unknown> }>(
      `{ reconciliationSettings { toleranceRupees paymentCycleDays { flipkart meesho } claimWindowDays { flipkart meesho } claimAfterDays version } }`,
    );
    expect(r.data?.reconciliationSettings).toEqual({
      toleranceRupees: 7.5,
      paymentCycleDays: { flipkart: 20, meesho: 10 },
      claimWindowDays: { flipkart: 12, meesho: 25 },
      claimAfterDays: 30,
      version: 1,
    });
  });
});
