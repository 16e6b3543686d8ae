import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagedListsServer } from '../../../../test/paged-lists-server.ts';
import { ListingTab } from './listing-tab.tsx';

// Issue 40 (decision 297): the filter started on All, so two SKUs became six listings. It starts on the
// channel the user came from, else none, and the buttons say what a run will make.
beforeEach(() => void pagedListsServer(0));
afterEach(() => vi.unstubAllGlobals());

function renderTab(address: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <ListingTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function twoSkus(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('SKU'), 'KURTA-RED{Enter}KURTA-BLUE');
  await user.click(screen.getByRole('button', { name: 'Set Table Data (1)' }));
}

describe('Listing (2): the channels a run goes to', () => {
  it('opened from nowhere, no channel is chosen: Create sends nothing and says why', async () => {
    const user = renderTab('/bulk/list');
    await twoSkus(user);
    await screen.findByText(/Choose the channel the listings go to/);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Flipkart' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Flipkart' }));
    expect(screen.getByRole('button', { name: 'Create 2 listings on Flipkart' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    screen.getByRole('button', { name: 'Create 6 listings on Flipkart, Amazon and Meesho' });
    screen.getByRole('button', { name: 'Update 6 listings on Flipkart, Amazon and Meesho' });
  });

  it('opened from a channel, it starts on that channel', async () => {
    const user = renderTab('/bulk/list?channel=meesho');
    expect(screen.getByRole('button', { name: 'Meesho' }).getAttribute('aria-pressed')).toBe('true');
    await twoSkus(user);
    await screen.findByRole('button', { name: 'Create 2 listings on Meesho' });
    expect(screen.getAllByRole('row', { name: /^Meesho KURTA-/ })).toHaveLength(2);
  });
});
