import { DEFAULT_GST_RULES, DEFAULT_SELLER_PROFILE, type Channel } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBillReads, memoryInvoices } from '../../../test/fakes/memory-invoices.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createBillsService, MAX_BILLS, type MarketplaceOrderSource } from './bills.service.ts';
import type { InvoiceDocumentInput } from './invoice-input.ts';
import { createInvoicesService } from './invoices.service.ts';

// The bills service's rules on in-memory ports: a bill is a date with our documents or marketplace
// orders on it, listed from both sources and paged by date; its arrays are read a page at a time; bad
// dates and pages are refused by field. invoices.db.test.ts runs the same through GraphQL on both databases.
const ACTOR: SessionUser = { id: 'u-1', username: 'asha', role: 'ADMIN' };
const memo = (invoiceDate: string) =>
  ({
    clientName: 'Ravi',
    invoiceDate,
    productLines: [{ description: 'Toy', quantity: 1, rate: 250 }],
  }) as InvoiceDocumentInput;

describe('bills service', () => {
  let bills: ReturnType<typeof createBillsService>;
  const asked: [string, Channel, { first: number; skip: number }][] = [];
  beforeEach(async () => {
    const memory = memoryInvoices();
    const invoices = createInvoicesService({
      store: memory.store,
      clock: fixedClock('2026-11-23T09:00:00.000Z'),
      sellerProfile: async () => ({ ...DEFAULT_SELLER_PROFILE, stateCode: '27' }),
      gstRules: async () => DEFAULT_GST_RULES,
    });
    for (const date of ['2026-11-19', '2026-11-19', '2026-11-19', '2026-11-21'])
      await invoices.save('CASH_MEMO', memo(date), ACTOR);
    asked.length = 0;
    const marketplace: MarketplaceOrderSource = {
      billDates: async (from, to) =>
        ['2026-11-20', '2026-11-21'].filter((d) => (!from || d >= from) && (!to || d <= to)),
      ordersOf: async (billDate, channel, page) => {
        asked.push([billDate, channel, page]);
        return { orders: [{ id: 'l-1', orderId: 'OD1', sku: 'SKU-1' }], count: 1 };
      },
    };
    bills = createBillsService({ invoices: memoryBillReads(memory), marketplace });
  });

  it('lists one bill per date with our documents or marketplace orders, in either order, paged', async () => {
    const dates = async (...args: Parameters<typeof bills.list>) =>
      (await bills.list(...args)).map((b) => b.billDate);
    expect(await dates(null, 'billDate_ASC', 10, 0)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(await dates(null, 'billDate_DESC', 2, 0)).toEqual(['2026-11-21', '2026-11-20']);
    expect(await dates({ billDate_gte: '2026-11-20' }, 'billDate_ASC', 10, 1)).toEqual(['2026-11-21']);
    expect(await bills.get('2026-11-20')).toEqual({ id: '2026-11-20', billDate: '2026-11-20' });
    expect(await bills.get('2026-11-22')).toBeNull();
  });

  it('refuses a date that is not yyyy-MM-dd and a page out of bounds, by field', async () => {
    await expect(bills.list({ billDate_gte: '19-11-2026' }, 'billDate_ASC', 10, 0)).rejects.toMatchObject({
      field: 'billDate_gte',
    });
    await expect(bills.list({ billDate_lte: 'soon' }, 'billDate_ASC', 10, 0)).rejects.toMatchObject({
      field: 'billDate_lte',
    });
    await expect(bills.list(null, 'billDate_ASC', MAX_BILLS + 1, 0)).rejects.toMatchObject({
      field: 'first',
    });
    await expect(bills.list(null, 'billDate_ASC', 10, -1)).rejects.toMatchObject({ field: 'skip' });
    await expect(bills.get('2026-11')).rejects.toMatchObject({ field: 'billDate' });
    await expect(bills.documents('2026-11-19', 'CASH_MEMO', { first: 10_001 })).rejects.toMatchObject({
      field: 'first',
    });
  });

  it("reads a bill's documents and orders a page at a time, with their counts", async () => {
    const page = await bills.documents('2026-11-19', 'CASH_MEMO', { first: 2, skip: 1 });
    expect(page.count).toBe(3);
    // in the order issued: the second and third cash memo of the day
    expect(page.documents.map((d) => d.invoiceNumber.slice(-3))).toEqual(['002', '003']);
    expect(await bills.documents('2026-11-19', 'GST_INVOICE', {})).toEqual({ documents: [], count: 0 });
    expect((await bills.billOrders('2026-11-21', 'flipkart', {})).count).toBe(1);
    // a page of 100 when the query does not say
    expect(asked).toEqual([['2026-11-21', 'flipkart', { first: 100, skip: 0 }]]);
  });
});
