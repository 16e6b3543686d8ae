import type { Kysely } from 'kysely';

// Decision 201: a sign-in throttle key counts its failed sign-ins (attempts) and, apart from them, the
// password checks under way (checking). A burst of parallel sign-ins gets at most the limit of checks
// at once, and a right password that finds the budget held by checks under way waits for them instead
// of being refused as a failure.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_throttle')
    .addColumn('checking', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_throttle').dropColumn('checking').execute();
}
