import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const PriceListPage = lazy(() =>
  import('./pages/price-list-page.tsx').then((m) => ({ default: m.PriceListPage })),
);

/** /retail and /wholesale: the price lists with the Add Product dialog. */
export const priceListsRoutes: RouteObject[] = [
  { path: '/retail', element: <PriceListPage key="retail" kind="retail" /> },
  { path: '/wholesale', element: <PriceListPage key="wholesale" kind="wholesale" /> },
];
