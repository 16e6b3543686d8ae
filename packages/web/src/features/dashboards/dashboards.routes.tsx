import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BILLS_SCREENS, OVERVIEW_PATH, PROFIT_PATH } from './bills-screens.ts';

// Each screen loads with its route: the grids bring the data grid, the charts MUI X Charts.
const BillsPage = lazy(() =>
  import('./pages/bills-page.tsx').then((module) => ({ default: module.BillsPage })),
);
const OverviewPage = lazy(() =>
  import('./pages/overview-page.tsx').then((module) => ({ default: module.OverviewPage })),
);
const ProfitPage = lazy(() =>
  import('./pages/profit-page.tsx').then((module) => ({ default: module.ProfitPage })),
);

/**
 * The dashboards: five channels × Sale, Return and Payment, each at its own route under /dashboard, the
 * overview across channels and profit per SKU.
 */
export const dashboardsRoutes: RouteObject[] = [
  { path: OVERVIEW_PATH, element: <OverviewPage /> },
  { path: PROFIT_PATH, element: <ProfitPage /> },
  ...BILLS_SCREENS.map((screen) => ({
    path: screen.path,
    element: <BillsPage key={screen.path} screen={screen} />,
  })),
];
