import { describe, expect, it } from 'vitest';
import { decodeReportBytes, textOfReportBytes } from './report-text.ts';

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
