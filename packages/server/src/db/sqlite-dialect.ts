import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryExecutor,
  type QueryResult,
} from 'kysely';
import { nextTurn } from '../shared/turns.ts';

/**
 * A Kysely dialect for Node's built-in node:sqlite (decision 012). DatabaseSync is one synchronous
 * connection, so the driver hands it out under a mutex: a transaction owns it until it ends and
 * other queries wait, instead of interleaving with the transaction's statements.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;
  constructor(database: DatabaseSync) {
    this.#database = database;
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#database);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(database: DatabaseSync) {
    this.#connection = new NodeSqliteConnection(database);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock up front, so a transaction never fails half-way on an upgrade.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy(): Promise<void> {
    this.#connection.close();
  }
}

const toParam = (value: unknown): SQLInputValue => {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
};

/** A value node:sqlite binds as it is (toParam changes the others). */
const isSqliteValue = (value: unknown): boolean =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, { stmt: StatementSync; reader: boolean }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string): { stmt: StatementSync; reader: boolean } {
    let entry = this.#statements.get(sql);
    if (!entry) {
      const stmt = this.#db.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      if (this.#statements.size > 500) this.#statements.clear();
      this.#statements.set(sql, entry);
    }
    return entry;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, reader } = this.#prepare(compiledQuery.sql);
    const params = compiledQuery.parameters.map(toParam);
    if (reader) return { rows: stmt.all(...params) as R[] };
    const { changes, lastInsertRowid } = stmt.run(...params);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  /**
   * Runs one statement once per row of parameters, prepared once, and gives how many rows each run
   * changed: many single-row writes without a promise per row.
   */
  runEach(sql: string, rows: readonly (readonly unknown[])[]): number[] {
    const { stmt } = this.#prepare(sql);
    // a row of SQLite's own values (most are) is bound as it is, without a copy
    return rows.map((row) =>
      Number(stmt.run(...(row.every(isSqliteValue) ? (row as SQLInputValue[]) : row.map(toParam))).changes),
    );
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt } = this.#prepare(compiledQuery.sql);
    for (const row of stmt.iterate(...compiledQuery.parameters.map(toParam))) yield { rows: [row as R] };
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}

/** Rows `runEach` runs between two turns of the event loop. */
const ROWS_PER_TURN = 1000;

/**
 * Runs one statement on SQLite once per row of parameters (`?` placeholders, in order), prepared once,
 * and gives how many rows each run changed. For many single-row writes in a transaction: SQLite runs a
 * prepared single-row statement faster than one statement of many rows, and this runs them without the
 * promise per statement that `executeQuery` costs. node:sqlite runs synchronously, so a turn of the event
 * loop after every 1,000 rows lets other requests in. `db` is a Kysely instance or a transaction on this
 * dialect (a transaction runs them on its own connection).
 */
export async function runEach(
  db: { getExecutor(): QueryExecutor },
  sql: string,
  rows: readonly (readonly unknown[])[],
): Promise<number[]>;
/** The same, each row's parameters made from one of `items` (`paramsOf`) just before it runs. */
export async function runEach<T>(
  db: { getExecutor(): QueryExecutor },
  sql: string,
  items: readonly T[],
  paramsOf: (item: T) => readonly unknown[],
): Promise<number[]>;
export async function runEach(
  db: { getExecutor(): QueryExecutor },
  sql: string,
  items: readonly unknown[],
  paramsOf = (item: unknown) => item as readonly unknown[],
): Promise<number[]> {
  const changes: number[] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_TURN) {
    if (i > 0) await nextTurn();
    const chunk = items.slice(i, i + ROWS_PER_TURN).map(paramsOf);
    changes.push(
      ...(await db.getExecutor().provideConnection(async (connection) => {
        if (!(connection instanceof NodeSqliteConnection))
          throw new Error('runEach runs on node:sqlite only');
        return connection.runEach(sql, chunk);
      })),
    );
  }
  return changes;
}
