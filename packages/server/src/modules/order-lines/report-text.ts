// An uploaded report's bytes as text, the same on the server's thread and in the reader's worker (which
// is given the bytes of a large file rather than its text: see report-reader.ts).

/** The text of a report's bytes: UTF-16 after its byte order mark (Excel's "Unicode text"), else UTF-8 (without its BOM). */
export function textOfReportBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}
