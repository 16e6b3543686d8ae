// The report reader reads a stored file a chunk at a time (decision 222): small files on the calling
// thread, large ones in the worker, which is given the chunks as the store gives them. Real core readers on
// the project's own fixture; the worker thread for a large file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createReportReader, KEPT_READS, type ReportFile } from './report-reader.ts';
import { ReportCheck, textOfReportBytes } from './report-text.ts';

let files = 0;
/**
 * Bytes as a stored file gives them, in chunks of `chunkBytes`, with what their checks found: a stored
 * file of its own id, as each upload is.
 */
const storedOf = (bytes: Uint8Array, chunkBytes = 64 * 1024): ReportFile => {
  const check = new ReportCheck('report.csv');
  check.feed(bytes);
  return {
    id: String(++files).padStart(64, '0'),
    bytes: bytes.byteLength,
    ...check.end(),
    async *chunks() {
      for (let at = 0; at < bytes.byteLength; at += chunkBytes) yield bytes.slice(at, at + chunkBytes);
    },
  };
};
/** A text as an uploaded UTF-8 file. */
const fileOf = (text: string, chunkBytes?: number): ReportFile =>
  storedOf(new Uint8Array(Buffer.from(text)), chunkBytes);
const fixtureText = readFileSync(
  join(import.meta.dirname, '../../../../core/src/reports/fixtures/flipkart-orders-export.csv'),
  'utf8',
);
const fixture = fileOf(fixtureText);

