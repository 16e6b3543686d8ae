// An uploaded report's bytes as text, checked as they stream in (decision 221) and read the same way on
// the server's thread and in the reader's worker. Never a U+FFFD in the place of a letter (decision 209):
// a file that is not UTF-8 or UTF-16 is read as Windows-1252, the single-byte encoding Excel writes
// "CSV (Comma delimited)" in on Windows here, or refused.
import { isAscii } from 'node:buffer';
import { DomainError } from '../../shared/errors.ts';

/** How a report's bytes were read. */
export type ReportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** What the preview says of a file read as Windows-1252 (the screen shows it above the report). */
export const WINDOWS_1252_NOTICE =
  'This file is not UTF-8: it was read as Windows-1252 (Western European, as Excel saves "CSV (Comma delimited)"). Check that the names with accents or signs (é, ñ, ’, ₹) read right below; if they do not, save the file as "CSV UTF-8" and upload that.';

/** The head of a report's text: enough for any reader to find its header row in (core's headOf). */
const HEAD_CHARS = 64 * 1024;
/** The bytes kept for the head: HEAD_CHARS characters of at most 4 bytes each. */
const HEAD_BYTES = 4 * HEAD_CHARS;
/** A binary file has a NUL among its first characters (the upload refuses it as no text). */
const NUL_WITHIN = 4096;

/** The first bytes Windows-1252 leaves undefined (read as C1 controls): another code page's text. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * How many line feeds the bytes hold: a plain loop, which V8 compiles tight (50 MiB in about 50 ms here),
 * allocates nothing, and costs the same however short the lines are.
 */
function newlinesIn(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) n++;
  return n;
}

/** The length of the UTF-8 sequence a lead byte starts, or 0 when it starts none. */
const sequenceLength = (b: number) =>
  b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;

/** Whether the byte at k of a sequence led by `lead` may stand there: no overlong, surrogate or > U+10FFFF. */
function continues(lead: number, k: number, b: number): boolean {
  if ((b & 0xc0) !== 0x80) return false;
  if (k !== 1) return true;
  if (lead === 0xe0) return b >= 0xa0;
  if (lead === 0xed) return b < 0xa0;
  if (lead === 0xf0) return b >= 0x90;
  if (lead === 0xf4) return b < 0x90;
  return true;
}

/**
 * How a report's bytes are to be read, found a chunk at a time as they stream in (decision 221): UTF-16
 * after its byte order mark (Excel's "Unicode text"), UTF-8 (without its BOM) when every byte sequence
 * is UTF-8, else Windows-1252. A file that is UTF-8 but for a few damaged sequences (it has valid
 * multi-byte characters, which a Windows-1252 text almost never has) is refused, naming the line: read
 * either way, some of its letters would be wrong. Only the head's bytes are kept.
 */
export class ReportEncodingScan {
  #bytes = 0;
  readonly #head: Uint8Array[] = [];
  #headBytes = 0;
  /** The line the next chunk starts on (1-based, as a spreadsheet numbers it). */
  #line = 1;
  /** A UTF-8 sequence the last chunk ended inside of. */
  #carry: Uint8Array | null = null;
  #firstInvalidLine = 0;
  #multiByte = false;
  #undefinedLine = 0;
  /** Known once the first two bytes are. */
  #utf16: boolean | null = null;

  get bytes(): number {
    return this.#bytes;
  }

  /** The first bytes of the file, up to `n` of them. */
  first(n: number): Uint8Array {
    const joined = this.#head.length === 1 ? this.#head[0]! : Buffer.concat(this.#head);
    return joined.subarray(0, n);
  }

