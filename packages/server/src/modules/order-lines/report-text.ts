// An uploaded report's bytes as text, the same on the server's thread and in the reader's worker (which
// is given the bytes of a large file rather than its text: see report-reader.ts). Never a U+FFFD in the
// place of a letter (decision 209): a file that is not UTF-8 or UTF-16 is read as Windows-1252, the
// single-byte encoding Excel writes "CSV (Comma delimited)" in on Windows here, or refused.
import { DomainError } from '../../shared/errors.ts';

/** How a report's bytes were read. */
type ReportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** What the preview says of a file read as Windows-1252 (the screen shows it above the report). */
export const WINDOWS_1252_NOTICE =
  'This file is not UTF-8: it was read as Windows-1252 (Western European, as Excel saves "CSV (Comma delimited)"). Check that the names with accents or signs (é, ñ, ’, ₹) read right below; if they do not, save the file as "CSV UTF-8" and upload that.';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The text of a report's bytes and the encoding it was read in: UTF-16 after its byte order mark
 * (Excel's "Unicode text"), UTF-8 (without its BOM) when every byte sequence is UTF-8, else Windows-1252.
 * A file that is UTF-8 but for a few damaged sequences (it has valid multi-byte characters, which a
 * Windows-1252 text almost never has) is refused, naming the line: read either way, some of its letters
 * would be wrong.
 */
export function decodeReportBytes(bytes: Uint8Array): { text: string; encoding: ReportEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    // the decoder drops a leading BOM
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // a binary file (NUL among its first bytes) is read byte for byte, for the upload to refuse it as
    // no text report (imports/imports.routes.ts)
    if (bytes.subarray(0, 4096).includes(0))
      return { text: windows1252.decode(bytes), encoding: 'windows-1252' };
    const { firstInvalid, multiByte } = utf8Scan(bytes);
    if (multiByte)
      throw new DomainError(
        'BAD_USER_INPUT',
        `The file is UTF-8 but line ${lineAt(bytes, firstInvalid)} has bytes that are no UTF-8 character (the file may be damaged, or joined from files saved in two encodings). Save it again as "CSV UTF-8" and upload that`,
        { field: 'file' },
      );
    const text = windows1252.decode(bytes);
    // the five bytes Windows-1252 leaves undefined (read as C1 controls): another code page's text
    const undefinedByte = /[\u0081\u008d\u008f\u0090\u009d]/.exec(text);
    if (undefinedByte)
      throw new DomainError(
        'BAD_USER_INPUT',
        `The file is neither UTF-8 nor Windows-1252 (line ${lineAt(bytes, bytes.indexOf(undefinedByte[0].charCodeAt(0)))} has a byte that is no character in either). Save it as "CSV UTF-8" and upload that`,
        { field: 'file' },
      );
    return { text, encoding: 'windows-1252' };
  }
}

/** The text of a report's bytes (decodeReportBytes). */
export function textOfReportBytes(bytes: Uint8Array): string {
  return decodeReportBytes(bytes).text;
}

/**
 * Where the first byte sequence that is not UTF-8 starts, and whether the bytes hold a well-formed
 * multi-byte UTF-8 character anywhere (a lead byte with its continuation bytes, in the shortest form).
 */
function utf8Scan(bytes: Uint8Array): { firstInvalid: number; multiByte: boolean } {
  let firstInvalid = -1;
  let multiByte = false;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    let ok = length > 0 && i + length <= bytes.length;
    for (let k = 1; ok && k < length; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    // no overlong or surrogate three- and four-byte forms, none past U+10FFFF
    if (ok && b === 0xe0) ok = bytes[i + 1]! >= 0xa0;
    if (ok && b === 0xed) ok = bytes[i + 1]! < 0xa0;
    if (ok && b === 0xf0) ok = bytes[i + 1]! >= 0x90;
    if (ok && b === 0xf4) ok = bytes[i + 1]! < 0x90;
    if (ok) {
      multiByte = true;
      if (firstInvalid >= 0) break;
      i += length;
    } else {
      if (firstInvalid < 0) firstInvalid = i;
      if (multiByte) break;
      i++;
    }
  }
  return { firstInvalid, multiByte };
}

/** The line (1-based, as a spreadsheet numbers it) of a byte offset. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
