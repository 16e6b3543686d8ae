import type { Page } from '@playwright/test';
import { findOrCreate } from '../fixtures/seed.ts';
import { expect } from '../fixtures/test.ts';

// What the marketplace walks share: a GraphQL call as the signed-in page, a CSV file to upload, and the
// one Flipkart listing their sale files sell (docs/fee-model.md's worked example at ₹499).

export async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/graphql', {
    headers: { 'X-Requested-With': 'seller-desk', 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

export const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});

/**
 * Uploads a Flipkart report of `kind` on its upload screen as the staff do (pick, tick, Upload the
 * Bill), and waits for the screen to say `stored` ("3 lines stored").
 */
export async function uploadReport(
  page: Page,
  kind: 'sale' | 'return' | 'payment',
  file: ReturnType<typeof csv>,
  stored: string,
): Promise<void> {
  await page.goto(`/billing/marketplace/upload/${kind}`);
  await page.getByLabel('Upload', { exact: true }).setInputFiles(file);
  await page.getByLabel('Do you want to Upload Bills').check();
  await page.getByRole('button', { name: 'Upload the Bill' }).click();
  await expect(page.getByText(stored)).toBeVisible();
}

/** What seedKidsSetListing made, by id. */
export interface KidsSetIds {
  productId: string;
  categoryId: string;
  listingId: string;
}

/**
 * A product "<prefix> Kids Set", a Flipkart category "<prefix> Kids" and its listing `<prefix>-KIDS-SET`,
 * each the stored one if a first try made it already (seed.ts's findOrCreate).
 */
export async function seedKidsSetListing(page: Page, prefix: string): Promise<KidsSetIds> {
  const product = await findOrCreate(page, 'product', {
    productName: `${prefix} Kids Set`,
    purchaseCost: 180,
    gst: 5,
    stock: 5,
  });
  const category = await findOrCreate(page, 'flipkartCategory', {
    name: `${prefix} Kids`,
    commissionPercent: [{ from: 300, to: 500, precent: 12 }],
    fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
    collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
  });
  const listing = await findOrCreate(page, 'flipkartListing', {
    skuid: `${prefix}-KIDS-SET`,
    listingPrice: 499,
    profit: 40,
    packing: 10,
    advertisingCost: 5,
    returnCost: 15,
    discount: 0,
    shippingFee: 60,
    products: { connect: [{ id: product.id }] },
    flipkartProductCategory: { connect: { id: category.id } },
  });
  return { productId: product.id, categoryId: category.id, listingId: listing.id };
}

/** Deletes what seedKidsSetListing made, for a walk whose grids should show the rows they had. */
export async function dropKidsSetListing(page: Page, ids: KidsSetIds): Promise<void> {
  await gql(
    page,
    `mutation($listing: ID!, $product: ID!, $category: ID!) {
      deleteFlipkartListing(where: {id: $listing}) { id }
      deleteProduct(where: {id: $product}) { id }
      deleteFlipkartProductCategory(where: {id: $category}) { id }
    }`,
    { listing: ids.listingId, product: ids.productId, category: ids.categoryId },
  );
}
