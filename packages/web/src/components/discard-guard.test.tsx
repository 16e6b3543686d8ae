import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDiscardGuard, useReportDirty } from './discard-guard.tsx';
import { pageHeld, renderGuardedPage } from '../../test/guarded-page.tsx';

// A drawer with one field, guarded as the catalogue's forms are (decisions 118 and 125): Close and Escape
// go through the guard; Save closes at once.
function NoteDrawer() {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const guard = useDiscardGuard(close, 'The note is not saved.');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Drawer open={open} onClose={guard.requestClose}>
        {open && <NoteForm onSave={close} onRequestClose={guard.requestClose} onDirty={guard.setDirty} />}
      </Drawer>
      {guard.dialog}
    </>
  );
}

function NoteForm({
  onSave,
  onRequestClose,
  onDirty,
}: {
  onSave: () => void;
  onRequestClose: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const [note, setNote] = useState('');
  useReportDirty(note !== '', onDirty);
  return (
    <>
      <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <Button onClick={onRequestClose}>Close</Button>
      <Button onClick={onSave}>Save</Button>
    </>
  );
}

/** The page at /form, with the list before it to go Back to. */
const renderAt = (page: React.ReactNode = <NoteDrawer />) =>
  renderGuardedPage('/form', page, { path: '/list', page: <p>The list</p> });

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const noteField = () => screen.getByRole('textbox', { name: 'Note' });
/** The drawer and any question are gone (their closing transitions over). */
const allClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const questionGone = () => waitFor(() => expect(question()).toBeNull());

describe('a guarded drawer', () => {
  it('closes at once on Close, Escape and leaving the page when nothing was typed', async () => {
    const user = userEvent.setup();
    const router = renderAt();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await allClosed();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(noteField());
    await user.keyboard('{Escape}');
    await allClosed();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/list');
    expect(question()).toBeNull();
  });

  it('asks before Close or Escape throws the typing away; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(noteField(), 'call the courier');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(question()).not.toBeNull();
    expect(question()!.textContent).toContain('The note is not saved.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(noteField()).toHaveProperty('value', 'call the courier');

    await user.click(noteField());
    await user.keyboard('{Escape}');
    expect(question()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await allClosed();

    // Opened again, it starts empty and closes at once.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(noteField()).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await allClosed();
  });

  it('saves without asking', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.type(noteField(), 'call the courier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await allClosed();
  });

  it('holds the browser Back with the same question: Keep editing stays, Discard goes back', async () => {
    const user = userEvent.setup();
    const router = renderAt();
    await user.type(noteField(), 'call the courier');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/form');
    expect(noteField()).toHaveProperty('value', 'call the courier');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(question()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('The list')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/list');
  });

  it('holds a move to another page, but not one to an anchor of the same page', async () => {
    const user = userEvent.setup();
    const router = renderAt();
    await user.type(noteField(), 'call the courier');
    // What a link or the app's menu does.
    await act(() => router.navigate('#further-down'));
    expect(router.state.location.hash).toBe('#further-down');
    expect(question()).toBeNull();

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeTruthy());
  });

  it('has the browser ask before a reload or closing the tab only while something is unsaved', async () => {
    const user = userEvent.setup();
    renderAt();
    expect(pageHeld()).toBe(false);
    await user.type(noteField(), 'x');
    await waitFor(() => expect(pageHeld()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pageHeld()).toBe(false));
  });
});

// A settings section: fields and a Save, nothing to close; leaving the page is how its typing is lost
// (decision 129).
function NoteSection({ name }: { name: string }) {
  const [note, setNote] = useState('');
  const guard = useDiscardGuard(null, `The ${name} note is not saved.`);
  useReportDirty(note !== '', guard.setDirty);
  return <TextField label={`${name} note`} value={note} onChange={(event) => setNote(event.target.value)} />;
}

describe('a guard with no close', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before the page is left with what was typed (Keep editing stays, Discard leaves), not before', async () => {
    const user = userEvent.setup();
    const router = renderAt(<NoteSection name="Profile" />);
    // Nothing typed: the page goes at once.
    expect(pageHeld()).toBe(false);
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(question()).toBeNull();
    await act(() => router.navigate(-1));

    await user.type(screen.getByRole('textbox', { name: 'Profile note' }), 'GSTIN to check');
    await waitFor(() => expect(pageHeld()).toBe(true));

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.textContent).toContain('The Profile note is not saved.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Profile note' })).toHaveProperty('value', 'GSTIN to check');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(question()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('The list')).toBeTruthy());
    expect(pageHeld()).toBe(false);
  });

  it('asks once, naming each, when two things on the page hold changes', async () => {
    const warn = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    const router = renderAt(
      <>
        <NoteSection name="Profile" />
        <NoteDrawer />
      </>,
    );
    const profile = () => screen.getByRole('textbox', { name: 'Profile note' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await allClosed();
    await user.type(profile(), 'GSTIN to check');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(noteField(), 'call the courier');

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(screen.getAllByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveLength(1);
    expect(question()!.textContent).toContain('The Profile note is not saved.');
    expect(question()!.textContent).toContain('The note is not saved.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/form');

    // The section no longer changed (its note emptied behind the drawer): only the drawer holds the page.
    fireEvent.change(screen.getByRole('textbox', { name: 'Profile note', hidden: true }), {
      target: { value: '' },
    });
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.textContent).not.toContain('Profile');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeTruthy());
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('one blocker'));
  });
});
