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
