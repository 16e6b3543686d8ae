import { expect, type Page } from '@playwright/test';
import { expectNotice } from './notices.ts';

/** The labels of the listing form's number fields, by the API's field names. */
export const LISTING_FORM_LABELS: Record<string, string> = {
  listingPrice: 'Listing Price',
  profit: 'Profit',
  packing: 'Packing',
  advertisingCost: 'Advertising Cost',
  returnCost: 'Return Cost',
  discount: 'Discount',
  shippingFee: 'Shipping Fee',
  productLength: 'Length (cm)',
  breadth: 'Breadth (cm)',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
};

export interface NewListing {
  sku: string;
  products?: string[];
  category?: string;
  /** Number inputs by field name: { listingPrice: '499' }. */
  inputs?: Record<string, string>;
}

/** Adds a listing through "Add record" and its form (a side drawer; the full screen on a phone). */
export async function addListingThroughForm(page: Page, listing: NewListing): Promise<void> {
  await page
    .getByRole('button', { name: 'Add record' })
    .or(page.getByRole('button', { name: 'Add', exact: true }))
    .click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: /^New .* listing$/ })).toBeVisible();
  await form.getByLabel(/^SKU\b/).fill(listing.sku);
  const products = form.getByRole('combobox', { name: 'Products' });
  for (const name of listing.products ?? []) {
    await products.fill(name);
    await page.getByRole('option', { name }).click();
  }
  if (listing.category) {
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: listing.category, exact: true }).click();
  }
  for (const [field, value] of Object.entries(listing.inputs ?? {})) {
    await form.getByLabel(LISTING_FORM_LABELS[field] ?? field, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Created successfully');
  await expect(form).toBeHidden();
}
