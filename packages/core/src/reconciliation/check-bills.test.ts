import { describe, expect, it } from 'vitest';
import { ORDER_LINE_FIELDS } from '../fields/ledger-fields.ts';
import {
  CHECK_BILLS_COLUMNS,
  checkBillsSearchProblem,
  checkBillsValue,
  type CheckBillsLine,
} from './check-bills.ts';

const line: CheckBillsLine = {
  orderedOn: '2026-08-01',
  orderId: 'OD1',
  sku: 'KURTA-M',
  quantity: 1,
  invoiceAmount: 499,
  purchaseCost: 180,
  marketplaceFee: 170.94,
  settlement: 328.06,
  profit: 93.06,
  saleType: 'PROFIT',
  shipToName: 'Asha',
  city: 'Agra',
  trackingID: 'FM1',
  returnType: null,
  returnDate: null,
  pysicallyRecieved: false,
  podRequestTickeetId: null,
  condition: null,
  damageDescription: null,
  claimId: null,
  claimResult: null,
  paymentDate: '2026-08-20',
  amountReceived: 320.5,
  tcs: 2.11,
  tds: 0.42,
  difference: -5.03,
};

const values = (tab: keyof typeof CHECK_BILLS_COLUMNS, l: CheckBillsLine) =>
  Object.fromEntries(CHECK_BILLS_COLUMNS[tab].map((c) => [c.title, checkBillsValue(l, c)]));

describe('Check Bills columns (decision 126)', () => {
  it('shows the payment with TCS and TDS in their own columns and the read model Difference, saying what it is', () => {
    expect(values('PAYMENT', line)).toEqual({
      'Bill Date': '2026-08-01',
      'Order ID': 'OD1',
      SKU: 'KURTA-M',
      'Payment Date': '2026-08-20',
      'Settlement (expected)': 328.06,
      TCS: 2.11,
      TDS: 0.42,
      'Amount Received': 320.5,
      Difference: -5.03,
    });
    expect(values('PAYMENT', { ...line, difference: null }).Difference).toBeNull();
    const difference = CHECK_BILLS_COLUMNS.PAYMENT.find((c) => c.field === 'difference');
    expect(difference?.hint).toBe(
      'Amount received − (settlement − TCS − TDS), as on Reconciliation; negative: paid less than expected',
    );
  });

  it('titles every column with the field dictionary’s words, the quantity with its short "Qty"', () => {
    const titles = (tab: keyof typeof CHECK_BILLS_COLUMNS) => CHECK_BILLS_COLUMNS[tab].map((c) => c.title);
    expect(titles('SALE')).toEqual([
      'Bill Date',
      'Order ID',
      'SKU',
      'Qty',
      'Invoice Amount',
      'Purchase Cost',
      'Marketplace Fee',
      'Settlement',
      'Profit',
      'Sale Type',
      'Ship To',
      'City',
      'Tracking ID',
    ]);
    expect(titles('RETURN').slice(3)).toEqual([
      'Return Type',
      'Return Date',
      'Physically Received',
      'POD Ticket',
      'Condition',
      'Damage Description',
      'Claim ID',
      'Claim Result',
    ]);
    for (const column of Object.values(CHECK_BILLS_COLUMNS).flat()) {
      const entry = ORDER_LINE_FIELDS[column.field];
      if (column.title !== 'Settlement (expected)')
        expect([entry.label, entry.short]).toContain(column.title);
    }
    expect(CHECK_BILLS_COLUMNS.PAYMENT.find((c) => c.field === 'tcs')?.hint).toBe(ORDER_LINE_FIELDS.tcs.help);
  });

  it('reads Physically Received as Yes or No', () => {
    expect(values('RETURN', line)['Physically Received']).toBe('No');
    expect(values('RETURN', { ...line, pysicallyRecieved: true })['Physically Received']).toBe('Yes');
  });

  it('refuses a search longer than 100 characters, after trimming', () => {
    expect(checkBillsSearchProblem(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(checkBillsSearchProblem('x'.repeat(101))).toBe('A search must be at most 100 characters');
  });
});
