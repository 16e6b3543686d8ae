import { sql } from 'kysely';
import type { Executor } from '../../shared/transaction.ts';

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** A throttle key's count in its window: failed sign-ins, and password checks under way. */
export interface ThrottleCount {
  failures: number;
  checking: number;
  windowStart: string;
}

export const authRepository = {
  async insertSession(db: Executor, s: SessionRecord): Promise<void> {
    await db
      .insertInto('sessions')
      .values({
        id: s.id,
        user_id: s.userId,
        created_at: s.createdAt,
        last_seen_at: s.lastSeenAt,
        expires_at: s.expiresAt,
      })
      .execute();
  },
  async findSessionWithUser(db: Executor, id: string) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as id',
        'sessions.last_seen_at as lastSeenAt',
        'sessions.expires_at as expiresAt',
        'users.id as userId',
        'users.username as username',
        'users.role as role',
        'users.disabled as disabled',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
  },
  async touchSession(db: Executor, id: string, at: string): Promise<void> {
    await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  },
  async deleteSession(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },
  async deleteSessionsOfUser(db: Executor, userId: string): Promise<number> {
    const r = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
  async deleteExpiredSessions(db: Executor, idleBefore: string, now: string): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('expires_at', '<=', now)]))
      .execute();
  },
  /**
   * Counts one more password check under way for `key` and returns the key's failures and checks, in
   * ONE statement (an upsert): two concurrent sign-ins never both read the same count. A window that
   * started before `windowStartedBefore` starts again: no failures, this check alone (a check that
   * straddles the new start is then not counted, which a process stopped mid-check must not outlast).
   */
  async startCheck(
    db: Executor,
    key: string,
    now: string,
    windowStartedBefore: string,
  ): Promise<ThrottleCount> {
    const { rows } = await sql<{
      attempts: number | string;
      checking: number | string;
      window_start: string;
    }>`
      insert into login_throttle (key, window_start, attempts, checking) values (${key}, ${now}, 0, 1)
      on conflict (key) do update set
        attempts = case when login_throttle.window_start <= ${windowStartedBefore} then 0
                        else login_throttle.attempts end,
        checking = case when login_throttle.window_start <= ${windowStartedBefore} then 1
                        else login_throttle.checking + 1 end,
        window_start = case when login_throttle.window_start <= ${windowStartedBefore} then ${now}
                            else login_throttle.window_start end
      returning attempts, checking, window_start`.execute(db);
    const row = rows[0]!;
    return { failures: Number(row.attempts), checking: Number(row.checking), windowStart: row.window_start };
  },
  /**
   * Ends a check counted by startCheck: `failures` says what it does to the key's failures (a failed
   * check adds one; a success clears a username's; a check given back or a success from an address
   * leaves them).
   */
  async endCheck(db: Executor, key: string, failures: 'add one' | 'clear' | 'keep'): Promise<void> {
    await db
      .updateTable('login_throttle')
      .set((eb) => ({
        checking: eb
          .case()
          .when('checking', '>', 0)
          .then(eb('checking', '-', 1))
          .else(0)
          .end(),
        ...(failures === 'add one'
          ? { attempts: eb('attempts', '+', 1) }
          : failures === 'clear'
            ? { attempts: 0 }
            : {}),
      }))
      .where('key', '=', key)
      .execute();
  },
  async pruneAttempts(db: Executor, windowStartedBefore: string): Promise<void> {
    await db.deleteFrom('login_throttle').where('window_start', '<=', windowStartedBefore).execute();
  },
  async markSetupDone(db: Executor, at: string): Promise<void> {
    // The primary key makes this the race guard: a second concurrent setup fails here.
    await db.insertInto('app_state').values({ key: 'setup_done', value: at }).execute();
  },
};

export type AuthRepository = typeof authRepository;
