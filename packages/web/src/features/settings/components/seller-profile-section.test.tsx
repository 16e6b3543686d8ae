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
