import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { HistoryPage } from './history-page.tsx';
import { refuseRequests } from '../../../../test/section.tsx';

// The History screen opened from an address whose dates are no dates (a link typed by hand or cut
// short): the fields say so and nothing is asked of the server, which would refuse in its API's words.
const requests = refuseRequests();

it('names a From or To in the address that is no date under its field, and asks nothing', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/history?from=2026-13-45&to=last%20week']}>
        <HistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(
    await screen.findByText('2026-13-45 is not a date on the calendar: check the day and the month'),
  ).toBeTruthy();
  expect(screen.getByText('Type the date as dd/mm/yyyy')).toBeTruthy();
  expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Fix the dates above to see the changes.')).toBeTruthy();
  const asked = requests.mock.calls.map(([, init]) => String(init?.body));
  expect(asked.filter((body) => body.includes('auditLog'))).toEqual([]);
});
