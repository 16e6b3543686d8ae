// Runs core's report readers off the request path: one worker thread, started on first use, reads
// the files one after another. Small files are read inline (a worker round trip costs more than they do).
// A file is read once for its preview, its store and the preview after the store: the last few reads are
// kept for a while, by the text's SHA-256 (decision 105).
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import {
  marketplaceReader,
  type Channel,
  type MarketplaceReportKind,
  type MarketplaceReportRows,
  type ReportResult,
} from '@seller-desk/core';

/** Files up to this size are read on the calling thread. */
const INLINE_BYTES = 256 * 1024;

/**
 * The reads kept for the next upload of the same file: at most this many, holding at most this much text
 * between them (the rows of a read take about twice its text), each for this long after it was made.
 */
export const RECENT_READS = { count: 4, chars: 64 * 1024 * 1024, ms: 15 * 60_000 } as const;

interface RecentRead {
  result: Promise<ReportResult<unknown>>;
  chars: number;
  at: number;
}

type Pending = {
  resolve: (r: ReportResult<unknown>) => void;
  reject: (e: Error) => void;
  /** The rows received so far (the worker sends them in chunks, then the rest of the result). */
  rows: ReportResult<unknown>['rows'][number][];
};

/**
 * The reader the uploads use. `now` (milliseconds) ages the kept reads. A kept read is shared by every
 * upload of the same text: the rows are not to be changed by their users.
 */
export function createReportReader(now: () => number = Date.now) {
  const recent = new Map<string, RecentRead>();
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, Pending>();

  const start = () => {
    const w = new Worker(new URL('./report-reader.worker.ts', import.meta.url));
    w.unref();
    w.on(
      'message',
      (m: { id: number; rows?: Pending['rows']; result?: ReportResult<unknown>; error?: string }) => {
        const p = pending.get(m.id);
        if (!p) return;
        if (m.rows) {
          for (const row of m.rows) p.rows.push(row);
          return;
        }
        pending.delete(m.id);
        if (m.error !== undefined) p.reject(new Error(m.error));
        else p.resolve({ ...m.result!, rows: p.rows });
      },
    );
    w.on('error', (e) => {
      for (const p of pending.values()) p.reject(e);
      pending.clear();
      worker = null;
    });
    w.on('exit', () => {
      worker = null;
    });
    return w;
  };

  const readNow = (channel: Channel, kind: MarketplaceReportKind, text: string) => {
    if (text.length <= INLINE_BYTES) return Promise.resolve(marketplaceReader(channel, kind)(text));
    worker ??= start();
    const id = next++;
    return new Promise<ReportResult<unknown>>((resolve, reject) => {
      pending.set(id, { resolve, reject, rows: [] });
      worker!.postMessage({ id, channel, kind, text });
    });
  };

  /** Drops the reads that are too old, then the oldest until the rest fit the limits. */
  const prune = () => {
    let chars = 0;
    for (const [key, read] of [...recent].reverse()) {
      if (now() - read.at > RECENT_READS.ms) recent.delete(key);
      else if ((chars += read.chars) > RECENT_READS.chars) recent.delete(key);
    }
    while (recent.size > RECENT_READS.count) recent.delete(recent.keys().next().value!);
  };

  return {
    read<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      text: string,
    ): Promise<ReportResult<MarketplaceReportRows[K]>> {
      const key = `${channel}:${kind}:${createHash('sha256').update(text).digest('base64')}`;
      prune();
      let read = recent.get(key);
      if (read) {
        // Most recently used last: the first entry is the one to drop.
        recent.delete(key);
        recent.set(key, read);
      } else {
        read = { result: readNow(channel, kind, text), chars: text.length, at: now() };
        recent.set(key, read);
        prune();
        // A read that failed is not kept: the next upload tries again.
        const made = read;
        void made.result.catch(() => {
          if (recent.get(key) === made) recent.delete(key);
        });
      }
      return read.result as Promise<ReportResult<MarketplaceReportRows[K]>>;
    },
    /**
     * Starts the worker now rather than on the first large file (a listening server does this, so the
     * first upload after a restart does not wait for the worker to load the readers).
     */
    warmUp(): void {
      worker ??= start();
    },
    async close(): Promise<void> {
      recent.clear();
      await worker?.terminate();
      worker = null;
    },
  };
}
