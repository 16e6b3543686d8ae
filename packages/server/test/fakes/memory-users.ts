import type { UserRecord, UsersRepository } from '../../src/modules/users/users.repository.ts';
import type { UsersStore } from '../../src/modules/users/users.service.ts';
import type { Bound, UnitOfWork } from '../../src/shared/unit-of-work.ts';
import { memoryAuditLog, memoryUnitOfWork, type MemoryData } from './memory-unit-of-work.ts';

interface UsersData extends MemoryData {
  users: Map<string, UserRecord>;
  /** How many signed-in sessions each account has (the auth module keeps these). */
  sessions: Map<string, number>;
  /** The account of each single sign-on identity (issuer|subject). */
  signOnSubjects: Map<string, string>;
}

/** The users repository over a Map, ordered by username, usernames matched without case. */
export function memoryUsersRepository(data: {
  current: Pick<UsersData, 'users' | 'signOnSubjects'>;
}): Bound<UsersRepository> {
  const rows = () => data.current.users;
  return {
    findById: async (id) => rows().get(id),
    findByUsername: async (username) =>
      [...rows().values()].find((u) => u.username.toLowerCase() === username.toLowerCase()),
    findBySignOnSubject: async (subject) => {
      const id = data.current.signOnSubjects.get(subject);
      return id === undefined ? undefined : rows().get(id);
    },
    list: async () => [...rows().values()].sort((a, b) => (a.username < b.username ? -1 : 1)),
    count: async () => rows().size,
    // One transaction at a time here, as on SQLite: nothing to serialise.
    serialiseAdminRemovals: async () => {},
    activeAdminIds: async () =>
      [...rows().values()].filter((u) => u.role === 'ADMIN' && !u.disabled).map((u) => u.id),
    insert: async (u) => {
      const record: UserRecord = {
        id: u.id,
        username: u.username,
        passwordHash: u.passwordHash,
        role: u.role,
        disabled: false,
        createdAt: u.at,
        updatedAt: u.at,
      };
      rows().set(u.id, record);
      if (u.signOnSubject) data.current.signOnSubjects.set(u.signOnSubject, u.id);
      return record;
    },
    update: async (id, patch, at) => {
      const row = rows().get(id);
      if (!row) return;
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      rows().set(id, { ...row, ...defined, updatedAt: at });
    },
    delete: async (id) => {
      rows().delete(id);
    },
  };
}

export interface MemoryUsers {
  store: UnitOfWork<UsersStore>;
  /** What is stored now (after any rollback). */
  readonly data: UsersData;
}

export function memoryUsers(): MemoryUsers {
  const data = {
    current: { users: new Map(), sessions: new Map(), signOnSubjects: new Map(), audit: [] } as UsersData,
  };
  const store: UsersStore = {
    users: memoryUsersRepository(data),
    sessions: {
      deleteSessionsOfUser: async (userId) => {
        const n = data.current.sessions.get(userId) ?? 0;
        data.current.sessions.delete(userId);
        return n;
      },
    },
    audit: memoryAuditLog(data),
  };
  return {
    store: memoryUnitOfWork(data, store),
    get data() {
      return data.current;
    },
  };
}
