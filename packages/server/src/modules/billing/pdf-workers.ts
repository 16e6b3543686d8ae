// Invoice PDFs are drawn off the server's event loop (issue 43): pdfmake lays a document out
// synchronously, and a 500-line invoice took 4.8 s during which no other request was answered (six at
// once: 25.7 s). A small pool of worker threads draws them, one document each at a time; the documents
// waiting for a worker are few and small (their data, not their PDFs), and past a bound a request is
// told to try again rather than queued without end.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { InvoicePdfInput, InvoiceTotals } from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';

/** A document to draw: what core's buildInvoicePdf takes. */
export interface PdfJob {
  input: InvoicePdfInput;
  totals?: InvoiceTotals;
}

/**
 * The pool's bounds. Two workers at most: each holds pdfmake, the parsed fonts and the document it lays
 * out (a 500-line invoice: about 100 MB at its peak), and the server's own thread keeps a core of the
 * machine. Documents waiting for a worker: at most 32 (an archive draws its documents one at a time, so
 * this is 32 people downloading at the same moment); the next is refused with 429.
 */
export const PDF_WORKERS = {
  workers: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  waiting: 32,
} as const;

interface Waiting extends PdfJob {
  resolve: (pdf: Buffer) => void;
  reject: (e: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  /** The document it is drawing, by the id of its message. */
  busy: { id: number; job: Waiting } | null;
}

export function createPdfWorkers(bounds: { workers: number; waiting: number } = PDF_WORKERS) {
  const workers: PoolWorker[] = [];
  const queue: Waiting[] = [];
  let next = 0;

  const start = (): PoolWorker => {
    const w: PoolWorker = {
      worker: new Worker(new URL('./pdf-renderer.worker.ts', import.meta.url)),
      busy: null,
    };
    // an idle pool does not keep the process alive
    w.worker.unref();
    w.worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = w.busy?.id === m.id ? w.busy.job : null;
      w.busy = null;
      if (job) {
        if (m.bytes) job.resolve(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
        else job.reject(new Error(`The PDF could not be drawn: ${m.error}`));
      }
      drain();
    });
    const lost = (e: Error) => {
      workers.splice(workers.indexOf(w), 1);
      w.busy?.job.reject(e);
      w.busy = null;
      drain();
    };
    w.worker.on('error', lost);
    w.worker.on('exit', (code) => {
      if (workers.includes(w)) lost(new Error(`The PDF worker stopped (exit code ${code})`));
    });
    workers.push(w);
    return w;
  };

  /** Gives waiting documents to idle workers, starting workers up to the bound. */
  function drain() {
    while (queue.length > 0) {
      const idle = workers.find((w) => !w.busy) ?? (workers.length < bounds.workers ? start() : null);
      if (!idle) return;
      const job = queue.shift()!;
      const id = next++;
      idle.busy = { id, job };
      idle.worker.postMessage({ id, input: job.input, totals: job.totals });
    }
  }

  return {
    /** The PDF of a document, drawn by a worker once one is free. */
    render(input: InvoicePdfInput, totals?: InvoiceTotals): Promise<Buffer> {
      if (queue.length >= bounds.waiting)
        return Promise.reject(
          new DomainError(
            'TOO_MANY_REQUESTS',
            'The server is drawing many PDFs at the moment: try again in a minute',
            {
              retryAfter: 30,
            },
          ),
        );
      return new Promise((resolve, reject) => {
        queue.push({ input, totals, resolve, reject });
        drain();
      });
    },
    async close(): Promise<void> {
      for (const job of queue.splice(0)) job.reject(new Error('The PDF workers were closed'));
      await Promise.all(workers.splice(0).map((w) => w.worker.terminate()));
    },
  };
}

/** The server's pool, started on the first document. */
export const pdfWorkers = createPdfWorkers();
