import type { AuthRepository, SessionRecord, ThrottleCount } from '../../src/modules/auth/auth.repository.ts';
import type { AuthStore } from '../../src/modules/auth/auth.service.ts';
import type { UserRecord } from '../../src/modules/users/users.repository.ts';
import type { Bound, UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';
import { memoryUsersRepository } from './memory-users.ts';

interface AuthData extends MemoryData {
  sessions: Map<string, SessionRecord>;
  /** Sign-in throttle counts by key: failures and checks under way in the window that started then. */
  attempts: Map<string, ThrottleCount>;
  setupDone: string | null;
  users: Map<string, UserRecord>;
  signOnSubjects: Map<string, string>;
}

/** The auth repository over Maps: the same sessions, attempt windows and first-run mark. */
function memoryAuthRepository(data: { current: AuthData }): Bound<AuthRepository> {
  const d = () => data.current;
  return {
    insertSession: async (s) => {
      d().sessions.set(s.id, { ...s });
    },
    findSessionWithUser: async (id) => {
      const s = d().sessions.get(id);
      const u = s && d().users.get(s.userId);
      if (!s || !u) return undefined;
      return {
        id: s.id,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        userId: u.id,
        username: u.username,
        role: u.role,
        disabled: u.disabled,
      };
    },
    touchSession: async (id, at) => {
      const s = d().sessions.get(id);
      if (s) d().sessions.set(id, { ...s, lastSeenAt: at });
    },
    deleteSession: async (id) => {
      d().sessions.delete(id);
    },
    deleteSessionsOfUser: async (userId) => {
      let n = 0;
      for (const [id, s] of d().sessions) if (s.userId === userId && d().sessions.delete(id)) n++;
      return n;
    },
    deleteExpiredSessions: async (idleBefore, now) => {
      for (const [id, s] of d().sessions)
        if (s.lastSeenAt < idleBefore || s.expiresAt <= now) d().sessions.delete(id);
    },
    startCheck: async (key, now, windowStartedBefore) => {
      const was = d().attempts.get(key);
      const next =
        !was || was.windowStart <= windowStartedBefore
          ? { failures: 0, checking: 1, windowStart: now }
          : { ...was, checking: was.checking + 1 };
      d().attempts.set(key, next);
      return { ...next };
    },
    endCheck: async (key, failures) => {
      const was = d().attempts.get(key);
      if (!was) return;
      d().attempts.set(key, {
        ...was,
        checking: Math.max(0, was.checking - 1),
        failures: failures === 'add one' ? was.failures + 1 : failures === 'clear' ? 0 : was.failures,
      });
    },
    pruneAttempts: async (windowStartedBefore) => {
      for (const [key, a] of d().attempts) if (a.windowStart <= windowStartedBefore) d().attempts.delete(key);
    },
    markSetupDone: async (at) => {
      // as the database's primary key does: a second mark fails
      if (d().setupDone !== null) throw new Error('UNIQUE constraint failed: app_state.key');
      d().setupDone = at;
    },
  };
}

export interface MemoryAuth {
  store: UnitOfWork<AuthStore>;
  /** What is stored now (after any rollback). */
  readonly data: AuthData;
}

export function memoryAuth(): MemoryAuth {
  const data = {
    current: {
      sessions: new Map(),
      attempts: new Map(),
      setupDone: null,
      users: new Map(),
      signOnSubjects: new Map(),
      audit: [],
    } as AuthData,
  };
  const store: AuthStore = {
    auth: memoryAuthRepository(data),
    users: memoryUsersRepository(data),
    audit: memoryAuditLog(data),
  };
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
  };
}
