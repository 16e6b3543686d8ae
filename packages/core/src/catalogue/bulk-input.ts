// The bulk tools' input (docs/bulk.md): a listing CSV (uploaded or pasted) or the Listing and Product
// tabs' multiline boxes (the Product tab's: bulk-product-input.ts), read into typed rows and per-row problems before anything is sent. The CSV is
// read by the report mechanism (reports/read-report.ts); the boxes are turned into the same CSV, so there
// is one reader and one set of rules.
import Papa from 'papaparse';
import {
  normaliseHeader,
  parseAmount,
  readReport,
  type ReportColumn,
  type ReportResult,
  type RowCells,
} from '../reports/read-report.ts';
import { CSV_BOM, csvLines } from '../csv/index.ts';
import { identifierText } from '../validation/identifier-text.ts';
import { TEXT_LIMITS, moneyProblem, textProblem } from '../validation/limits.ts';
import { boxLines, notANumber, refuseRepeats } from './bulk-rows.ts';
import { nameIndex, nameKey } from './name-match.ts';
import { CHANNEL_INFO } from '../channels/channels.ts';
import { LISTING_FIELDS } from '../fields/catalogue-fields.ts';

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

const L = LISTING_FIELDS;
const categoryLabel = (channel: 'flipkart' | 'amazon') =>
  `${CHANNEL_INFO[channel].label} ${L.category.label}`;

/**
 * The columns the reader accepts. The first header of each is its label in the field dictionary (decision
 * 376), as the template and the Listing tab's boxes name it; the others are the old spellings a saved
 * template or an older file may have: the old system's CSV names (margin is the profit target,
 * inventories the product names) and the screens' former labels ("Sku Id").
 */
type BulkListingColumn = ReportColumn<BulkListingKey> & { label: string };
const column = (key: BulkListingKey, label: string, ...older: string[]): BulkListingColumn => ({
  key,
  headers: [label, ...older],
  label,
});

export const BULK_LISTING_COLUMNS: readonly BulkListingColumn[] = [
  { ...column('skuid', L.skuid.label, 'skuid', 'Sku Id', 'SKU ID'), required: true },
  column('listingPrice', L.listingPrice.label, 'listingPrice'),
  column('discount', L.discount.label, 'discount'),
  column('profit', L.profit.label, 'margin'),
  column('products', L.products.label, 'inventories', 'Product'),
  column('flipkartCategory', categoryLabel('flipkart'), 'flipCategory'),
  column('amazonCategory', categoryLabel('amazon'), 'amazCategory'),
  column('packing', L.packing.label, 'packing'),
  column('advertisingCost', L.advertisingCost.label, 'advertisingCost'),
  column('returnCost', L.returnCost.label, 'returnCost'),
  column('shippingFee', L.shippingFee.label, 'shippingFee'),
];

/** The Download Template header: each column's label, in this order (older spellings are read too). */
export const BULK_LISTING_TEMPLATE_HEADER: readonly string[] = BULK_LISTING_COLUMNS.map((c) => c.label);

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
  if (skuid === null) problem('skuid', `${L.skuid.label} is empty`);
  else {
    const p = textProblem(skuid, L.skuid.label, TEXT_LIMITS.skuid);
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

const knownHeaders = new Set(BULK_LISTING_COLUMNS.flatMap((c) => c.headers.map(normaliseHeader)));

/**
 * Reads a bulk listing CSV. A header with columns the reader does not know, or without the SKU, is a
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
          message: `The header is missing the column ${L.skuid.label}${unknown.length > 0 ? ` and has columns this tool does not know: ${unknown.join(', ')}` : ''}. The columns are ${BULK_LISTING_TEMPLATE_HEADER.join(', ')}.`,
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
      problems: [
        { line: 1, column: L.skuid.label, message: `${L.skuid.label} is empty: every row needs one` },
      ],
      header: [],
    };
  }
  const result = readBulkListingCsv(Papa.unparse(records, { newline: '\n' }), lookups);
  const shift = <T extends { line: number }>(x: T): T => ({ ...x, line: x.line - 1 });
  return { rows: result.rows.map(shift), problems: result.problems.map(shift), header: result.header };
}
