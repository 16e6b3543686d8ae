// The one way every marketplace and courier report is read: file text in, typed rows and per-row
// problems out (docs/shared-mechanisms.md, "Report readers", and docs/reports.md). A reader declares its columns by header name; this module finds the
// header row by content (never by line number: real exports carry preamble lines), cleans the cells
// the way real exports need, and hands each data row to the reader's own row mapper.
import Papa from 'papaparse';
import {
  brokenQuoteProblems,
  brokenQuotesOf,
  cleanCell,
  findHeader,
  hasFilledCells,
  headRecords,
  normaliseHeader,
  parsedText,
  type HeaderMatch,
  type ParsedText,
} from './report-header.ts';

export { cleanCell, normaliseHeader } from './report-header.ts';
export { amountProblem, groupingCommaHint, isDigitGrouping, parseAmount } from './report-amounts.ts';

/** A problem with the file or one of its rows. `line` is the row number a spreadsheet shows (1-based). */
export interface ReportProblem {
  line: number;
  column?: string;
  message: string;
  /**
   * The order id and SKU of the row a problem is about, as the file has them, when the report has those
   * columns (`orderId`, `sku`) and they are filled: a refused row can be found by its order.
   */
  orderId?: string;
  sku?: string;
  /**
   * Why the file cannot be read as the report past this problem: it is empty, it is another report, or a
   * quoted cell is not closed. An upload refuses the whole file with this problem's message.
   */
  wholeFile?: 'empty' | 'another report' | 'broken quote';
}

/** A row the reader accepted, with the spreadsheet row it came from. */
export type ReportRow<T> = T & { line: number };

export interface ReportResult<T> {
  rows: ReportRow<T>[];
  problems: ReportProblem[];
  /** The header row as the file spells it (after cleaning), or [] when no header was found. */
  header: string[];
  /**
   * Each column the reader knows, by its key, named as the file's header row spells it (or by the
   * reader's own first name for it when the file lacks it), for messages about a row that name its
   * column; absent when no header was found.
   */
  columnNames?: Readonly<Record<string, string>>;
  /**
   * How the file's header fits the reader: the header cells it recognised (as the file spells them) and
   * the required columns the file lacks, of the header row read or, for a file refused for its header,
   * of the row that came nearest. Which of two kinds of report a file is goes by it (issue 40: the
   * registry's marketplaceReader). Absent for a file refused as empty or as another report by name.
   */
  headerFit?: HeaderFit;
}

/** The header cells a reader recognised in a file, and the required columns it did not find. */
interface HeaderFit {
  recognised: readonly string[];
  missing: readonly string[];
}

/**
 * A part of a report as it is read (decision 176): the rows read since the last part and the problems
 * found since (the file's own problems come with the first part), with the columns named as in the
 * result. A file refused whole has its problem in the result; it may give no part at all.
 */
export interface ReportPart<T> {
  rows: ReportRow<T>[];
  problems: ReportProblem[];
  columnNames: Readonly<Record<string, string>>;
}

/** How a report is read: `onPart` is given each part of rows as it is read (the result has them all too). */
export interface ReadOptions<T> {
  onPart?: (part: ReportPart<T>) => void;
  /**
   * With `onPart`: the rows are given in the parts only, and the result's `rows` is empty. A reader whose
   * parts go elsewhere (the server's worker thread sends each on) then holds no row longer than its part,
   * instead of a large file's every row to the end.
   */
  rowsInPartsOnly?: boolean;
}

/** The data rows a reader reads between two parts. */
const ROWS_PER_PART = 2000;

/** One column a reader knows: its key in the typed row and the header names real files use. */
export interface ReportColumn<K extends string = string> {
  key: K;
  /** The first is the name used in messages; the others are spellings other exports use. */
  headers: readonly [string, ...string[]];
  required?: boolean;
}

/** What a reader's row mapper sees: cleaned cells by column key, and a way to report a problem. */
export interface RowCells<K extends string> {
  line: number;
  /** The cleaned text of a column, or null when it is blank, `NA`, `N/A` or `Not Available`. */
  text(key: K): string | null;
  /** Whether the file has this column at all. */
  has(key: K): boolean;
  /** Records a problem for this row naming the column by the file's own header. */
  problem(key: K | null, message: string): void;
  /** The header name the file uses for a column (for messages). */
  headerOf(key: K): string;
}

