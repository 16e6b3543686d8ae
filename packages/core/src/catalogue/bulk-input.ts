// The bulk tools' input (docs/bulk.md): a listing CSV (uploaded or pasted) or the Listing and Product
// tabs' multiline boxes, read into typed rows and per-row problems before anything is sent. The CSV is
// read by the report mechanism (reports/read-report.ts); the boxes are turned into the same CSV, so there
// is one reader and one set of rules.
import Papa from 'papaparse';
import {
  groupingCommaHint,
  normaliseHeader,
  parseAmount,
  readReport,
  type ReportColumn,
  type ReportProblem,
  type ReportResult,
  type ReportRow,
  type RowCells,
} from '../reports/read-report.ts';
import { CSV_BOM, csvLines } from '../csv/index.ts';
import { identifierText } from '../validation/identifier-text.ts';
import { TEXT_LIMITS, moneyProblem, textProblem } from '../validation/limits.ts';
import { nameIndex, nameKey } from './name-match.ts';
import { productFieldLabels, validateProductInput } from './validate-product-input.ts';

/** The money fields a bulk listing row may carry, by their API names. */
export const BULK_LISTING_MONEY = [
  'listingPrice',
  'discount',
  'profit',
  'packing',
  'advertisingCost',
  'returnCost',
  'shippingFee',
] as const;
export type BulkListingMoneyField = (typeof BULK_LISTING_MONEY)[number];

export type BulkListingKey =
  'skuid' | BulkListingMoneyField | 'products' | 'flipkartCategory' | 'amazonCategory';

/**
 * The columns the reader accepts. The first header of each is the template's (the old system's CSV
 * names: margin is the profit target, inventories the product names); the others are the screen labels.
 */
export const BULK_LISTING_COLUMNS: readonly (ReportColumn<BulkListingKey> & { label: string })[] = [
  { key: 'skuid', headers: ['skuid', 'Sku Id', 'SKU', 'SKU ID'], required: true, label: 'Sku Id' },
  { key: 'listingPrice', headers: ['listingPrice', 'Listing Price'], label: 'Listing Price' },
  { key: 'discount', headers: ['discount', 'Discount'], label: 'Discount' },
  { key: 'profit', headers: ['margin', 'Profit'], label: 'Profit' },
  { key: 'products', headers: ['inventories', 'Product', 'Products'], label: 'Product' },
  { key: 'flipkartCategory', headers: ['flipCategory', 'Flipkart Category'], label: 'Flipkart Category' },
  { key: 'amazonCategory', headers: ['amazCategory', 'Amazon Category'], label: 'Amazon Category' },
  { key: 'packing', headers: ['packing', 'Packing'], label: 'Packing' },
  { key: 'advertisingCost', headers: ['advertisingCost', 'Advertising Cost'], label: 'Advertising Cost' },
  { key: 'returnCost', headers: ['returnCost', 'Return Cost'], label: 'Return Cost' },
  { key: 'shippingFee', headers: ['shippingFee', 'Shipping Fee'], label: 'Shipping Fee' },
];

/** The Download Template header: exactly the column names the reader accepts, in this order. */
export const BULK_LISTING_TEMPLATE_HEADER: readonly string[] = BULK_LISTING_COLUMNS.map((c) => c.headers[0]);

/** Several product names in one cell are separated by a vertical bar: `Pen | Pencil`. */
export const PRODUCT_NAME_SEPARATOR = '|';

export interface BulkListingRow {
  skuid: string;
  listingPrice?: number;
  discount?: number;
  profit?: number;
  packing?: number;
  advertisingCost?: number;
  returnCost?: number;
  shippingFee?: number;
  /** product names as written (matched without case by the server) */
  products?: string[];
  flipkartCategory?: string;
  amazonCategory?: string;
}

/** Stored names the rows are checked against before sending (each optional). */
export interface BulkNameLookups {
  productNames?: readonly string[];
  flipkartCategoryNames?: readonly string[];
  amazonCategoryNames?: readonly string[];
}

const self = (s: string) => s;

