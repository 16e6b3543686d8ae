import type { Kysely } from 'kysely';

// Decision 166: an ADMIN accepts a line's payment difference the staff have looked into (a marketplace
// penalty, a known fee change), with why. The line keeps the difference accepted (paise), the reason,
// when and by whom (a user id, as updated_by); the reconciliation queues compare it with the line's
// difference now (core's isDifferenceAccepted). All empty on the lines stored before: none accepted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('accepted_difference_paise', 'bigint').execute();
  await db.schema.alterTable('order_lines').addColumn('accepted_reason', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('accepted_at', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('accepted_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['accepted_by', 'accepted_at', 'accepted_reason', 'accepted_difference_paise'])
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
}
