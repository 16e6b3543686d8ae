import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SaleResult, SaleRow } from '../api/upload-report.ts';
import { SaleReport } from './report-results.tsx';
import { SimpleTable } from './simple-table.tsx';

const row = (orderId: string, returnType: string | null): SaleRow => ({
  line: 2,
  orderedOn: '2026-11-21',
  orderId,
  sku: 'RTO-KURTA',
  invoiceAmount: 499,
  quantity: 1,
  shipToName: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  state: 'Kerala',
  pinCode: null,
  trackingID: null,
  email: null,
  phone: null,
  purchaseCost: 150,
  marketplaceFee: 0,
  settlement: 480,
  profit: 120,
  saleType: 'Extra',
  returnType,
});

const result = (rows: SaleRow[]): SaleResult =>
  ({
    totalInvoices: rows.length,
    validSkuInvoices: rows.length,
    newInvoices: rows.length,
    invoicesWithIssues: [],
    alreadyUploaded: [],
    billDates: ['2026-11-21'],
    rows,
  }) as unknown as SaleResult;

const renderReport = (rows: SaleRow[]) =>
  render(
    <MemoryRouter>
      <SaleReport channel="meesho" result={result(rows)} stored={null} edits={new Map()} onEdit={() => {}} />
    </MemoryRouter>,
  );

// Issue 40: an order returned to origin (Meesho's RTO_COMPLETE) is stored with its return; the preview
// says so before anything is uploaded.
describe('a sale preview with a line returned to origin', () => {
  it('says the line is stored as returned, not as a sale', () => {
    renderReport([row('411_1', null), row('412_1', 'RTO_COMPLETE')]);
    screen.getByText(
      "1 line came back to origin (RTO), Sale Type RTO: stored as returned, with the listing's Return Cost, and not counted as sales: 412_1.",
    );
  });
  it('says nothing of RTO when every line is a sale', () => {
    renderReport([row('411_1', null)]);
    expect(screen.queryByText(/came back to origin/)).toBeNull();
  });
});

// Issue 40: "Order ID Mising => 0" was framed in red when nothing was missing.
describe('a red list of what is missing', () => {
  it('is red only while it lists something', () => {
    const { rerender } = render(
      <SimpleTable
        tone="error"
        title="Order ID Mising => 0"
        head={['Line', 'Order ID', 'Reason']}
        rows={[]}
      />,
    );
    const region = () => screen.getByRole('region', { name: /Order ID Mising/ });
    expect(region().getAttribute('data-tone')).toBeNull();
    rerender(
      <SimpleTable
        tone="error"
        title="Order ID Mising => 1"
        head={['Line', 'Order ID', 'Reason']}
        rows={[[3, 'OD1', 'No stored sale has this order id']]}
      />,
    );
    expect(region().getAttribute('data-tone')).toBe('error');
  });
});

// Issue 40: at 1440 px the SKU was cut and Profit and Sale Type were out of view: they come first.
it('the sale grid puts the SKU, Sale Type and Profit right after the order', () => {
  renderReport([row('411_1', null)]);
  const heads = within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(heads.slice(0, 4)).toEqual(['Order ID', 'SKU', 'Sale Type', 'Profit']);
});
