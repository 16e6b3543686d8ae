import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app.ts';

const login = (t: TestApp, username: string, password: string, forwardedFor?: string) =>
  agent(t.app).request('POST', '/auth/login', {
    body: { username, password },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('login throttling under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
    for (const name of ['target', 'owner', 'behind-proxy'])
      await t.app.services.users.create(
        { username: name, password: `${name}-password-ok`, role: 'USER' },
        null,
      );
  });
  afterAll(() => t.close());

  it('checks at most 5 of 200 parallel guesses from one address, the right password among them', async () => {
    const guesses = Array.from({ length: 200 }, (_, i) =>
      i === 150 ? 'target-password-ok' : `wrong-guess-${i}`,
    );
    const results = await Promise.all(guesses.map((p) => login(t, 'target', p, '203.0.113.7')));
    const statuses = results.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(195);
  });

  it('lets 12 parallel sign-ins with the right password all in, and still stops wrong ones at 5', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(t, 'owner', 'owner-password-ok', '203.0.113.12')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    // 12 wrong ones at once after them: 5 are checked, the rest refused, and the right one with them
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t, 'owner', `wrong-guess-${i}`, '203.0.113.12')),
    );
    const statuses = wrong.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await login(t, 'owner', 'owner-password-ok', '203.0.113.12')).statusCode).toBe(429);
  });

  it('does not lock the owner out from another address', async () => {
    expect((await login(t, 'target', 'target-password-ok', '198.51.100.9')).statusCode).toBe(200);
  });

  it('limits one address across usernames (30 usernames were all tried)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(t, `nobody-${i}`, 'wrong-password-x', '192.0.2.44')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const last = await login(t, 'owner', 'owner-password-ok', '192.0.2.44');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toMatch(/from your network address/);
    // the same person elsewhere is fine
    expect((await login(t, 'owner', 'owner-password-ok', '192.0.2.45')).statusCode).toBe(200);
  });

  it('behind a proxy takes the right-most X-Forwarded-For hop, so rotating the first value does not help', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await login(t, 'behind-proxy', `wrong-${i}-password`, `10.9.${i}.1, 198.18.0.5`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
