// The CSV writing rule of every download and export (docs/shared-mechanisms.md, "Downloads"; decision
// 073): a UTF-8 byte-order mark so that Excel shows Hindi names, numbers as plain digits (no ₹, no
// grouping), dates as yyyy-MM-dd, and a text cell that starts with = + - @ (their fullwidth and small
// forms too, or a tab, carriage return or line feed) neutralised with a leading apostrophe against
// formula injection. RFC 4180 quoting, CRLF.
import Papa from 'papaparse';

/** What a cell can hold. null and undefined are empty cells; a Date is written as yyyy-MM-dd. */
export type CsvCell = string | number | boolean | Date | null | undefined;

export const CSV_BOM = '\uFEFF';

/** A date as yyyy-MM-dd, in the local calendar of whoever writes the file. */
export function csvDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The characters a spreadsheet starts a formula (or a command) with, and the white space before them. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Does a text cell start as a formula? Its first character is compared in its compatibility form
 * (NFKC), so that the fullwidth ＝ ＋ － ＠ (which spreadsheets in East Asian settings read as = + - @)
 * and the small ﹦ ﹢ ﹣ ﹫ count as what they stand for (issue 43).
 */
function startsAFormula(text: string): boolean {
  const first = text.codePointAt(0);
  if (first === undefined) return false;
  if (first < 0x80) return FORMULA_START.test(text);
  return FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** A text cell a spreadsheet would run as a formula gets an apostrophe in front; numbers stay numbers. */
export function neutraliseCsvCell(cell: CsvCell): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  if (cell instanceof Date) return csvDate(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? (Object.is(cell, -0) ? 0 : cell) : null;
  if (typeof cell !== 'string') return cell;
  return startsAFormula(cell) ? `'${cell}` : cell;
}

/** The CSV text of a header and rows (CRLF line ends, RFC 4180 quoting), with the byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + csvLines([header, ...rows]).slice(0, -2);
}

/**
 * Rows as CSV lines, each ended by CRLF: a file written a part at a time (a long download) is the
 * byte-order mark, then the lines of its header and of each part.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((r) => r.map(neutraliseCsvCell)),
      { newline: '\r\n' },
    ) + '\r\n'
  );
}

/** A column of a table written as CSV: its header and its cell of a row. */
export interface CsvColumn<R> {
  readonly header: string;
  readonly value: (row: R) => CsvCell;
}

/** toCsv of rows described by columns (the grids' exports). */
export function toCsvFromColumns<R>(columns: readonly CsvColumn<R>[], rows: Iterable<R>): string {
  return toCsv(
    columns.map((c) => c.header),
    Array.from(rows, (row) => columns.map((c) => c.value(row))),
  );
}
