import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SELLER_PROFILE } from '@seller-desk/core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { INVOICE_SCREENS } from '../invoice-screens.ts';
import { InvoicePage } from './invoice-page.tsx';

// Decision 147: a product picked from the catalogue onto a line brings its own unit of quantity (cloth
// by the metre, rice by the kilogram); a product without one counts in pieces.
const CATALOGUE = [
  { id: 'p-cloth', productName: 'Cotton fabric', gst: 5, hsnCode: '5208', purchaseCost: 60, unit: 'MTR' },
  { id: 'p-rice', productName: 'Basmati rice', gst: 5, hsnCode: '1006', purchaseCost: 90, unit: 'KGS' },
  { id: 'p-frock', productName: 'Cotton frock', gst: 5, hsnCode: '6209', purchaseCost: 200, unit: 'PCS' },
];

/** The server's answers to what an invoice screen asks: the profile, the GST rules, the catalogue. */
function catalogueServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).endsWith('/graphql')) return new Response('', { status: 404 });
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      const { documentDefaults: _defaults, ...profile } = DEFAULT_SELLER_PROFILE;
      const data = query.includes('sellerProfile')
        ? { sellerProfile: { ...profile, stateCode: '27', documentDefaults: [], version: 1 } }
        : query.includes('gstRules')
          ? { gstRules: { rules: [] } }
          : query.includes('products(')
            ? // only the fields asked for: a unit the screen does not ask for never reaches the line
              {
                products: CATALOGUE.map(({ unit, ...p }) => (query.includes('unit') ? { ...p, unit } : p)),
              }
            : null;
      return new Response(JSON.stringify(data ? { data } : { errors: [{ message: 'not answered' }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

beforeEach(catalogueServer);
afterEach(() => vi.unstubAllGlobals());

function renderScreen(kind: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <InvoicePage screen={INVOICE_SCREENS.find((s) => s.kind === kind)!} />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Picks `name` from the catalogue in the line's Description, as a person does. */
async function pick(user: ReturnType<typeof userEvent.setup>, line: HTMLElement, name: string) {
  await user.click(within(line).getByLabelText('Description'));
  await user.click(await screen.findByRole('option', { name }));
}

const unitOf = (line: HTMLElement) => within(line).getByRole('combobox', { name: 'Unit' }).textContent;

describe('a product picked onto a line brings its unit (decision 147)', () => {
  it.each(['GST_INVOICE', 'CASH_MEMO', 'PURCHASE'])(
    '%s: metres for cloth, kilograms for rice',
    async (kind) => {
      const user = renderScreen(kind);
      const line = await screen.findByRole('group', { name: 'Line 1' });
      expect(unitOf(line)).toBe('PCS');
      await pick(user, line, 'Cotton fabric');
      expect(unitOf(line)).toBe('MTR');
      await pick(user, line, 'Basmati rice');
      expect(unitOf(line)).toBe('KGS');
      await pick(user, line, 'Cotton frock');
      expect(unitOf(line)).toBe('PCS');
    },
  );
});
