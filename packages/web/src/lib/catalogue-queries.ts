import type { QueryClient } from '@tanstack/react-query';

// The cached answers that show products or what is made of them. A listing's Purchase Cost, Price
// Should Be and label come from its products, the price lists from their costs, the bulk tools check
// names against the stored ones, the rack sheet shows names and rack numbers, and a bill's lines are
// picked from the products: a product changed on one screen (Products, a price list's Add Product, the
// Bulk tabs) is stale on all of them.

/** Every channel's listing grid (`['listings', channel]`). */
const LISTINGS = ['listings'] as const;
/** The Products grid (`['products']`) and the listing screens' products (`['products', 'for-listings']`). */
const PRODUCTS = ['products'] as const;
/** The retail and wholesale lists. */
const PRICE_LISTS = ['price-lists'] as const;
/** The bulk tabs' stored names, products and listing prices (`['bulk', …]`). */
const BULK = ['bulk'] as const;
/** The rack sheet's listings. */
const LABEL = ['label'] as const;
/** A product's listings, named when it is deleted. */
const PRODUCT_LISTINGS = ['product-listings'] as const;
/** The products a bill's line is picked from. */
const BILLING_PRODUCTS = ['billingProducts'] as const;

/**
 * After products were created, changed or deleted: the lists shown are read again (awaited, so a form
 * closes on what is stored), the others when next shown, not from the cache.
 */
export function readProductsAgain(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [PRODUCTS, LISTINGS, PRICE_LISTS, BULK, LABEL, PRODUCT_LISTINGS, BILLING_PRODUCTS].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * After listings were created, changed or deleted: the channel's grid (every channel's when none is
 * given), the bulk tabs and the rack sheet made of them, and the listings each product names.
 */
export function readListingsAgain(client: QueryClient, channel?: string): Promise<unknown> {
  const grids = channel === undefined ? LISTINGS : ([...LISTINGS, channel] as const);
  return Promise.all(
    [grids, BULK, LABEL, PRODUCT_LISTINGS].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
