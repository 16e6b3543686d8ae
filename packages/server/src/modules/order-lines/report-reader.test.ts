// The report reader keeps its last reads (decision 105): a preview, its store and the preview after it
// read one file once. Real core readers on the project's own fixture; the worker thread for a large file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createReportReader, RECENT_READS, reportFileId, type ReportFile } from './report-reader.ts';
import { textOfReportBytes } from './report-text.ts';

/** A text as an uploaded file. */
const fileOf = (text: string): ReportFile => ({ id: reportFileId(Buffer.from(text)), text });
const fixtureText = readFileSync(
  join(import.meta.dirname, '../../../../core/src/reports/fixtures/flipkart-orders-export.csv'),
  'utf8',
);
const fixture = fileOf(fixtureText);
/** The fixture with its order ids renamed, so that its text (and its rows) differ. */
const renamed = (prefix: string) => fileOf(fixtureText.replaceAll('OD4384', `${prefix}4384`));

describe('report reader: recent reads', () => {
  let now = 0;
  const reader = createReportReader(() => now);
  afterEach(async () => {
    await reader.close();
    now = 0;
  });

  it('gives the same read for the same text, channel and kind, and reads anew when any differs', async () => {
    const first = await reader.read('flipkart', 'sale', fixture);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(await reader.read('flipkart', 'sale', fixture)).toBe(first);
    const other = await reader.read('flipkart', 'sale', renamed('XY'));
    expect(other).not.toBe(first);
    expect(other.rows[0]!.orderId).toMatch(/^XY4384/);
    // Another kind of the same text is another read (here: a file that is no return report).
    expect(await reader.read('flipkart', 'return', fixture)).not.toBe(first);
  });

  it('keeps the file of a read, found by its id for the same channel and kind (decision 174)', async () => {
    expect(reader.kept('flipkart', 'sale', fixture.id)).toBeNull();
    await reader.read('flipkart', 'sale', fixture);
    expect(reader.kept('flipkart', 'sale', fixture.id)).toEqual(fixture);
    expect(reader.kept('flipkart', 'return', fixture.id)).toBeNull();
    expect(reader.kept('amazon', 'sale', fixture.id)).toBeNull();
    now += RECENT_READS.ms + 1;
    expect(reader.kept('flipkart', 'sale', fixture.id)).toBeNull();
  });

  it(`forgets a read after ${RECENT_READS.ms / 60_000} minutes, and the oldest beyond ${RECENT_READS.count} reads`, async () => {
    const first = await reader.read('flipkart', 'sale', fixture);
    now += RECENT_READS.ms - 1;
    expect(await reader.read('flipkart', 'sale', fixture)).toBe(first);
    now += 2;
    const later = await reader.read('flipkart', 'sale', fixture);
    expect(later).not.toBe(first);
    expect(later).toEqual(first);

    const reads = [];
    for (let i = 0; i < RECENT_READS.count; i++)
      reads.push(await reader.read('flipkart', 'sale', renamed(`A${i}`)));
    // `later` was the oldest: it is dropped; the others are kept.
    expect(await reader.read('flipkart', 'sale', renamed('A1'))).toBe(reads[1]);
    expect(await reader.read('flipkart', 'sale', fixture)).not.toBe(later);
  });

  it('reads a large file in its worker once, and shares the one read between uploads that arrive together', async () => {
    const small = await reader.read('flipkart', 'sale', fixture);
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const copies = 200;
    const large = fileOf(
      [
        header!,
        ...Array.from({ length: copies }, (_, i) =>
          rows.map((r) => r.replaceAll('OD4384', `B${i}4384`)),
        ).flat(),
      ].join('\n'),
    );
    expect(large.text.length).toBeGreaterThan(256 * 1024);
    const [a, b] = await Promise.all([
      reader.read('flipkart', 'sale', large),
      reader.read('flipkart', 'sale', large),
    ]);
    expect(a).toBe(b);
    expect(a.rows.length).toBe(copies * small.rows.length);
  });

  it('gives the worker a large file as its bytes, moved to it: UTF-8 or UTF-16, the same rows as its text gives', async () => {
    const [header, ...rows] = fixtureText.trimEnd().split('\n');
    const text = [
      header!,
      ...Array.from({ length: 200 }, (_, i) => rows.map((r) => r.replaceAll('OD4384', `U${i}4384`))).flat(),
    ].join('\n');
    const fromText = await reader.read('flipkart', 'sale', fileOf(text));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    for (const bytes of [new Uint8Array(Buffer.from(`\uFEFF${text}`)), new Uint8Array(utf16)]) {
      expect(textOfReportBytes(bytes)).toBe(text);
      // the id of other bytes: a read of its own, not the kept read of the text
      const file: ReportFile = { id: reportFileId(bytes), text, bytes };
      const read = await reader.read('flipkart', 'sale', file);
      expect(bytes.byteLength).toBe(0);
      expect(read.rows).toEqual(fromText.rows);
      expect(reader.kept('flipkart', 'sale', file.id)).toEqual({ id: file.id, text });
    }
  });

  it('gives a large read a part at a time, to every upload from the first part, then the whole (decision 176)', async () => {
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
    // a second upload of the file while it is kept: the same parts, then the same whole
    const second = reader.readInParts('flipkart', 'sale', large);
    const secondParts = [];
    for await (const part of second.parts) secondParts.push(part);
    const whole = await first.whole;
    expect(firstParts.length).toBeGreaterThan(1);
    expect(secondParts).toEqual(firstParts);
    expect(await second.whole).toBe(whole);
    expect(firstParts.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(firstParts.flatMap((p) => p.problems)).toEqual(whole.problems);
  });
});
