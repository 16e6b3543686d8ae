import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEXT_LIMITS, textProblem, type Role } from '@seller-desk/core';
import type { Config } from '../../config.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, badInput, conflict, unauthenticated } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { AuditLog } from '../../shared/audit.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { UserRecord, UsersRepository } from '../users/users.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashPassword, passwordProblem, verifyPassword } from './password.ts';

/**
 * How old the stored last-seen time may get before a request writes it again: at most a minute, so
 * reads do not turn into writes on every request, and at most a tenth of the idle time, so a session
 * in use is never taken for idle however short the idle time (0.5 minutes: written every 3 s). A
 * session is then ended after between nine tenths and all of the idle time without a request.
 */
/**
 * How long a sign-in waits, at most, for password checks under way on its keys when they alone fill
 * the throttle's budget (decision 201); it looks again after 10 ms, then twice as long each time, up
 * to 250 ms between looks.
 */
const CHECK_WAIT_MS = 5_000;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 250;

const lastSeenRewriteMs = (idleMs: number) => Math.min(60_000, idleMs / 10);

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** The ports the auth service works through (app.ts binds the database; unit tests, memory). */
export interface AuthStore {
  /** Sessions, sign-in attempts and the first-run mark. */
  auth: Bound<AuthRepository>;
  /** The users module's records (first-run setup, login). */
  users: Bound<Pick<UsersRepository, 'count' | 'insert' | 'findByUsername'>>;
  audit: AuditLog;
}

export interface AuthServiceDeps {
  store: UnitOfWork<AuthStore>;
  clock: Clock;
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours' | 'argon2' | 'loginThrottle'>;
}

export function validateUsername(username: unknown): string {
  if (typeof username !== 'string' || !/^[A-Za-z0-9._@-]{1,64}$/.test(username.trim())) {
    throw badInput('username', 'Username must be 1 to 64 letters, digits or . _ @ -');
  }
  return username.trim();
}

export function validatePassword(password: unknown, username?: string): string {
  if (typeof password !== 'string') throw badInput('password', 'Password is required');
  const problem = passwordProblem(password, username);
  if (problem) throw badInput('password', problem);
  return password;
}

