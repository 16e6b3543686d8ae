import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('first start: setup of the first ADMIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('says setup is needed on an empty users table', async () => {
    expect((await t.anon.request('GET', '/auth/setup')).json()).toEqual({ needed: true });
  });

  it('refuses a short password, naming the field', async () => {
    const res = await t.anon.request('POST', '/auth/setup', {
      body: { username: 'owner', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('refuses a password under 10 characters, equal to the username or common, saying why', async () => {
    for (const [password, message] of [
      ['nine-char', 'Password must have at least 10 characters'],
      ['Owner-Name', 'Password must not be the same as the username'],
      ['qwertyuiop', 'Password is one of the most common passwords, which are tried first: choose another'],
    ] as const) {
      const res = await t.anon.request('POST', '/auth/setup', { body: { username: 'owner-name', password } });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error).toEqual({ code: 'BAD_USER_INPUT', field: 'password', message });
    }
  });

  it('creates exactly one ADMIN when two setups race, and signs the winner in', async () => {
    const a = agent(t.app);
    const b = agent(t.app);
    const [ra, rb] = await Promise.all([
      a.request('POST', '/auth/setup', { body: { username: 'owner', password: 'owner-password' } }),
      b.request('POST', '/auth/setup', { body: { username: 'other', password: 'other-password' } }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const winner = ra.statusCode === 200 ? a : b;
    expect((await winner.request('GET', '/auth/me')).json().user.role).toBe('ADMIN');
    expect(await t.app.services.users.list()).toHaveLength(1);
    expect((await t.anon.request('GET', '/auth/setup')).json()).toEqual({ needed: false });
  });
});
