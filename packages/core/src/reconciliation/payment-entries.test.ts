import { describe, expect, it } from 'vitest';
import type { PaymentReportRow } from '../reports/marketplace-report.ts';
import {
  paymentEntryKey,
  paymentOfEntries,
  paymentRemovalReasonProblem,
  type PaymentEntry,
} from './payment-entries.ts';

const row = (over: Partial<PaymentReportRow> = {}): PaymentReportRow => ({
  orderId: '403-1723004-9525902',
  sku: null,
  paymentDate: '2026-09-10',
  amountReceived: 651.18,
  saleAmount: 899,
  fees: null,
  tcs: 3.81,
  tds: 0.76,
  rowType: 'Order',
  ...over,
});

const entry = (over: Partial<PaymentEntry>): PaymentEntry => ({
  key: 'k',
  paymentDate: null,
  amountPaise: 0,
  salePaise: null,
  feesPaise: null,
  feeLines: null,
  tcsPaise: null,
  tdsPaise: null,
  ...over,
});

describe('payments of an order line (decision 114)', () => {
  it('gives a report row the same key in every upload, and alike rows of one file different keys', () => {
    expect(paymentEntryKey(row(), 1)).toBe(paymentEntryKey(row(), 1));
    expect(paymentEntryKey(row(), 1)).not.toBe(paymentEntryKey(row(), 2));
    // the refund of the same order is another payment
    expect(paymentEntryKey(row(), 1)).not.toBe(
      paymentEntryKey(row({ rowType: 'Refund', amountReceived: -872.86, paymentDate: '2026-09-24' }), 1),
    );
  });

  it('adds the payments up, keeps the latest date, adds the fee lines by name, and leaves unknowns unknown', () => {
    expect(
      paymentOfEntries([
        entry({
          paymentDate: '2026-09-10',
          amountPaise: 65118,
          salePaise: 89900,
          feesPaise: 20000,
          feeLines: { commission: -15000, shippingFee: -5000 },
          tcsPaise: 381,
        }),
        entry({
          paymentDate: '2026-09-24',
          amountPaise: -87286,
          salePaise: -89900,
          feesPaise: -2000,
          feeLines: { commission: 1500 },
        }),
      ]),
    ).toEqual({
      paymentDate: '2026-09-24',
      amountReceivedPaise: -22168,
      reportedSalePaise: 0,
      reportedFeesPaise: 18000,
      reportedFeeLines: { commission: -13500, shippingFee: -5000 },
      tcsPaise: 381,
      tdsPaise: null,
    });
  });
});

describe('the reason for removing a recorded payment (decision 127)', () => {
  it('must say something, briefly', () => {
    expect(paymentRemovalReasonProblem('  ab ')).toBe(
      'Say why this payment is removed (at least 3 characters)',
    );
    expect(paymentRemovalReasonProblem('Refund of another order')).toBeNull();
    expect(paymentRemovalReasonProblem('x'.repeat(201))).toBe('The reason must be at most 200 characters');
  });
});
