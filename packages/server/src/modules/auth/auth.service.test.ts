import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryAuth, type MemoryAuth } from '../../../test/fakes/memory-auth.ts';
import { testArgon2 } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import { createAuthService } from './auth.service.ts';

// The auth service's rules, run against in-memory ports (no database): first-run setup, sign-in with
// its throttle (decisions 041 and 201), and sessions that end when idle, when old or when the account is
// disabled. auth.db.test.ts and login-throttle.db.test.ts run the same service on SQLite and PostgreSQL,
// with parallel sign-ins against the database's atomic count.
const PASSWORD = 'a-long-enough-passphrase';
const IP = '203.0.113.7';
const MINUTE = 60_000;

describe('auth service', () => {
  let memory: MemoryAuth;
  let clock: ReturnType<typeof fixedClock>;
  let service: ReturnType<typeof createAuthService>;
  const serviceIdleFor = (sessionIdleMinutes: number) =>
    createAuthService({
      store: memory.store,
      clock,
      config: {
        sessionIdleMinutes,
        sessionAbsoluteHours: 12,
        argon2: testArgon2,
        loginThrottle: { maxFailures: 3, maxFailuresPerAddress: 5, windowMinutes: 15 },
      },
    });
  beforeEach(() => {
    memory = memoryAuth();
    clock = fixedClock('2026-09-15T06:00:00.000Z');
    service = serviceIdleFor(120);
  });

  it('sets up the first administrator once, audited without the hash, and signs them in', async () => {
    expect(await service.setupNeeded()).toBe(true);
    const { user, token } = await service.setup({ username: 'asha', password: PASSWORD });
    expect(user).toMatchObject({ username: 'asha', role: 'ADMIN' });
    expect(await service.resolveSession(token)).toMatchObject({ id: user.id, role: 'ADMIN' });
    expect(memory.data.audit).toMatchObject([
      { action: 'setup', after: { username: 'asha', role: 'ADMIN' } },
    ]);
    expect(JSON.stringify(memory.data.audit)).not.toContain('argon2');
    await expect(service.setup({ username: 'ravi', password: PASSWORD })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Setup is already done: sign in with an existing account',
    });
    expect(memory.data.users.size).toBe(1);
  });

  it('turns a second setup away even when it got past the count (the first-run mark decides)', async () => {
    memory.data.setupDone = '2026-09-15T05:00:00.000Z';
    await expect(service.setup({ username: 'ravi', password: PASSWORD })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(memory.data.users.size).toBe(0);
  });

  it('stops guessing at the limit per username, says when to try again, and lets the owner in after the window', async () => {
    await service.setup({ username: 'asha', password: PASSWORD });
    for (let i = 0; i < 3; i++)
      await expect(service.login({ username: 'asha', password: 'wrong-guess' }, IP)).rejects.toMatchObject({
        message: 'Wrong username or password',
      });
    // the right password too is refused while the window lasts: the check is not even made
    await expect(service.login({ username: 'ASHA', password: PASSWORD }, IP)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-ins for ASHA. Try again in 15 minute(s).',
    });
    clock.advance(15 * MINUTE);
    expect((await service.login({ username: 'asha', password: PASSWORD }, IP)).user.username).toBe('asha');
    // a success clears the username's failures
    expect(memory.data.attempts.get(`user|asha|${IP}`)).toMatchObject({ failures: 0, checking: 0 });
  });

  it('answers a disabled account as a wrong password, whatever the password, and counts both as failures', async () => {
    const { user } = await service.setup({ username: 'asha', password: PASSWORD });
    memory.data.users.set(user.id, { ...memory.data.users.get(user.id)!, disabled: true });
    const answers = [];
    for (const password of [PASSWORD, 'wrong-guess', PASSWORD])
      answers.push(await service.login({ username: 'asha', password }, IP).catch((e: Error) => e));
    expect(answers).toEqual(
      Array(3).fill(expect.objectContaining({ message: 'Wrong username or password' })),
    );
    expect(memory.data.attempts.get(`user|asha|${IP}`)).toMatchObject({ failures: 3, checking: 0 });
    // and the right password meets the same limit as a wrong one
    await expect(service.login({ username: 'asha', password: PASSWORD }, IP)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('waits for the password checks under way that fill the budget, then checks the password', async () => {
    await service.setup({ username: 'asha', password: PASSWORD });
    const key = `user|asha|${IP}`;
    const throttle = memory.store.read.auth;
    const startCheck = throttle.startCheck;
    let looks = 0;
    throttle.startCheck = (...args) => {
      if (args[0] === key) looks++;
      return startCheck(...args);
    };
    // three checks under way (the limit), as other sign-ins of asha would hold
    memory.data.attempts.set(key, { failures: 0, checking: 3, windowStart: clock.now().toISOString() });
    const signingIn = service.login({ username: 'asha', password: PASSWORD }, IP);
    await vi.waitFor(() => expect(looks).toBeGreaterThanOrEqual(2));
    // one of them ends without a failure (a right password): the waiting sign-in goes ahead
    memory.data.attempts.set(key, { ...memory.data.attempts.get(key)!, checking: 2 });
    expect((await signingIn).user.username).toBe('asha');
    // had they ended as failures, it would have been refused instead
    looks = 0;
    memory.data.attempts.set(key, { failures: 0, checking: 3, windowStart: clock.now().toISOString() });
    const refused = service.login({ username: 'asha', password: PASSWORD }, IP);
    await vi.waitFor(() => expect(looks).toBeGreaterThanOrEqual(2));
    memory.data.attempts.set(key, { ...memory.data.attempts.get(key)!, failures: 3, checking: 0 });
    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('limits the failures from one network address across usernames', async () => {
    await service.setup({ username: 'asha', password: PASSWORD });
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      await expect(service.login({ username: name, password: 'wrong-guess' }, IP)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    await expect(service.login({ username: 'asha', password: PASSWORD }, IP)).rejects.toMatchObject({
      message: 'Too many failed sign-ins from your network address. Try again in 15 minute(s).',
    });
    // another address is not held up
    expect((await service.login({ username: 'asha', password: PASSWORD }, '198.51.100.2')).user).toBeTruthy();
  });

  it('ends a session after two idle hours or twelve hours in all, and when the account is disabled', async () => {
    const { user, token } = await service.setup({ username: 'asha', password: PASSWORD });
    clock.advance(119 * MINUTE);
    expect(await service.resolveSession(token)).not.toBeNull(); // seen now: the idle time starts again
    clock.advance(119 * MINUTE);
    expect(await service.resolveSession(token)).not.toBeNull();
    clock.advance(121 * MINUTE);
    expect(await service.resolveSession(token)).toBeNull();
    expect(memory.data.sessions.size).toBe(0);

    const again = (await service.login({ username: 'asha', password: PASSWORD }, IP)).token;
    for (let h = 0; h < 11; h++) {
      clock.advance(60 * MINUTE);
      expect(await service.resolveSession(again)).not.toBeNull();
    }
    clock.advance(60 * MINUTE);
    expect(await service.resolveSession(again)).toBeNull();

    const third = (await service.login({ username: 'asha', password: PASSWORD }, IP)).token;
    memory.data.users.set(user.id, { ...memory.data.users.get(user.id)!, disabled: true });
    expect(await service.resolveSession(third)).toBeNull();
    await expect(service.login({ username: 'asha', password: PASSWORD }, IP)).rejects.toMatchObject({
      message: 'Wrong username or password',
    });
  });

  it('keeps a session in use signed in with an idle time of half a minute, and ends it after 30 s unused', async () => {
    service = serviceIdleFor(0.5);
    const { token } = await service.setup({ username: 'asha', password: PASSWORD });
    for (let s = 0; s < 300; s += 5) {
      clock.advance(5_000);
      expect(await service.resolveSession(token), `after ${s + 5} s`).not.toBeNull();
    }
    // a request now and then, just inside the idle time
    for (let i = 0; i < 5; i++) {
      clock.advance(29_000);
      expect(await service.resolveSession(token)).not.toBeNull();
    }
    clock.advance(31_000);
    expect(await service.resolveSession(token)).toBeNull();
  });

  it('writes the last-seen time at most once a minute', async () => {
    const { token } = await service.setup({ username: 'asha', password: PASSWORD });
    const seen = () => [...memory.data.sessions.values()][0]!.lastSeenAt;
    const first = seen();
    clock.advance(30_000);
    await service.resolveSession(token);
    expect(seen()).toBe(first);
    clock.advance(31_000);
    await service.resolveSession(token);
    expect(seen()).toBe('2026-09-15T06:01:01.000Z');
  });
});
