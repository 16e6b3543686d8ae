// Runs core's report readers off the request path: one worker thread, started on first use, reads
// the files one after another. Small files are read inline (a worker round trip costs more than they do).
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

type Pending = {
  resolve: (r: ReportResult<unknown>) => void;
  reject: (e: Error) => void;
  /** The rows received so far (the worker sends them in chunks, then the rest of the result). */
  rows: ReportResult<unknown>['rows'][number][];
};

export function createReportReader() {
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

  return {
    read<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      text: string,
    ): Promise<ReportResult<MarketplaceReportRows[K]>> {
      if (text.length <= INLINE_BYTES) return Promise.resolve(marketplaceReader(channel, kind)(text));
      worker ??= start();
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as Pending['resolve'], reject, rows: [] });
        worker!.postMessage({ id, channel, kind, text });
      });
    },
    async close(): Promise<void> {
      await worker?.terminate();
      worker = null;
    },
  };
}
