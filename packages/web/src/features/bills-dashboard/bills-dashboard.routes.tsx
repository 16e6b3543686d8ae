import type { RouteObject } from 'react-router';
import { BILLS_SCREENS } from './bills-screens.ts';
import { BillsPage } from './pages/bills-page.tsx';

/** Check Bills: five channels × Sale, Return and Payment, each at its own route under /dashboard. */
export const billsDashboardRoutes: RouteObject[] = BILLS_SCREENS.map((screen) => ({
  path: screen.path,
  element: <BillsPage key={screen.path} screen={screen} />,
}));
