// A report file's text as cells: its delimiter guessed, its cells cleaned as real exports need, its
// header row found by content among the first rows (never by line number: exports carry preamble
// lines), and its broken quotes named.
import Papa from 'papaparse';
import type { ReportColumn, ReportProblem } from './read-report.ts';

/** How far down a file the header row may be (the Flipkart settlement sheet has 6 preamble lines). */
const HEADER_SEARCH_ROWS = 30;

/**
 * A header by its words (issue 40): compared without case, BOM, punctuation or repeated white space
 * (newlines included), and without the column letters of Flipkart's formula labels, which move between
 * years: "Bank Settlement Value (Rs.) \n= SUM(J:R)" and a 2022 sheet saved through another tool,
 * "Bank Settlement Value  Rs      SUM I P", are both "bank settlement value rs".
 */
export function normaliseHeader(text: string): string {
  return (
    text
      .replace(/^\uFEFF/, '')
      .toLowerCase()
      // "= SUM(J:R)", "= SUM (V:AI)"
      .replace(/=\s*sum\s*\([^)]*\)/g, ' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      // the same label with its punctuation stripped: "SUM I P"
      .replace(/\bsum(?:\s+[a-z]{1,3}){2}\s*$/, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const MISSING_VALUES = new Set(['', 'na', 'n/a', 'not available', 'null', '-']);
/** No cell longer than this can be one of MISSING_VALUES (most cells are: no lower-casing for them). */
const LONGEST_MISSING_VALUE = Math.max(...[...MISSING_VALUES].map((v) => v.length));

/**
 * A cell as real exports write it, cleaned: surrounding space trimmed; Excel's text guards removed
 * (a leading apostrophe `'4384…`, and `="…"` or a bare leading `=`); blank, `NA`, `N/A`, `Not Available`,
 * `null` and a lone `-` read as no value.
 */
export function cleanCell(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let text = (raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw).trim();
  if (text.startsWith('="') && text.endsWith('"')) text = text.slice(2, -1).trim();
  else if (text.startsWith('=')) text = text.slice(1).trim();
  if (text.startsWith("'")) text = text.slice(1).trim();
  return text.length <= LONGEST_MISSING_VALUE && MISSING_VALUES.has(text.toLowerCase()) ? null : text;
}

/** Tab-separated when the first lines hold more tabs than commas (Amazon's reports), else commas. */
export function guessDelimiter(text: string): string {
  const head = text.slice(0, 20_000);
  const tabs = head.split('\t').length;
  const commas = head.split(',').length;
  return tabs > commas ? '\t' : ',';
}

/** A file's text without its byte order mark, and the delimiter its cells are parsed with. */
export interface ParsedText {
  body: string;
  delimiter: string;
}

export const parsedText = (text: string): ParsedText => ({
  body: text.replace(/^\uFEFF/, ''),
  delimiter: guessDelimiter(text),
});

/** The first rows of a file, where its header is looked for (it is never found by line number). */
export const headRecords = ({ body, delimiter }: ParsedText): string[][] =>
  Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false, preview: HEADER_SEARCH_ROWS }).data;

/**
 * The broken quotes of one parsed row (`line`), as problems: a short last row or a missing newline at the
 * end is normal in exports; a broken quote is not. Papa may report one broken cell twice (a stray quote
 * after a quoted value, and the cell left open): a line is named once (`seen`), and the first report of a
 * row is the cell the trouble starts in. `cellOf`, when given, names that cell's column.
 */
export function brokenQuoteProblems(
  line: number,
  errors: readonly Papa.ParseError[],
  seen: Set<number>,
  cellOf?: (index: number) => string | null,
): ReportProblem[] {
  const problems: ReportProblem[] = [];
  for (const e of errors) {
    if (e.type !== 'Quotes' || seen.has(line)) continue;
    seen.add(line);
    const column = e.index !== undefined ? (cellOf?.(e.index) ?? null) : null;
    problems.push({
      line,
      ...(column ? { column } : {}),
      message: 'A quoted cell is not closed (a " is missing), so the rest of the file cannot be read.',
      wholeFile: 'broken quote',
    });
  }
  return problems;
}

/** Every broken quote of a file, parsed whole (for a file refused for its header, to say so beside it). */
export function brokenQuotesOf({ body, delimiter }: ParsedText): ReportProblem[] {
  const seen = new Set<number>();
  return Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false }).errors.flatMap((e) =>
    brokenQuoteProblems((e.row ?? 0) + 1, [e], seen),
  );
}

export interface HeaderMatch<K extends string> {
  index: number;
  record: string[];
  columnIndex: Map<K, number>;
  missing: ReportColumn<K>[];
}

export function matchHeader<K extends string>(
  record: string[],
  columns: readonly ReportColumn<K>[],
): HeaderMatch<K> & { found: number } {
  const positions = new Map<string, number>();
  record.forEach((cell, i) => {
    const name = normaliseHeader(cell);
    if (name && !positions.has(name)) positions.set(name, i);
  });
  const columnIndex = new Map<K, number>();
  const missing: ReportColumn<K>[] = [];
  for (const column of columns) {
    const at = column.headers.map((h) => positions.get(normaliseHeader(h))).find((i) => i !== undefined);
    if (at === undefined) {
      if (column.required) missing.push(column);
    } else columnIndex.set(column.key, at);
  }
  return { index: -1, record, columnIndex, missing, found: columnIndex.size };
}

export function findHeader<K extends string>(
  records: string[][],
  columns: readonly ReportColumn<K>[],
): HeaderMatch<K> {
  let best: HeaderMatch<K> & { found: number } = {
    index: -1,
    record: [],
    columnIndex: new Map(),
    missing: columns.filter((c) => c.required),
    found: 0,
  };
  for (const [i, record] of records.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const match = { ...matchHeader(record, columns), index: i };
    if (match.missing.length === 0) return match;
    if (match.found > best.found) best = match;
  }
  return { ...best, index: -1 };
}

/** Whether the record has at least `enough` filled cells (it stops counting there). */
export function hasFilledCells(record: string[], enough: number): boolean {
  let n = 0;
  for (const cell of record) if (cleanCell(cell) !== null && ++n >= enough) return true;
  return n >= enough;
}
