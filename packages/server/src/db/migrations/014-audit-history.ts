import type { Kysely } from 'kysely';

// Decision 122: the History screen pages the audit log newest first by (at, id), the whole log or one
// kind of record. Without these indexes each page would sort the log; with them it reads one page.
// A record's own history uses audit_log_entity (entity, entity_id) of migration 001.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_at_id')
    .ifNotExists()
    .on('audit_log')
    .columns(['at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_at_id')
    .ifNotExists()
    .on('audit_log')
    .columns(['entity', 'at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity_at_id').ifExists().execute();
  await db.schema.dropIndex('audit_log_at_id').ifExists().execute();
}
