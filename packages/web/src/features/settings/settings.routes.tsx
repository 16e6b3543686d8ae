import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const SettingsPage = lazy(() =>
  import('./pages/settings-page.tsx').then((module) => ({ default: module.SettingsPage })),
);

/** ADMIN only (the router wraps these in RequireRole). */
export const settingsRoutes: RouteObject[] = [{ path: '/settings', element: <SettingsPage /> }];
