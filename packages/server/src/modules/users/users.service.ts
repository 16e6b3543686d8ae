import crypto from 'node:crypto';
import type { Role } from '@seller-desk/core';
import type { Config } from '../../config.ts';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, conflict, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { validatePassword, validateUsername } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import type { UserRecord, UsersRepository } from './users.repository.ts';

export interface PublicUser {
  id: string;
  username: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

const toPublic = (u: UserRecord): PublicUser => ({
  id: u.id,
  username: u.username,
  role: u.role,
  disabled: u.disabled,
  createdAt: u.createdAt,
});

const ROLES: Role[] = ['ADMIN', 'USER'];

/** A password hash no password matches: accounts from single sign-on cannot sign in with a password. */
const NO_PASSWORD = '!single-sign-on';

/** An account as its audit rows keep it: the stored record without the password hash. */
const audited = ({ passwordHash: _hash, ...rest }: UserRecord) => rest;

/**
 * Refuses a change that takes `account` out of the active ADMINs when no other is left. Run inside the
 * transaction that writes the change, after `serialiseAdminRemovals` (decision 200): the count is then
 * what every earlier removal left, and no later one counts before this one commits.
 */
async function refuseRemovingTheLastAdmin(s: UsersStore, account: UserRecord): Promise<void> {
  if (account.role !== 'ADMIN' || account.disabled) return;
  const others = (await s.users.activeAdminIds()).filter((id) => id !== account.id);
  if (others.length === 0)
    throw conflict('This is the last active administrator: make another account ADMIN first');
}

/** The ports the users service works through (app.ts and admin.ts bind the database; unit tests, memory). */
export interface UsersStore {
  users: Bound<UsersRepository>;
  /** The auth module's sessions: a new password or a disabled account ends them. */
  sessions: Bound<Pick<AuthRepository, 'deleteSessionsOfUser'>>;
  audit: AuditLog;
}

export function createUsersService({
  store,
  clock,
  config,
}: {
  store: UnitOfWork<UsersStore>;
  clock: Clock;
  config: Pick<Config, 'argon2'>;
}) {
  const auditUser = auditTo<Omit<UserRecord, 'passwordHash'>>(clock, 'user');
  /** One audit row; `before` and `after` are stored records without the password hash. */
  const audit = (
    s: UsersStore,
    userId: string | null,
    id: string,
    action: string,
    before: UserRecord | null,
    after: UserRecord | null,
  ) => auditUser(s, userId, id, action, before && audited(before), after && audited(after));

  return {
    async list(): Promise<PublicUser[]> {
      return (await store.read.users.list()).map(toPublic);
    },

    /** Used by the GraphQL mutation and by the admin CLI (actor null). */
    async create(
      input: { username: unknown; password: unknown; role: unknown },
      actor: SessionUser | null,
    ): Promise<PublicUser> {
      const username = validateUsername(input.username);
      const password = validatePassword(input.password, username);
      if (!ROLES.includes(input.role as Role)) throw badInput('role', 'Role must be ADMIN or USER');
      const passwordHash = await hashPassword(password, config.argon2);
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const taken = await s.users.findByUsername(username);
        if (taken) {
          // Usernames are matched without case: name the account that has it, as it is stored.
          throw badInput(
            'username',
            taken.username === username
              ? `The username ${username} is already taken`
              : `The username ${taken.username} is already taken (usernames do not tell capitals apart)`,
          );
        }
        const u = await s.users.insert({
          id: crypto.randomUUID(),
          username,
          passwordHash,
          role: input.role as Role,
          at,
          by: actor?.id ?? null,
        });
        await audit(s, actor?.id ?? null, u.id, 'create', null, u);
        return toPublic(u);
      });
    },

    async update(
      id: string,
      data: { role?: Role | null; password?: string | null; disabled?: boolean | null },
      actor: SessionUser | null,
    ): Promise<PublicUser> {
      if (data.role != null && !ROLES.includes(data.role))
        throw badInput('role', 'Role must be ADMIN or USER');
      const named = data.password != null ? await store.read.users.findById(id) : undefined;
      const passwordHash =
        data.password != null
          ? await hashPassword(validatePassword(data.password, named?.username), config.argon2)
          : undefined;
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const mayLoseAdmin = data.role === 'USER' || data.disabled === true;
        // serialise first, then read: what we read is then what the other remover left
        if (mayLoseAdmin) await s.users.serialiseAdminRemovals();
        const before = await s.users.findById(id);
        if (!before) throw notFound('This account was deleted by someone else');
        if (mayLoseAdmin) await refuseRemovingTheLastAdmin(s, before);
        await s.users.update(
          id,
          {
            ...(data.role != null ? { role: data.role } : {}),
            ...(data.disabled != null ? { disabled: data.disabled } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          },
          at,
          actor?.id ?? null,
        );
        if (passwordHash || data.disabled === true) await s.sessions.deleteSessionsOfUser(id);
        const after = (await s.users.findById(id))!;
        await audit(s, actor?.id ?? null, id, passwordHash ? 'update+password' : 'update', before, after);
        return toPublic(after);
      });
    },

    /** The username of an account, or null when it is gone (who made an invoice, say). */
    async usernameOf(id: string): Promise<string | null> {
      return (await store.read.users.findById(id))?.username ?? null;
    },

    /**
     * The account of a single sign-on identity (decision 048): found by its issuer|subject and given the
     * role the provider's claim maps to, or made on the first sign-on with the provider's name (a short
     * suffix when that is taken) and no password.
     */
    async signOnAccount(subject: string, name: string, role: Role): Promise<PublicUser> {
      const at = clock.now().toISOString();
      return store.transaction(async (s) => {
        const found = await s.users.findBySignOnSubject(subject);
        if (found) {
          if (found.role === role) return toPublic(found);
          await s.users.update(found.id, { role }, at, null);
          const after = (await s.users.findById(found.id))!;
          await audit(s, null, found.id, 'update (single sign-on)', found, after);
          return toPublic(after);
        }
        const taken = await s.users.findByUsername(name);
        const username = taken ? `${name}-${crypto.randomBytes(3).toString('hex')}` : name;
        const u = await s.users.insert({
          id: crypto.randomUUID(),
          username,
          passwordHash: NO_PASSWORD,
          role,
          at,
          by: null,
          signOnSubject: subject,
        });
        await audit(s, u.id, u.id, 'create (single sign-on)', null, u);
        return toPublic(u);
      });
    },

    async setPasswordByUsername(username: string, password: string): Promise<PublicUser> {
      const u = await store.read.users.findByUsername(username);
      if (!u) throw notFound(`No account named ${username}`);
      return this.update(u.id, { password }, null);
    },

    async remove(id: string, actor: SessionUser): Promise<PublicUser> {
      if (id === actor.id) throw conflict('You cannot delete your own account');
      return store.transaction(async (s) => {
        await s.users.serialiseAdminRemovals();
        const before = await s.users.findById(id);
        if (!before) throw notFound('This account was deleted by someone else');
        await refuseRemovingTheLastAdmin(s, before);
        await s.users.delete(id);
        await audit(s, actor.id, id, 'delete', before, null);
        return toPublic(before);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
