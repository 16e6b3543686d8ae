import { DEFAULT_FEE_SCHEDULES, DEFAULT_GST_RULES, prepareGstRules } from '@seller-desk/core';
import { feeSchedulesQueryKey, gstRulesQueryKey } from '../../../lib/pricing-rules.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import type { LoadedList } from '../../../lib/paged-query.ts';
import type { Category } from '../api/category-fields.ts';
import { categoriesQueryKey } from '../api/get-categories.ts';
import { listingProductsQueryKey, type ListingProduct } from '../api/get-listing-products.ts';
import { listingsQueryKey } from '../api/get-listings.ts';
import type { Listing } from '../api/listing-fields.ts';
import { listingChannel } from '../listing-channels.ts';
import { ListingsGrid } from './listings-grid.tsx';

// The listing grid recomputes a row's derived values with core's fee model while it is edited, before
// anything is saved: docs/fee-model.md's worked example (Flipkart, P 499 → Extra, Price Should Be 431).
// The lists are in the query cache as the server would have sent them; no request may leave the test.
const product = (id: string, purchaseCost: number): ListingProduct => ({
  id,
  productName: `Product ${id}`,
  purchaseCost,
  gst: 5,
  gstMode: 'FIXED',
  hsnCode: null,
  img: null,
  productLength: null,
  breadth: null,
  height: null,
  weight: null,
});

const category: Category = {
  id: 'c1',
  name: 'Toys',
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
  effectiveFrom: '2025-01-01',
  versions: [],
  listingCount: 1,
  version: 1,
};

/** As stored at 350 rupees, with the server's answer for that price: a LOSS. */
const stored: Listing = {
  id: 'l1',
  sno: 1,
  skuid: 'CAR-1',
  listingPrice: 350,
  profit: 40,
  packing: 10,
  advertisingCost: 5,
  returnCost: 15,
  discount: 0,
  productLength: null,
  breadth: null,
  height: null,
  weight: null,
  shippingFee: 60,
  products: [
    { id: 'p1', productName: 'Product p1' },
    { id: 'p2', productName: 'Product p2' },
  ],
  category: { id: 'c1', name: 'Toys' },
  purchaseCost: 180,
  lossProfit: 'LOSS',
  priceShouldBe: 431,
  priceCellClass: 'loss',
  dimensions: { productLength: null, breadth: null, height: null, weight: null },
  settlementLines: [],
  problems: [],
  img: null,
  productName: 'Product p1, Product p2',
  live: true,
  version: 2,
};

function renderGrid() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData<LoadedList<Listing>>(listingsQueryKey('flipkart'), {
    items: [stored],
    count: 1,
    complete: true,
  });
  queryClient.setQueryData(listingProductsQueryKey, [product('p1', 100), product('p2', 80)]);
  queryClient.setQueryData(categoriesQueryKey('flipkart'), [category]);
  queryClient.setQueryData(gstRulesQueryKey, prepareGstRules(DEFAULT_GST_RULES));
  queryClient.setQueryData(feeSchedulesQueryKey, new Map(Object.entries(DEFAULT_FEE_SCHEDULES)));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SnackbarProvider>
          <ListingsGrid config={listingChannel('flipkart')} />
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Typing without pausing: what a key changes shows before any timer runs.
  return userEvent.setup({ delay: null });
}

const fetchMock = vi.fn(async () => {
  throw new Error('no request may leave a component test');
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => vi.unstubAllGlobals());

const row = () => screen.getByRole('row', { name: /CAR-1/ });
const cell = (field: string) => row().querySelector<HTMLElement>(`[data-field="${field}"]`)!;

describe('listing grid', () => {
  it('recomputes the label and Price Should Be with each key of the listing price, before saving', async () => {
    const user = renderGrid();
    expect(within(cell('lossProfit')).getByText('LOSS')).toBeTruthy();
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    const price = within(cell('listingPrice')).getByRole('textbox', { name: 'Listing Price' });
    await user.clear(price);
    await user.type(price, '499');
    expect(within(cell('lossProfit')).getByText('Extra')).toBeTruthy();
    expect(cell('priceShouldBe').textContent).toMatch(/431/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stored values again after Cancel', async () => {
    const user = renderGrid();
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    const price = within(cell('listingPrice')).getByRole('textbox', { name: 'Listing Price' });
    await user.clear(price);
    await user.type(price, '499');
    await waitFor(() => expect(within(cell('lossProfit')).getByText('Extra')).toBeTruthy());
    await user.click(within(row()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(cell('lossProfit')).getByText('LOSS')).toBeTruthy());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
