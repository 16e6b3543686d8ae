import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ListingLayout } from './pages/listing-layout.tsx';

// Code-split: the listing grids and the category tables load with the first tab that shows them.
const ChannelListingsPage = lazy(() =>
  import('./pages/channel-listings-page.tsx').then((module) => ({ default: module.ChannelListingsPage })),
);
const CategoriesPage = lazy(() =>
  import('./pages/categories-page.tsx').then((module) => ({ default: module.CategoriesPage })),
);

/** Spec §2: /listing (Flipkart) and its sub-routes, one tab each. */
export const listingsRoutes: RouteObject[] = [
  {
    path: '/listing',
    element: <ListingLayout />,
    children: [
      { index: true, element: <ChannelListingsPage channel="flipkart" /> },
      { path: 'amazon', element: <ChannelListingsPage channel="amazon" /> },
      { path: 'meesho', element: <ChannelListingsPage channel="meesho" /> },
      { path: 'little-kid', element: <ChannelListingsPage channel="littleKid" /> },
      { path: 'trendy-handy', element: <ChannelListingsPage channel="trendyHandy" /> },
      { path: 'category/flipkart', element: <CategoriesPage kind="flipkart" /> },
      { path: 'category/amazon', element: <CategoriesPage kind="amazon" /> },
    ],
  },
];
