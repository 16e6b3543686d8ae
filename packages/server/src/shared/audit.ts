import type { Executor } from './transaction.ts';

export interface AuditEntry {
  at: string;
  userId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; call it inside the transaction of the write it describes. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      at: entry.at,
      user_id: entry.userId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
