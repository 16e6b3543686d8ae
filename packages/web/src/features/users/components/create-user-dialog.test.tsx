import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES_TEXT } from '@seller-desk/core';
import { expect, it } from 'vitest';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { refusal, refuseRequests } from '../../../../test/section.tsx';

const fetchMock = refuseRequests();
const renderIt = () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateUserDialog open onClose={() => {}} onCreated={() => {}} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

it('shows the password rule before anything is submitted, as Setup and Reset password do', () => {
  renderIt();
  expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText(PASSWORD_RULES_TEXT)).toBeTruthy();
});

it.each([
  ['Password must have at least 10 characters', 'Password', '-a-much-longer-one'],
  ['The username ravi is already taken (usernames do not tell capitals apart)', 'Username', '2'],
])(
  'drops the server’s refusal “%s” once the %s is typed again: it was about the old one',
  async (message, field, more) => {
    fetchMock.mockResolvedValueOnce(refusal(message));
    const user = renderIt();
    await user.type(screen.getByLabelText('Username'), 'Ravi');
    await user.type(screen.getByLabelText('Password'), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.type(screen.getByLabelText(field), more);
    expect(screen.queryByRole('alert')).toBeNull();
  },
);
