import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Clock } from '../clock.ts';
import { isDomainError } from '../errors.ts';
import type { Bound } from '../unit-of-work.ts';
import type { jobsRepository } from './jobs.repository.ts';
import {
  JOB_LEASE_MS,
  JOB_MAX_ATTEMPTS,
  JOB_POLL_MS,
  JOB_RETENTION_MS,
  type JobError,
  type JobFiles,
  type JobHandler,
  type JobRecord,
} from './jobs.ts';

// The job runner of one server (decision 215): it runs one job at a time, claimed through the jobs
// table's lease, so several servers on one PostgreSQL share the work and a job runs on one of them.
// A job this server enqueues is started at once (wake); others' jobs and jobs left by a dead server
// are found by a slow poll.

export interface JobRunnerOptions {
  jobs: Bound<typeof jobsRepository>;
  /** the stored files jobs read; without them a job takes no file */
  files?: JobFiles;
  clock: Clock;
  /** this server's name in the lease; a fresh one per process */
  holder?: string;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** tests shorten these */
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
}

/** A job to queue: its kind, input, the stored file it reads, and who starts it. */
export interface JobToQueue {
  kind: string;
  input: unknown;
  fileId?: string | null;
  actor: string;
}

export interface JobRunner {
  register<I, R>(kind: string, handler: JobHandler<I, R>): void;
  /** Queues a job and wakes this server's runner; answers the job as queued. */
  enqueue(job: JobToQueue): Promise<JobRecord>;
  /** Looks for work now (a job queued by this server, or by another one). */
  wake(): void;
  /** Claims and runs one job; false when none was waiting. (The loop calls it; tests call it too.) */
  runOnce(): Promise<boolean>;
  /** The job once it is done or failed, wherever it ran. */
  waitFor(id: string, signal?: AbortSignal): Promise<JobRecord>;
  /**
   * Queues a job and waits for it (a request that answers when the job is done). Its result's parts are
   * read as `readPart` reads them; when this server ran the job they are the texts it wrote, not read
   * back from the database (decision 252).
   */
  enqueueAndWait(
    job: JobToQueue,
    signal?: AbortSignal,
  ): Promise<{ job: JobRecord; readPart(part: number): Promise<string | undefined> }>;
  /** A part of a job's result, as JSON text; undefined past the last. */
  readPart(id: string, part: number): Promise<string | undefined>;
  /** Removes finished jobs older than the retention, with their files; answers how many. */
  cleanUp(): Promise<number>;
  /** Starts the slow poll. */
  start(): void;
  /** Stops claiming; a job running here is asked to stop and given back to the queue. */
  stop(): Promise<void>;
}

const INTERRUPTED: JobError = {
  code: 'INTERRUPTED',
  message:
    'The server running this job stopped before it finished, twice; nothing of it was kept. Start it again.',
  field: null,
  row: null,
};

const INTERNAL: JobError = {
  code: 'INTERNAL',
  message: 'The server met an error while running this job (it is logged); nothing of it was kept.',
  field: null,
  row: null,
};

/** A failed handler's error in the API's words: a DomainError as it says, anything else as internal. */
function jobErrorOf(e: unknown): JobError {
  if (!isDomainError(e)) return INTERNAL;
  return { code: e.code, message: e.message, field: e.field ?? null, row: e.row ?? null };
}

