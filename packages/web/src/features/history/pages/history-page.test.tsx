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

// The staff work in India, and the server names a time on India's clock (a stale Settings Save): the
// screen writes an entry's time on that clock too, whatever the browser's time zone (the tests run in
// UTC; decision 149).
it('shows when a change was made on India’s clock', async () => {
  requests.mockImplementation(async (_url, init) => {
    const body = String(init?.body);
    const data = body.includes('auditLog')
      ? {
          auditLog: {
            entries: [
              {
                id: '1',
                at: '2026-11-24T08:32:00.000Z',
                userId: null,
                who: 'ravi',
                entity: 'setting',
                entityLabel: 'Setting',
                entityId: 'gstRules',
                recordName: 'GST rules',
                action: 'update',
                actionLabel: 'Changed',
                changes: [],
              },
            ],
            nextCursor: null,
            recordName: null,
          },
        }
      : { users: [] };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/history']}>
        <HistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const row = await screen.findByRole('row', { name: 'Changed GST rules' });
  expect(row.querySelector('td')?.textContent).toBe('24 Nov 2026, 2:02 pm');
});
