// The business's net for a range (issue 42 #6; decision 340): what the marketplaces earned (their net
// profit, decision 265) plus what our own documents sold, less what our bills cost. The server sums our
// documents of the range in SQL, a sum per kind; the rule of what counts is here, once.
import type { InvoiceKind } from '../billing/invoice-numbers.ts';

/** The value without GST (`subtotal`) of a range's documents not cancelled, per kind, in paise. */
export type DocumentSums = Record<InvoiceKind, { documents: number; valuePaise: number }>;

export const NO_DOCUMENTS: DocumentSums = {
  GST_INVOICE: { documents: 0, valuePaise: 0 },
  CASH_MEMO: { documents: 0, valuePaise: 0 },
  PURCHASE: { documents: 0, valuePaise: 0 },
  EXPENSE: { documents: 0, valuePaise: 0 },
  CREDIT_NOTE: { documents: 0, valuePaise: 0 },
};

export interface BusinessNet {
  /** the marketplace net profit of every channel (decision 265) */
  marketplaceNetProfitPaise: number;
  /** tax invoices and cash memos, without their GST */
  ownStoreSalesPaise: number;
  /** credit notes: our own-store sales given back */
  creditNotesPaise: number;
  purchasesPaise: number;
  expensesPaise: number;
  /** marketplace net profit + own-store sales − credit notes − purchases − expenses */
  netPaise: number;
}

/**
 * The business's net (decision 340): the marketplaces' net profit, plus our tax invoices and cash memos,
 * less our credit notes and the purchase and expense bills of the range, each document's value without
 * GST (the GST collected is owed to the government; that paid on a bill is credited against it).
 */
export function businessNet(marketplaceNetProfitPaise: number, d: DocumentSums): BusinessNet {
  const ownStoreSalesPaise = d.GST_INVOICE.valuePaise + d.CASH_MEMO.valuePaise;
  const creditNotesPaise = d.CREDIT_NOTE.valuePaise;
  const purchasesPaise = d.PURCHASE.valuePaise;
  const expensesPaise = d.EXPENSE.valuePaise;
  return {
    marketplaceNetProfitPaise,
    ownStoreSalesPaise,
    creditNotesPaise,
    purchasesPaise,
    expensesPaise,
    netPaise:
      marketplaceNetProfitPaise + ownStoreSalesPaise - creditNotesPaise - purchasesPaise - expensesPaise,
  };
}
