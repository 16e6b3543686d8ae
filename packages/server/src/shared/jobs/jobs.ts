import type { ErrorCode } from '../errors.ts';

// Jobs: long work that outlives a request and may run on any server (decision 215). The rules of how
// long a lease lasts, how often a job is tried and how long a finished one is kept are here, once.

/** A server holds the job it runs for this long, renewing it every third of it while the job runs. */
export const JOB_LEASE_MS = 60_000;
/**
 * A job is run at most this often: once, and once more by another server (or this one, restarted)
 * when the first run's server died with the lease. A job that took its server down twice is marked
 * failed rather than tried for ever (decision 215).
 */
export const JOB_MAX_ATTEMPTS = 2;
/** A server looks for others' jobs and expired leases this often; its own are started at once. */
export const JOB_POLL_MS = 30_000;
/** A finished job, its result and its stored file are kept this long after it finished (decision 216). */
export const JOB_RETENTION_MS = 7 * 24 * 60 * 60_000;

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Why a job failed, in the words of the API's errors: a code, a message for people, the field and row. */
export interface JobError {
  code: ErrorCode | 'INTERNAL' | 'INTERRUPTED';
  message: string;
  field: string | null;
  row: number | null;
}

export interface JobRecord {
  id: string;
  kind: string;
  input: unknown;
  /** the stored file the job reads; never sent to a client */
  fileId: string | null;
  state: JobState;
  progress: { done: number; total: number | null };
  result: unknown;
  error: JobError | null;
  /** the user id of who started it */
  startedBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  attempts: number;
}

/** The stored files a job reads (shared/stored-files): read by id, removed with the job. */
export interface JobFiles {
  read(id: string): AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
  remove(id: string): Promise<void>;
}

/** What a handler is given to run one job. */
export interface JobContext<I> {
  id: string;
  input: I;
  /** the job's stored file, or null when it has none */
  file: { id: string; read(): AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>> } | null;
  /** the user id of who started the job: its writes are theirs in the audit log */
  actor: string;
  /** 1 on the first run, 2 when a server that died left it */
  attempt: number;
  /** how far it is; written at most a few times a second */
  progress(done: number, total?: number | null): void;
  /** keeps one part of a large result as JSON text (a page of preview rows), read back a part at a time */
  writePart(part: number, json: string): Promise<void>;
  /** aborted when this server shuts down or loses the job's lease: stop without committing */
  signal: AbortSignal;
}

/** Runs one kind of job; its answer is the job's result (JSON). Throw a DomainError to fail in words. */
export type JobHandler<I = unknown, R = unknown> = (job: JobContext<I>) => Promise<R>;
