import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_SELLER_PROFILE,
  addDays,
  dateInWords,
  dayFirstDate,
  financialYearOf,
  indiaDate,
} from '@seller-desk/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/snackbar.tsx';
import { CREDIT_NOTE_PATH } from '../invoice-screens.ts';
import { CreditNotePage } from './credit-note-page.tsx';

// A credit note dated in a financial year that has ended is issued only when confirmed, as an invoice is
// (the server refuses it on `confirmClosedYear` until then): the screen asks the question the invoice
// screens ask, and issues the note once it is confirmed. It showed the refusal and had no way to confirm.

// dated from India's today, never a fixed day: the invoice and the note in the financial year before it
const yearUnderWay = financialYearOf(indiaDate(new Date()), DEFAULT_SELLER_PROFILE.financialYearStartMonth);
const NOTE_DATE = addDays(yearUnderWay.from, -1);
const INVOICE_DATE = addDays(yearUnderWay.from, -10);
const ENDED = financialYearOf(NOTE_DATE, DEFAULT_SELLER_PROFILE.financialYearStartMonth).label;
const QUESTION = `Credit note date ${dateInWords(NOTE_DATE)} is in the financial year ${ENDED}, which has ended. Confirm to issue it there.`;

const INVOICE = {
  id: 'inv-1',
  kind: 'GST_INVOICE',
  invoiceNumber: 'AE220326001',
  billDate: INVOICE_DATE,
  total: 525,
  credited: 0,
  returnedQuantities: [0],
  creditedCharges: { courier: 0, packingTransportation: 0 },
  cancelled: false,
  placeOfSupply: '27',
  document: {
    clientName: 'Meera Stores',
    clientAddress: '9 Linking Road, Mumbai 400050',
    gst: '27ABGCS4796R1Z6',
    contact: null,
    courier: null,
    packingTransportation: null,
    chargesGstIncluded: true,
    logo: null,
    logoWidth: null,
    productLines: [
      {
        description: 'Cotton blanket',
        quantity: 1,
        unit: 'PCS',
        rate: 500,
        hsnCode: '6301',
        gst: 5,
        productId: null,
      },
    ],
  },
};

/**
 * The server's answers to the credit note screen: the profile, the invoice, and its saves, which refuse
 * a note not confirmed with the question. Returns the data of every save sent.
 */
function creditNoteServer() {
  const saves: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).endsWith('/graphql')) return new Response('', { status: 404 });
      const { query, variables } = JSON.parse(String(init?.body)) as {
        query: string;
        variables: { data?: Record<string, unknown> };
      };
      const { documentDefaults: _defaults, ...profile } = DEFAULT_SELLER_PROFILE;
      let body: unknown;
      if (query.includes('saveInvoice')) {
        saves.push(variables.data!);
        body = variables.data!.confirmClosedYear
          ? {
              data: {
                saveInvoice: {
                  id: 'cn-1',
                  kind: 'CREDIT_NOTE',
                  invoiceNumber: 'CN310326001',
                  billDate: NOTE_DATE,
                  subtotal: 500,
                  taxTotal: 25,
                  total: 525,
                  amountInWords: 'Five hundred twenty-five rupees',
                  pdfUrl: '/files/invoices/cn-1.pdf',
                },
              },
            }
          : {
              errors: [
                { message: QUESTION, extensions: { code: 'BAD_USER_INPUT', field: 'confirmClosedYear' } },
              ],
            };
      } else if (query.includes('sellerProfile'))
        body = { data: { sellerProfile: { ...profile, stateCode: '27', documentDefaults: [], version: 1 } } };
      else if (query.includes('invoice(')) body = { data: { invoice: INVOICE } };
      else body = { errors: [{ message: 'not answered' }] };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return saves;
}

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[`${CREDIT_NOTE_PATH}/${INVOICE.id}`]}>
          <Routes>
            <Route path={`${CREDIT_NOTE_PATH}/:invoiceId`} element={<CreditNotePage />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a credit note dated in a financial year that has ended', () => {
  it('asks before it is issued, and is issued on Issue anyway', async () => {
    const saves = creditNoteServer();
    const user = renderScreen();
    const date = await screen.findByLabelText<HTMLInputElement>('Credit note date');
    await user.clear(date);
    await user.type(date, dayFirstDate(NOTE_DATE));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));

    const question = await screen.findByRole('dialog', { name: 'Issue in a closed financial year?' });
    expect(within(question).getByText(QUESTION)).toBeTruthy();
    // the question, not a refusal with no way on
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ invoiceDate: NOTE_DATE, againstInvoice: INVOICE.id });
    expect(saves[0]!.confirmClosedYear).toBe(false);

    await user.click(within(question).getByRole('button', { name: 'Issue anyway' }));
    expect((await screen.findByTestId('saved-number')).textContent).toBe('CN310326001');
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({
      invoiceDate: NOTE_DATE,
      againstInvoice: INVOICE.id,
      creditReason: 'RETURN',
      confirmClosedYear: true,
    });
  });

  it('is not issued when the question is cancelled: the note stays as typed', async () => {
    const saves = creditNoteServer();
    const user = renderScreen();
    const date = await screen.findByLabelText<HTMLInputElement>('Credit note date');
    await user.clear(date);
    await user.type(date, dayFirstDate(NOTE_DATE));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    const question = await screen.findByRole('dialog', { name: 'Issue in a closed financial year?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toHaveLength(1);
    expect(screen.queryByTestId('saved-number')).toBeNull();
    expect(date.value).toBe(dayFirstDate(NOTE_DATE));
    expect(screen.getByRole('button', { name: 'Issue credit note' })).toBeTruthy();
  });
});
