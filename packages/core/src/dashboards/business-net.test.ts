import { describe, expect, it } from 'vitest';
import { businessNet, NO_DOCUMENTS } from './business-net.ts';

describe("the business's net (decision 340)", () => {
  it('adds our sales to the marketplace net profit and takes off credit notes, purchases and expenses', () => {
    const net = businessNet(10_000_00, {
      ...NO_DOCUMENTS,
      GST_INVOICE: { documents: 2, valuePaise: 5_000_00 },
      CASH_MEMO: { documents: 1, valuePaise: 1_500_50 },
      CREDIT_NOTE: { documents: 1, valuePaise: 500_00 },
      PURCHASE: { documents: 3, valuePaise: 12_000_00 },
      EXPENSE: { documents: 1, valuePaise: 2_000_25 },
    });
    expect(net).toEqual({
      marketplaceNetProfitPaise: 10_000_00,
      ownStoreSalesPaise: 6_500_50,
      creditNotesPaise: 500_00,
      purchasesPaise: 12_000_00,
      expensesPaise: 2_000_25,
      // 10,000 + 6,500.50 − 500 − 12,000 − 2,000.25
      netPaise: 2_000_25,
    });
  });

  it('is the marketplace net profit alone when the range has no document of ours', () => {
    expect(businessNet(-250, NO_DOCUMENTS).netPaise).toBe(-250);
  });
});
