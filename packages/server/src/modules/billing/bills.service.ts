import { isIsoDate, type Channel, type InvoiceKind } from '@seller-desk/core';
import { badInput } from '../../shared/errors.ts';
import { pageArgs, type Page } from '../../shared/paging.ts';
import { oneAtATime } from '../../shared/turns.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { InvoicesRepository } from './invoices.repository.ts';
import { toView, type InvoiceView } from './invoices.service.ts';

/** One marketplace order line of a bill, as the GraphQL BillOrder type returns it. */
export type BillOrderView = { id: string; orderId: string; sku: string } & Record<string, unknown>;

/**
 * Where the marketplace arrays of a bill come from. The report uploads provide one; until then the
 * arrays are empty. `billDates` lists the dates that have orders (for paging the bills together with
 * our documents); `ordersOf` gives one page of a date's orders on one marketplace, with how many it has.
 */
export interface MarketplaceOrderSource {
  billDates(from: string | null, to: string | null): Promise<string[]>;
  ordersOf(
    billDate: string,
    channel: Channel,
    page: Page,
  ): Promise<{ orders: BillOrderView[]; count: number }>;
}

export const noMarketplaceOrders: MarketplaceOrderSource = {
  billDates: async () => [],
  ordersOf: async () => ({ orders: [], count: 0 }),
};

/**
 * A bill: its date. Its arrays of documents and of marketplace orders are read a page at a time when a
 * query asks for them (documents, billOrders): a date of a big sale holds thousands of lines, and
 * `bills` holds up to MAX_BILLS dates, so no array is loaded whole (issue 43).
 */
export interface BillView {
  id: string;
  billDate: string;
}

export const MAX_BILLS = 1000;

/** A bill's array holds this many documents or orders when the query does not say. */
const BILL_PAGE_DEFAULT = 100;

export function createBillsService({
  invoices,
  marketplace = noMarketplaceOrders,
}: {
  /** our documents, read outside a transaction (app.ts binds the billing repository to the database) */
  invoices: Pick<Bound<InvoicesRepository>, 'billDates' | 'pageOnDate' | 'count'>;
  marketplace?: MarketplaceOrderSource;
}) {
  const billOn = (date: string): BillView => ({ id: date, billDate: date });
  // `bills` asks for the arrays of up to MAX_BILLS dates at once: their statements run one at a time
  const inTurn = oneAtATime();

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
      const page = pageArgs({ first, skip }, 1000, MAX_BILLS);
      // all dates in range from both sources; a few thousand dates at most in a decade of trading
      const ours = await invoices.billDates(from, to);
      const theirs = await marketplace.billDates(from, to);
      const all = [...new Set([...ours, ...theirs])].sort();
      if (order === 'billDate_DESC') all.reverse();
      return all.slice(page.skip, page.skip + page.first).map(billOn);
    },
    async get(billDate: string): Promise<BillView | null> {
      if (!isIsoDate(billDate)) throw badInput('billDate', 'billDate must be a date (yyyy-MM-dd)');
      const filed =
        (await invoices.billDates(billDate, billDate)).length > 0 ||
        (await marketplace.billDates(billDate, billDate)).length > 0;
      return filed ? billOn(billDate) : null;
    },

    /**
     * One page of a bill's documents of one kind, in the order issued (`first` by default 100, at most
     * MAX_PAGE_SIZE: more is refused, naming first), with how many it has.
     */
    async documents(
      billDate: string,
      kind: InvoiceKind,
      page: { first?: number | null; skip?: number | null },
    ): Promise<{ documents: InvoiceView[]; count: number }> {
      const bounded = pageArgs(page, BILL_PAGE_DEFAULT);
      return inTurn(async () => {
        const rows = await invoices.pageOnDate(billDate, kind, bounded);
        const filter = { billDateFrom: billDate, billDateTo: billDate, kind };
        return { documents: rows.map(toView), count: await invoices.count(filter) };
      });
    },

    /**
     * One page of a bill's orders on one marketplace, by order id and SKU (`first` by default 100, at
     * most MAX_PAGE_SIZE: more is refused, naming first), with how many it has: a bill date of a big
     * sale holds thousands of lines, so the array is bounded like every list (issue 43).
     */
    billOrders(
      billDate: string,
      channel: Channel,
      page: { first?: number | null; skip?: number | null },
    ): Promise<{ orders: BillOrderView[]; count: number }> {
      const bounded = pageArgs(page, BILL_PAGE_DEFAULT);
      return inTurn(() => marketplace.ordersOf(billDate, channel, bounded));
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