/** "Cost is “4,99”, not a number", with the readings of a decimal comma where it has one (decision 157). */
function notANumber(label: string, text: string): string {
  const hint = groupingCommaHint(text);
  return `${label} is “${text}”, not a number${hint ? `: ${hint}` : ''}`;
}

function mapListingRow(cells: RowCells<BulkListingKey>, lookups: BulkNameLookups): BulkListingRow | null {
  let failed = false;
  const problem = (key: BulkListingKey | null, message: string) => {
    failed = true;
    cells.problem(key, message);
  };
  // as the server checks and stores it (decision 205): an invisible character is no part of the SKU
  const typedSku = cells.text('skuid');
  const skuid = typedSku === null ? null : identifierText(typedSku) || null;
  const row: BulkListingRow = { skuid: skuid ?? '' };
  if (skuid === null) problem('skuid', 'SKU is empty');
  else {
    const p = textProblem(skuid, 'SKU', TEXT_LIMITS.skuid);
    if (p) problem('skuid', p);
  }
  for (const key of BULK_LISTING_MONEY) {
    const text = cells.text(key);
    if (text === null) continue; // empty values are left out (docs/bulk.md)
    const label = cells.headerOf(key);
    const value = parseAmount(text);
    if (value === null) {
      problem(key, notANumber(label, text));
      continue;
    }
    const p = moneyProblem(value, label);
    if (p) problem(key, p);
    else row[key] = value;
  }
  const products = cells.text('products');
  if (products !== null) {
    const names = products
      .split(PRODUCT_NAME_SEPARATOR)
      .map((n) => n.trim())
      .filter((n) => n !== '');
    if (lookups.productNames) {
      const find = nameIndex(lookups.productNames, self, 'product');
      for (const name of names) {
        const m = find(name);
        if (!m.ok) problem('products', m.message);
      }
    }
    row.products = names;
  }
  for (const [key, list, what] of [
    ['flipkartCategory', lookups.flipkartCategoryNames, 'Flipkart category'],
    ['amazonCategory', lookups.amazonCategoryNames, 'Amazon category'],
  ] as const) {
    const name = cells.text(key);
    if (name === null) continue;
    if (list) {
      const m = nameIndex(list, self, what)(name);
      if (!m.ok) problem(key, m.message);
    }
    row[key] = name;
  }
  return failed ? null : row;
}

/** Rows whose key repeats are all refused: which one is meant cannot be known. */
function refuseRepeats<T extends { line: number }>(
  result: { rows: T[]; problems: ReportProblem[] },
  keyOf: (row: T) => string,
  column: string,
  describe: (row: T, otherLines: number[]) => string,
): void {
  const lines = new Map<string, number[]>();
  for (const row of result.rows) {
    const key = keyOf(row);
    lines.set(key, [...(lines.get(key) ?? []), row.line]);
  }
  result.rows = result.rows.filter((row) => {
    const all = lines.get(keyOf(row))!;
    if (all.length === 1) return true;
    result.problems.push({
      line: row.line,
      column,
      message: describe(
        row,
        all.filter((l) => l !== row.line),
      ),
    });
    return false;
  });
  result.problems.sort((a, b) => a.line - b.line);
}

const knownHeaders = new Set(BULK_LISTING_COLUMNS.flatMap((c) => c.headers.map(normaliseHeader)));

/**
 * Reads a bulk listing CSV. A header with columns the reader does not know, or without `skuid`, is a
 * problem of the file (naming the unknown and missing columns) and no row is read. A row with text in a
 * number column, a negative or too large amount, a name that matches no stored product or category
 * (when `lookups` gives the stored names), or a SKU that appears twice in the file, is left out with its
 * own problem.
 */
