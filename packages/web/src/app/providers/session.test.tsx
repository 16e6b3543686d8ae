import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../components/snackbar.tsx';
import { RequireAuth, RequireRole } from './session.tsx';

afterEach(() => vi.unstubAllGlobals());

// Issue 40: a USER who opened /settings was moved to Products without a word.
it('a USER opening an ADMIN screen is taken home and told it is for an ADMIN', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ user: { id: 'u1', username: 'asha', role: 'USER' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/settings']}>
          <RequireAuth>
            <Routes>
              <Route path="/" element={<p>Products</p>} />
              <Route
                path="/settings"
                element={
                  <RequireRole role="ADMIN">
                    <p>Settings</p>
                  </RequireRole>
                }
              />
            </Routes>
          </RequireAuth>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('Products');
  expect(screen.queryByText('Settings')).toBeNull();
  await screen.findByText('/settings is for an ADMIN: ask an administrator for what it holds.');
});
