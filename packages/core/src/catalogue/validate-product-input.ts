import { isStoredImageUrl } from './image-urls.ts';
import {
  LIST_LIMITS,
  TEXT_LIMITS,
  dimensionProblem,
  listProblem,
  moneyProblem,
  textProblem,
} from '../validation/limits.ts';
import { hsnCodeProblem } from '../validation/hsn-code.ts';
import { uqcProblem } from '../billing/uqc.ts';
import { gstRateProblem } from '../validation/gst-rate.ts';
import { PRODUCT_FIELDS } from '../fields/catalogue-fields.ts';

/** The product input fields as the screens and the API name them (the Product type of packages/server/schema.graphql). */
export interface ProductInputFields {
  productName?: unknown;
  purchaseCost?: unknown;
  stock?: unknown;
  /** the unit of quantity (UQC) the product is sold in and its prices are per (decision 147) */
  unit?: unknown;
  gst?: unknown;
  hsnCode?: unknown;
  productImage?: unknown;
  searchKeyword?: unknown;
  amazonKeyword?: unknown;
  productLength?: unknown;
  breadth?: unknown;
  height?: unknown;
  weight?: unknown;
  rackNo?: unknown;
  forSale?: unknown;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** A product field's label (the field dictionary's, decision 376); a name it does not know as it is. */
export const productFieldLabel = (field: string): string =>
  (PRODUCT_FIELDS as Readonly<Record<string, { label: string }>>)[field]?.label ?? field;

/** What is wrong with a rate given to a product priced by HSN code, after the field's label. */
const BY_HSN_GST_REST =
  'cannot be set on a product priced “By HSN code” (the GST rules give its rate): choose “Fixed rate” for it on the Products screen to give it a rate of its own';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const absent = (v: unknown): boolean => v === undefined || v === null;

/**
 * Checks product input. With `partial` (an update) absent fields are fine; without it (a create)
 * the product name is required. Numbers may be null (unknown) but never negative or not a number.
 * An HSN code entered is 4, 6 or 8 digits (isHsnCode, as on a tax invoice); on an update, the code the
 * product has stored (`storedHsnCode`) sent back unchanged is not checked, so a product stored with an
 * older code of another form can still be edited in its other fields (decision 143). A GST rate entered
 * is one in force (isGstRate); likewise the stored rate (`storedGst`) sent back is not checked (decision
 * 152). A unit given is a GST unit code (UQC) as core lists it; absent (or null), a new product counts in
 * pieces and a stored one keeps its unit (decision 147). A product stored priced by HSN code, whose
 * input does not choose a GST mode (`storedByHsn`), takes no rate of its own: the GST rules give it
 * (decision 171).
 */
export function validateProductInput(
  data: ProductInputFields,
  options: {
    partial: boolean;
    storedHsnCode?: string | null;
    storedGst?: number | null;
    storedByHsn?: boolean;
  } = {
    partial: false,
  },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, rest: string) =>
    problems.push({ field, message: `${productFieldLabel(field)} ${rest}` });

  if (!(options.partial && data.productName === undefined)) {
    if (typeof data.productName !== 'string' || data.productName.trim() === '')
      add('productName', 'must not be empty');
  }
  const bounded = (field: keyof ProductInputFields, problemOf: typeof moneyProblem) => {
    const v = data[field];
    if (absent(v)) return;
    const problem = isNumber(v) ? problemOf(v, productFieldLabel(field)) : null;
    if (!isNumber(v)) add(field, 'must be a number of 0 or more');
    else if (problem) problems.push({ field, message: problem });
  };
  bounded('purchaseCost', moneyProblem);
  if (!absent(data.stock) && (!isNumber(data.stock) || !Number.isInteger(data.stock) || data.stock < 0)) {
    add('stock', 'must be a whole number of 0 or more');
  }
  if (!absent(data.unit)) {
    const problem = typeof data.unit === 'string' ? uqcProblem(data.unit, PRODUCT_FIELDS.unit.label) : null;
    if (typeof data.unit !== 'string') add('unit', 'must be text');
    else if (problem) problems.push({ field: 'unit', message: problem });
  }
  if (options.storedByHsn && !absent(data.gst)) {
    // stored, it would be kept beside the mode and never used: the listings and bills price by the rules
    add('gst', BY_HSN_GST_REST);
  } else if (!absent(data.gst) && (!isNumber(data.gst) || data.gst < 0 || data.gst > 100)) {
    add('gst', 'must be a number from 0 to 100');
  } else if (isNumber(data.gst) && data.gst !== options.storedGst) {
    // a rate in force, checked when entered or changed: a stored rate sent back is kept (decision 152)
    const problem = gstRateProblem(data.gst, PRODUCT_FIELDS.gst.label);
    if (problem) problems.push({ field: 'gst', message: problem });
  }
  for (const f of ['productLength', 'breadth', 'height', 'weight'] as const) bounded(f, dimensionProblem);
  for (const f of ['productImage', 'searchKeyword'] as const) {
    const v = data[f];
    if (!absent(v) && (!Array.isArray(v) || v.some((x) => typeof x !== 'string')))
      add(f, 'must be a list of texts');
  }
  // only images uploaded here: an outside address would make the screens load from another site
  if (Array.isArray(data.productImage)) {
    const index = data.productImage.findIndex((u) => typeof u === 'string' && !isStoredImageUrl(u));
    if (index >= 0)
      problems.push({
        field: 'productImage',
        message: `Image ${index + 1} must be an image uploaded to Seller Desk (/files/images/…), not ${String(data.productImage[index]).slice(0, 80)}`,
      });
  }
  for (const f of ['hsnCode', 'amazonKeyword', 'rackNo'] as const) {
    const v = data[f];
    if (!absent(v) && typeof v !== 'string') add(f, 'must be text');
  }
  // lengths and characters (the server checks the same bounds at its edge)
  const texts: [keyof ProductInputFields, number][] = [
    ['productName', TEXT_LIMITS.productName],
    ['hsnCode', TEXT_LIMITS.hsnCode],
    ['amazonKeyword', TEXT_LIMITS.amazonKeyword],
    ['rackNo', TEXT_LIMITS.rackNo],
  ];
  for (const [f, max] of texts) {
    const v = data[f];
    const problem = typeof v === 'string' ? textProblem(v, productFieldLabel(f), max) : null;
    if (problem) problems.push({ field: f, message: problem });
  }
  if (typeof data.hsnCode === 'string' && !problems.some((p) => p.field === 'hsnCode')) {
    const code = data.hsnCode.trim();
    const kept = options.storedHsnCode != null && code === options.storedHsnCode.trim();
    const problem = code === '' || kept ? null : hsnCodeProblem(code, PRODUCT_FIELDS.hsnCode.label);
    if (problem) problems.push({ field: 'hsnCode', message: problem });
  }
  if (Array.isArray(data.searchKeyword)) {
    const problem =
      listProblem(data.searchKeyword.length, PRODUCT_FIELDS.searchKeyword.label, LIST_LIMITS.searchKeyword) ??
      data.searchKeyword
        .map((k) =>
          typeof k === 'string'
            ? textProblem(k, PRODUCT_FIELDS.searchKeyword.label, TEXT_LIMITS.keyword)
            : null,
        )
        .find((p) => p !== null);
    if (problem) problems.push({ field: 'searchKeyword', message: problem });
  }
  if (!absent(data.forSale) && typeof data.forSale !== 'boolean') add('forSale', 'must be yes or no');
  return problems;
}
