import { DEFAULT_UQC, PRODUCT_FIELDS, fieldTitle } from '@seller-desk/core';
import type { Product, ProductInput } from './api/product-fields.ts';
import type { ProductListingLink } from './api/get-product-listings.ts';

/** A grid row: a stored product, or a new one not saved yet (its id is temporary). */
export type ProductRow = Product & { isNew?: boolean };

let nextTemporaryId = 0;

export function newProductRow(): ProductRow {
  nextTemporaryId += 1;
  return {
    id: `new-${Date.now()}-${nextTemporaryId}`,
    isNew: true,
    productName: '',
    purchaseCost: null,
    stock: null,
    // a new product counts in pieces until its unit is chosen (decision 147)
    unit: DEFAULT_UQC,
    gst: null,
    gstMode: 'FIXED',
    hsnCode: null,
    productImage: [],
    img: null,
    searchKeyword: [],
    amazonKeyword: null,
    productLength: null,
    breadth: null,
    height: null,
    weight: null,
    rackNo: null,
    forSale: false,
    stage: 'DRAFT',
    publishedAt: null,
    updatedAt: '',
    version: 0,
  };
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** Grid cells give numbers, '' or null; a blank cell means "unknown" (null); anything else is kept for validation. */
function number(value: unknown): number | null | unknown {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? value : value;
  const parsed = Number(String(value).trim());
  return String(value).trim() === '' ? null : Number.isNaN(parsed) ? value : parsed;
}

/** The fields the grid edits, as ProductInput (without version; the caller adds it on update). */
export function rowToInput(row: ProductRow): ProductInput {
  return {
    productName: String(row.productName ?? '').trim(),
    purchaseCost: number(row.purchaseCost) as number | null,
    stock: number(row.stock) as number | null,
    unit: row.unit,
    // "By HSN code" has no rate of its own: the rules give it (the server clears gst too).
    gstMode: row.gstMode === 'BY_HSN' ? 'BY_HSN' : 'FIXED',
    gst: row.gstMode === 'BY_HSN' ? null : (number(row.gst) as number | null),
    hsnCode: text(row.hsnCode),
    productImage: row.productImage ?? [],
    searchKeyword: row.searchKeyword ?? [],
    amazonKeyword: text(row.amazonKeyword),
    productLength: number(row.productLength) as number | null,
    breadth: number(row.breadth) as number | null,
    height: number(row.height) as number | null,
    weight: number(row.weight) as number | null,
    rackNo: text(row.rackNo),
  };
}

/** How a row is named in a message: its product name, or "the new product" while it has none. */
export function rowLabel(row: Pick<ProductRow, 'productName' | 'isNew'>): string {
  const name = String(row.productName ?? '').trim();
  if (name) return `"${name}"`;
  return row.isNew ? 'the new product' : 'this product';
}

/** Listings named in a delete question before "and N more". */
const LINKS_NAMED = 8;

/**
 * The delete question's detail (docs/screens.md, Product): deleting a product takes it out of every listing
 * it is linked to, whose purchase cost and prices change with it, so the question names those listings.
 * `links` is undefined while they are being looked up; `lookupError` says why they could not be.
 */
export function deleteMessage(
  row: Pick<ProductRow, 'productName' | 'isNew'>,
  links: readonly ProductListingLink[] | undefined,
  lookupError?: string,
): string {
  const deleted = `${rowLabel(row)} will be deleted.`;
  if (row.isNew) return deleted;
  if (lookupError) return `${deleted} The listings it is linked to could not be looked up: ${lookupError}.`;
  if (!links) return `${deleted} Looking up the listings it is linked to…`;
  if (links.length === 0) return `${deleted} No listing is linked to it.`;
  const named = links.slice(0, LINKS_NAMED).map((l) => `${l.channelLabel} ${l.skuid}`);
  const more = links.length > LINKS_NAMED ? ` and ${links.length - LINKS_NAMED} more` : '';
  const count = links.length === 1 ? '1 listing' : `${links.length} listings`;
  return `${deleted} It is linked to ${count} (${named.join(', ')}${more}), which will lose it: their purchase cost and prices change.`;
}

/** A product field's column title, from core's field dictionary (decision 376): "Weight (kg)". */
export const productTitle = (field: keyof typeof PRODUCT_FIELDS): string => fieldTitle(PRODUCT_FIELDS[field]);