describe('report reader: a stored file a chunk at a time', () => {
  const reader = createReportReader();
  afterEach(async () => {
    await reader.close();
  });

  it('reads a small file on the calling thread, whatever its chunks, as a large one is read', async () => {
    const whole = await reader.read('flipkart', 'sale', fixture);
    expect(whole.rows.length).toBeGreaterThan(0);
    // chunks that cut lines and cells anywhere give the same rows
    for (const size of [1_000, 7])
      expect((await reader.read('flipkart', 'sale', fileOf(fixtureText, size))).rows).toEqual(whole.rows);
    // another kind of the same text is its own read: a file that is no return report
    const asReturn = await reader.read('flipkart', 'return', fixture);
    expect(asReturn.problems.some((p) => p.wholeFile)).toBe(true);
  });

  it('reads a large file in its worker, given a chunk at a time, and two reads of it at once each read it whole', async () => {
    const small = await reader.read('flipkart', 'sale', fixture);
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const copies = 200;
    const text = [
      header!,
      ...Array.from({ length: copies }, (_, i) =>
        rows.map((r) => r.replaceAll('OD4384', `B${i}4384`)),
      ).flat(),
    ].join('\n');
    expect(text.length).toBeGreaterThan(256 * 1024);
    const large = fileOf(text);
    const [a, b] = await Promise.all([
      reader.read('flipkart', 'sale', large),
      reader.read('flipkart', 'sale', large),
    ]);
    expect(a.rows.length).toBe(copies * small.rows.length);
    expect(b.rows).toEqual(a.rows);
  });

  it('decodes in the worker a chunk at a time: UTF-8 with its BOM or UTF-16, the same rows as the text gives, a character cut between chunks or not', async () => {
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const text = [
      header!,
      ...Array.from({ length: 200 }, (_, i) => rows.map((r) => r.replaceAll('OD4384', `U${i}4384`))).flat(),
    ].join('\n');
    const fromText = await reader.read('flipkart', 'sale', fileOf(text));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    for (const bytes of [new Uint8Array(Buffer.from(`\uFEFF${text}`)), new Uint8Array(utf16)]) {
      expect(textOfReportBytes(bytes)).toBe(text);
      // chunks of an odd size cut UTF-16's two-byte characters in half
      const read = await reader.read('flipkart', 'sale', storedOf(bytes, 64 * 1024 + 1));
      expect(read.rows).toEqual(fromText.rows);
    }
  });

  it('gives a large read a part at a time, then the whole (decision 176)', async () => {
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const large = fileOf(
      [
        header!,
        ...Array.from({ length: 300 }, (_, i) => rows.map((r) => r.replaceAll('OD4384', `P${i}4384`))).flat(),
      ].join('\n'),
    );
    const first = reader.readInParts('flipkart', 'sale', large);
    const firstParts = [];
    for await (const part of first.parts) firstParts.push(part);
    const whole = await first.whole;
    expect(firstParts.length).toBeGreaterThan(1);
    expect(firstParts.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(firstParts.flatMap((p) => p.problems)).toEqual(whole.problems);
  });

  it('fails a read whose store fails while it is read, and reads the next file', async () => {
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const text = [header!, ...Array.from({ length: 200 }, () => rows).flat()].join('\n');
    const broken: ReportFile = {
      ...fileOf(text),
      async *chunks() {
        yield new Uint8Array(Buffer.from(text.slice(0, 100_000)));
        throw new Error('the database went away');
      },
    };
    await expect(reader.read('flipkart', 'sale', broken)).rejects.toThrow('the database went away');
    expect((await reader.read('flipkart', 'sale', fileOf(text))).rows.length).toBeGreaterThan(0);
  });
});

describe('report reader: the reads kept for the next import of a file (decision 251)', () => {
  let now = 0;
  const reader = createReportReader(() => now);
  afterEach(async () => {
    await reader.close();
  });
  const [header, ...rows] = fixtureText.trimEnd().split('\n');
  /** A large file (read in the worker) whose chunks are counted as its store gives them. */
  const counted = (tag: string) => {
    const text = [
      header!,
      ...Array.from({ length: 200 }, (_, i) =>
        rows.map((r) => r.replaceAll('OD4384', `${tag}${i}4384`)),
      ).flat(),
    ].join('\n');
    const file = fileOf(text);
    const reads = { count: 0 };
    return {
      reads,
      file: {
        ...file,
        chunks() {
          reads.count++;
          return file.chunks();
        },
      },
    };
  };

  it('reads a stored file once for its preview and the store after it, and again as another kind, or once forgotten', async () => {
    const { file, reads } = counted('K');
    const first = await reader.read('flipkart', 'sale', file);
    const parts = [];
    for await (const part of reader.readInParts('flipkart', 'sale', file).parts) parts.push(part);
    expect(reads.count).toBe(1);
    expect(parts.flatMap((p) => p.rows)).toEqual(first.rows);
    await reader.read('flipkart', 'return', file);
    expect(reads.count).toBe(2);
    now += KEPT_READS.ms + 1;
    expect((await reader.read('flipkart', 'sale', file)).rows).toEqual(first.rows);
    expect(reads.count).toBe(3);
  });

  it(`keeps at most ${KEPT_READS.count} reads, the least recently used going first, and no read that failed`, async () => {
    const files = ['A', 'B', 'C'].map(counted);
    for (const { file } of files) await reader.read('flipkart', 'sale', file);
    await reader.read('flipkart', 'sale', files[1]!.file);
    await reader.read('flipkart', 'sale', files[2]!.file);
    expect(files.map((f) => f.reads.count)).toEqual([1, 1, 1]);
    await reader.read('flipkart', 'sale', files[0]!.file);
    expect(files.map((f) => f.reads.count)).toEqual([2, 1, 1]);
    const text = [header!, ...Array.from({ length: 200 }, () => rows).flat()].join('\n');
    let attempts = 0;
    const flaky: ReportFile = {
      ...fileOf(text),
      async *chunks() {
        yield new Uint8Array(Buffer.from(text));
        if (++attempts === 1) throw new Error('the database went away');
      },
    };
    await expect(reader.read('flipkart', 'sale', flaky)).rejects.toThrow('the database went away');
    expect((await reader.read('flipkart', 'sale', flaky)).rows.length).toBeGreaterThan(0);
    expect(attempts).toBe(2);
  });
});
