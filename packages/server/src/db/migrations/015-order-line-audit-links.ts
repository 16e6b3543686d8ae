import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Decision 130: an upload writes one audit row for its whole file, listing the file's lines in `after`
// ("orderId/sku", up to 50,000 of them). A line's history finds the return and payment uploads that
// changed it through this table, one (line, audit row) pair per line such an upload changed, instead of
// searching every upload's list. (A sale upload's row is found without it: the row takes the instant its
// lines are stamped with as created_at.) The primary key (order_line_id, audit_id) is the look-up a
// line's history makes; there is no other index and no foreign key (the audit log only grows, order
// lines are never deleted), so an upload writes one index entry per line and nothing else. On SQLite the
// table is WITHOUT ROWID: the key is the table.
//
// The uploads stored before this migration, sales too (their row was stamped a moment after their
// lines), are linked from their lists: a list item is the order id, a slash and the SKU, and the upload's
// entity id names the channel ("flipkart:payment"). The item is read as far as its first slash for the
// order id (no channel's order id holds one; a SKU may).
//
// A record's history (one entity and entity id, newest first) gets an index that gives its rows in that
// order: (entity, entity_id, at, id) in place of migration 001's (entity, entity_id). With the old one
// SQLite, which keeps no statistics here, walked migration 014's (entity, at, id) to avoid a sort,
// reading every row of the record's kind (28–45 ms for a line's history in a log of 100,000 order-line
// rows; 0.1 ms with this index). The new index also serves every look-up the old one did.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_log_order_lines')
    .ifNotExists()
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('audit_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_log_order_lines_pk', ['order_line_id', 'audit_id'])
    .$call((t) => (isPostgres ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createIndex('audit_log_record_at_id')
    .ifNotExists()
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at', 'id'])
    .execute();
  await db.schema.dropIndex('audit_log_entity').ifExists().execute();

  if (isPostgres)
    await sql`insert into audit_log_order_lines (order_line_id, audit_id)
      select l.id, a.id
      from audit_log a
      cross join lateral json_array_elements_text(a.after::json -> 'orders') as j(item)
      join order_lines l on l.channel = split_part(a.entity_id, ':', 1)
        and l.order_id = split_part(j.item, '/', 1)
        and l.sku = substr(j.item, strpos(j.item, '/') + 1)
      where a.entity = 'order_line' and a.action = 'upload'
      on conflict do nothing`.execute(db);
  else
    await sql`insert into audit_log_order_lines (order_line_id, audit_id)
      select l.id, a.id
      from audit_log a
      join json_each(a.after, '$.orders') j
      join order_lines l on l.channel = substr(a.entity_id, 1, instr(a.entity_id, ':') - 1)
        and l.order_id = substr(j.value, 1, instr(j.value, '/') - 1)
        and l.sku = substr(j.value, instr(j.value, '/') + 1)
      where a.entity = 'order_line' and a.action = 'upload'
      on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_entity')
    .ifNotExists()
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema.dropIndex('audit_log_record_at_id').ifExists().execute();
  await db.schema.dropTable('audit_log_order_lines').ifExists().execute();
}
