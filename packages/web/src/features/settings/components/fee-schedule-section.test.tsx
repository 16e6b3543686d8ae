import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import type { ChannelFeeSchedule } from '../api/settings.ts';
import { FeeScheduleSection } from './fee-schedule-section.tsx';

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

const fetchMock = vi.fn(async () => {
  throw new Error('no request may leave a component test');
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <FeeScheduleSection schedule={amazon} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const bands = () => screen.getByLabelText<HTMLInputElement>('Closing fee bands (up to ₹: fee), row 1');

describe('a fee schedule cell', () => {
  it('keeps the closing-fee bands as typed while focused, and formats them once left', async () => {
    const user = renderSection();
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
    const user = renderSection();
    await user.type(bands(), '100: 4, ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(bands().value).toBe('100: 4, 250: 8, 500: 12, 1000: 30, above: 56');
    expect(bands().selectionStart).toBe('100: 4, '.length);
    await user.tab();
    expect(bands().value).toBe('100: 4, 250: 8, 500: 12, 1000: 30, above: 56');
  });

  it('takes a decimal typed into a number cell', async () => {
    const user = renderSection();
    const gst = screen.getByLabelText<HTMLInputElement>('GST on fees %, row 1');
    await user.clear(gst);
    await user.type(gst, '18.5');
    expect(gst.value).toBe('18.5');
    await user.tab();
    expect(gst.value).toBe('18.5');
  });
});
