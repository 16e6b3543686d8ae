import Button from '@mui/material/Button';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SnackbarProvider, SUCCESS_DURATION_MS, useNotify, type Notice } from './snackbar.tsx';

// The app's one notice (docs/screens.md, Shell; decision 383). What only a browser shows, that a click
// goes through the notice to what lies under it, is the products walk's (e2e/tests/products.spec.ts).

function Screen({ notices }: { notices: (Notice | string)[] }) {
  const notify = useNotify();
  return (
    <>
      {notices.map((notice, at) => (
        <Button key={at} onClick={() => notify(notice)}>
          {`Save ${at + 1}`}
        </Button>
      ))}
      <Button>Elsewhere</Button>
    </>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function renderScreen(...notices: (Notice | string)[]) {
  render(
    <SnackbarProvider>
      <Screen notices={notices} />
    </SnackbarProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('says a success to a screen reader as an alert, and takes it away after 2 s', () => {
  renderScreen('Created successfully');
  click('Save 1');
  expect(screen.getByRole('alert').textContent).toBe('Created successfully');
  wait(SUCCESS_DURATION_MS - 100);
  expect(screen.getByRole('alert').textContent).toBe('Created successfully');
  wait(100); // its time is up
  wait(1000); // and it has gone its way out
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps an error, through a click elsewhere, until its close button is pressed', () => {
  renderScreen({ message: 'Could not save "Brass Bell": Weight must be a number', severity: 'error' });
  click('Save 1');
  wait(60_000);
  click('Elsewhere');
  wait(1000);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('Could not save "Brass Bell": Weight must be a number');

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  wait(1000);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the latest notice in place of the one before', () => {
  renderScreen('Updated successfully', { message: 'Could not delete SKU FK-1', severity: 'error' });
  click('Save 1');
  click('Save 2');
  wait(1000);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Could not delete SKU FK-1',
  ]);
});
