// The Check Bills screens' reads (decisions 112 and 126) and a Bill's marketplace arrays, over the
// stored order lines: a tab's page, its count, and the whole tab a part at a time for its CSV. The SQL
// is check-bills.repository.ts (a port from app.ts, decision 061); lines go out as the wire speaks them,
// in rupees (the ledger's wire mapping, bill-order-wire.ts: the GraphQL BillOrder, and rupees for the CSV).
import { checkBillsSearchProblem, isIsoDate, type Channel, type CheckBillsLine } from '@seller-desk/core';
import { badInput } from '../../shared/errors.ts';
import { pageArgs, type Page } from '../../shared/paging.ts';
import { nextTurn } from '../../shared/turns.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import { rupees, toBillOrder } from '../ledger/bill-order-wire.ts';
import type { BillOrderFilter, CheckBillsRecord, CheckBillsRepository } from './check-bills.repository.ts';

/** A Check Bills tab's rows a page holds when the caller does not say (the screen's page). */
const PAGE_DEFAULT = 100;

/** Lines read a part at a time for a download: a few megabytes of rows held at once. */
const EXPORT_PART_LINES = 2_000;

/** A line as Check Bills shows it, in rupees (its CSV download; the screen maps the wire line the same way). */
export function checkBillsLine(l: CheckBillsRecord): CheckBillsLine {
  return {
    orderedOn: l.billDate,
    orderId: l.orderId,
    sku: l.sku,
    quantity: l.quantity,
    invoiceAmount: rupees(l.invoiceAmountPaise),
    purchaseCost: rupees(l.purchaseCostPaise),
    marketplaceFee: rupees(l.marketplaceFeePaise),
    settlement: rupees(l.settlementPaise),
    profit: rupees(l.profitPaise),
    saleType: l.saleType,
    shipToName: l.shipToName,
    city: l.city,
    trackingID: l.trackingId,
    returnType: l.returnType,
    returnDate: l.returnDate,
    pysicallyRecieved: l.pysicallyRecieved,
    podRequestTickeetId: l.podRequestTickeetId,
    condition: l.condition,
    damageDescription: l.damageDescription,
    claimId: l.claimId,
    claimResult: l.claimResult,
    paymentDate: l.paymentDate,
    amountReceived: rupees(l.amountReceivedPaise),
    tcs: rupees(l.tcsWithheldPaise),
    tds: rupees(l.tdsWithheldPaise),
    difference: rupees(l.differencePaise),
  };
}

/** The dates and search of a Check Bills filter, checked (the fields as the query names them). */
function checkFilter(filter: BillOrderFilter): void {
  for (const field of ['from', 'to'] as const)
    if (!isIsoDate(filter[field])) throw badInput(field, `${field} must be a date (yyyy-MM-dd)`);
  if (filter.from > filter.to) throw badInput('from', 'The from date must not be after the to date');
  const searchProblem = checkBillsSearchProblem(filter.search ?? '');
  if (searchProblem) throw badInput('search', searchProblem);
}

export function createCheckBillsService({ lines }: { lines: Bound<CheckBillsRepository> }) {
  return {
    /**
     * One page of a channel's lines billed from `from` to `to` (the Check Bills screens, decision 112):
     * SALE every line, RETURN the returned ones, PAYMENT the paid ones, those matching the search where
     * one is given (decision 126); newest bill date first (`first` 100 unless given, at most 10,000).
     */
    async page(
      filter: BillOrderFilter,
      page: { first?: number | null; skip?: number | null },
    ): Promise<ReturnType<typeof toBillOrder>[]> {
      checkFilter(filter);
      const bounded = pageArgs(page, PAGE_DEFAULT);
      return (await lines.page(filter, bounded)).map(toBillOrder);
    },

    /** How many lines the tab lists in all, so that the screen pages on the server. */
    async count(filter: BillOrderFilter): Promise<number> {
      checkFilter(filter);
      return lines.count(filter);
    },

    /**
     * Every line of a Check Bills filter in the screen's order, as the screen shows it, a part at a
     * time (the tab's CSV download). The filter is checked at once, before any part is read.
     */
    parts(filter: BillOrderFilter): AsyncGenerator<CheckBillsLine[]> {
      checkFilter(filter);
      return (async function* () {
        let after: CheckBillsRecord | null = null;
        for (;;) {
          const part = await lines.after(filter, after, EXPORT_PART_LINES);
          if (part.length > 0) yield part.map(checkBillsLine);
          if (part.length < EXPORT_PART_LINES) return;
          after = part[part.length - 1]!;
          // node:sqlite reads synchronously: other requests get their turn between parts
          await nextTurn();
        }
      })();
    },

    /**
     * One page of a channel's lines on a bill date by order id and SKU, with how many it has: a Bill's
     * marketplace array (billing's MarketplaceOrderSource.ordersOf), the Sale tab of that one date.
     */
    async ordersOf(billDate: string, channel: Channel, page: Page) {
      const filter: BillOrderFilter = { channel, tab: 'SALE', from: billDate, to: billDate };
      const count = await lines.count(filter);
      const orders = count === 0 ? [] : await lines.page(filter, page);
      return { orders: orders.map(toBillOrder), count };
    },
  };
}

export type CheckBillsService = ReturnType<typeof createCheckBillsService>;
