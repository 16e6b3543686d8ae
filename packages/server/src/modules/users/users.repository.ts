import { PostgresAdapter } from 'kysely';
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
   * The active administrators, locked until the transaction ends (PostgreSQL: FOR UPDATE, in id order
   * so two callers never deadlock). Two transactions that would each remove an ADMIN then run one
   * after the other, and the second counts what the first left (decision 043). SQLite runs one write
   * transaction at a time anyway.
   */
  async lockActiveAdmins(db: Executor): Promise<string[]> {
    const query = db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .where('disabled', '=', false)
      .orderBy('id');
    const rows = await (
      db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query
    ).execute();
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
