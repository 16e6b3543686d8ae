import { screen } from '@testing-library/react';
import { DEFAULT_MESSAGE_SETTINGS } from '@seller-desk/core';
import { expect, it } from 'vitest';
import { MessageSettingsSection } from './message-settings-section.tsx';
import { refuseRequests, renderSection } from '../../../../test/section.tsx';

// Settings › Customer messages: a number emptied to be typed again is empty, not ₹0 or 0 days saved
// without a word; core names it in the field's words, and nothing is sent.
const fetchMock = refuseRequests();

it('keeps a number field emptied as empty, names it, and sends nothing', async () => {
  const user = renderSection(<MessageSettingsSection stored={{ ...DEFAULT_MESSAGE_SETTINGS, version: 2 }} />);
  const discount = screen.getByLabelText<HTMLInputElement>('Discount for a returned order (₹)');
  await user.clear(discount);
  expect(discount.value).toBe('');
  expect(
    screen.getByText('Discount for a returned order (₹) is empty; write an amount from ₹0 to ₹1,00,000'),
  ).toBeTruthy();
  const days = screen.getByLabelText<HTMLInputElement>('Expected delivery in call scripts (days from today)');
  await user.clear(days);
  await user.type(days, 'four');
  expect(days.value).toBe('four');
  expect(
    screen.getByText(
      'Expected delivery in call scripts (days from today) is not a number; write a whole number of days from 0 to 60',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save messages' })).toHaveProperty('disabled', true);
  expect(fetchMock).not.toHaveBeenCalled();
});