export function readBulkListingCsv(
  text: string,
  lookups: BulkNameLookups = {},
): ReportResult<BulkListingRow> {
  const result = readReport<BulkListingKey, BulkListingRow>(text, {
    name: 'bulk listing CSV',
    columns: BULK_LISTING_COLUMNS,
    minFilledCells: 1,
    refuseExtraCells: true,
    mapRow: (cells) => mapListingRow(cells, lookups),
  });
  if (result.header.length > 0) {
    const unknown = result.header.filter((h) => h !== '' && !knownHeaders.has(normaliseHeader(h)));
    if (unknown.length > 0) {
      return {
        rows: [],
        header: result.header,
        problems: [
          {
            line: 1,
            message: `The header has columns this tool does not know: ${unknown.join(', ')}. The columns are ${BULK_LISTING_TEMPLATE_HEADER.join(', ')} (Download Template gives a file with them).`,
          },
        ],
      };
    }
  } else if (text.trim() !== '') {
    // readReport's message names the required column; say which columns the file has instead.
    const first = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { preview: 1 }).data[0] ?? [];
    const unknown = first
      .map((h) => h.trim())
      .filter((h) => h !== '' && !knownHeaders.has(normaliseHeader(h)));
    return {
      rows: [],
      header: [],
      problems: [
        {
          line: 1,
          message: `The header is missing the column skuid${unknown.length > 0 ? ` and has columns this tool does not know: ${unknown.join(', ')}` : ''}. The columns are ${BULK_LISTING_TEMPLATE_HEADER.join(', ')}.`,
        },
      ],
    };
  }
  const out = { rows: result.rows, problems: result.problems };
  refuseRepeats(
    out,
    (r) => nameKey(r.skuid),
    'skuid',
    (r, others) => `SKU ${r.skuid} appears more than once in this file (also on line ${others.join(', ')})`,
  );
  return { ...out, header: result.header };
}

/**
 * The Download Template file: the header only, written as every CSV download is (core's csv: a UTF-8 BOM
 * so that Excel reads it as UTF-8, RFC 4180 quoting, formulas neutralised).
 */
export function bulkListingTemplate(): string {
  return CSV_BOM + csvLines([BULK_LISTING_TEMPLATE_HEADER]);
}

/** The non-empty lines of a multiline box (docs/bulk.md: split by line, empty lines skipped). */
export function boxLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** The longest line Download Image from URLs takes. */
export const MAX_IMAGE_URL_LENGTH = 2000;

/**
 * Download Image from URLs: why a pasted line is not an address the server can fetch, or null. The
 * screen flags these lines at Set Table Data and the server gives the same reason for each in errors.txt.
 */