export interface ReportSpec<K extends string, T> {
  /** What the staff call the file, used in messages: "Shiprocket orders export". */
  name: string;
  columns: readonly ReportColumn<K>[];
  /**
   * Turns one data row into a typed row, or null when the row is rejected (after calling problem()). The
   * row is a new object each time (the reader adds its `line`); `cells` serves the one call only.
   */
  mapRow(cells: RowCells<K>): T | null;
  /**
   * Rows with fewer filled cells are skipped as blank lines, totals and notes (default 2; a file whose
   * rows may hold one value, such as a list of SKUs, sets 1).
   */
  minFilledCells?: number;
  /**
   * Columns only another report has, with that report's name: a file whose header row has one is that
   * report, refused with one message, although it may have every column this reader needs (the Amazon
   * and Flipkart returns reports both have an Order ID, a Return Type and a Return Reason).
   */
  otherReports?: readonly { name: string; column: string }[];
  /**
   * A row with a filled cell past the header's last column is refused whole, saying so, instead of being
   * read: in a file written by hand (the bulk listing CSV) that means a value such as `₹1,200` was not
   * quoted and every value after it moved one column. Marketplace exports leave this off.
   */
  refuseExtraCells?: boolean;
}

function emptyFile(name: string): ReportResult<never> {
  return {
    rows: [],
    problems: [{ line: 1, message: `The file is empty: expected the ${name}.`, wholeFile: 'empty' }],
    header: [],
  };
}

/** Reads a report's text with a reader's spec. */
export function readReport<K extends string, T>(
  text: string,
  spec: ReportSpec<K, T>,
  options: ReadOptions<T> = {},
): ReportResult<T> {
  return readReportOneOf(text, [spec], options);
}

/**
 * Reads a report that comes in more than one accepted layout (Flipkart's payments: a plain
 * `ORDER ID, DATE, BANK` file or the settlement report's Orders sheet). The file is parsed once; the
 * first layout whose header row is found reads it. When none is, the one message names each layout's
 * missing columns.
 */
export function readReportOneOf<T>(
  text: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each layout has its own column keys
  specs: readonly [ReportSpec<any, T>, ...ReportSpec<any, T>[]],
  options: ReadOptions<T> = {},
): ReportResult<T> {
  if (text.trim() === '') return emptyFile(specs[0].name);
  const parsed = parsedText(text);
  const head = headRecords(parsed);
  for (const spec of specs) {
    const header = findHeader(head, spec.columns);
    if (header.index < 0) continue;
    const columns = new Set(header.record.map(normaliseHeader));
    const other = spec.otherReports?.find((o) => columns.has(normaliseHeader(o.column)));
    if (other) {
      const problems = brokenQuotesOf(parsed);
      problems.push({
        line: header.index + 1,
        message: `This is the ${other.name}, not the ${spec.name} (it has the column ${other.column}).`,
        wholeFile: 'another report',
      });
      return { rows: [], problems, header: [] };
    }
    return readRecords(parsed, spec, header, options);
  }
  const problems = brokenQuotesOf(parsed);
  const nearest = specs.map((spec) => findHeader(head, spec.columns));
  const missing = nearest.map((header) => header.missing.map((c) => c.headers[0]).join(', '));
  const closest = nearest.reduce((a, b) => (b.columnIndex.size > a.columnIndex.size ? b : a));
  problems.push({
    line: 1,
    wholeFile: 'another report',
    message:
      specs.length === 1
        ? `This is not the ${specs[0].name}: it has no header row with the columns ${missing[0]}.`
        : `This is not the ${specs[0].name}: it has no header row with the columns ${missing
            .map((names, i) => `${names} (${specs[i]!.name})`)
            .join(', nor ')}.`,
  });
  return { rows: [], problems, header: [], headerFit: headerFitOf(closest) };
}

/** The header cells a match recognised, in the file's order and spelling, and the columns it lacks. */
function headerFitOf<K extends string>(header: HeaderMatch<K>): HeaderFit {
  return {
    recognised: [...new Set(header.columnIndex.values())]
      .sort((a, b) => a - b)
      .map((at) => cleanCell(header.record[at])?.replace(/\s+/g, ' ') ?? ''),
    missing: header.missing.map((c) => c.headers[0]),
  };
}

/** The order id and SKU of a row, for its problems (ReportProblem). */
function rowOrder<K extends string>(cells: RowCells<K>): { orderId?: string; sku?: string } {
  const orderId = cells.text('orderId' as K);
  const sku = cells.text('sku' as K);
  return { ...(orderId ? { orderId } : {}), ...(sku ? { sku } : {}) };
}

