import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PRODUCTS_PATH } from '../../lib/product-link.ts';

// The grid is the heaviest part of the bundle: it loads with the first screen that shows it.
export const ProductsPage = lazy(() =>
  import('./pages/products-page.tsx').then((module) => ({ default: module.ProductsPage })),
);

export const productsRoutes: RouteObject[] = [{ path: PRODUCTS_PATH, element: <ProductsPage /> }];
