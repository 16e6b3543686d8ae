// The tables Kysely's migrator looks for before it migrates (its migration and lock tables), read on
// PostgreSQL from the schema the connection works in (its search_path) and found by object id only.
// Kysely's own introspector reads every schema of the database and names each table by text
// (`pg_get_serial_sequence('schema.table', column)`, `has_schema_privilege(schema, …)`): when another
// server or test file sharing the database drops its schema, or a column, between the catalog's
// snapshot and those calls, this server's migration failed ("schema t_… does not exist", "column … of
// relation order_lines does not exist"), although nothing of its own schema had changed (decision 369).
import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/** Kysely's two migration tables (Migrator's defaults). */
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
  comment: string | null;
}

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    );
    return rows;
  }

  /** The tables and views of the connection's current schema, with their columns. */
  async getTables(options = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
        typ.typname as type, tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false))
          as auto_incrementing,
        pg_catalog.col_description(c.oid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(r.table)) continue;
      let table = tables.get(r.table);
      if (!table) {
        table = {
          name: r.table,
          schema: r.schema,
          isView: r.kind === 'v',
          isForeign: r.kind === 'f',
          columns: [],
        };
        tables.set(r.table, table);
      }
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        hasDefaultValue: r.has_default,
        isAutoIncrementing: r.auto_incrementing,
        ...(r.comment === null ? {} : { comment: r.comment }),
      });
    }
    return [...tables.values()];
  }
}
