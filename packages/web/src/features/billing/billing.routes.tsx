import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BillingHubPage } from './pages/billing-hub-page.tsx';
import {
  CHECK_INVOICE_PATH,
  CREDIT_NOTE_PATH,
  INVOICE_SCREENS,
  SELLER_PROFILE_PATH,
} from './invoice-screens.ts';

// The invoice screens and Check Invoice load on demand (pdfmake only ever with the invoice screens).
const InvoicePage = lazy(() => import('./pages/invoice-page.tsx').then((m) => ({ default: m.InvoicePage })));
const CreditNotePage = lazy(() =>
  import('./pages/credit-note-page.tsx').then((m) => ({ default: m.CreditNotePage })),
);
const CheckInvoicePage = lazy(() =>
  import('./pages/check-invoice-page.tsx').then((m) => ({ default: m.CheckInvoicePage })),
);

// /billing/marketplace and its upload screens belong to the marketplace reports feature.
export const billingRoutes: RouteObject[] = [
  { path: '/billing', element: <BillingHubPage /> },
  ...INVOICE_SCREENS.map((screen) => ({
    path: screen.path,
    element: <InvoicePage key={screen.kind} screen={screen} />,
  })),
  { path: CHECK_INVOICE_PATH, element: <CheckInvoicePage /> },
  { path: `${CREDIT_NOTE_PATH}/:invoiceId`, element: <CreditNotePage /> },
];

/**
 * The seller profile is a section of the Settings screen; its old address leads there. ADMIN only
 * (the app layer wraps these routes in its role guard).
 */
export const billingAdminRoutes: RouteObject[] = [
  { path: '/settings/seller-profile', element: <Navigate to={SELLER_PROFILE_PATH} replace /> },
];
