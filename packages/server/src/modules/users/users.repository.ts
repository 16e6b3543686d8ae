import { PostgresAdapter, sql } from 'kysely';
import type { Role } from '@seller-desk/core';
import type { Executor } from '../../shared/transaction.ts';

export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

type Row = {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  disabled: boolean | number;
  created_at: string;
  updated_at: string;
};

const toRecord = (r: Row): UserRecord => ({
  id: r.id,
  username: r.username,
  passwordHash: r.password_hash,
  role: r.role,
  disabled: Boolean(r.disabled),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const columns = ['id', 'username', 'password_hash', 'role', 'disabled', 'created_at', 'updated_at'] as const;

export const usersRepository = {
  async findById(db: Executor, id: string): Promise<UserRecord | undefined> {
    const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  },
  async findByUsername(db: Executor, username: string): Promise<UserRecord | undefined> {
    const row = await db
      .selectFrom('users')
      .select(columns)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    return row && toRecord(row);
  },
  /** The account a single sign-on identity (issuer|subject) was created for. */
  async findBySignOnSubject(db: Executor, subject: string): Promise<UserRecord | undefined> {
    const row = await db
      .selectFrom('users')
      .select(columns)
      .where('oidc_subject', '=', subject)
      .executeTakeFirst();
    return row && toRecord(row);
  },
  async list(db: Executor): Promise<UserRecord[]> {
    const rows = await db.selectFrom('users').select(columns).orderBy('username').execute();
    return rows.map(toRecord);
  },
  async count(db: Executor): Promise<number> {
    const r = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  /**
   * Holds, until the transaction ends, the one lock every change that can remove an active ADMIN takes
   * before it counts them (decision 200): such changes then run one at a time, each counting in a
   * statement that starts after the one before it committed. PostgreSQL: a transaction-scoped advisory
   * lock, keyed by the schema so installations sharing a database do not wait for each other. SQLite:
   * nothing to take, as its write transactions (`begin immediate`, sqlite-dialect.ts) already run one
   * at a time, across processes too.
   */
  async serialiseAdminRemovals(db: Executor): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`select pg_advisory_xact_lock(hashtext('seller-desk active admins'), hashtext(current_schema()))`.execute(
      db,
    );
  },
  /** The ids of the active administrators. */
  async activeAdminIds(db: Executor): Promise<string[]> {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .where('disabled', '=', false)
      .execute();
    return rows.map((r) => r.id);
  },
  async insert(
    db: Executor,
    u: {
      id: string;
      username: string;
      passwordHash: string;
      role: Role;
      at: string;
      by: string | null;
      /** The single sign-on identity (issuer|subject) of an account made by signing on. */
      signOnSubject?: string;
    },
  ): Promise<UserRecord> {
    await db
      .insertInto('users')
      .values({
        id: u.id,
        username: u.username,
        password_hash: u.passwordHash,
        role: u.role,
        disabled: false,
        created_at: u.at,
        created_by: u.by,
        updated_at: u.at,
        updated_by: u.by,
        ...(u.signOnSubject ? { oidc_subject: u.signOnSubject } : {}),
      })
      .execute();
    return {
      id: u.id,
      username: u.username,
      passwordHash: u.passwordHash,
      role: u.role,
      disabled: false,
      createdAt: u.at,
      updatedAt: u.at,
    };
  },
  async update(
    db: Executor,
    id: string,
    patch: { role?: Role; passwordHash?: string; disabled?: boolean },
    at: string,
    by: string | null,
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({
        ...(patch.role !== undefined ? { role: patch.role } : {}),
        ...(patch.passwordHash !== undefined ? { password_hash: patch.passwordHash } : {}),
        ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
        updated_at: at,
        updated_by: by,
      })
      .where('id', '=', id)
      .execute();
  },
  async delete(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('users').where('id', '=', id).execute();
  },
};

export type UsersRepository = typeof usersRepository;
