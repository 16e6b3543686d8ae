// Runs core's report readers off the request path: one worker thread, started on first use, reads
// the files one after another and sends each file's rows a part at a time as it reads them, so the upload
// works on them meanwhile (decision 176). Small files are read inline (a worker round trip costs more
// than they do).
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
  type ReportPart,
  type ReportResult,
} from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';
import { nextTurn } from '../../shared/turns.ts';

/** Files up to this size are read on the calling thread. */
const INLINE_BYTES = 256 * 1024;

/**
 * The reads kept for the next upload of the same file: at most this many, holding at most this much text
 * between them (the rows of a read take about twice its text), each for this long after it was made.
 */
export const RECENT_READS = { count: 4, chars: 64 * 1024 * 1024, ms: 15 * 60_000 } as const;

/**
 * The most lines a report may have, its header's included (decision 195): a month's sale report of a
 * large seller here has about 50,000, and a file of far more (1.38 million one-line rows in 50 MiB) cost
 * the server a minute and a gigabyte. A file that goes on past it is refused as soon as its reading gets
 * there, before more is read or worked on.
 */
export const MAX_REPORT_LINES = 100_000;

/** The refusal of a file that goes on past MAX_REPORT_LINES, where it does. */
export function tooManyLines(line: number): DomainError {
  return new DomainError(
    'BAD_USER_INPUT',
    `The report goes on past line ${MAX_REPORT_LINES.toLocaleString('en-IN')} (line ${line.toLocaleString('en-IN')}): a report may have at most ${MAX_REPORT_LINES.toLocaleString('en-IN')} lines. Download it from the marketplace a month at a time (or split the file) and upload each part`,
    { field: 'file', row: line },
  );
}

/** The last line a part reaches (its rows' and problems'). */
const lastLineOf = (part: ReportPart<unknown>): number => {
  let last = 0;
  for (const r of part.rows) if (r.line > last) last = r.line;
  for (const p of part.problems) if (p.line > last) last = p.line;
  return last;
};

/** Throws the refusal of tooManyLines when a part reaches past MAX_REPORT_LINES. */
export function checkLineLimit(part: ReportPart<unknown>): void {
  const last = lastLineOf(part);
  if (last > MAX_REPORT_LINES) throw tooManyLines(last);
}

/** An uploaded report: its text, and its id, the SHA-256 of its bytes (hexadecimal). */
export interface ReportFile {
  id: string;
  text: string;
  /** What the preview says of how the bytes were read: as Windows-1252 (report-text.ts). */
  notice?: string;
  /**
   * The bytes the text was read from (report-text.ts), when the file was just uploaded. The worker is
   * given these rather than the text, and they are moved to it, not copied: a 16 MB text took 50–130 ms
   * to reach the worker, its bytes under 1 ms, and the worker reads them as text in about 15. They are
   * the reader's once given to it: the caller does not use them after.
   */
  bytes?: Uint8Array;
}

/** The id of an uploaded file's bytes. */
export const reportFileId = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A read's parts as they arrive from the worker (decision 176), for every upload that reads them: each
 * upload is given them all from the first, and then those still to come; once the read ends, the whole.
 */
class PartFeed {
  /**
   * The parts so far; a part from the worker comes as its JSON text and is parsed when first read. The
   * worker reads far faster than an upload works on the rows, and the server's thread takes every
   * message waiting in one go: decoding 50 parts of rows held other requests up for 0.6 s, and a
   * text is taken at once, then parsed a part per turn of the event loop as the upload reads it.
   */
  readonly #parts: (ReportPart<unknown> | string)[] = [];
  #ended = false;
  #failure: Error | null = null;
  #waiting: (() => void)[] = [];
  readonly whole: Promise<ReportResult<unknown>>;
  #resolve!: (r: ReportResult<unknown>) => void;
  #reject!: (e: Error) => void;

