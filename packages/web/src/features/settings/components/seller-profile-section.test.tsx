import { screen } from '@testing-library/react';
import { DEFAULT_SELLER_PROFILE } from '@seller-desk/core';
import { expect, it } from 'vitest';
import { SellerProfileSection } from './seller-profile-section.tsx';
import { refuseRequests, renderSection } from '../../../../test/section.tsx';

// Settings › Seller profile: a text pasted from a spreadsheet brings a tab with it; the section names
// it under the field, in the field's words, and sends nothing (the server's edge would refuse it as
// "bankAccountNumber must not contain control characters").
const fetchMock = refuseRequests();

it('names an account number pasted with a tab under its field, and sends nothing', async () => {
  const user = renderSection(
    <SellerProfileSection
      stored={{ version: 1, profile: { ...DEFAULT_SELLER_PROFILE, businessName: 'Asha' } }}
    />,
  );
  const account = screen.getByLabelText('Account number');
  await user.click(account);
  await user.paste('1234\t5678');
  expect(
    screen.getByText(
      'Account number must not contain control characters (such as a line break, a tab or NUL)',
    ),
  ).toBeTruthy();
  expect(account.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  expect(fetchMock).not.toHaveBeenCalled();
});

// Issue 40: a fresh seller profile showed "Business name is required" in red before anything was typed.
it('shows no problem on a form not yet touched; a change brings the ones that keep Save waiting', async () => {
  const user = renderSection(
    <SellerProfileSection stored={{ version: 1, profile: DEFAULT_SELLER_PROFILE }} />,
  );
  expect(screen.queryByText('Business name is required')).toBeNull();
  expect(screen.getByLabelText(/Business name/).getAttribute('aria-invalid')).toBe('false');
  await user.type(screen.getByLabelText('Account number'), '1234');
  screen.getByText('Business name is required');
  expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  expect(fetchMock).not.toHaveBeenCalled();
});
