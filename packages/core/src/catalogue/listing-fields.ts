// Rules of listing inputs that the server and the screens share: limits and their messages (the
// labels are the field dictionary's, core/fields), the combined product name of a listing and when a listing is "live".
import { formatRupees } from '../money/index.ts';
import { MAX_MONEY_RUPEES, subPaisaProblem } from '../validation/limits.ts';
import { LISTING_FIELDS } from '../fields/catalogue-fields.ts';

/** Rupee inputs above this are refused (the one money limit of core/validation). */
export const MAX_AMOUNT_RUPEES = MAX_MONEY_RUPEES;
/** MAX_AMOUNT_RUPEES as people read it: "₹1,00,00,00,000". */
export const MAX_AMOUNT_TEXT = formatRupees(MAX_AMOUNT_RUPEES, 0);

/** The money inputs of a listing, labelled by the field dictionary; only the listing price must be above 0. */
export const LISTING_MONEY_FIELDS = {
  listingPrice: { label: LISTING_FIELDS.listingPrice.label, positive: true },
  profit: { label: LISTING_FIELDS.profit.label, positive: false },
  packing: { label: LISTING_FIELDS.packing.label, positive: false },
  advertisingCost: { label: LISTING_FIELDS.advertisingCost.label, positive: false },
  returnCost: { label: LISTING_FIELDS.returnCost.label, positive: false },
  discount: { label: LISTING_FIELDS.discount.label, positive: false },
  shippingFee: { label: LISTING_FIELDS.shippingFee.label, positive: false },
} as const;
export type ListingMoneyField = keyof typeof LISTING_MONEY_FIELDS;

/** The measurements of a listing, by their labels in the field dictionary. */
export const LISTING_DIMENSION_FIELDS = {
  productLength: LISTING_FIELDS.productLength.label,
  breadth: LISTING_FIELDS.breadth.label,
  height: LISTING_FIELDS.height.label,
  weight: LISTING_FIELDS.weight.label,
} as const;
export type ListingDimensionField = keyof typeof LISTING_DIMENSION_FIELDS;

/**
 * What is wrong with a money input, or null. `required`: a missing value is a problem (pricing needs
 * it); otherwise a missing value is allowed (the grid may save a listing before it is complete).
 */
export function moneyInputProblem(
  field: ListingMoneyField,
  value: unknown,
  required: boolean,
): string | null {
  const { label, positive } = LISTING_MONEY_FIELDS[field];
  const missing = value === null || value === undefined || typeof value !== 'number' || Number.isNaN(value);
  if (!required) {
    // What may be stored: nothing yet (an unpriced listing may be saved), or a number of 0 or more; a
    // listing price above 0, with the words pricing uses, since a price of 0 can never be priced.
    if (value === null || value === undefined) return null;
    if (positive) {
      if (missing || !(value > 0)) return `${label} must be more than 0`;
    } else if (missing || !Number.isFinite(value) || value < 0)
      return `${label} must be a number of 0 or more`;
  } else {
    // What pricing needs: every value present, 0 or more, and a listing price above 0. Text that is no
    // number (NaN from a box being typed in) is there, but wrong.
    if (value === null || value === undefined) return `${label} is missing`;
    if (missing) return `${label} must be a number`;
    if (positive ? !(value > 0) : !(value >= 0))
      return `${label} must be ${positive ? 'more than 0' : '0 or more'}`;
  }
  if ((value as number) > MAX_AMOUNT_RUPEES) return `${label} must be at most ${MAX_AMOUNT_TEXT}`;
  return subPaisaProblem(value as number, label, !positive);
}

/** What is wrong with a dimension input, or null (missing is allowed). */
export function dimensionInputProblem(field: ListingDimensionField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    return `${LISTING_DIMENSION_FIELDS[field]} must be a number of 0 or more`;
  return null;
}

/** The texts joined with ", " (blank ones left out); null when there is none: a listing's product names. */
export function joinedTexts(values: readonly (string | null | undefined)[]): string | null {
  const parts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A listing is live when it links at least one product and every linked product has stock above 0. */
export function isLive(products: readonly { readonly stock: number | null | undefined }[]): boolean {
  return products.length > 0 && products.every((p) => typeof p.stock === 'number' && p.stock > 0);
}
