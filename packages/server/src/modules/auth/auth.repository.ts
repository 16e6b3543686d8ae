import type { Executor } from '../../shared/transaction.ts';

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
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
  async deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },
  async deleteExpiredSessions(db: Executor, idleBefore: string, now: string): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('expires_at', '<=', now)]))
      .execute();
  },
  async recentFailures(db: Executor, key: string, since: string): Promise<string[]> {
    const rows = await db
      .selectFrom('login_failures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    return rows.map((r) => r.at);
  },
  async addFailure(db: Executor, key: string, at: string): Promise<void> {
    await db.insertInto('login_failures').values({ key, at }).execute();
  },
  async clearFailures(db: Executor, key: string): Promise<void> {
    await db.deleteFrom('login_failures').where('key', '=', key).execute();
  },
  async pruneFailures(db: Executor, before: string): Promise<void> {
    await db.deleteFrom('login_failures').where('at', '<=', before).execute();
  },
  async markSetupDone(db: Executor, at: string): Promise<void> {
    // The primary key makes this the race guard: a second concurrent setup fails here.
    await db.insertInto('app_state').values({ key: 'setup_done', value: at }).execute();
  },
};
