import Button from '@mui/material/Button';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReturnFollowUpLine } from '../lib/return-follow-up.ts';
import { ReturnFollowUpDialog } from './return-follow-up-dialog.tsx';
import { renderGuardedPage } from '../../test/guarded-page.tsx';

// A return's follow-up (Check Bills' Return tab, the reconciliation screen's returns to claim) asks
// before typed work is thrown away, as the other guarded dialogs do (decisions 118, 125 and 129). Saving
// needs the server: the Check Bills and marketplace walks (e2e) save one each.

const returned: ReturnFollowUpLine = {
  orderedOn: '2026-07-12',
  orderId: 'CB0002',
  sku: 'CB-KIDS-SET',
  returnType: 'courier_return',
  pysicallyRecieved: false,
  podRequestTickeetId: null,
  condition: null,
  damageDescription: null,
  claimId: 'PF-1',
  claimResult: null,
};

/** Check Bills' way: the dialog is shown while a line is opened, and gone once closed. */
function ReturnsTab() {
  const [opened, setOpened] = useState<ReturnFollowUpLine | null>(returned);
  return (
    <>
      <Button onClick={() => setOpened(returned)}>Edit the follow-up</Button>
      {opened && (
        <ReturnFollowUpDialog
          channel="flipkart"
          row={opened}
          onClose={() => setOpened(null)}
          onSaved={() => Promise.resolve()}
        />
      )}
    </>
  );
}

const renderReturns = () => renderGuardedPage('/dashboard/return', <ReturnsTab />);

const followUp = () => screen.queryByRole('dialog', { name: 'Return follow-up' });
const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const claimId = () => screen.getByRole('textbox', { name: 'Claim ID' });
const followUpClosed = () => waitFor(() => expect(followUp()).toBeNull());
const questionGone = () => waitFor(() => expect(question()).toBeNull());
/** A click beside the dialog: on the container around it, which lies over the backdrop. */
const clickBeside = (user: ReturnType<typeof userEvent.setup>) => user.click(followUp()!.parentElement!);

describe('the Return follow-up dialog', () => {
  it('closes at once on Escape or a click beside it when nothing was changed', async () => {
    const user = userEvent.setup();
    renderReturns();
    await user.click(claimId());
    await user.keyboard('{Escape}');
    await followUpClosed();
    expect(question()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit the follow-up' }));
    await clickBeside(user);
    await followUpClosed();
    expect(question()).toBeNull();
  });

  it('asks before Escape or a click beside it throws a typed change away; Keep editing keeps it', async () => {
    const user = userEvent.setup();
    renderReturns();
    await user.type(claimId(), '-77');

    await user.keyboard('{Escape}');
    expect(question()).not.toBeNull();
    expect(question()!.textContent).toContain('What you changed in the follow-up of CB0002 is not saved.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(followUp()).not.toBeNull();
    expect(claimId()).toHaveProperty('value', 'PF-1-77');

    await clickBeside(user);
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await followUpClosed();
    await questionGone();

    // Opened again: what is stored, nothing changed, so it closes at once.
    await user.click(screen.getByRole('button', { name: 'Edit the follow-up' }));
    expect(claimId()).toHaveProperty('value', 'PF-1');
    await user.keyboard('{Escape}');
    await followUpClosed();
  });

  it('counts a ticked box as a change, and a field typed back to what it was as none', async () => {
    const user = userEvent.setup();
    renderReturns();
    await user.click(screen.getByRole('checkbox', { name: 'Physically Received' }));
    await user.keyboard('{Escape}');
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    await user.click(screen.getByRole('checkbox', { name: 'Physically Received' }));

    await user.type(claimId(), 'X');
    await user.type(claimId(), '{Backspace}');
    await user.keyboard('{Escape}');
    await followUpClosed();
    expect(question()).toBeNull();
  });

  it('closes at once on Cancel, whose name says the typing is dropped', async () => {
    const user = userEvent.setup();
    renderReturns();
    await user.type(screen.getByRole('textbox', { name: 'Condition' }), 'Torn pack');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await followUpClosed();
    expect(question()).toBeNull();
  });

  it('holds a move to another page while a change is typed: Keep editing stays, Discard leaves', async () => {
    const user = userEvent.setup();
    const router = renderReturns();
    await user.type(screen.getByRole('textbox', { name: 'Claim Result' }), 'Approved');

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/dashboard/return');
    expect(screen.getByRole('textbox', { name: 'Claim Result' })).toHaveProperty('value', 'Approved');

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeTruthy());
  });
});
