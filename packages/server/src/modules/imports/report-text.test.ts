import { describe, expect, it } from 'vitest';
import { decodeReportBytes, ReportCheck, ReportEncodingScan, textOfReportBytes } from './report-text.ts';

/** A text in Windows-1252 bytes (every character of the test has a byte there). */
const cp1252 = (text: string): Uint8Array => {
  const table: Record<string, number> = { '’': 0x92, '‘': 0x91, '€': 0x80, '…': 0x85 };
  return Uint8Array.from(text, (c) => table[c] ?? c.charCodeAt(0));
};
const ROW = 'OD1,René Muñoz’s shop,Pune';

describe("an uploaded report's text (decision 209)", () => {
  it('reads UTF-8 with or without its BOM, and UTF-16 after its BOM', () => {
    const utf8 = new TextEncoder().encode(ROW);
    expect(decodeReportBytes(utf8)).toEqual({ text: ROW, encoding: 'utf-8' });
    expect(decodeReportBytes(Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8))).toEqual({
      text: ROW,
      encoding: 'utf-8',
    });
    const utf16 = Uint8Array.of(
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from(ROW, (c) => c.charCodeAt(0)).buffer),
    );
    expect(decodeReportBytes(utf16)).toEqual({ text: ROW, encoding: 'utf-16le' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (Latin-1 included): é, ñ, ’ and € as themselves, no U+FFFD', () => {
    const read = decodeReportBytes(cp1252(`${ROW},€ 5…`));
    expect(read).toEqual({ text: `${ROW},€ 5…`, encoding: 'windows-1252' });
    expect(textOfReportBytes(cp1252(ROW))).not.toContain('\uFFFD');
  });

  it('refuses UTF-8 with a damaged sequence, naming its line, rather than guessing', () => {
    const good = new TextEncoder().encode('Order Id,Name\nOD1,René\n');
    const damaged = Uint8Array.of(...good, ...new TextEncoder().encode('OD2,Ren'), 0xe9, 0x0a);
    expect(() => decodeReportBytes(damaged)).toThrow(
      'The file is UTF-8 but line 3 has bytes that are no UTF-8 character (the file may be damaged, or joined from files saved in two encodings). Save it again as "CSV UTF-8" and upload that',
    );
  });

  it('refuses a byte Windows-1252 leaves undefined (another code page), naming its line', () => {
    expect(() => decodeReportBytes(Uint8Array.of(0x41, 0x0a, 0x42, 0x81, 0x43))).toThrow(
      'The file is neither UTF-8 nor Windows-1252 (line 2 has a byte that is no character in either). Save it as "CSV UTF-8" and upload that',
    );
  });

  it('leaves a binary file (NUL among its first bytes) for the upload to refuse as no text', () => {
    expect(decodeReportBytes(Uint8Array.of(0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xd8)).text).toContain(
      '\u0000',
    );
  });
});

describe("an uploaded report's bytes checked as they stream in (decision 221)", () => {
  /** The bytes in chunks of `size`, as a request or a stored file gives them. */
  const inChunks = (bytes: Uint8Array, size: number) =>
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.slice(i * size, (i + 1) * size));
  const scanned = (bytes: Uint8Array, size: number) => {
    const scan = new ReportEncodingScan();
    for (const chunk of inChunks(bytes, size)) scan.feed(chunk);
    try {
      return scan.encoding();
    } catch (e) {
      return (e as Error).message;
    }
  };
  const whole = (bytes: Uint8Array) => {
    try {
      return decodeReportBytes(bytes).encoding;
    } catch (e) {
      return (e as Error).message;
    }
  };
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const samples: [string, Uint8Array][] = [
    ['UTF-8 with ₹ and é', utf8('Order Id,Name\nOD1,René ₹499\nOD2,Zoë\n')],
    ['UTF-8 with its BOM', Uint8Array.of(0xef, 0xbb, 0xbf, ...utf8('A,B\n1,₹\n'))],
    ['damaged UTF-8', Uint8Array.of(...utf8('A,B\nOD1,René\nOD2,Ren'), 0xe9, 0x0a, ...utf8('₹\n'))],
    ['a cut sequence at the end', Uint8Array.of(...utf8('A,B\n1,₹\n2,'), 0xe2, 0x82)],
    ['Windows-1252', Uint8Array.of(...utf8('A,B\n1,Ren'), 0xe9, 0x0a, 0x92, 0x80)],
    ['an undefined byte', Uint8Array.of(0x41, 0x0a, 0x42, 0x0a, 0x43, 0x81, 0x43)],
    ['UTF-16 LE', Uint8Array.of(0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00)],
    ['UTF-16 BE', Uint8Array.of(0xfe, 0xff, 0x00, 0x41, 0x00, 0x0a)],
  ];

  it.each(samples)(
    'finds the same encoding (or refusal, on the same line) in chunks as whole: %s',
    (_, bytes) => {
      for (const size of [1, 2, 3, 5, 64])
        expect(scanned(bytes, size), `chunks of ${size}`).toBe(whole(bytes));
    },
  );

  it('refuses a workbook by its first bytes, before the rest of it streams in', () => {
    const check = new ReportCheck('sale.xlsx');
    check.feed(Uint8Array.of(0x50));
    expect(() => check.feed(Uint8Array.of(0x4b, 0x03, 0x04))).toThrow(
      'sale.xlsx is an Excel workbook (or another ZIP file): open it and save the sheet as CSV, then upload the CSV',
    );
  });

  it('refuses an empty file and a binary one at their end, and gives the head of a long text cut after a whole line', () => {
    expect(() => new ReportCheck('a.csv').end()).toThrow('a.csv is empty');
    const binary = new ReportCheck('b.csv');
    binary.feed(Uint8Array.of(0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xd8));
    expect(() => binary.end()).toThrow('b.csv is not a text (CSV or tab-separated) report');
    const line = 'OD1,René,Pune\n';
    const long = new ReportCheck('c.csv');
    for (const chunk of inChunks(utf8(line.repeat(20_000)), 65_536)) long.feed(chunk);
    const { encoding, head, notice } = long.end();
    expect(encoding).toBe('utf-8');
    expect(notice).toBeUndefined();
    expect(head.length).toBeLessThanOrEqual(64 * 1024);
    expect(head.endsWith('\n')).toBe(true);
    expect(head).toBe(line.repeat(head.length / line.length));
    expect(head.length).toBeGreaterThan(64 * 1024 - line.length);
  });
});
