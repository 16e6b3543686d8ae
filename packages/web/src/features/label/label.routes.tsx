import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LabelPage = lazy(() => import('./pages/label-page.tsx').then((m) => ({ default: m.LabelPage })));

/** /label: the SKU tool, the rack sheet and SKU labels. */
export const labelRoutes: RouteObject[] = [{ path: '/label', element: <LabelPage /> }];
