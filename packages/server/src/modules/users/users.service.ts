import crypto from 'node:crypto';
import type { Role } from '@seller-desk/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { auditWriter } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { badInput, conflict, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { withTransaction } from '../../shared/transaction.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { validatePassword, validateUsername } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { usersRepository, type UserRecord } from './users.repository.ts';

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

export function createUsersService({
  db,
  clock,
  config,
  auth: authRepository,
}: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'argon2'>;
  /** The auth module's sessions (a new password or a disabled account ends them): app.ts passes its repository. */
  auth: AuthRepository;
}) {
  const audit = auditWriter(clock, 'user');

  return {
    async list(): Promise<PublicUser[]> {
      return (await usersRepository.list(db)).map(toPublic);
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
      return withTransaction(db, async (tx) => {
        if (await usersRepository.findByUsername(tx, username)) {
          throw badInput('username', `The username ${username} is already taken`);
        }
        const u = await usersRepository.insert(tx, {
          id: crypto.randomUUID(),
          username,
          passwordHash,
          role: input.role as Role,
          at,
          by: actor?.id ?? null,
        });
        await audit(tx, actor?.id ?? null, u.id, 'create', null, { username, role: u.role });
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
      const named = data.password != null ? await usersRepository.findById(db, id) : undefined;
      const passwordHash =
        data.password != null
          ? await hashPassword(validatePassword(data.password, named?.username), config.argon2)
          : undefined;
      const at = clock.now().toISOString();
      return withTransaction(db, async (tx) => {
        const mayLoseAdmin = data.role === 'USER' || data.disabled === true;
        // lock first, then read: what we read is then what the other remover left
        const admins = mayLoseAdmin ? await usersRepository.lockActiveAdmins(tx) : [];
        const before = await usersRepository.findById(tx, id);
        if (!before) throw notFound('This account was deleted by someone else');
        const losesAdmin = before.role === 'ADMIN' && !before.disabled && mayLoseAdmin;
        if (losesAdmin && admins.filter((a) => a !== id).length === 0) {
          throw conflict('This is the last active administrator: make another account ADMIN first');
        }
        await usersRepository.update(
          tx,
          id,
          {
            ...(data.role != null ? { role: data.role } : {}),
            ...(data.disabled != null ? { disabled: data.disabled } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          },
          at,
          actor?.id ?? null,
        );
        if (passwordHash || data.disabled === true) await authRepository.deleteSessionsOfUser(tx, id);
        const after = (await usersRepository.findById(tx, id))!;
        await audit(
          tx,
          actor?.id ?? null,
          id,
          passwordHash ? 'update+password' : 'update',
          { role: before.role, disabled: before.disabled },
          { role: after.role, disabled: after.disabled },
        );
        return toPublic(after);
      });
    },

    async setPasswordByUsername(username: string, password: string): Promise<PublicUser> {
      const u = await usersRepository.findByUsername(db, username);
      if (!u) throw notFound(`No account named ${username}`);
      return this.update(u.id, { password }, null);
    },

    async remove(id: string, actor: SessionUser): Promise<PublicUser> {
      if (id === actor.id) throw conflict('You cannot delete your own account');
      return withTransaction(db, async (tx) => {
        const admins = await usersRepository.lockActiveAdmins(tx);
        const before = await usersRepository.findById(tx, id);
        if (!before) throw notFound('This account was deleted by someone else');
        if (before.role === 'ADMIN' && !before.disabled && admins.filter((a) => a !== id).length === 0) {
          throw conflict('This is the last active administrator: make another account ADMIN first');
        }
        await usersRepository.delete(tx, id);
        await audit(tx, actor.id, id, 'delete', { username: before.username, role: before.role }, null);
        return toPublic(before);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
