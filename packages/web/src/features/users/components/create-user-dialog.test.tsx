import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { PASSWORD_RULES_TEXT } from '@seller-desk/core';
import { expect, it } from 'vitest';
import { CreateUserDialog } from './create-user-dialog.tsx';

it('shows the password rule before anything is submitted, as Setup and Reset password do', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateUserDialog open onClose={() => {}} onCreated={() => {}} />
    </QueryClientProvider>,
  );
  expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText(PASSWORD_RULES_TEXT)).toBeTruthy();
});
