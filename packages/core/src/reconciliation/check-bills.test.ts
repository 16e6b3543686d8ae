import { describe, expect, it } from 'vitest';
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
};

const values = (tab: keyof typeof CHECK_BILLS_COLUMNS, l: CheckBillsLine) =>
  Object.fromEntries(CHECK_BILLS_COLUMNS[tab].map((c) => [c.title, checkBillsValue(l, c)]));

describe('Check Bills columns (decision 126)', () => {
  it('works out Difference as received − expected, to the paisa, and only when both are known', () => {
    expect(values('PAYMENT', line)).toEqual({
      'Bill Date': '2026-08-01',
      'Order ID': 'OD1',
      SKU: 'KURTA-M',
      'Payment Date': '2026-08-20',
      'Settlement (expected)': 328.06,
      'Amount Received': 320.5,
      Difference: -7.56,
    });
    expect(values('PAYMENT', { ...line, amountReceived: null }).Difference).toBeNull();
    expect(values('PAYMENT', { ...line, settlement: 0.1, amountReceived: 0.3 }).Difference).toBe(0.2);
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
