// A page rendered the way the app's layout mounts it for the discard guard's tests: under the one
// snackbar and the one leave question (DiscardGuardProvider), with another page to leave to.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../src/components/snackbar.tsx';
import { DiscardGuardProvider } from '../src/components/discard-guard.tsx';

/** The page at `path`, with `/elsewhere` to leave to and, when given, a page before it to go Back to. */
export function renderGuardedPage(path: string, page: ReactNode, before?: { path: string; page: ReactNode }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SnackbarProvider>
            <DiscardGuardProvider>
              <Outlet />
            </DiscardGuardProvider>
          </SnackbarProvider>
        ),
        children: [
          ...(before ? [{ path: before.path, element: before.page }] : []),
          { path, element: page },
          { path: '/elsewhere', element: <p>Another page</p> },
        ],
      },
    ],
    before ? { initialEntries: [before.path, path], initialIndex: 1 } : { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Whether the browser would ask before a reload or closing the tab: the page is held. */
export function pageHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
