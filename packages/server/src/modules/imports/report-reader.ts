// Runs core's report readers off the request path: one worker thread, started on first use, reads
// the files one after another and sends each file's rows a part at a time as it reads them, so the upload
// works on them meanwhile (decision 176). Small files are read inline (a worker round trip costs more
// than they do).
// A file is a stored file (decision 220), read a chunk at a time from its store: the chunks go to the
// worker as they are read, so no whole copy of the file is held on the server's thread (decision 222).
// The server keeps its last reads' rows for a while by the stored file's id (decision 251): the store
// that follows a preview on this server reads no file; another server, or this one later, reads it from
// the store.
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
import { textDecoder, type ReportEncoding } from './report-text.ts';

/** Files up to this size are read on the calling thread. */
const INLINE_BYTES = 256 * 1024;

/**
 * The reads kept for the next import of the same stored file on this server (decision 251): at most this
 * many, of files of at most this many bytes between them, each for this long after it was made.
 */
export const KEPT_READS = { count: 2, bytes: 64 * 1024 * 1024, ms: 15 * 60_000 } as const;

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

/**
 * An uploaded report: a stored file (decision 220) and what its checks found (report-text.ts). Its text
 * is never held whole here: `chunks` reads its bytes from the store, and `head` is the beginning of its
 * text, for the refusal that names another marketplace's report by its header.
 */
export interface ReportFile {
  /** The stored file's id: what a store or a preview after the upload names it by (decision 174). */
  id: string;
  /** Its size in bytes. */
  bytes: number;
  encoding: ReportEncoding;
  head: string;
  /** What the preview says of how the bytes were read: as Windows-1252 (report-text.ts). */
  notice?: string;
  /** The file's bytes, a chunk at a time, from the first. */
  chunks(): AsyncIterable<Uint8Array>;
}

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

/** A read as an upload takes it: its parts as they are read, and the whole once it is read. */
export interface ReadInParts<T> {
  parts: AsyncIterable<ReportPart<T>>;
  whole: Promise<ReportResult<T>>;
}

/** A message to the worker: a read begins, a chunk of its bytes, its end, or its abandonment. */
export type ToWorker =
  | { id: number; begin: { channel: Channel; kind: MarketplaceReportKind; encoding: ReportEncoding } }
  | { id: number; chunk: Uint8Array }
  | { id: number; end: true }
  | { id: number; drop: true };

/** The text of a small file, read whole from its store. */
async function textOf(file: ReportFile): Promise<string> {
  const decoder = textDecoder(file.encoding);
  let text = '';
  for await (const chunk of file.chunks()) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** A read kept for the next import of its file: its parts, as every read of it shares them. */
interface KeptRead {
  bytes: number;
  feed: PartFeed;
  at: number;
}

/**
 * The reader the uploads use. `now` (milliseconds) ages the kept reads. A kept read is shared by every
 * import of the same file: its rows are not to be changed by those who read them.
 */
export function createReportReader(now: () => number = Date.now) {
  /** The reads kept, the most recently used last (decision 251). */
  const kept = new Map<string, KeptRead>();
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

  const readInline = async (
    channel: Channel,
    kind: MarketplaceReportKind,
    file: ReportFile,
    feed: PartFeed,
  ) => {
    const text = await textOf(file);
    const { rows: _, ...rest } = marketplaceReader(channel, kind)(text, {
      onPart: (p) => {
        checkLineLimit(p);
        feed.push(p);
      },
      rowsInPartsOnly: true,
    });
    await feed.end(rest);
  };

  /**
   * Sends the file's chunks to the worker as the store gives them (decision 222); the worker decodes
   * each as it comes, and reads the text once the last has.
   */
  const readInWorker = async (
    channel: Channel,
    kind: MarketplaceReportKind,
    file: ReportFile,
    feed: PartFeed,
  ) => {
    const w = (worker ??= start());
    const id = next++;
    pending.set(id, feed);
    const send = (m: ToWorker) => w.postMessage(m);
    /** A chunk that is all of its buffer (a store's are) is moved, not copied: the reader keeps none. */
    const sendChunk = (chunk: Uint8Array) => {
      const whole =
        chunk.buffer instanceof ArrayBuffer &&
        chunk.byteOffset === 0 &&
        chunk.byteLength === chunk.buffer.byteLength;
      w.postMessage({ id, chunk } satisfies ToWorker, whole ? [chunk.buffer] : []);
    };
    send({ id, begin: { channel, kind, encoding: file.encoding } });
    try {
      for await (const chunk of file.chunks()) {
        // a read the worker has failed (or the reader closed) needs no more of its file
        if (!pending.has(id)) return;
        sendChunk(chunk);
      }
      send({ id, end: true });
    } catch (e) {
      send({ id, drop: true });
      pending.delete(id);
      throw e;
    }
  };

  /** Drops the reads that are too old, then the oldest until the rest fit the limits. */
  const prune = () => {
    let bytes = 0;
    for (const [key, read] of [...kept].reverse())
      if (now() - read.at > KEPT_READS.ms || (bytes += read.bytes) > KEPT_READS.bytes) kept.delete(key);
    while (kept.size > KEPT_READS.count) kept.delete(kept.keys().next().value!);
  };

  /** A new read of the file, kept for the next import of it unless it fails. */
  const readNow = (channel: Channel, kind: MarketplaceReportKind, file: ReportFile, key: string) => {
    const feed = new PartFeed();
    const read = file.bytes <= INLINE_BYTES ? readInline : readInWorker;
    read(channel, kind, file, feed).catch((e: unknown) => feed.fail(e as Error));
    const made: KeptRead = { bytes: file.bytes, feed, at: now() };
    kept.set(key, made);
    prune();
    // a read's rows are let go when it expires, not at the next import, which may come much later
    setTimeout(prune, KEPT_READS.ms + 1000).unref();
    // a read that failed is not kept: the next import reads the file again
    feed.whole.catch(() => {
      if (kept.get(key) === made) kept.delete(key);
    });
    return feed;
  };

  return {
    /**
     * A file read as this channel's report of this kind, a part at a time (decision 176): a read of the
     * same stored file kept from a moment ago, or under way for another import, is shared from its first
     * part (decision 251).
     */
    readInParts<K extends MarketplaceReportKind>(
      channel: Channel,
      kind: K,
      file: ReportFile,
    ): ReadInParts<MarketplaceReportRows[K]> {
      // a stored file's bytes never change: its id (and size, encoding) names one read of each kind
      const key = `${channel}:${kind}:${file.id}:${file.bytes}:${file.encoding}`;
      prune();
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
      }
      const feed = found?.feed ?? readNow(channel, kind, file, key);
      return {
        parts: feed.read() as AsyncIterable<ReportPart<MarketplaceReportRows[K]>>,
        whole: feed.whole as Promise<ReportResult<MarketplaceReportRows[K]>>,
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
    /**
     * Starts the worker now rather than on the first large file (a listening server does this, so the
     * first upload after a restart does not wait for the worker to load the readers).
     */
    warmUp(): void {
      worker ??= start();
    },
    async close(): Promise<void> {
      kept.clear();
      for (const feed of pending.values()) feed.fail(new Error('The report reader was closed'));
      pending.clear();
      await worker?.terminate();
      worker = null;
    },
  };
}
