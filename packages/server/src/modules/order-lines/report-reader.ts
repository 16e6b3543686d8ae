// Runs core's report readers off the request path: one worker thread, started on first use, reads
// the files one after another. Small files are read inline (a worker round trip costs more than they do).
// A file is read once for its preview, its store and the preview after the store: the last few reads are
// kept for a while, with their files, by the file's id (decision 105), and a store or a preview may name a
// kept file by its id instead of sending it again (decision 174).
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

/** An uploaded report: its text, and its id, the SHA-256 of its bytes (hexadecimal). */
export interface ReportFile {
  id: string;
  text: string;
}

/** The id of an uploaded file's bytes. */
export const reportFileId = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

interface RecentRead {
  file: ReportFile;
  result: Promise<ReportResult<unknown>>;
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
 * upload of the same file: the rows are not to be changed by their users.
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
      else if ((chars += read.file.text.length) > RECENT_READS.chars) recent.delete(key);
    }
    while (recent.size > RECENT_READS.count) recent.delete(recent.keys().next().value!);
  };

  const keyOf = (channel: Channel, kind: MarketplaceReportKind, id: string) => `${channel}:${kind}:${id}`;

  return {
    read<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      file: ReportFile,
    ): Promise<ReportResult<MarketplaceReportRows[K]>> {
      const key = keyOf(channel, kind, file.id);
      prune();
      let read = recent.get(key);
      if (read) {
        // Most recently used last: the first entry is the one to drop.
        recent.delete(key);
        recent.set(key, read);
      } else {
        read = { file, result: readNow(channel, kind, file.text), at: now() };
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
    /** The file of a read of this channel and kind kept by its id, or null when none is kept (any more). */
    kept(channel: Channel, kind: MarketplaceReportKind, id: string): ReportFile | null {
      prune();
      return recent.get(keyOf(channel, kind, id))?.file ?? null;
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
