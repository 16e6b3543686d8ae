import type { CompiledQuery, Kysely, KyselyPlugin } from 'kysely';

/**
 * `db` with every query it sends recorded as compiled (SQL and parameters), so that a test can ask the
 * database for the plan of exactly what a repository sends.
 */
export function recordQueries<DB>(db: Kysely<DB>): { db: Kysely<DB>; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const record: KyselyPlugin = {
    transformQuery: (args) => {
      sent.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(record), sent };
}
