import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The grid is the heaviest part of the bundle: it loads with the first screen that shows it.
export const ProductsPage = lazy(() =>
  import('./pages/products-page.tsx').then((module) => ({ default: module.ProductsPage })),
);

export const productsRoutes: RouteObject[] = [{ path: '/products', element: <ProductsPage /> }];
