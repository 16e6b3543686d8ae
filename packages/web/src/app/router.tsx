import { createBrowserRouter } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { billingAdminRoutes, billingRoutes } from '../features/billing/index.ts';
import { dashboardsRoutes } from '../features/dashboards/index.ts';
import { bulkRoutes } from '../features/bulk/index.ts';
import { listingsRoutes } from '../features/listings/index.ts';
import { marketplaceReportsRoutes } from '../features/marketplace-reports/index.ts';
import { messagingRoutes } from '../features/messaging/index.ts';
import { orderDatabaseRoutes } from '../features/order-database/index.ts';
import { gstRoutes } from '../features/gst/index.ts';
import { historyRoutes } from '../features/history/index.ts';
import { impLinksRoutes } from '../features/imp-links/index.ts';
import { labelRoutes } from '../features/label/index.ts';
import { priceListsRoutes } from '../features/price-lists/index.ts';
import { productsRoutes } from '../features/products/index.ts';
import { settingsRoutes } from '../features/settings/index.ts';
import { usersRoutes } from '../features/users/index.ts';
import { HomePage } from './home/home-page.tsx';
import { NotFoundPage } from './home/not-found-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireAuth, RequireRole } from './providers/session.tsx';

/** The app layer composes the features; every route except /login is guarded (docs/screens.md). */
export function createRouter() {
  return createBrowserRouter([
    ...authRoutes,
    {
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <HomePage /> },
        ...productsRoutes,
        ...listingsRoutes,
        ...messagingRoutes,
        ...orderDatabaseRoutes,
        ...bulkRoutes,
        ...marketplaceReportsRoutes,
        ...dashboardsRoutes,
        ...priceListsRoutes,
        ...labelRoutes,
        ...impLinksRoutes,
        ...billingRoutes,
        ...gstRoutes,
        ...[...usersRoutes, ...billingAdminRoutes, ...settingsRoutes, ...historyRoutes].map((route) => ({
          ...route,
          element: <RequireRole role="ADMIN">{route.element}</RequireRole>,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
