import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredReconciliationSettings } from '../api/reconciliation-settings.ts';
import { ReconciliationSettingsSection } from './reconciliation-settings-section.tsx';
import { refusal, refuseRequests, renderSection } from '../../../../test/section.tsx';

const days = (n: number) => ({ flipkart: n, amazon: n, meesho: n, littleKid: n, trendyHandy: n });
const stored: StoredReconciliationSettings = {
  version: 3,
  toleranceRupees: 1,
  claimAfterDays: 30,
  paymentCycleDays: days(15),
  claimWindowDays: { ...days(30), flipkart: 15 },
};

const fetchMock = refuseRequests();
const renderIt = () => renderSection(<ReconciliationSettingsSection stored={stored} />);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () => screen.getByRole('button', { name: 'Save reconciliation settings' });

describe('the server refusing a Save of the reconciliation settings', () => {
  it('shows the refusal until the next edit of the section', async () => {
    const STALE = 'Someone else saved this setting since you opened it, so nothing was saved';
    fetchMock.mockResolvedValueOnce(refusal(STALE, { code: 'CONFLICT' }));
    const user = renderIt();
    await user.clear(field('Tolerance (₹)'));
    await user.type(field('Tolerance (₹)'), '2');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(STALE);
    await user.type(field('Claim a return after (days)'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a number of the reconciliation settings left empty or typed as no number', () => {
  it('is named in the field’s own words, kept as typed, and nothing is sent', async () => {
    const user = renderIt();
    const flipkart = field('Flipkart: Claim window (days)');
    await user.clear(flipkart);
    expect(
      screen.getByText('Flipkart: Claim window (days) is empty; write a whole number of days from 0 to 365'),
    ).toBeTruthy();
    await user.type(flipkart, '2 weeks');
    await user.tab();
    expect(flipkart.value).toBe('2 weeks');
    expect(flipkart.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Flipkart: Claim window (days) is not a number; write a whole number of days from 0 to 365',
      ),
    ).toBeTruthy();
    await user.clear(field('Tolerance (₹)'));
    expect(screen.getByText('Tolerance (₹) is empty; write an amount from ₹0 to ₹1,00,000')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the numbers once they read, a number typed as 20.0 as 20', async () => {
    const user = renderIt();
    await user.clear(field('Flipkart: Claim window (days)'));
    await user.type(field('Flipkart: Claim window (days)'), '20.0');
    await user.tab();
    expect(field('Flipkart: Claim window (days)').value).toBe('20');
    await user.click(save());
    expect(fetchMock).toHaveBeenCalledOnce();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as {
      variables: { data: { claimWindowDays: Record<string, number> }; version: number };
    };
    expect(sent.variables.data.claimWindowDays).toEqual({ ...stored.claimWindowDays, flipkart: 20 });
    expect(sent.variables.version).toBe(3);
  });
});
