import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexNames } from '../../../test/indexes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { down, up } from './014-audit-history.ts';

// The History screen's indexes (decision 122) exist on both databases, and the migration runs again
// (and back) without harm.
describe('migration 014: indexes of the audit log for the History screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const auditIndexes = async (): Promise<string[]> =>
    (await indexNames(t.app.database, 'audit_log'))
      .filter((n) => n.startsWith('audit_log_') && n !== 'audit_log_pkey')
      .sort();

  it('pages by (at, id) and by kind of record, (at, id)', async () => {
    // beside them a record's (entity, entity_id, at, id) of migration 015
    const all = ['audit_log_at_id', 'audit_log_entity_at_id', 'audit_log_record_at_id'];
    expect(await auditIndexes()).toEqual(all);
    const db = t.app.database.db as unknown as Kysely<unknown>;
    await up(db); // already there: nothing happens
    await down(db);
    expect(await auditIndexes()).toEqual(['audit_log_record_at_id']);
    await up(db);
    expect(await auditIndexes()).toEqual(all);
  });
});
