import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const HistoryPage = lazy(() =>
  import('./pages/history-page.tsx').then((module) => ({ default: module.HistoryPage })),
);

/** /history: who changed what, from the audit log (ADMIN only: the app layer guards it, the server too). */
export const historyRoutes: RouteObject[] = [{ path: '/history', element: <HistoryPage /> }];
