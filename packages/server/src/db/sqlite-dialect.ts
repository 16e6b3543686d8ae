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
import { nextTurn } from './turns.ts';

/** A first-come, first-served lock over awaits: `acquire` resolves with the function that releases it. */
class Lock {
  #tail: Promise<void> = Promise.resolve();
  async acquire(): Promise<() => void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

/**
 * What the server's connection and the bulk writer's connection to one SQLite file share: the right to
 * write. SQLite lets one connection write at a time (readers go on beside it, in WAL mode); a writer
 * that found the file's write lock taken would wait in busy_timeout, which node:sqlite spends blocking
 * the thread. Here a writer waits for this lock instead, without blocking anyone.
 */
export class SqliteWriteLock extends Lock {}

/** A statement that only reads: run on the server's connection without waiting for the write lock. */
const readsOnly = (sql: string) => /^\s*select\b/i.test(sql);

/**
 * A Kysely dialect for Node's built-in node:sqlite (decision 012). DatabaseSync is one synchronous
 * connection, so the driver hands it out under a lock: a transaction owns it until it ends and other
 * statements wait, instead of interleaving with the transaction's statements. A statement that writes,
 * and a transaction, first take the write lock (`writeLock`, shared with a bulk writer on the same file,
 * sqliteBulkWriter): while a bulk store holds it, the server's reads go on and its writes wait.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;
  readonly #writeLock: SqliteWriteLock;
  constructor(database: DatabaseSync, writeLock = new SqliteWriteLock()) {
    this.#database = database;
    this.#writeLock = writeLock;
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#database, this.#writeLock);
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
  readonly #connectionLock = new Lock();
  readonly #writeLock: SqliteWriteLock;

  constructor(database: DatabaseSync, writeLock: SqliteWriteLock) {
    this.#connection = new NodeSqliteConnection(database);
    this.#writeLock = writeLock;
  }
  async init(): Promise<void> {}
  /** A lease of the connection: it takes the locks a statement needs when it runs, a transaction's at its begin. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ConnectionLease(this.#connection, this.#connectionLock, this.#writeLock);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as ConnectionLease).endTransaction();
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock up front, so a transaction never fails half-way on an upgrade.
    await (connection as ConnectionLease).beginTransaction();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as ConnectionLease;
    try {
      await lease.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      lease.endTransaction();
    }
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as ConnectionLease;
    try {
      await lease.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      lease.endTransaction();
    }
  }
  async destroy(): Promise<void> {
    this.#connection.close();
  }
}

/**
 * The server's connection as one caller holds it: outside a transaction each statement takes the
 * connection (and, when it writes, the write lock first) for as long as it runs; a transaction holds both
 * from its begin to its end.
 */
class ConnectionLease implements DatabaseConnection {
  readonly #connection: NodeSqliteConnection;
  readonly #connectionLock: Lock;
  readonly #writeLock: Lock;
  #releases: (() => void)[] = [];

  constructor(connection: NodeSqliteConnection, connectionLock: Lock, writeLock: Lock) {
    this.#connection = connection;
    this.#connectionLock = connectionLock;
    this.#writeLock = writeLock;
  }
  async #take(writes: boolean): Promise<() => void> {
    // always the write lock before the connection: no two callers wait for each other's
    const releaseWrite = writes ? await this.#writeLock.acquire() : () => {};
    const releaseConnection = await this.#connectionLock.acquire();
    return () => {
      releaseConnection();
      releaseWrite();
    };
  }
  async #withLocks<T>(writes: boolean, run: () => T): Promise<T> {
    if (this.#releases.length > 0) return run();
    const release = await this.#take(writes);
    try {
      return run();
    } finally {
      release();
    }
  }
  async beginTransaction(): Promise<void> {
    this.#releases.push(await this.#take(true));
    try {
      await this.#connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (e) {
      this.endTransaction();
      throw e;
    }
  }
  endTransaction(): void {
    for (const release of this.#releases.splice(0)) release();
  }
  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.#withLocks(!readsOnly(compiledQuery.sql), () =>
      this.#connection.executeQuery<R>(compiledQuery),
    );
  }
  runEach(sql: string, rows: readonly (readonly unknown[])[]): Promise<number[]> {
    return this.#withLocks(true, () => this.#connection.runEach(sql, rows));
  }
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const release = this.#releases.length > 0 ? () => {} : await this.#take(!readsOnly(compiledQuery.sql));
    try {
      yield* this.#connection.streamQuery<R>(compiledQuery);
    } finally {
      release();
    }
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

/**
 * A dialect for a second connection to the same SQLite file, for a transaction that writes many rows
 * (a large report's store, decision 196). Its transaction holds the write lock it shares with the
 * server's connection (NodeSqliteDialect), not the server's connection: while it writes a slice at a
 * time (runEach takes turns of the event loop), other requests read on the server's connection the
 * file as it was before it (WAL), and cannot see or join it; their writes wait for it to end.
 */
export class SqliteBulkDialect implements Dialect {
  readonly #database: DatabaseSync;
  readonly #writeLock: SqliteWriteLock;
  constructor(database: DatabaseSync, writeLock: SqliteWriteLock) {
    this.#database = database;
    this.#writeLock = writeLock;
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    const connection = new BulkConnection(new NodeSqliteConnection(this.#database));
    const writeLock = this.#writeLock;
    let release: (() => void) | undefined;
    return {
      async init() {},
      // one caller at a time, holding the write lock: a transaction from its begin to its end
      async acquireConnection() {
        const releaseNow = await writeLock.acquire();
        release = releaseNow;
        return connection;
      },
      async releaseConnection() {
        const releaseNow = release;
        release = undefined;
        releaseNow?.();
      },
      beginTransaction: (c) => c.executeQuery(CompiledQuery.raw('begin immediate')).then(() => {}),
      commitTransaction: (c) => c.executeQuery(CompiledQuery.raw('commit')).then(() => {}),
      rollbackTransaction: (c) => c.executeQuery(CompiledQuery.raw('rollback')).then(() => {}),
      async destroy() {
        connection.close();
      },
    };
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** The bulk writer's connection: its holder has the write lock already. */
class BulkConnection implements DatabaseConnection {
  readonly #connection: NodeSqliteConnection;
  constructor(connection: NodeSqliteConnection) {
    this.#connection = connection;
  }
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.#connection.executeQuery<R>(compiledQuery);
  }
  async runEach(sql: string, rows: readonly (readonly unknown[])[]): Promise<number[]> {
    return this.#connection.runEach(sql, rows);
  }
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield* this.#connection.streamQuery<R>(compiledQuery);
  }
  close(): void {
    this.#connection.close();
  }
}

/** node:sqlite's one connection, run as it is: the lease (or the bulk writer) decides who may use it. */
class NodeSqliteConnection {
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

  executeQuery<R>(compiledQuery: CompiledQuery): QueryResult<R> {
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

  *streamQuery<R>(compiledQuery: CompiledQuery): IterableIterator<QueryResult<R>> {
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
        if (!(connection instanceof ConnectionLease || connection instanceof BulkConnection))
          throw new Error('runEach runs on node:sqlite only');
        return connection.runEach(sql, chunk);
      })),
    );
  }
  return changes;
}
