// A search box's text matched in a table's columns: part of the text, any case, on SQLite and
// PostgreSQL alike. Check Bills and Check Invoice search this way.
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Whether any of `columns` contains `text`, any case. `%`, `_` and `\` typed match themselves, not any
 * text (SQLite needs the escape character named).
 */
export function containsAnyCase(columns: readonly string[], text: string): Expression<SqlBool> {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${like} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