const PROGRESS_EVERY_MS = 250;
const WAIT_POLL_MS = 1_000;
const CLEAN_BATCH = 100;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { jobs, clock } = options;
  const files: JobFiles = options.files ?? {
    read: () => {
      throw new Error('This server keeps no stored files');
    },
    remove: async () => {},
  };
  const holder = options.holder ?? crypto.randomUUID();
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const handlers = new Map<string, JobHandler>();
  const settled = new EventEmitter();
  settled.setMaxListeners(0);

  let stopped = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | null = null;
  let again = false;
  let current: { controller: AbortController; done: Promise<void> } | null = null;
  /**
   * The result parts of the jobs a request of this server waits for (enqueueAndWait), as this server
   * wrote them when it ran the job; `settled` once its run here ended it as done.
   */
  const handed = new Map<string, { parts: string[]; settled: boolean }>();

  const iso = (ms = 0) => new Date(clock.now().getTime() + ms).toISOString();

  async function claim(): Promise<JobRecord | null> {
    for (const id of await jobs.failAbandoned(iso(), maxAttempts, INTERRUPTED)) settled.emit(id);
    // another server may take the job chosen between the choice and the update: look again
    for (let tries = 0; tries < 3; tries++) {
      const job = await jobs.claim(holder, iso(), iso(leaseMs), maxAttempts);
      if (job) return job;
      if (!(await jobs.anyClaimable(iso(), maxAttempts))) return null;
    }
    return null;
  }

  async function run(job: JobRecord): Promise<void> {
    const controller = new AbortController();
    let finish!: () => void;
    current = { controller, done: new Promise<void>((resolve) => (finish = resolve)) };
    const renewal = setInterval(() => {
      jobs
        .renew(job.id, holder, iso(leaseMs))
        .then((held) => {
          if (!held) controller.abort(new Error('This server lost the job to another one'));
        })
        .catch((err: unknown) => options.log?.warn({ err, job: job.id }, 'renewing a job lease failed'));
    }, leaseMs / 3);
    let progress: { done: number; total: number | null } | null = null;
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const hand = handed.get(job.id);
    if (hand) hand.parts = [];
    try {
      const handler = handlers.get(job.kind);
      if (job.attempts > 1) await jobs.clearParts(job.id);
      let outcome: { result: unknown } | { error: JobError };
      try {
        if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
        const result = await handler({
          id: job.id,
          input: job.input,
          file: job.fileId === null ? null : { id: job.fileId, read: () => files.read(job.fileId!) },
          actor: job.startedBy,
          attempt: job.attempts,
          progress(done, total = progress?.total ?? null) {
            progress = { done, total };
            const now = Date.now();
            if (now - lastWrite < PROGRESS_EVERY_MS) return;
            lastWrite = now;
            const p = progress;
            writing = writing
              .then(() => jobs.setProgress(job.id, holder, p.done, p.total))
              .catch((err: unknown) =>
                options.log?.warn({ err, job: job.id }, 'writing job progress failed'),
              );
          },
          async writePart(part, content) {
            await jobs.writePart(job.id, part, content);
            if (hand) hand.parts[part] = content;
          },
          signal: controller.signal,
        });
        outcome = { result };
      } catch (e) {
        if (stopped && controller.signal.aborted) {
          // this server shuts down: the job goes back to the queue for the next server (or this one)
          await jobs.release(job.id, holder);
          return;
        }
        if (!isDomainError(e)) options.log?.error({ err: e, job: job.id, kind: job.kind }, 'a job failed');
        outcome = { error: jobErrorOf(e) };
      }
      await writing;
      const settled = await jobs.settle(job.id, holder, iso(), outcome, progress);
      // a waiting request of this server is given the parts written here only when this run ended the job
      if (hand) hand.settled = settled && 'result' in outcome;
    } finally {
      clearInterval(renewal);
      current = null;
      finish();
      settled.emit(job.id);
    }
  }

  async function runOnce(): Promise<boolean> {
    if (stopped) return false;
    const job = await claim();
    if (!job) return false;
    await run(job);
    return true;
  }

  function wake(): void {
    if (stopped) return;
    if (loop) {
      again = true;
      return;
    }
    again = false;
    loop = (async () => {
      try {
        while (await runOnce());
      } catch (err) {
        options.log?.warn({ err }, 'looking for jobs failed');
      }
    })().finally(() => {
      loop = null;
      if (again) wake();
    });
  }

  async function enqueue(
    { kind, input, fileId = null, actor }: JobToQueue,
    id = crypto.randomUUID(),
  ): Promise<JobRecord> {
    if (!handlers.has(kind)) throw new Error(`No handler for jobs of kind ${kind}`);
    await jobs.insert({ id, kind, input, fileId, startedBy: actor, at: iso() });
    // the job as queued: read before the wake, which may claim it at once
    const queued = (await jobs.get(id))!;
    wake();
    return queued;
  }

  async function waitFor(id: string, signal?: AbortSignal): Promise<JobRecord> {
    for (;;) {
      const job = await jobs.get(id);
      if (!job) throw new Error(`No job ${id}`);
      if (job.state === 'done' || job.state === 'failed') return job;
      signal?.throwIfAborted();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, WAIT_POLL_MS);
        function done() {
          clearTimeout(timer);
          settled.off(id, done);
          signal?.removeEventListener('abort', done);
          resolve();
        }
        settled.on(id, done);
        signal?.addEventListener('abort', done);
      });
    }
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler as JobHandler);
    },
    enqueue: (job) => enqueue(job),
    wake,
    runOnce,
    waitFor,
    async enqueueAndWait(job, signal) {
      const id = crypto.randomUUID();
      const hand = { parts: [] as string[], settled: false };
      handed.set(id, hand);
      try {
        await enqueue(job, id);
        const done = await waitFor(id, signal);
        return {
          job: done,
          readPart: hand.settled ? async (part) => hand.parts[part] : (part) => jobs.readPart(id, part),
        };
      } finally {
        handed.delete(id);
      }
    },
    readPart: (id, part) => jobs.readPart(id, part),
    async cleanUp() {
      let removed = 0;
      for (;;) {
        const old = await jobs.finishedBefore(iso(-JOB_RETENTION_MS), CLEAN_BATCH);
        for (const job of old) {
          // the file first: a job row left by a failed removal is removed (with its file) next time
          if (job.fileId !== null) await files.remove(job.fileId);
          await jobs.remove(job.id);
        }
        removed += old.length;
        if (old.length < CLEAN_BATCH) return removed;
      }
    },
    start() {
      if (pollTimer || stopped) return;
      pollTimer = setInterval(wake, pollMs);
      pollTimer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      const running = current;
      if (running) {
        running.controller.abort(new Error('The server is shutting down'));
        await running.done;
      }
      await loop;
    },
  };
}
