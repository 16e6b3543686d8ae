import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.ts';
import { ADMIN, USER, agent, createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('auth routes', () => {
  const clock = fixedClock('2026-01-05T09:00:00.000Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { sessionIdleMinutes: 120, sessionAbsoluteHours: 12, trustProxy: true },
    });
  });
  afterAll(() => t.close());

  it('reports that setup is no longer needed and refuses a second setup with 409', async () => {
    expect((await t.anon.request('GET', '/auth/setup')).json()).toEqual({ needed: false });
    const res = await t.anon.request('POST', '/auth/setup', {
      body: { username: 'intruder', password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
  });

  it('signs in with the right password, sets an httpOnly SameSite=Lax cookie, and /auth/me answers', async () => {
    const a = agent(t.app);
    const res = await a.request('POST', '/auth/login', {
      body: { username: 'STAFF', password: USER.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: USER.username, role: 'USER' });
    const cookie = res.cookies.find((c) => c.name === 'sd_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const me = await a.request('GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: { id: expect.any(String), username: USER.username, role: 'USER' } });
  });

  it('marks the cookie Secure on https requests', async () => {
    const res = await t.anon.request('POST', '/auth/login', {
      body: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.cookies.find((c) => c.name === 'sd_session')!.secure).toBe(true);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await t.anon.request('POST', '/auth/login', {
      body: { username: ADMIN.username, password: 'nope-nope-nope' },
    });
    const unknown = await t.anon.request('POST', '/auth/login', {
      body: { username: 'ghost', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Wrong username or password' });
    expect(unknown.json().error.message).toBe('Wrong username or password');
  });

  it('answers 401 on /auth/me without a session', async () => {
    expect((await t.anon.request('GET', '/auth/me')).statusCode).toBe(401);
  });

  it('accepts a logout with an empty JSON body', async () => {
    const a = await t.login(USER.username, USER.password);
    const res = await a.request('POST', '/auth/logout', {
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const a = await t.login(USER.username, USER.password);
    const token = a.cookie;
    const res = await a.request('POST', '/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(a.cookie).toBeUndefined();
    const again = agent(t.app, token);
    expect((await again.request('GET', '/auth/me')).statusCode).toBe(401);
  });

  it('throttles after 5 failures per username and IP for 15 minutes with 429 and Retry-After', async () => {
    await t.app.services.users.create(
      { username: 'victim', password: 'victim-password', role: 'USER' },
      null,
    );
    for (let i = 0; i < 5; i++) {
      const r = await t.anon.request('POST', '/auth/login', {
        body: { username: 'victim', password: `bad-${i}-password` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.anon.request('POST', '/auth/login', {
      body: { username: 'victim', password: 'victim-password' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many failed sign-ins for victim/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // another username from the same address is not affected
    expect((await t.anon.request('POST', '/auth/login', { body: ADMIN })).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    const later = await t.anon.request('POST', '/auth/login', {
      body: { username: 'victim', password: 'victim-password' },
    });
    expect(later.statusCode).toBe(200);
  });

  it('signs out everywhere: every session of that user ends, other users keep theirs', async () => {
    const phone = await t.login(USER.username, USER.password);
    const laptop = await t.login(USER.username, USER.password);
    const other = await t.login(ADMIN.username, ADMIN.password);
    const res = await laptop.request('POST', '/auth/logout-everywhere');
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(laptop.cookie).toBeUndefined();
    expect((await phone.request('GET', '/auth/me')).statusCode).toBe(401);
    expect((await other.request('GET', '/auth/me')).statusCode).toBe(200);
    expect((await t.anon.request('POST', '/auth/logout-everywhere')).statusCode).toBe(401);
  });

  it('expires a session after the idle timeout', async () => {
    const a = await t.login(USER.username, USER.password);
    clock.advance(119 * 60_000);
    expect((await a.request('GET', '/auth/me')).statusCode).toBe(200); // activity resets the idle clock
    clock.advance(119 * 60_000);
    expect((await a.request('GET', '/auth/me')).statusCode).toBe(200);
    clock.advance(121 * 60_000);
    expect((await a.request('GET', '/auth/me')).statusCode).toBe(401);
  });

  it('expires a session after the absolute timeout even when active', async () => {
    const a = await t.login(USER.username, USER.password);
    for (let h = 0; h < 11; h++) {
      clock.advance(60 * 60_000);
      expect((await a.request('GET', '/auth/me')).statusCode).toBe(200);
    }
    clock.advance(60 * 60_000);
    expect((await a.request('GET', '/auth/me')).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled account, and answers it the same with the right password or a wrong one', async () => {
    const u = await t.app.services.users.create(
      { username: 'leaver', password: 'leaver-password', role: 'USER' },
      null,
    );
    const a = await t.login('leaver', 'leaver-password');
    await t.app.services.users.update(u.id, { disabled: true }, null);
    expect((await a.request('GET', '/auth/me')).statusCode).toBe(401);
    const right = await t.anon.request('POST', '/auth/login', {
      body: { username: 'leaver', password: 'leaver-password' },
    });
    const wrong = await t.anon.request('POST', '/auth/login', {
      body: { username: 'leaver', password: 'not-the-password' },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Wrong username or password' },
    });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 401, body: right.json() });
  });

  it('stores argon2id PHC hashes and only a hash of the session token', async () => {
    const row = await t.app.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    );
    const sessions = await t.app.database.db.selectFrom('sessions').select('id').execute();
    expect(sessions.map((s) => s.id)).not.toContain(t.admin.cookie);
  });
});

describe('CSRF guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 403 to a state-changing request without X-Requested-With', async () => {
    for (const url of ['/auth/login', '/auth/logout', '/graphql', '/files/images']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { query: '{ productCount }' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toMatch(/X-Requested-With/);
    }
  });

  it('guards every method that is not GET, HEAD or OPTIONS', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/graphql', payload: { query: '{ productCount }' } });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('never runs a mutation sent over HEAD or GET, even with a signed-in cookie', async () => {
    const mutation = `mutation { createUser(data: {username: "sneaky", password: "sneaky-password-1", role: ADMIN}) { id } }`;
    const cookie = `sd_session=${t.admin.cookie}`;
    for (const method of ['HEAD', 'GET'] as const) {
      const res = await t.app.inject({
        method,
        url: `/graphql?query=${encodeURIComponent(mutation)}`,
        headers: { cookie },
      });
      expect(res.statusCode, method).toBe(405);
    }
    // a named mutation picked by operationName next to a harmless query
    const twoOps = `query Q { productCount } ${mutation.replace('mutation', 'mutation M')}`;
    const picked = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(twoOps)}&operationName=M`,
      headers: { cookie },
    });
    expect(picked.statusCode).toBe(405);
    expect((await t.app.services.users.list()).map((u) => u.username)).not.toContain('sneaky');
    // a query over GET still answers
    const read = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ productCount }')}`,
      headers: { cookie },
    });
    expect(read.json()).toEqual({ data: { productCount: expect.any(Number) } });
  });

  it('lets reads through without the header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
