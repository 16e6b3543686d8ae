import { LISTING_FIELDS } from '@seller-desk/core';
import type { ListingInput } from '../api/listing-fields.ts';
import {
  listingTitle,
  numberProblems,
  toNumber,
  type ListingNumberField,
  type ListingRow,
} from '../listing-row.ts';

/** The listing form's fields and their checks: what is typed, as text, before it becomes a grid row. */

export interface NumberFieldSpec {
  field: ListingNumberField;
  label: string;
  unit: '₹' | 'cm' | 'kg';
}

/** A number field of the form with its label and unit from core's field dictionary (decision 376). */
const spec = (field: ListingNumberField): NumberFieldSpec => ({
  field,
  label: LISTING_FIELDS[field].label,
  unit: LISTING_FIELDS[field].unit as NumberFieldSpec['unit'],
});

export const MONEY_FIELDS: NumberFieldSpec[] = [
  spec('listingPrice'),
  spec('profit'),
  spec('packing'),
  spec('advertisingCost'),
  spec('returnCost'),
  spec('discount'),
  spec('shippingFee'),
];
export const DIMENSION_FIELDS: NumberFieldSpec[] = [
  spec('productLength'),
  spec('breadth'),
  spec('height'),
  spec('weight'),
];

export type Values = Record<ListingNumberField, string> & {
  skuid: string;
  productIds: string[];
  categoryId: string | null;
};

export function valuesOf(row: ListingRow): Values {
  const text = (value: number | null) => (value === null || value === undefined ? '' : String(value));
  return {
    skuid: row.skuid ?? '',
    listingPrice: text(row.listingPrice),
    profit: text(row.profit),
    packing: text(row.packing),
    advertisingCost: text(row.advertisingCost),
    returnCost: text(row.returnCost),
    discount: text(row.discount),
    shippingFee: text(row.shippingFee),
    productLength: text(row.productLength),
    breadth: text(row.breadth),
    height: text(row.height),
    weight: text(row.weight),
    productIds: row.productIds,
    categoryId: row.categoryId,
  };
}

/** The form's values as a grid row (numbers as typed; core and rowToInput read them the grid's way). */
export function rowOf(base: ListingRow, values: Values): ListingRow {
  return { ...base, ...values } as unknown as ListingRow;
}

/**
 * Field errors before anything is sent: the SKU is required, and each number is checked by the rules the
 * server applies (text that is no number, a price of 0, a negative weight), as the grid checks a row.
 */
export function listingFormProblems(values: Values, hasShippingFee: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.skuid.trim() === '') problems.skuid = `${listingTitle('skuid')} is required`;
  const input: ListingInput = { skuid: values.skuid };
  for (const spec of [...MONEY_FIELDS, ...DIMENSION_FIELDS]) {
    if (spec.field === 'shippingFee' && !hasShippingFee) continue;
    input[spec.field] = toNumber(values[spec.field]);
  }
  for (const problem of numberProblems(input)) problems[problem.field] = problem.message;
  return problems;
}

export const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);
