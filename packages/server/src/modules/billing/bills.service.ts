import { isIsoDate } from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import { badInput } from '../../shared/errors.ts';
import { invoicesRepository } from './invoices.repository.ts';
import { toView, type InvoiceView } from './invoices.service.ts';

/** One marketplace order line of a bill, as the GraphQL BillOrder type returns it. */
export type BillOrderView = { id: string; orderId: string; sku: string } & Record<string, unknown>;

export type MarketplaceKey = 'flipkart' | 'amazon' | 'meesho' | 'littleKid' | 'trendyHandy';
export const MARKETPLACE_KEYS: readonly MarketplaceKey[] = [
  'flipkart',
  'amazon',
  'meesho',
  'littleKid',
  'trendyHandy',
];

/**
 * Where the marketplace arrays of a bill come from. The report uploads provide one; until then the
 * arrays are empty. `billDates` lists the dates that have orders (for paging the bills together with
 * our documents); `ordersOn` gives each date's orders per marketplace.
 */
export interface MarketplaceOrderSource {
  billDates(from: string | null, to: string | null): Promise<string[]>;
  ordersOn(dates: string[]): Promise<Map<string, Partial<Record<MarketplaceKey, BillOrderView[]>>>>;
}

export const noMarketplaceOrders: MarketplaceOrderSource = {
  billDates: async () => [],
  ordersOn: async () => new Map(),
};

export interface BillView {
  id: string;
  billDate: string;
  gstInvoice: InvoiceView[];
  cashMemo: InvoiceView[];
  purchase: InvoiceView[];
  expense: InvoiceView[];
  creditNote: InvoiceView[];
  flipkart: BillOrderView[];
  amazon: BillOrderView[];
  meesho: BillOrderView[];
  littleKid: BillOrderView[];
  trendyHandy: BillOrderView[];
}

const ARRAY_OF = {
  GST_INVOICE: 'gstInvoice',
  CASH_MEMO: 'cashMemo',
  PURCHASE: 'purchase',
  EXPENSE: 'expense',
  CREDIT_NOTE: 'creditNote',
} as const;

export const MAX_BILLS = 1000;

export function createBillsService({
  db,
  marketplace = noMarketplaceOrders,
}: {
  db: Db;
  marketplace?: MarketplaceOrderSource;
}) {
  async function onDates(dates: string[]): Promise<BillView[]> {
    const bills = new Map<string, BillView>(
      dates.map((d) => [
        d,
        {
          id: d,
          billDate: d,
          gstInvoice: [],
          cashMemo: [],
          purchase: [],
          expense: [],
          creditNote: [],
          flipkart: [],
          amazon: [],
          meesho: [],
          littleKid: [],
          trendyHandy: [],
        },
      ]),
    );
    for (const r of await invoicesRepository.onDates(db, dates))
      bills.get(r.billDate)![ARRAY_OF[r.kind]].push(toView(r));
    const orders = await marketplace.ordersOn(dates);
    for (const [date, byKey] of orders) {
      const bill = bills.get(date);
      if (!bill) continue;
      for (const key of MARKETPLACE_KEYS) bill[key] = byKey[key] ?? [];
    }
    return dates.map((d) => bills.get(d)!);
  }

  return {
    /** Bills between two dates (either may be open), one per date with anything filed, paged by date. */
    async list(
      where: { billDate_gte?: string | null; billDate_lte?: string | null } | null | undefined,
      order: 'billDate_ASC' | 'billDate_DESC',
      first: number,
      skip: number,
    ): Promise<BillView[]> {
      const from = where?.billDate_gte ?? null;
      const to = where?.billDate_lte ?? null;
      if (from && !isIsoDate(from))
        throw badInput('billDate_gte', 'billDate_gte must be a date (yyyy-MM-dd)');
      if (to && !isIsoDate(to)) throw badInput('billDate_lte', 'billDate_lte must be a date (yyyy-MM-dd)');
      if (first < 0 || first > MAX_BILLS) throw badInput('first', `first must be from 0 to ${MAX_BILLS}`);
      if (skip < 0) throw badInput('skip', 'skip must be 0 or more');
      // all dates in range from both sources; a few thousand dates at most in a decade of trading
      const ours = await invoicesRepository.billDates(db, from, to);
      const theirs = await marketplace.billDates(from, to);
      const all = [...new Set([...ours, ...theirs])].sort();
      if (order === 'billDate_DESC') all.reverse();
      return onDates(all.slice(skip, skip + first));
    },
    async get(billDate: string): Promise<BillView | null> {
      if (!isIsoDate(billDate)) throw badInput('billDate', 'billDate must be a date (yyyy-MM-dd)');
      const [bill] = await onDates([billDate]);
      const empty =
        bill!.gstInvoice.length +
          bill!.cashMemo.length +
          bill!.purchase.length +
          bill!.expense.length +
          bill!.creditNote.length ===
          0 && MARKETPLACE_KEYS.every((k) => bill![k].length === 0);
      return empty ? null : bill!;
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
