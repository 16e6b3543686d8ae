// React's profiler on the Flipkart listing grid with 5,000 listings while a person types a listing price
// into one row (docs/performance.md, "Render stability"). Not part of npm test: run it with
//   WEB_PROFILE=1 npx vitest run --project web-profile
// It prints the commits and the profiler's render time of the grid for the typing; it asserts nothing
// about time.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../src/components/snackbar.tsx';
import { categoriesQueryKey } from '../src/features/listings/api/get-categories.ts';
import { listingProductsQueryKey } from '../src/features/listings/api/get-listing-products.ts';
import { listingsQueryKey } from '../src/features/listings/api/get-listings.ts';
import type { Listing } from '../src/features/listings/api/listing-fields.ts';
import { ListingsGrid } from '../src/features/listings/components/listings-grid.tsx';
import { listingChannel } from '../src/features/listings/listing-channels.ts';

const LISTINGS = 5000;

function listing(i: number): Listing {
  return {
    id: `l${i}`,
    sno: i + 1,
    skuid: `SKU-${String(i).padStart(5, '0')}`,
    listingPrice: 350 + (i % 200),
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
    products: [{ id: `p${i % 50}`, productName: `Product ${i % 50}` }],
    category: { id: 'c1', name: 'Toys' },
    purchaseCost: 180,
    lossProfit: 'LOSS',
    priceShouldBe: 431,
    priceCellClass: 'loss',
    dimensions: { productLength: null, breadth: null, height: null, weight: null },
    settlementLines: [],
    problems: [],
    img: null,
    productName: `Product ${i % 50}`,
    live: true,
    version: 1,
  };
}

it(`profiles typing a listing price into a row of ${LISTINGS.toLocaleString('en-IN')} listings`, async () => {
  vi.stubGlobal('fetch', async () => {
    throw new Error('no request');
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(listingsQueryKey('flipkart'), {
    items: Array.from({ length: LISTINGS }, (_, i) => listing(i)),
    count: LISTINGS,
    complete: true,
  });
  queryClient.setQueryData(
    listingProductsQueryKey,
    Array.from({ length: 50 }, (_, i) => ({
      id: `p${i}`,
      productName: `Product ${i}`,
      purchaseCost: 100 + i,
      gst: 5,
      img: null,
      productLength: null,
      breadth: null,
      height: null,
      weight: null,
    })),
  );
  queryClient.setQueryData(categoriesQueryKey('flipkart'), [
    {
      id: 'c1',
      name: 'Toys',
      commissionPercent: [{ from: 0, to: 10000, precent: 12 }],
      fixedFeePercent: [{ from: 0, to: 10000, precent: 15 }],
      collectionFeePercent: [{ from: 0, to: 10000, precent: 2 }],
      listingCount: LISTINGS,
      version: 1,
    },
  ]);
  let recording = false;
  let commits = 0;
  let renderMs = 0;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SnackbarProvider>
          <Profiler
            id="listing-grid"
            onRender={(_id, _phase, actualDuration) => {
              if (!recording) return;
              commits += 1;
              renderMs += actualDuration;
            }}
          >
            <ListingsGrid config={listingChannel('flipkart')} />
          </Profiler>
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const row = () => screen.getByRole('row', { name: /SKU-00000/ });
  await user.click(within(row()).getByRole('button', { name: 'Edit' }));
  const price = within(row().querySelector<HTMLElement>('[data-field="listingPrice"]')!).getByRole(
    'spinbutton',
  );
  await user.clear(price);
  recording = true;
  await user.type(price, '49999');
  await waitFor(() => expect(price).toHaveProperty('value', '49999'));
  recording = false;
  console.log(
    `typing 5 digits: ${commits} commits of the grid, ${renderMs.toFixed(0)} ms of React render time (profiler)`,
  );
});
