import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { SetupForm } from './setup-form.tsx';

// Issue 40: "Create administrator" stayed disabled without saying what was missing.
it('says what Create administrator waits for, until nothing is missing', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SetupForm onCreated={() => {}} />
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: 'Create administrator' });
  expect(button).toHaveProperty('disabled', true);
  screen.getByText(
    'Create administrator needs a username, a password and the password again (Confirm password).',
  );
  await user.type(screen.getByLabelText(/Username/), 'owner');
  screen.getByText('Create administrator needs a password and the password again (Confirm password).');
  await user.type(screen.getByLabelText(/^Password/), 'a long pass phrase');
  await user.type(screen.getByLabelText(/^Confirm password/), 'a long pass phrase');
  expect(screen.queryByText(/Create administrator needs/)).toBeNull();
  expect(button).toHaveProperty('disabled', false);
});
