import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

// The server refuses the first password; no request leaves the test.
const fetchMock = vi.fn(
  async () =>
    new Response(
      JSON.stringify({
        data: null,
        errors: [
          {
            message: 'Password must have at least 10 characters',
            extensions: { code: 'BAD_USER_INPUT', field: 'password' },
          },
        ],
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    ),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

it('drops the server’s refusal once the password is typed again: it was about the old one', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResetPasswordDialog
        user={{ id: 'u1', username: 'ravi', role: 'USER', disabled: false, createdAt: '2026-01-01' }}
        onClose={() => {}}
        onDone={() => {}}
      />
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('New password'), 'ravi');
  await user.type(screen.getByLabelText('Confirm new password'), 'ravi');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Password must have at least 10 characters')).toBeTruthy();

  await user.type(screen.getByLabelText('New password'), '-a-much-longer-one');
  expect(screen.queryByText('Password must have at least 10 characters')).toBeNull();
  expect(screen.getByText('The passwords do not match')).toBeTruthy();
});
