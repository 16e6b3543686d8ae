import type { RouteObject } from 'react-router';
import { MarketplaceHub } from './pages/marketplace-hub.tsx';
import { ReconciliationPage } from './pages/reconciliation-page.tsx';
import { ReportUploadPage } from './pages/report-upload-page.tsx';
import { REPORT_SCREENS } from './report-screens.ts';

/** /billing/marketplace, the fifteen upload tabs at their own routes, and the reconciliation screen. */
export const marketplaceReportsRoutes: RouteObject[] = [
  { path: '/billing/marketplace', element: <MarketplaceHub /> },
  { path: '/billing/marketplace/reconciliation', element: <ReconciliationPage /> },
  ...REPORT_SCREENS.map((s) => ({
    path: s.path,
    element: <ReportUploadPage key={s.path} kind={s.kind} channel={s.channel} />,
  })),
];