  constructor() {
    this.whole = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    // a read nobody awaits the whole of (yet) must not fail unhandled
    this.whole.catch(() => {});
  }
  #wake() {
    for (const wake of this.#waiting.splice(0)) wake();
  }
  #partAt(i: number): ReportPart<unknown> {
    const part = this.#parts[i]!;
    if (typeof part !== 'string') return part;
    const parsed = JSON.parse(part) as ReportPart<unknown>;
    this.#parts[i] = parsed;
    return parsed;
  }
  /** A part as read, or as its JSON text (from the worker). */
  push(part: ReportPart<unknown> | string) {
    this.#parts.push(part);
    this.#wake();
  }
  /**
   * The read is done: the whole has every part's rows (the parts not parsed yet are, a part per turn),
   * and the rest of the result as the reader gave it.
   */
  async end(rest: Omit<ReportResult<unknown>, 'rows'>) {
    this.#ended = true;
    this.#wake();
    for (let i = 0; i < this.#parts.length; i++)
      if (typeof this.#parts[i] === 'string') {
        await nextTurn();
        this.#partAt(i);
      }
    this.#resolve({ ...rest, rows: this.#parts.flatMap((_, i) => this.#partAt(i).rows) });
  }
  fail(e: Error) {
    this.#failure = e;
    this.#reject(e);
    this.#wake();
  }
  async *read(): AsyncGenerator<ReportPart<unknown>> {
    for (let i = 0; ;) {
      if (i < this.#parts.length) {
        // a turn of the event loop before each part: an upload that works on the parts waiting (a
        // promise each) would otherwise hold other requests up until it had caught up with the worker
        await nextTurn();
        yield this.#partAt(i++);
      } else if (this.#failure) throw this.#failure;
      else if (this.#ended) return;
      else await new Promise<void>((wake) => this.#waiting.push(wake));
    }
  }
}

interface RecentRead {
  file: ReportFile;
  feed: PartFeed;
  at: number;
}

/** A read as an upload takes it: its parts as they are read, and the whole once it is read. */
export interface ReadInParts<T> {
  parts: AsyncIterable<ReportPart<T>>;
  whole: Promise<ReportResult<T>>;
}

/**
 * The reader the uploads use. `now` (milliseconds) ages the kept reads. A kept read is shared by every
 * upload of the same file: the rows are not to be changed by their users.
 */
export function createReportReader(now: () => number = Date.now) {
  const recent = new Map<string, RecentRead>();
  let worker: Worker | null = null;
  let next = 0;
  /** The reads the worker is doing, by the id of their message. */
  const pending = new Map<number, PartFeed>();

  const start = () => {
    const w = new Worker(new URL('./report-reader.worker.ts', import.meta.url));
    w.unref();
    w.on(
      'message',
      (m: {
        id: number;
        /** A part's JSON text. */
        part?: string;
        result?: Omit<ReportResult<unknown>, 'rows'>;
        error?: string;
        /** The file goes on past MAX_REPORT_LINES, at this line. */
        tooManyLines?: number;
      }) => {
        const feed = pending.get(m.id);
        if (!feed) return;
        if (m.part !== undefined) {
          feed.push(m.part);
          return;
        }
        pending.delete(m.id);
        if (m.tooManyLines !== undefined) feed.fail(tooManyLines(m.tooManyLines));
        else if (m.error !== undefined) feed.fail(new Error(m.error));
        else void feed.end(m.result!);
      },
    );
    w.on('error', (e) => {
      for (const feed of pending.values()) feed.fail(e);
      pending.clear();
      worker = null;
    });
    w.on('exit', () => {
      worker = null;
    });
    return w;
  };

  const readNow = (channel: Channel, kind: MarketplaceReportKind, { text, bytes }: ReportFile): PartFeed => {
    const feed = new PartFeed();
    if (text.length <= INLINE_BYTES) {
      try {
        const { rows: _, ...rest } = marketplaceReader(channel, kind)(text, {
          onPart: (p) => {
            checkLineLimit(p);
            feed.push(p);
          },
          rowsInPartsOnly: true,
        });
        void feed.end(rest);
      } catch (e) {
        feed.fail(e as Error);
      }
      return feed;
    }
    worker ??= start();
    const id = next++;
    pending.set(id, feed);
    // the bytes are moved when they are all of their buffer (an upload's are), else the text is copied
    if (bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength)
      worker.postMessage({ id, channel, kind, bytes }, [bytes.buffer as ArrayBuffer]);
    else worker.postMessage({ id, channel, kind, text });
    return feed;
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
    /**
     * A file read as this channel's report of this kind, a part at a time (decision 176): a read kept
     * from a moment ago (decision 105), or one under way for another upload, is shared, from its first
     * part.
     */
    readInParts<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      file: ReportFile,
    ): ReadInParts<MarketplaceReportRows[K]> {
      const key = keyOf(channel, kind, file.id);
      prune();
      let read = recent.get(key);
      if (read) {
        // Most recently used last: the first entry is the one to drop.
        recent.delete(key);
        recent.set(key, read);
      } else {
        // the file is kept without its bytes (a read moves them to the worker), with its notice
        const { bytes: _bytes, ...kept } = file;
        read = { file: kept, feed: readNow(channel, kind, file), at: now() };
        recent.set(key, read);
        prune();
        // the read's text and rows are let go when it expires, not at the next upload, which may come
        // much later or never (issue 43)
        setTimeout(prune, RECENT_READS.ms + 1000).unref();
        // A read that failed is not kept: the next upload tries again.
        const made = read;
        made.feed.whole.catch(() => {
          if (recent.get(key) === made) recent.delete(key);
        });
      }
      return {
        parts: read.feed.read() as AsyncIterable<ReportPart<MarketplaceReportRows[K]>>,
        whole: read.feed.whole as Promise<ReportResult<MarketplaceReportRows[K]>>,
      };
    },
    /** The whole of a file read as this channel's report of this kind (see readInParts). */
    read<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      file: ReportFile,
    ): Promise<ReportResult<MarketplaceReportRows[K]>> {
      return this.readInParts(channel, kind, file).whole;
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
      for (const feed of pending.values()) feed.fail(new Error('The report reader was closed'));
      pending.clear();
      await worker?.terminate();
      worker = null;
    },
  };
}
