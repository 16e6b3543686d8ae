import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints the log (a round with nothing to copy costs next to nothing). */
const CHECKPOINT_EVERY_MS = 1000;

/** SQLite's own default: the server's connection checkpoints at a commit once the log holds this many pages. */
const AUTOCHECKPOINT_PAGES = 1000;

export interface Checkpoints {
  /** Checkpoints now and resolves when it is done. */
  now(): Promise<void>;
  /** Checkpoints once more, stops the worker, and gives checkpoints back to the server's connection. */
  stop(): Promise<void>;
}

/**
 * Moves the checkpoints of the write-ahead log off the server's thread (decision 146). SQLite copies the
 * log into the database file at the first commit after the log passes 1,000 pages: after a 50,000-line
 * upload that commit held the event loop for 70–140 ms, copying about 25 MB. Here the server's
 * connection stops checkpointing (`wal_autocheckpoint = 0`), and a worker thread with a connection of
 * its own checkpoints every second. The log file is cut back to `journal_size_limit` when it restarts.
 * Should the worker fail, the server's connection checkpoints again as before.
 */
export function startCheckpoints(
  connection: DatabaseSync,
  file: string,
  everyMs = CHECKPOINT_EVERY_MS,
): Checkpoints {
  const worker = new Worker(new URL('./sqlite-checkpoints.worker.ts', import.meta.url), {
    workerData: { file, everyMs },
  });
  worker.unref();
  connection.exec('pragma wal_autocheckpoint = 0; pragma journal_size_limit = 16777216');
  const checkpointOnCommit = () => {
    if (connection.isOpen) connection.exec(`pragma wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  let next = 0;
  const waiting = new Map<number, () => void>();
  let stopped = false;
  const stopWaiting = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };
  worker.on('message', (m: { id: number }) => {
    waiting.get(m.id)?.();
    waiting.delete(m.id);
  });
  worker.on('error', () => {
    stopped = true;
    checkpointOnCommit();
    stopWaiting();
  });
  worker.on('exit', stopWaiting);
  const ask = (stop: boolean) =>
    stopped
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const id = next++;
          waiting.set(id, resolve);
          worker.postMessage(stop ? { id, stop: true } : { id });
        });
  return {
    now: () => ask(false),
    async stop() {
      await ask(true);
      stopped = true;
      await worker.terminate();
      checkpointOnCommit();
    },
  };
}