  feed(chunk: Uint8Array): void {
    if (this.#headBytes < HEAD_BYTES) {
      // a copy: the chunk's buffer may be handed on (to the worker, or reused by the stream)
      const kept = chunk.slice(0, HEAD_BYTES - this.#headBytes);
      this.#head.push(kept);
      this.#headBytes += kept.byteLength;
    }
    const startsFile = this.#bytes === 0;
    this.#bytes += chunk.byteLength;
    if (this.#isUtf16()) return;
    // the file's first chunk may be only its BOM's first byte: the UTF-16 check waits for the second
    if (startsFile && chunk.byteLength < 2 && (chunk[0] === 0xff || chunk[0] === 0xfe)) {
      this.#carry = chunk.slice();
      return;
    }
    if (this.#firstInvalidLine > 0 && this.#multiByte) return;
    // most reports are ASCII throughout: a native check passes such a chunk (a JavaScript loop over
    // 50 MiB took 0.5–1.3 s of the server's thread); only its lines are counted, for a later refusal
    if (!this.#carry && isAscii(chunk)) {
      this.#line += newlinesIn(chunk);
      return;
    }
    this.#scan(this.#carry ? Buffer.concat([this.#carry, chunk]) : chunk, false);
  }

  #isUtf16(): boolean {
    if (this.#utf16 === null && this.#bytes >= 2) {
      const b = this.first(2);
      this.#utf16 = (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);
    }
    return this.#utf16 === true;
  }

  /** Scans the bytes for UTF-8; `last` when nothing follows them (a cut sequence is then invalid). */
  #scan(bytes: Uint8Array, last: boolean): void {
    this.#carry = null;
    let i = 0;
    const lineAt = (offset: number) => {
      let line = this.#line;
      for (let k = bytes.indexOf(0x0a); k >= 0 && k < offset; k = bytes.indexOf(0x0a, k + 1)) line++;
      return line;
    };
    while (i < bytes.length) {
      const b = bytes[i]!;
      if (b < 0x80) {
        i++;
        continue;
      }
      const length = sequenceLength(b);
      let k = 1;
      while (k < length && i + k < bytes.length && continues(b, k, bytes[i + k]!)) k++;
      if (length > 0 && k === length) {
        this.#multiByte = true;
        i += length;
      } else if (length > 0 && i + k === bytes.length && !last) {
        // the sequence goes on in the next chunk
        this.#carry = bytes.slice(i);
        break;
      } else {
        if (this.#firstInvalidLine === 0) this.#firstInvalidLine = lineAt(i);
        if (this.#undefinedLine === 0 && UNDEFINED_IN_1252.has(b)) this.#undefinedLine = lineAt(i);
        i++;
      }
      if (this.#firstInvalidLine > 0 && this.#multiByte) break;
    }
    this.#line += newlinesIn(bytes);
  }

  /** The encoding of the whole file, once every chunk was fed; throws the refusals above. */
  encoding(): ReportEncoding {
    const first = this.first(2);
    if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le';
    if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be';
    if (this.#carry) this.#scan(this.#carry, true);
    if (this.#firstInvalidLine === 0) return 'utf-8';
    // a binary file (NUL among its first bytes) is read byte for byte, for the upload to refuse it as
    // no text report (ReportCheck.end)
    if (this.first(NUL_WITHIN).includes(0)) return 'windows-1252';
    if (this.#multiByte)
      throw new DomainError(
        'BAD_USER_INPUT',
        `The file is UTF-8 but line ${this.#firstInvalidLine} has bytes that are no UTF-8 character (the file may be damaged, or joined from files saved in two encodings). Save it again as "CSV UTF-8" and upload that`,
        { field: 'file' },
      );
    if (this.#undefinedLine > 0)
      throw new DomainError(
        'BAD_USER_INPUT',
        `The file is neither UTF-8 nor Windows-1252 (line ${this.#undefinedLine} has a byte that is no character in either). Save it as "CSV UTF-8" and upload that`,
        { field: 'file' },
      );
    return 'windows-1252';
  }

  /**
   * The head of the text, as core's otherMarketplaceReport reads it: the first HEAD_CHARS characters,
   * cut after the last whole line when the file goes on.
   */
  head(encoding: ReportEncoding): string {
    const text = textDecoder(encoding).decode(this.first(HEAD_BYTES), { stream: true });
    const cut = text.slice(0, HEAD_CHARS);
    const goesOn = cut.length < text.length || this.#bytes > HEAD_BYTES;
    return goesOn ? cut.slice(0, cut.lastIndexOf('\n') + 1) : cut;
  }
}

/** A decoder of the encoding, dropping a leading BOM of UTF-8 or UTF-16; never fatal (the scan was). */
export function textDecoder(encoding: ReportEncoding): InstanceType<typeof TextDecoder> {
  return new TextDecoder(encoding);
}

/** What the checks of an uploaded report found: how to read it, the head of its text, the notice. */
export interface ReportText {
  encoding: ReportEncoding;
  head: string;
  /** What the preview says of how the bytes were read: as Windows-1252. */
  notice?: string;
}

/**
 * The content checks of an uploaded report (decision 209), a chunk at a time: an empty file, a workbook
 * or another ZIP file (by its first bytes, as soon as they come), an encoding that is neither UTF-8,
 * UTF-16 nor Windows-1252, and a binary file (a NUL among its first characters) are refused, saying what
 * to do.
 */
export class ReportCheck {
  readonly #scan = new ReportEncodingScan();
  readonly filename: string;
  constructor(filename: string) {
    this.filename = filename;
  }

  feed(chunk: Uint8Array): void {
    const zipBefore = this.#scan.bytes >= 2;
    this.#scan.feed(chunk);
    if (!zipBefore && this.#scan.bytes >= 2) {
      const b = this.#scan.first(2);
      if (b[0] === 0x50 && b[1] === 0x4b)
        throw new DomainError(
          'BAD_USER_INPUT',
          `${this.filename} is an Excel workbook (or another ZIP file): open it and save the sheet as CSV, then upload the CSV`,
          { field: 'file' },
        );
    }
  }

  end(): ReportText {
    if (this.#scan.bytes === 0)
      throw new DomainError('BAD_USER_INPUT', `${this.filename} is empty`, { field: 'file' });
    const encoding = this.#scan.encoding();
    const head = this.#scan.head(encoding);
    if (head.slice(0, NUL_WITHIN).includes('\u0000'))
      throw new DomainError(
        'BAD_USER_INPUT',
        `${this.filename} is not a text (CSV or tab-separated) report`,
        {
          field: 'file',
        },
      );
    return encoding === 'windows-1252' ? { encoding, head, notice: WINDOWS_1252_NOTICE } : { encoding, head };
  }
}

/** The chunks as they pass through the checks; `done` is given what they found once the last has passed. */
export async function* checkedReport(
  chunks: AsyncIterable<Uint8Array>,
  check: ReportCheck,
  done: (text: ReportText) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    check.feed(chunk);
    yield chunk;
  }
  done(check.end());
}

/** The text of a report's bytes, all at hand, and the encoding it was read in (see ReportEncodingScan). */
export function decodeReportBytes(bytes: Uint8Array): { text: string; encoding: ReportEncoding } {
  const scan = new ReportEncodingScan();
  scan.feed(bytes);
  const encoding = scan.encoding();
  return { text: textDecoder(encoding).decode(bytes), encoding };
}

/** The text of a report's bytes (decodeReportBytes). */
export function textOfReportBytes(bytes: Uint8Array): string {
  return decodeReportBytes(bytes).text;
}
