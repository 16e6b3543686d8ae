import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredReconciliationSettings } from '../api/reconciliation-settings.ts';
import { ReconciliationSettingsSection } from './reconciliation-settings-section.tsx';
import {
  refusal,
  refuseRequests,
  renderSection,
  renderSectionAgainLater,
} from '../../../../test/section.tsx';

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
    const REFUSED = 'Tolerance (₹) must be from ₹0 to ₹1,00,000';
    fetchMock.mockResolvedValueOnce(refusal(REFUSED, { code: 'BAD_USER_INPUT', field: 'toleranceRupees' }));
    const user = renderIt();
    await user.clear(field('Tolerance (₹)'));
    await user.type(field('Tolerance (₹)'), '2');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    await user.type(field('Claim a return after (days)'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// Someone else saved the settings while they were being edited (decisions 134 and 145): the refusal
// names who and when (the server's sentence) and lists what their Save changed, in the screen's words.
describe('a Save refused because someone else saved the reconciliation settings', () => {
  const STALE =
    'ravi saved this setting at 24 Nov 2026, 2:02 pm, after you opened it, so nothing was saved: look at their change, then save again to keep yours';
  const theirs: StoredReconciliationSettings = {
    ...stored,
    version: 4,
    paymentCycleDays: { ...stored.paymentCycleDays, flipkart: 20 },
  };
  const refusedAfterTheirSave = async () => {
    fetchMock.mockResolvedValueOnce(refusal(STALE, { code: 'CONFLICT' }));
    const { user, rerender } = renderSectionAgainLater(<ReconciliationSettingsSection stored={stored} />);
    await user.clear(field('Tolerance (₹)'));
    await user.type(field('Tolerance (₹)'), '2');
    await user.click(save());
    await screen.findByRole('alert');
    // the page loads the settings again after the refused Save: their version
    rerender(<ReconciliationSettingsSection stored={theirs} />);
    return user;
  };

  const sent = (call: number) =>
    (
      JSON.parse(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body)) as {
        variables: {
          version: number;
          data: { toleranceRupees: number; paymentCycleDays: Record<string, number> };
        };
      }
    ).variables;

  it('shows what their Save changed, field by field, and keeps it while the person types on', async () => {
    const user = await refusedAfterTheirSave();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(within(alert).getByRole('list', { name: 'Their change' }).textContent).toBe(
      'Flipkart: Payment cycle (days): 15 → 20',
    );
    expect(alert.textContent).toContain(
      'Their change is now in the section, except where you changed the same field.',
    );
    expect(field('Tolerance (₹)').value).toBe('2');
    await user.type(field('Claim a return after (days)'), '0');
    expect(within(screen.getByRole('alert')).getByRole('list', { name: 'Their change' })).toBeTruthy();
  });

  // Decision 150: the section takes their change where this person changed nothing, so Save again
  // stores both changes instead of putting their old payment cycle back.
  it('takes their change into the fields this person did not touch, and Save again stores both', async () => {
    const user = await refusedAfterTheirSave();
    expect(field('Flipkart: Payment cycle (days)').value).toBe('20');
    expect(field('Tolerance (₹)').value).toBe('2');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { updateReconciliationSettings: { version: 5 } } })),
    );
    await user.click(save());
    expect(sent(1).version).toBe(4);
    expect(sent(1).data.toleranceRupees).toBe(2);
    expect(sent(1).data.paymentCycleDays.flipkart).toBe(20);
  });

  it('keeps this person’s value in a field both changed, and says so beside their change', async () => {
    fetchMock.mockResolvedValueOnce(refusal(STALE, { code: 'CONFLICT' }));
    const { user, rerender } = renderSectionAgainLater(<ReconciliationSettingsSection stored={stored} />);
    await user.clear(field('Flipkart: Payment cycle (days)'));
    await user.type(field('Flipkart: Payment cycle (days)'), '25');
    await user.click(save());
    await screen.findByRole('alert');
    rerender(<ReconciliationSettingsSection stored={theirs} />);
    expect(screen.getByRole('list', { name: 'Their change' }).textContent).toBe(
      'Flipkart: Payment cycle (days): 15 → 20; Save keeps yours: 25',
    );
    expect(field('Flipkart: Payment cycle (days)').value).toBe('25');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { updateReconciliationSettings: { version: 5 } } })),
    );
    await user.click(save());
    expect(sent(1).data.paymentCycleDays.flipkart).toBe(25);
  });

  it('takes their version once the person agrees to drop what they typed', async () => {
    const user = await refusedAfterTheirSave();
    await user.click(screen.getByRole('button', { name: 'Take their version' }));
    const question = screen.getByRole('dialog', { name: 'Take their version?' });
    await user.click(within(question).getByRole('button', { name: 'Keep mine' }));
    expect(field('Tolerance (₹)').value).toBe('2');
    await user.click(await screen.findByRole('button', { name: 'Take their version' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Take their version?' })).getByRole('button', {
        name: 'Discard mine',
      }),
    );
    expect(field('Tolerance (₹)').value).toBe('1');
    expect(field('Flipkart: Payment cycle (days)').value).toBe('20');
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
