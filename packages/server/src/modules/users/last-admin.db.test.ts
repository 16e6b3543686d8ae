import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { UsersService } from './users.service.ts';

const ROUNDS = 100;

describe('the last active ADMIN under concurrent changes', () => {
  let t: TestApp;
  /**
   * PostgreSQL: a second server on the same database, with a pool of its own. SQLite: the one server
   * (its data folder is locked to one), whose transactions share one connection.
   */
  let other: App | null;
  let admins: SessionUser[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    other = process.env.SD_TEST_KIND === 'postgres' ? await buildApp(testConfig(), { logger: false }) : null;
    admins = [];
    for (const username of ['admin-a', 'admin-b', 'admin-c']) {
      const u = await t.app.services.users.create(
        { username, password: `${username}-password`, role: 'ADMIN' },
        null,
      );
      admins.push({ id: u.id, username: u.username, role: 'ADMIN' });
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const serviceOf = (i: number): UsersService => (i % 2 === 0 ? t.app : (other ?? t.app)).services.users;
  const activeAdmins = async () =>
    (await t.app.services.users.list()).filter((u) => u.role === 'ADMIN' && !u.disabled).map((u) => u.id);
  /** Every account of `admins` back to an active ADMIN (made again when it was deleted). */
  const restore = async () => {
    const { users } = t.app.services;
    const stored = new Set((await users.list()).map((u) => u.id));
    for (const [i, a] of admins.entries()) {
      if (!stored.has(a.id)) {
        const again = await users.create(
          { username: a.username, password: `${a.username}-password`, role: 'ADMIN' },
          null,
        );
        admins[i] = { ...a, id: again.id };
      } else await users.update(a.id, { role: 'ADMIN', disabled: false }, null);
    }
  };

  it(`keeps one when two ADMINs (on two servers) demote each other at the same moment (${ROUNDS} rounds)`, async () => {
    const [a, b] = admins as [SessionUser, SessionUser];
    // the third is not active, so the two are the only ADMINs
    await t.app.services.users.update(admins[2]!.id, { disabled: true }, null);
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.allSettled([
        serviceOf(round).update(b.id, { role: 'USER' }, a),
        serviceOf(round + 1).update(a.id, { role: 'USER' }, b),
      ]);
      expect(await activeAdmins(), `round ${round}`).toHaveLength(1);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      expect(String(refused[0]!.reason.message)).toMatch(/last active administrator/);
      for (const u of [a, b]) await t.app.services.users.update(u.id, { role: 'ADMIN' }, null);
    }
  });

  it(`keeps one when three ADMINs each demote, disable or delete every other at once (${ROUNDS / 2} rounds)`, async () => {
    await restore();
    const changes = ['demote', 'disable', 'delete'] as const;
    for (let round = 0; round < ROUNDS / 2; round++) {
      const attempts = admins.flatMap((actor, i) =>
        admins
          .filter((target) => target.id !== actor.id)
          .map((target, j) => {
            const users = serviceOf(i + j + round);
            const change = changes[(i + j + round) % changes.length]!;
            if (change === 'delete') return users.remove(target.id, actor);
            return users.update(
              target.id,
              change === 'demote' ? { role: 'USER' } : { disabled: true },
              actor,
            );
          }),
      );
      const results = await Promise.allSettled(attempts);
      expect(await activeAdmins(), `round ${round}`).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected')
          expect(String(r.reason.message)).toMatch(/last active administrator|deleted by someone else/);
      await restore();
    }
  });
});