export function createAuthService({ store, clock, config }: AuthServiceDeps) {
  const { auth: sessions, users } = store.read;
  const idleMs = config.sessionIdleMinutes * 60_000;
  const rewriteLastSeenMs = lastSeenRewriteMs(idleMs);
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;
  const windowMs = config.loginThrottle.windowMinutes * 60_000;
  // A real hash to verify against when the username does not exist, so both paths cost the same.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(crypto.randomUUID(), config.argon2));

  async function startSession(userId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = clock.now();
    await sessions.insertSession({
      id: sha256(token),
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + absoluteMs).toISOString(),
    });
    return token;
  }

  /**
   * Counts a password check on a sign-in's two keys before it is made (decisions 041 and 201): a key's
   * failures and checks under way together stay within its limit, so a burst of parallel guesses gets
   * at most the limit of checks. When a key's failures alone reach its limit the sign-in is refused
   * (429, until its window ends). When checks under way fill the budget, the sign-in waits for them to
   * end, as a right password ends its check without a failure, and looks again, for at most
   * CHECK_WAIT_MS.
   */
  async function startCheck(username: string, userKey: string, addressKey: string): Promise<void> {
    const waitUntil = Date.now() + CHECK_WAIT_MS;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      const now = clock.now();
      const at = now.toISOString();
      const windowStartedBefore = new Date(now.getTime() - windowMs).toISOString();
      const forUser = await sessions.startCheck(userKey, at, windowStartedBefore);
      const fromAddress = await sessions.startCheck(addressKey, at, windowStartedBefore);
      const { maxFailures, maxFailuresPerAddress } = config.loginThrottle;
      if (
        forUser.failures + forUser.checking <= maxFailures &&
        fromAddress.failures + fromAddress.checking <= maxFailuresPerAddress
      )
        return;
      await sessions.endCheck(userKey, 'keep');
      await sessions.endCheck(addressKey, 'keep');
      const userFull = forUser.failures >= maxFailures;
      if (userFull || fromAddress.failures >= maxFailuresPerAddress) {
        const started = new Date((userFull ? forUser : fromAddress).windowStart).getTime();
        const retryAfter = Math.max(1, Math.ceil((started + windowMs - now.getTime()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          userFull
            ? `Too many failed sign-ins for ${username}. Try again in ${minutes} minute(s).`
            : `Too many failed sign-ins from your network address. Try again in ${minutes} minute(s).`,
          { retryAfter },
        );
      }
      if (Date.now() + pause > waitUntil)
        throw new DomainError(
          'TOO_MANY_REQUESTS',
          `Too many sign-ins at once for ${username}. Try again in 1 second.`,
          { retryAfter: 1 },
        );
      await sleep(pause);
    }
  }

  return {
    /** A session for an account signed in another way (single sign-on); returns the cookie token. */
    startSessionFor: startSession,
    async setupNeeded(): Promise<boolean> {
      return (await users.count()) === 0;
    },

    /** Creates the first ADMIN; race-safe through app_state's primary key inside one transaction. */
    async setup(input: {
      username: unknown;
      password: unknown;
    }): Promise<{ user: SessionUser; token: string }> {
      const username = validateUsername(input.username);
      const password = validatePassword(input.password, username);
      const passwordHash = await hashPassword(password, config.argon2);
      const at = clock.now().toISOString();
      const taken = conflict('Setup is already done: sign in with an existing account');
      let user: SessionUser;
      try {
        user = await store.transaction(async (s) => {
          if ((await s.users.count()) > 0) throw taken;
          await s.auth.markSetupDone(at);
          const u = await s.users.insert({
            id: crypto.randomUUID(),
            username,
            passwordHash,
            role: 'ADMIN',
            at,
            by: null,
          });
          const { passwordHash: _hash, ...after } = u;
          await s.audit.write({
            at,
            userId: u.id,
            entity: 'user',
            entityId: u.id,
            action: 'setup',
            before: null,
            after,
          });
          return { id: u.id, username: u.username, role: u.role };
        });
      } catch (e) {
        if (e instanceof DomainError) throw e;
        throw taken; // unique violation on app_state: someone else finished setup at the same moment
      }
      return { user, token: await startSession(user.id) };
    },

    async login(
      input: { username: unknown; password: unknown },
      ip: string,
    ): Promise<{ user: SessionUser; token: string }> {
      const username = typeof input.username === 'string' ? input.username.trim() : '';
      const password = typeof input.password === 'string' ? input.password : '';
      if (!username || !password)
        throw new DomainError('UNAUTHENTICATED', 'Enter your username and password');
      const nameProblem = textProblem(username, 'Username', TEXT_LIMITS.username);
      if (nameProblem) throw badInput('username', nameProblem);
      if (password.length > TEXT_LIMITS.password)
        throw badInput('password', `Password must be at most ${TEXT_LIMITS.password} characters`);
      const userKey = `user|${username.toLowerCase()}|${ip}`;
      const addressKey = `address|${ip}`;
      await startCheck(username, userKey, addressKey);
      let signedIn: UserRecord | null = null;
      try {
        const user = await users.findByUsername(username);
        const ok = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
        // A disabled account is answered as a wrong password, whatever the password (decision 202):
        // telling it only to the right password would say which password is right.
        if (user && ok && !user.disabled) signedIn = user;
      } catch (e) {
        // no check was made: give it back
        await sessions.endCheck(userKey, 'keep');
        await sessions.endCheck(addressKey, 'keep');
        throw e;
      }
      // a success clears its username's failures and leaves the address's; a failure counts on both
      await sessions.endCheck(userKey, signedIn ? 'clear' : 'add one');
      await sessions.endCheck(addressKey, signedIn ? 'keep' : 'add one');
      if (!signedIn) throw unauthenticated('Wrong username or password');
      return {
        user: { id: signedIn.id, username: signedIn.username, role: signedIn.role },
        token: await startSession(signedIn.id),
      };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.deleteSession(sha256(token));
    },

    /** Ends every session of a user; returns how many there were. */
    async logoutEverywhere(userId: string): Promise<number> {
      return sessions.deleteSessionsOfUser(userId);
    },
    /** The user behind a session cookie, or null when there is none or it has expired (idle or absolute). */
    async resolveSession(token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 100) return null;
      const id = sha256(token);
      const s = await sessions.findSessionWithUser(id);
      if (!s) return null;
      const now = clock.now().getTime();
      const lastSeen = new Date(s.lastSeenAt).getTime();
      if (Boolean(s.disabled) || now - lastSeen > idleMs || now >= new Date(s.expiresAt).getTime()) {
        await sessions.deleteSession(id);
        return null;
      }
      if (now - lastSeen >= rewriteLastSeenMs) await sessions.touchSession(id, new Date(now).toISOString());
      return { id: s.userId, username: s.username, role: s.role as Role };
    },

    /** Housekeeping: drop expired sessions and old login failures. */
    async prune(): Promise<void> {
      const now = clock.now().getTime();
      await sessions.deleteExpiredSessions(new Date(now - idleMs).toISOString(), new Date(now).toISOString());
      await sessions.pruneAttempts(new Date(now - windowMs).toISOString());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