export function imageUrlLineProblem(line: string): string | null {
  if (line.length > MAX_IMAGE_URL_LENGTH) return `The URL is longer than 2,000 characters`;
  let url: URL;
  try {
    url = new URL(line);
  } catch {
    return `“${line}” is not a web address: it starts with https:// or http://`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `Only http and https links can be fetched, not ${url.protocol.replace(/:$/, '')}`;
  return null;
}

/**
 * The Listing tab's boxes (one value per line; row n takes the n-th non-empty line of every box) read
 * as rows, through the CSV reader. `line` is the row number. All boxes empty: no rows, no problems.
 */
export function readBulkListingBoxes(
  boxes: Partial<Record<BulkListingKey, string>>,
  lookups: BulkNameLookups = {},
): ReportResult<BulkListingRow> {
  const columns = BULK_LISTING_COLUMNS.filter((c) => boxLines(boxes[c.key]).length > 0);
  if (columns.length === 0) return { rows: [], problems: [], header: [] };
  const lines = columns.map((c) => boxLines(boxes[c.key]));
  const count = Math.max(...lines.map((l) => l.length));
  // The screen labels are header spellings the reader knows, so messages name the boxes as the screen does.
  const records = [
    columns.map((c) => c.label),
    ...Array.from({ length: count }, (_, i) => lines.map((l) => l[i] ?? '')),
  ];
  if (!columns.some((c) => c.key === 'skuid')) {
    return {
      rows: [],
      problems: [{ line: 1, column: 'Sku Id', message: 'Sku Id is empty: every row needs its SKU' }],
      header: [],
    };
  }
  const result = readBulkListingCsv(Papa.unparse(records, { newline: '\n' }), lookups);
  const shift = <T extends { line: number }>(x: T): T => ({ ...x, line: x.line - 1 });
  return { rows: result.rows.map(shift), problems: result.problems.map(shift), header: result.header };
}

export interface BulkProductRow {
  productName: string;
  purchaseCost?: number;
  gst?: number;
  hsnCode?: string;
  /** a GST unit code (UQC) in capitals; absent, a new product counts in pieces and a stored one keeps its unit */
  unit?: string;
}

/** The Product tab's boxes: product name, cost, GST, HSN and unit, one value per line. */
export interface BulkProductBoxes {
  productName?: string;
  cost?: string;
  gst?: string;
  hsnCode?: string;
  unit?: string;
}

/**
 * A stored product as the Product tab checks a row against it: a row naming it (without case) is an
 * Update of it, so its GST rate and HSN code sent back as stored are not checked (decisions 143, 152),
 * and a rate given to it while it is priced by HSN code is named (decision 171).
 */
export interface BulkStoredProduct {
  productName: string;
  gst: number | null;
  hsnCode: string | null;
  /** absent: FIXED */
  gstMode?: 'FIXED' | 'BY_HSN' | null;
}

const PRODUCT_BOX_LABELS = {
  productName: 'Product Name',
  purchaseCost: 'Cost',
  gst: 'GST',
  hsnCode: 'HSN',
  unit: 'Unit',
} as const;

/**
 * The Product tab's boxes read as rows with per-row problems (`line` is the row number), checked by
 * core's product rules (validateProductInput). A row whose name is one stored product's (`stored`) is
 * checked as that product's update: its stored GST rate and HSN code are kept unchecked, as the Products
 * screen keeps them (decisions 143 and 152). A unit is read in any case and sent in capitals.
 */
export function readBulkProductBoxes(
  boxes: BulkProductBoxes,
  stored: readonly BulkStoredProduct[] = [],
): ReportResult<BulkProductRow> {
  const names = boxLines(boxes.productName);
  const costs = boxLines(boxes.cost);
  const gsts = boxLines(boxes.gst);
  const hsns = boxLines(boxes.hsnCode);
  const units = boxLines(boxes.unit);
  const count = Math.max(names.length, costs.length, gsts.length, hsns.length, units.length);
  const findStored = nameIndex(stored, (p) => p.productName, 'product');
  const rows: ReportRow<BulkProductRow>[] = [];
  const problems: ReportProblem[] = [];
  for (let i = 0; i < count; i++) {
    const line = i + 1;
    let failed = false;
    const problem = (column: string, message: string) => {
      failed = true;
      problems.push({ line, column, message });
    };
    const row: BulkProductRow = { productName: names[i] ?? '' };
    const number = (text: string | undefined, field: 'purchaseCost' | 'gst'): number | undefined => {
      if (text === undefined) return undefined;
      const value = parseAmount(text);
      const label = PRODUCT_BOX_LABELS[field];
      if (value === null) problem(label, notANumber(label, text));
      return value ?? undefined;
    };
    const cost = number(costs[i], 'purchaseCost');
    const gst = number(gsts[i], 'gst');
    if (cost !== undefined) row.purchaseCost = cost;
    if (gst !== undefined) row.gst = gst;
    if (hsns[i] !== undefined) row.hsnCode = hsns[i];
    if (units[i] !== undefined) row.unit = units[i]!.toUpperCase();
    const match = row.productName === '' ? null : findStored(row.productName);
    const product = match?.ok ? match.item : null;
    for (const p of validateProductInput(row, {
      partial: false,
      storedGst: product?.gst ?? null,
      storedHsnCode: product?.hsnCode ?? null,
      storedByHsn: product?.gstMode === 'BY_HSN',
    })) {
      const label = PRODUCT_BOX_LABELS[p.field as keyof typeof PRODUCT_BOX_LABELS];
      // the message names the field as the Products grid heads it; the row names it as its box does
      const heading = productFieldLabels[p.field]!;
      problem(label, p.message.startsWith(heading) ? label + p.message.slice(heading.length) : p.message);
    }
    if (!failed) rows.push({ ...row, line });
  }
  const out = { rows, problems };
  refuseRepeats(
    out,
    (r) => nameKey(r.productName),
    'Product Name',
    (r, others) => `Product ${r.productName} appears more than once (also on row ${others.join(', ')})`,
  );
  return { ...out, header: [] };
}
