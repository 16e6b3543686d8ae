import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CATEGORY_KINDS, LISTING_CHANNELS } from './listing-channels.ts';
import { ListingLayout } from './pages/listing-layout.tsx';

// Code-split: the listing grids and the category tables load with the first tab that shows them.
const ChannelListingsPage = lazy(() =>
  import('./pages/channel-listings-page.tsx').then((module) => ({ default: module.ChannelListingsPage })),
);
const CategoriesPage = lazy(() =>
  import('./pages/categories-page.tsx').then((module) => ({ default: module.CategoriesPage })),
);

const LISTING = '/listing';

/** A tab's route under /listing, from core's channel table: Flipkart's is /listing itself. */
function tab(path: string, element: ReactNode): RouteObject {
  if (path === LISTING) return { index: true, element };
  return { path: path.slice(LISTING.length + 1), element };
}

/** /listing (Flipkart) and its sub-routes, one tab each, in the order of the channel table (docs/screens.md). */
export const listingsRoutes: RouteObject[] = [
  {
    path: LISTING,
    element: <ListingLayout />,
    children: [
      ...LISTING_CHANNELS.map((c) => tab(c.path, <ChannelListingsPage channel={c.channel} />)),
      ...Object.values(CATEGORY_KINDS).map((k) => tab(k.path, <CategoriesPage kind={k.kind} />)),
    ],
  },
];
