// The CSV writing rule of every download (docs/shared-mechanisms.md, "Downloads"): a UTF-8 byte-order
// mark so that Excel shows Hindi names, numbers as plain digits, and a text cell that starts with
// = + - @ (or a tab or carriage return) neutralised with a leading apostrophe against formula injection.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';

/** A text cell a spreadsheet would run as a formula gets an apostrophe in front; numbers stay numbers. */
export function neutraliseCsvCell(cell: CsvCell): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  if (typeof cell !== 'string') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The CSV text of a header and rows (CRLF line ends, RFC 4180 quoting), with the byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return (
    CSV_BOM +
    Papa.unparse([header.map(neutraliseCsvCell), ...rows.map((r) => r.map(neutraliseCsvCell))], {
      newline: '\r\n',
    })
  );
}
