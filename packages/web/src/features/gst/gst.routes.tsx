import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { GST_PATH, GST_TCS_TDS_PATH } from './paths.ts';

const GstReturnPage = lazy(() =>
  import('./pages/gst-return-page.tsx').then((m) => ({ default: m.GstReturnPage })),
);
const TcsTdsPage = lazy(() => import('./pages/tcs-tds-page.tsx').then((m) => ({ default: m.TcsTdsPage })));

/** /gst the return period screen, /gst/tcs-tds the TCS/TDS ledger (docs/gst.md); ADMIN and USER. */
export const gstRoutes: RouteObject[] = [
  { path: GST_PATH, element: <GstReturnPage /> },
  { path: GST_TCS_TDS_PATH, element: <TcsTdsPage /> },
];
