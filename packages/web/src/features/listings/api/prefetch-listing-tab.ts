import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { categoriesQueryOptions } from './get-categories.ts';
import { listingProductsQueryOptions } from './get-listing-products.ts';
import { listingsQueryOptions } from './get-listings.ts';

function prefetchOnce(queryClient: QueryClient, options: { queryKey: readonly unknown[] }, run: () => void) {
  if (!queryClient.getQueryState(options.queryKey)) run();
}

/**
 * Asks for what a listing tab shows (its listings, the products list, its categories) as soon as the
 * tab's route renders, while the grid's code is still downloading (the grid's own queries would wait for
 * it). During render, as TanStack Query's usePrefetchQuery does: once per list, nothing is awaited.
 */
export function usePrefetchListingTab(config: ListingChannelConfig | undefined): void {
  const queryClient = useQueryClient();
  if (!config) return;
  const listings = listingsQueryOptions(config);
  prefetchOnce(queryClient, listings, () => void queryClient.prefetchQuery(listings));
  const products = listingProductsQueryOptions();
  prefetchOnce(queryClient, products, () => void queryClient.prefetchQuery(products));
  if (config.categoryKind) {
    const categories = categoriesQueryOptions(config.categoryKind);
    prefetchOnce(queryClient, categories, () => void queryClient.prefetchQuery(categories));
  }
}
