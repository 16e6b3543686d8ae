import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BulkLayout } from './pages/bulk-layout.tsx';

const ProductTab = lazy(() => import('./pages/product-tab.tsx').then((m) => ({ default: m.ProductTab })));
const ListingTab = lazy(() => import('./pages/listing-tab.tsx').then((m) => ({ default: m.ListingTab })));

/** The Bulk area: one exact route per tab. */
export const bulkRoutes: RouteObject[] = [
  {
    element: <BulkLayout />,
    children: [
      { path: '/bulk', element: <ProductTab /> },
      { path: '/bulk/list', element: <ListingTab /> },
    ],
  },
];
