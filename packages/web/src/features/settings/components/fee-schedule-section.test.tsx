import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChannelFeeSchedule } from '../api/settings.ts';
import { FeeScheduleSection } from './fee-schedule-section.tsx';
import { refuseRequests, renderSection } from '../../../../test/section.tsx';

// Amazon's fee schedule as the Settings screen shows it: a cell keeps the text as it is typed while it has
// focus (the caret stays where the person put it) and shows the value formatted once it is left.
const amazon: ChannelFeeSchedule = {
  channel: 'amazon',
  label: 'Amazon',
  fields: ['feeGstPercent', 'closingFeeBands', 'referralGstPercent'],
  version: 1,
  versions: [
    {
      effectiveFrom: '2022-09-01',
      feeGstPercent: 18,
      collectionFlatAbove: 2,
      referralGstPercent: 1.62,
      closingFeeBands: [
        { upTo: 250, fee: 8 },
        { upTo: 500, fee: 12 },
        { upTo: 1000, fee: 30 },
        { upTo: null, fee: 56 },
      ],
    },
  ],
};

const fetchMock = refuseRequests();
const renderIt = () => renderSection(<FeeScheduleSection schedule={amazon} />);

const bands = () => screen.getByLabelText<HTMLInputElement>('Closing fee bands (up to ₹: fee), row 1');

describe('a fee schedule cell', () => {
  it('keeps the closing-fee bands as typed while focused, and formats them once left', async () => {
    const user = renderIt();
    expect(bands().value).toBe('250: 8, 500: 12, 1000: 30, above: 56');
    await user.clear(bands());
    await user.type(bands(), '300:9,600: 14,above:60');
    expect(bands().value).toBe('300:9,600: 14,above:60');
    await user.tab();
    // What the row holds, written out again.
    expect(bands().value).toBe('300: 9, 600: 14, above: 60');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the caret where the person types, at the start of the bands', async () => {
    const user = renderIt();
    await user.type(bands(), '100: 4, ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(bands().value).toBe('100: 4, 250: 8, 500: 12, 1000: 30, above: 56');
    expect(bands().selectionStart).toBe('100: 4, '.length);
    await user.tab();
    expect(bands().value).toBe('100: 4, 250: 8, 500: 12, 1000: 30, above: 56');
  });

  it('takes a decimal typed into a number cell', async () => {
    const user = renderIt();
    const gst = screen.getByLabelText<HTMLInputElement>('GST on fees %, row 1');
    await user.clear(gst);
    await user.type(gst, '18.5');
    expect(gst.value).toBe('18.5');
    await user.tab();
    expect(gst.value).toBe('18.5');
  });
});

// A Save is there for a change (decision 168): disabled while the schedule is as stored, enabled once a
// cell differs, disabled again once the cell is typed back by hand.
it('enables Save only while the schedule differs from what is stored', async () => {
  const user = renderIt();
  const save = screen.getByRole('button', { name: 'Save' });
  const gst = screen.getByLabelText<HTMLInputElement>('GST on fees %, row 1');
  expect(save).toHaveProperty('disabled', true);
  await user.type(gst, '.5');
  expect(save).toHaveProperty('disabled', false);
  await user.type(gst, '{Backspace}{Backspace}');
  expect(gst.value).toBe('18');
  expect(save).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  expect(save).toHaveProperty('disabled', false);
  await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
  expect(save).toHaveProperty('disabled', true);
  expect(fetchMock).not.toHaveBeenCalled();
});

// Save checks every version with core's rule first (validateFeeSchedule): a band without a fee is not a
// fee of 0, and text that is no number is named rather than sent (JSON would turn NaN into null).
describe('saving a fee schedule with a mistake in it', () => {
  const save = () => screen.getByRole('button', { name: 'Save' });
  const alert = () => screen.getByRole('alert');

  it.each([
    ['250', '"250" has no fee; write each band as up-to: fee, e.g. 300: 9'],
    ['250:', '"250" has no fee; write each band as up-to: fee, e.g. 300: 9'],
    ['250: 8, 500, above: 56', '"500" has no fee; write each band as up-to: fee, e.g. 300: 9'],
    [
      '250: x, above: 56',
      'band 1 (up to 250): the fee is not a number; write each band as up-to: fee, e.g. 300: 9',
    ],
  ])('refuses the bands %j naming the version and the field, and sends nothing', async (typed, message) => {
    const user = renderIt();
    await user.clear(bands());
    await user.type(bands(), typed);
    await user.click(save());
    expect(alert().textContent).toBe(`Version 1: Closing fee bands (up to ₹: fee): ${message}`);
    expect(bands().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a band that is no number as typed once left, and the message goes once it is corrected', async () => {
    const user = renderIt();
    await user.clear(bands());
    await user.type(bands(), '250: x, above: 56');
    await user.click(save());
    // the cell still shows what was typed, not "250: NaN"
    expect(bands().value).toBe('250: x, above: 56');
    await user.clear(bands());
    await user.type(bands(), '250: 9, above: 56');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bands().getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a number cell left empty or typed as no number, keeping the text, and sends nothing', async () => {
    const user = renderIt();
    const gst = screen.getByLabelText<HTMLInputElement>('GST on fees %, row 1');
    const referral = screen.getByLabelText<HTMLInputElement>('Referral-fee GST % of price, row 1');
    await user.clear(gst);
    await user.type(gst, '18%');
    await user.clear(referral);
    await user.click(save());
    expect(gst.value).toBe('18%');
    expect(gst.getAttribute('aria-invalid')).toBe('true');
    expect(referral.getAttribute('aria-invalid')).toBe('true');
    const lines = within(alert())
      .getAllByText(/^Version 1:/)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Version 1: GST on fees % is not a number; write a percent from 0 to 100',
      'Version 1: Referral-fee GST % of price is empty; write a percent from 0 to 100',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names a fee above the money limit in the table's words, and sends nothing", async () => {
    const user = renderIt();
    await user.clear(bands());
    await user.type(bands(), '250: 8, above: 1e13');
    await user.click(save());
    expect(alert().textContent).toBe(
      'Version 1: Closing fee bands (up to ₹: fee): "above: 10000000000000" holds more than ₹1,00,00,00,000; a band\'s price and fee are at most that',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the version of a second row as the table counts it, and marks that row', async () => {
    const user = renderIt();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    const second = screen.getByLabelText<HTMLInputElement>('Closing fee bands (up to ₹: fee), row 2');
    await user.clear(second);
    await user.type(second, '300, above: 60');
    await user.click(save());
    expect(alert().textContent).toBe(
      'Version 2: Closing fee bands (up to ₹: fee): "300" has no fee; write each band as up-to: fee, e.g. 300: 9',
    );
    const rows = within(screen.getByRole('table', { name: 'Amazon fee schedule' })).getAllByRole('row');
    expect(rows[1]!.classList.contains('Mui-selected')).toBe(false);
    expect(rows[2]!.classList.contains('Mui-selected')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
