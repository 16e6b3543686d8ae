import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NDR_QUEUE_PATH, ORDER_DATABASE_PATH, ORDER_SYNC_PATH } from './paths.ts';

const OrderDatabasePage = lazy(() =>
  import('./pages/order-database-page.tsx').then((m) => ({ default: m.OrderDatabasePage })),
);
const OrderSyncPage = lazy(() =>
  import('./pages/order-sync-page.tsx').then((m) => ({ default: m.OrderSyncPage })),
);

const NdrQueuePage = lazy(() =>
  import('./pages/ndr-queue-page.tsx').then((m) => ({ default: m.NdrQueuePage })),
);

/** /orderdatabase 'Order DataBase MSG' its order sync screen and the NDR queue (docs/orders.md). */
export const orderDatabaseRoutes: RouteObject[] = [
  { path: ORDER_DATABASE_PATH, element: <OrderDatabasePage /> },
  { path: ORDER_SYNC_PATH, element: <OrderSyncPage /> },
  { path: NDR_QUEUE_PATH, element: <NdrQueuePage /> },
];