/**
 * Reads the data rows below the header as the file is parsed, a row at a time, so a large file's cells
 * are never all held at once (decision 176); `onPart` is given each ROWS_PER_PART records' rows.
 */
function readRecords<K extends string, T>(
  { body, delimiter }: ParsedText,
  spec: ReportSpec<K, T>,
  header: HeaderMatch<K>,
  { onPart, rowsInPartsOnly = false }: ReadOptions<T>,
): ReportResult<T> {
  const rows: ReportRow<T>[] = [];
  const problems: ReportProblem[] = [];
  const headerNames = new Map<K, string>();
  for (const column of spec.columns) {
    const at = header.columnIndex.get(column.key);
    headerNames.set(
      column.key,
      at === undefined
        ? column.headers[0]
        : (cleanCell(header.record[at])?.replace(/\s+/g, ' ') ?? column.headers[0]),
    );
  }
  const columnNames = Object.fromEntries(headerNames);
  /** Where the next part's rows and problems start. */
  const sent = { rows: 0, problems: 0 };
  const sendPart = () => {
    if (!onPart || (sent.rows === rows.length && sent.problems === problems.length)) return;
    onPart({ rows: rows.slice(sent.rows), problems: problems.slice(sent.problems), columnNames });
    if (rowsInPartsOnly) rows.length = 0;
    sent.rows = rows.length;
    sent.problems = problems.length;
  };
  /** The row being read: one RowCells serves every row, on the record of the moment. */
  let record_: string[] = [];
  const cells: RowCells<K> = {
    line: 0,
    text: (key) => {
      const at = header.columnIndex.get(key);
      return at === undefined ? null : cleanCell(record_[at]);
    },
    has: (key) => header.columnIndex.has(key),
    headerOf: (key) => headerNames.get(key) ?? key,
    problem: (key, message) =>
      problems.push({
        line: cells.line,
        ...(key === null ? {} : { column: headerNames.get(key) ?? key }),
        message,
        ...rowOrder(cells),
      }),
  };
  const brokenLines = new Set<number>();
  /**
   * The column of the first quote left open below the header: Papa's index is just past the quote that
   * opened it, so the text before that quote, read alone, ends with the row's cells up to it, the last one
   * being that cell (still empty).
   */
  let brokenColumnNamed = false;
  const brokenColumnAt = (line: number) => (index: number) => {
    if (brokenColumnNamed || body[index - 1] !== '"') return null;
    const before = Papa.parse<string[]>(body.slice(0, index - 1), { delimiter }).data;
    const cell = before.length === line ? before[before.length - 1] : undefined;
    if (!cell) return null;
    brokenColumnNamed = true;
    return line - 1 > header.index
      ? (cleanCell(header.record[cell.length - 1])?.replace(/\s+/g, ' ') ?? null)
      : null;
  };
  let i = -1;
  Papa.parse<string[]>(body, {
    delimiter,
    skipEmptyLines: false,
    step: ({ data: record, errors }) => {
      i++;
      const line = i + 1;
      if (errors.length > 0)
        problems.push(...brokenQuoteProblems(line, errors, brokenLines, brokenColumnAt(line)));
      // the records after the header, ROWS_PER_PART at a time
      if (i > header.index + 1 && (i - header.index - 1) % ROWS_PER_PART === 0) sendPart();
      // Rows with one filled cell or fewer are skipped: blank lines, totals and notes under the table.
      if (i <= header.index || !hasFilledCells(record, spec.minFilledCells ?? 2)) return;
      if (spec.refuseExtraCells) {
        const filled = record.findLastIndex((cell) => cell.trim() !== '') + 1;
        if (filled > header.record.length) {
          problems.push({
            line,
            message: `This row has ${filled} cells but the header has ${header.record.length}: a value with a comma in it (such as 1,200) must be in double quotes. The row was not read.`,
          });
          return;
        }
      }
      cells.line = line;
      record_ = record;
      const row = spec.mapRow(cells) as ReportRow<T> | null;
      // mapRow makes a new row each time: its line is added to it
      if (row !== null) {
        row.line = line;
        rows.push(row);
      }
    },
  });
  sendPart();
  return {
    rows,
    problems,
    header: header.record.map((h) => cleanCell(h) ?? ''),
    columnNames,
    headerFit: headerFitOf(header),
  };
}
