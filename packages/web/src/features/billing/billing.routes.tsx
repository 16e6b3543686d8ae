import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BillingHubPage } from './pages/billing-hub-page.tsx';
import { CHECK_INVOICE_PATH, INVOICE_SCREENS, SELLER_PROFILE_PATH } from './invoice-screens.ts';

// The invoice screens and Check Invoice load on demand (pdfmake only ever with the invoice screens).
const InvoicePage = lazy(() => import('./pages/invoice-page.tsx').then((m) => ({ default: m.InvoicePage })));
const CheckInvoicePage = lazy(() =>
  import('./pages/check-invoice-page.tsx').then((m) => ({ default: m.CheckInvoicePage })),
);
const SellerProfilePage = lazy(() =>
  import('./pages/seller-profile-page.tsx').then((m) => ({ default: m.SellerProfilePage })),
);

// /billing/marketplace and its upload screens belong to the marketplace reports feature.
export const billingRoutes: RouteObject[] = [
  { path: '/billing', element: <BillingHubPage /> },
  ...INVOICE_SCREENS.map((screen) => ({
    path: screen.path,
    element: <InvoicePage key={screen.kind} screen={screen} />,
  })),
  { path: CHECK_INVOICE_PATH, element: <CheckInvoicePage /> },
];

/** Settings → Seller profile: ADMIN only (the app layer wraps these routes in its role guard). */
export const billingAdminRoutes: RouteObject[] = [
  { path: SELLER_PROFILE_PATH, element: <SellerProfilePage /> },
];
