import { costFromFinalPrice, moneyProblem, validateProductInput } from '@seller-desk/core';
import type { ProductInput } from '../../../lib/gql/graphql.ts';

/** The Add Product dialog's fields, as typed. */
export interface AddProductForm {
  productName: string;
  finalPrice: string;
  stock: string;
  gst: string;
  hsnCode: string;
}

export type AddProductField = keyof AddProductForm;

/** A typed number: null when blank, NaN when the text is no number (for the checks to name). */
function typed(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The dialog's field of each product field core's check may name. */
const FIELD_OF: Partial<Record<string, AddProductField>> = {
  productName: 'productName',
  purchaseCost: 'finalPrice',
  stock: 'stock',
  gst: 'gst',
  hsnCode: 'hsnCode',
};

/**
 * The product to create from the dialog (forSale, the purchase cost half the Final Price: decision 101),
 * or what is wrong, by field, in the dialog's words. The Final Price is checked as the money it is
 * ("Final Price must be a number of 0 or more"): the purchase cost made of it is a field the dialog does
 * not show. The rest is core's product check, as the Products grid and the server apply it.
 */
export function addProductInput(
  form: AddProductForm,
  image: string | null,
): { ok: true; input: ProductInput } | { ok: false; problems: Partial<Record<AddProductField, string>> } {
  const problems: Partial<Record<AddProductField, string>> = {};
  const finalPrice = typed(form.finalPrice);
  const priceProblem = finalPrice === null ? null : moneyProblem(finalPrice, 'Final Price');
  if (priceProblem) problems.finalPrice = priceProblem;
  const input: ProductInput = {
    productName: form.productName,
    purchaseCost: finalPrice === null || priceProblem ? null : costFromFinalPrice(finalPrice),
    stock: typed(form.stock),
    gst: typed(form.gst),
    hsnCode: form.hsnCode.trim() === '' ? null : form.hsnCode.trim(),
    productImage: image === null ? [] : [image],
    forSale: true,
  };
  for (const problem of validateProductInput(input)) {
    const field = FIELD_OF[problem.field];
    if (field && !problems[field]) problems[field] = problem.message;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, input };
}
