import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SessionUser } from '../../shared/session-user.ts';

describe('the last active ADMIN under concurrent changes', () => {
  let t: TestApp;
  let a: SessionUser;
  let b: SessionUser;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const { users } = t.app.services;
    const ua = await users.create({ username: 'admin-a', password: 'admin-a-password', role: 'ADMIN' }, null);
    const ub = await users.create({ username: 'admin-b', password: 'admin-b-password', role: 'ADMIN' }, null);
    a = { id: ua.id, username: ua.username, role: 'ADMIN' };
    b = { id: ub.id, username: ub.username, role: 'ADMIN' };
  });
  afterAll(() => t.close());

  const activeAdmins = async () =>
    (await t.app.services.users.list()).filter((u) => u.role === 'ADMIN' && !u.disabled).length;

  it('keeps one when two ADMINs demote each other at the same moment (20 rounds)', async () => {
    const { users } = t.app.services;
    for (let round = 0; round < 20; round++) {
      const results = await Promise.allSettled([
        users.update(b.id, { role: 'USER' }, a),
        users.update(a.id, { role: 'USER' }, b),
      ]);
      expect(await activeAdmins(), `round ${round}`).toBe(1);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(String(refused.reason.message)).toMatch(/last active administrator/);
      // both ADMIN again for the next round
      for (const u of [a, b]) await users.update(u.id, { role: 'ADMIN' }, null);
    }
  });

  it('keeps one when two ADMINs disable and delete each other at the same moment', async () => {
    const { users } = t.app.services;
    for (let round = 0; round < 10; round++) {
      await Promise.allSettled([users.update(b.id, { disabled: true }, a), users.remove(a.id, b)]);
      expect(await activeAdmins(), `round ${round}`).toBe(1);
      if (!(await users.list()).some((u) => u.id === a.id)) {
        const again = await users.create(
          { username: 'admin-a', password: 'admin-a-password', role: 'ADMIN' },
          null,
        );
        a = { id: again.id, username: again.username, role: 'ADMIN' };
      }
      await users.update(a.id, { role: 'ADMIN', disabled: false }, null);
      await users.update(b.id, { role: 'ADMIN', disabled: false }, null);
    }
  });
});
