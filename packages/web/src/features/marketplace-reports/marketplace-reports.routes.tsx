import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { REPORT_SCREENS } from './report-screens.ts';

// Each screen loads with its route: the upload grids bring the data grid, the heaviest part of the app.
const MarketplaceHub = lazy(() =>
  import('./pages/marketplace-hub.tsx').then((module) => ({ default: module.MarketplaceHub })),
);
const ReconciliationPage = lazy(() =>
  import('./pages/reconciliation-page.tsx').then((module) => ({ default: module.ReconciliationPage })),
);
const ReportUploadPage = lazy(() =>
  import('./pages/report-upload-page.tsx').then((module) => ({ default: module.ReportUploadPage })),
);

/** /billing/marketplace, the fifteen upload tabs at their own routes, and the reconciliation screen. */
export const marketplaceReportsRoutes: RouteObject[] = [
  { path: '/billing/marketplace', element: <MarketplaceHub /> },
  { path: '/billing/marketplace/reconciliation', element: <ReconciliationPage /> },
  ...REPORT_SCREENS.map((s) => ({
    path: s.path,
    element: <ReportUploadPage key={s.path} kind={s.kind} channel={s.channel} />,
  })),
];
