// The Product tab's boxes (docs/bulk.md): product name, cost, GST, HSN and unit, one value per line,
// read into typed rows and per-row problems by core's product rules before anything is sent.
import {
  parseAmount,
  type ReportProblem,
  type ReportResult,
  type ReportRow,
} from '../reports/read-report.ts';
import { boxLines, notANumber, refuseRepeats } from './bulk-rows.ts';
import { nameIndex, nameKey } from './name-match.ts';
import { productFieldLabel, validateProductInput } from './validate-product-input.ts';

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
      const heading = productFieldLabel(p.field);
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
