import { describe, expect, it } from 'vitest';
import { shareByInvoiceAmount } from './share-by-invoice-amount.ts';

describe('shareByInvoiceAmount', () => {
  it('shares in proportion to the invoice amounts, the last line taking what is left to the paisa', () => {
    const lines = [
      { invoiceAmountPaise: 10_000 },
      { invoiceAmountPaise: 10_000 },
      { invoiceAmountPaise: 10_000 },
    ];
    const parts = shareByInvoiceAmount(lines, { amount: 10_000, fees: null });
    expect(parts).toEqual([
      { amount: 3333, fees: null },
      { amount: 3333, fees: null },
      { amount: 3334, fees: null },
    ]);
    expect(parts.reduce((t, p) => t + p.amount, 0)).toBe(10_000);
  });

  it('gives a larger line a larger part, and negative amounts (a refund) share the same way', () => {
    const parts = shareByInvoiceAmount([{ invoiceAmountPaise: 30_000 }, { invoiceAmountPaise: 10_000 }], {
      amount: -999,
    });
    expect(parts).toEqual([{ amount: -749 }, { amount: -250 }]);
  });

  it('gives the whole to the last line when no line has an invoice amount', () => {
    expect(
      shareByInvoiceAmount([{ invoiceAmountPaise: 0 }, { invoiceAmountPaise: 0 }], { amount: 500 }),
    ).toEqual([{ amount: 0 }, { amount: 500 }]);
  });
});
