import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { CONTACT_PATH } from './components/message-tabs.tsx';
import { MESSAGE_SCREENS } from './message-screens.ts';
import { MessagingLayout } from './pages/messaging-layout.tsx';

const ContactPage = lazy(() => import('./pages/contact-page.tsx').then((m) => ({ default: m.ContactPage })));
const BulkMessagePage = lazy(() =>
  import('./pages/bulk-message-page.tsx').then((m) => ({ default: m.BulkMessagePage })),
);

/** /callwp and the five bulk message screens, each at its own exact route. */
export const messagingRoutes: RouteObject[] = [
  {
    element: <MessagingLayout />,
    children: [
      { path: CONTACT_PATH, element: <ContactPage /> },
      ...MESSAGE_SCREENS.map((screen) => ({
        path: screen.path,
        element: <BulkMessagePage key={screen.path} screen={screen} />,
      })),
    ],
  },
];
