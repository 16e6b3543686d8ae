import type { CheckBillsTab } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordQueries } from '../../../test/sent-queries.ts';
import { refreshDashboardDays } from '../../db/dashboard-days.ts';
import { orderLinesRepository } from '../ledger/order-lines.repository.ts';
import { checkBillsRepository } from './check-bills.repository.ts';

// The Check Bills screens' query (decision 112): one channel's stored lines in a bill-date range, a page
// at a time with the count of the whole range; Sale lists every line, Return the returned ones, Payment
// the paid ones; newest bill date first.
const UPDATE = `mutation($billDate: String!, $data: BillInput!) {
  updateBill(where: {billDate: $billDate}, data: $data) { id } }`;
const PAGE = `query($where: BillOrderWhereInput!, $first: Int, $skip: Int) {
  billOrders(where: $where, first: $first, skip: $skip) {
    orderedOn orderId sku invoiceAmount return returnDate claimId claimResult paymentReceived amountRecieveFromFlipkart
  }
  billOrderCount(where: $where) }`;

type Line = Record<string, unknown> & { orderId: string; orderedOn: string };

describe('billOrders: the stored lines of the Check Bills screens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const line = (orderId: string, extra: Record<string, unknown> = {}) => ({
      orderId,
      sku: 'KURTA-M',
      invoiceAmount: 499,
      ...extra,
    });
    await t.user.gql(UPDATE, {
      billDate: '2026-08-01',
      data: {
        flipkart: [line('OD-1'), line('OD-2', { return: true, claimId: 'PF-1', claimResult: 'Approved' })],
        amazon: [line('AZ-1')],
      },
    });
    await t.user.gql(UPDATE, {
      billDate: '2026-08-03',
      data: {
        flipkart: [
          line('OD-3', { paymentReceived: true, amountRecieveFromFlipkart: 320.5 }),
          line('OD-4', { return: true }),
        ],
      },
    });
    await t.user.gql(UPDATE, {
      billDate: '2026-08-05',
      data: {
        flipkart: [line('OD-5', { shipToName: 'Asha Verma', trackingID: 'FMPP0098765', sku: 'TOP_10%' })],
      },
    });
    // the return date is written by the return upload only
    const [od2] = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['OD-2']);
    await orderLinesRepository.update(t.app.database.db, od2!.id, { returnDate: '2026-08-10' }, '', null);
  });
  afterAll(() => t.close());

  const page = async (where: Record<string, unknown>, first?: number, skip?: number) => {
    const r = await t.user.gql<{ billOrders: Line[]; billOrderCount: number }>(PAGE, {
      where: {
        channel: 'flipkart',
        tab: 'SALE',
        billDate_gte: '2026-08-01',
        billDate_lte: '2026-08-31',
        ...where,
      },
      first,
      skip,
    });
    expect(r.errors).toBeUndefined();
    return {
      ids: r.data!.billOrders.map((l) => l.orderId),
      lines: r.data!.billOrders,
      count: r.data!.billOrderCount,
    };
  };

  it('Sale lists every line of the channel in the range, newest bill date first, then by order id', async () => {
    expect(await page({})).toMatchObject({ ids: ['OD-5', 'OD-3', 'OD-4', 'OD-1', 'OD-2'], count: 5 });
    // both ends of the range are included; other dates and other channels are not
    expect(await page({ billDate_gte: '2026-08-03', billDate_lte: '2026-08-03' })).toMatchObject({
      ids: ['OD-3', 'OD-4'],
      count: 2,
    });
    expect(await page({ channel: 'amazon' })).toMatchObject({ ids: ['AZ-1'], count: 1 });
  });

  it('Return lists the returned lines with their follow-up; Payment the paid ones', async () => {
    const returns = await page({ tab: 'RETURN' });
    expect(returns).toMatchObject({ ids: ['OD-4', 'OD-2'], count: 2 });
    expect(returns.lines[1]).toMatchObject({
      orderedOn: '2026-08-01',
      return: true,
      returnDate: '2026-08-10',
      claimId: 'PF-1',
      claimResult: 'Approved',
    });
    const payments = await page({ tab: 'PAYMENT' });
    expect(payments).toMatchObject({ ids: ['OD-3'], count: 1 });
    expect(payments.lines[0]).toMatchObject({ paymentReceived: true, amountRecieveFromFlipkart: 320.5 });
  });

  it('pages on the server: each page is the next part of the order, the count is the whole range', async () => {
    const pages = [await page({}, 2, 0), await page({}, 2, 2), await page({}, 2, 4)];
    expect(pages.map((p) => p.ids)).toEqual([['OD-5', 'OD-3'], ['OD-4', 'OD-1'], ['OD-2']]);
    expect(pages.map((p) => p.count)).toEqual([5, 5, 5]);
  });

  it("counts a tab without a search from the dashboards' summary, and the days written since from their lines (decision 370)", async () => {
    const db = t.app.database.db;
    const OCTOBER = { billDate_gte: '2026-10-01', billDate_lte: '2026-10-31' };
    const october = (orderId: string, extra: Record<string, unknown> = {}) => ({
      orderId,
      sku: 'SAREE',
      invoiceAmount: 899,
      ...extra,
    });
    await t.user.gql(UPDATE, {
      billDate: '2026-10-01',
      data: {
        amazon: [
          october('AZ-10'),
          october('AZ-11', { return: true }),
          october('AZ-12', { paymentReceived: true, amountRecieveFromFlipkart: 700 }),
        ],
      },
    });
    await refreshDashboardDays(db);
    /** The three tabs' counts of amazon's October, with the SQL each count sent. */
    const counts = async () => {
      const { db: recording, sent } = recordQueries(db);
      const n: Record<string, number> = {};
      for (const tab of ['SALE', 'RETURN', 'PAYMENT'] as CheckBillsTab[])
        n[tab] = await checkBillsRepository.count(recording, {
          channel: 'amazon',
          tab,
          from: '2026-10-01',
          to: '2026-10-31',
        });
      return { n, linesRead: sent.filter((q) => q.sql.includes('order_lines')) };
    };
    // every day summed: the count reads no line
    const summed = await counts();
    expect(summed.n).toEqual({ SALE: 3, RETURN: 1, PAYMENT: 1 });
    expect(summed.linesRead).toEqual([]);
    // a day written since the summary's refresh is counted from its lines, the others still summed
    await t.user.gql(UPDATE, {
      billDate: '2026-10-02',
      data: { amazon: [october('AZ-13', { return: true }), october('AZ-14')] },
    });
    const marked = await counts();
    expect(marked.n).toEqual({ SALE: 5, RETURN: 2, PAYMENT: 1 });
    expect(marked.linesRead).toHaveLength(3);
    for (const q of marked.linesRead) expect(q.parameters).toContain('2026-10-02');
    expect(await page({ channel: 'amazon', ...OCTOBER })).toMatchObject({
      ids: ['AZ-13', 'AZ-14', 'AZ-10', 'AZ-11', 'AZ-12'],
      count: 5,
    });
    // with a search the lines are counted
    expect(await page({ channel: 'amazon', ...OCTOBER, search: 'az-1' })).toMatchObject({
      count: 5,
    });
  });

  it('finds lines by a part of the order id, SKU, tracking id or buyer, whatever the case (decision 126)', async () => {
    expect(await page({ search: ' od-3 ' })).toMatchObject({ ids: ['OD-3'], count: 1 });
    expect(await page({ search: '0098765' })).toMatchObject({ ids: ['OD-5'], count: 1 });
    expect(await page({ search: 'asha' })).toMatchObject({ ids: ['OD-5'], count: 1 });
    expect(await page({ search: 'kurta-m' })).toMatchObject({ count: 4 });
    // % and _ are looked for as they are, not as any text
    expect(await page({ search: '10%' })).toMatchObject({ ids: ['OD-5'], count: 1 });
    expect(await page({ search: 'TA_M' })).toMatchObject({ ids: [], count: 0 });
    expect(await page({ search: '%' })).toMatchObject({ ids: ['OD-5'], count: 1 });
    // within the tab and the dates
    expect(await page({ tab: 'RETURN', search: 'OD-' })).toMatchObject({ ids: ['OD-4', 'OD-2'], count: 2 });
    expect(await page({ search: 'OD-2', billDate_gte: '2026-08-02' })).toMatchObject({ ids: [], count: 0 });
    expect(await page({ search: '' })).toMatchObject({ count: 5 });
    const tooLong = await t.user.gql(PAGE, {
      where: {
        channel: 'flipkart',
        tab: 'SALE',
        billDate_gte: '2026-08-01',
        billDate_lte: '2026-08-31',
        search: 'x'.repeat(101),
      },
    });
    expect(tooLong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'search' } });
  });

  it("downloads a tab's whole filter as CSV, with the grid's columns", async () => {
    const csv = async (file: string, query: string) => {
      const res = await t.user.request('GET', `/files/reports/bills/flipkart/${file}?${query}`);
      return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
    };
    const sale = await csv('sale.csv', 'from=2026-08-01&to=2026-08-31');
    expect(sale.status).toBe(200);
    expect(sale.type).toContain('text/csv');
    const lines = sale.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFBill Date,Order ID,SKU,Qty,Invoice Amount,Purchase Cost,Marketplace Fee,Settlement,Profit,Sale Type,Ship To,City,Tracking ID',
    );
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['OD-5', 'OD-3', 'OD-4', 'OD-1', 'OD-2']);
    expect(lines[1]).toBe('2026-08-05,OD-5,TOP_10%,1,499,,,,,,Asha Verma,,FMPP0098765');
    expect(lines.at(-1)).toBe('');

    const returns = (await csv('return.csv', 'from=2026-08-01&to=2026-08-31&search=od-2')).body.split('\r\n');
    expect(returns[0]).toContain('Return Type,Return Date,Physically Received');
    expect(returns[1]).toBe('2026-08-01,OD-2,KURTA-M,,2026-08-10,No,,,,PF-1,Approved');
    expect(returns).toHaveLength(3);

    const payments = (await csv('payment.csv', 'from=2026-08-01&to=2026-08-31')).body.split('\r\n');
    expect(payments[0]).toBe(
      '\uFEFFBill Date,Order ID,SKU,Payment Date,Settlement (expected),TCS,TDS,Amount Received,Difference',
    );
    // no settlement expected: TCS and TDS at the rates of the date (0.5 %, 0.1 % of 499), no Difference
    expect(payments[1]).toBe('2026-08-03,OD-3,KURTA-M,,,2.5,0.5,320.5,');

    // the filter is checked before the file starts: a clear refusal, not half a file
    const backwards = await csv('sale.csv', 'from=2026-08-31&to=2026-08-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toContain('The from date must not be after the to date');
    expect((await csv('sale.csv', 'to=2026-08-31')).status).toBe(400);
    expect((await csv('sales.csv', 'from=2026-08-01&to=2026-08-31')).status).toBe(404);
    const anon = await t.anon.request(
      'GET',
      '/files/reports/bills/flipkart/sale.csv?from=2026-08-01&to=2026-08-31',
    );
    expect(anon.statusCode).toBe(401);
  });

  it("shows a payment's TCS, TDS and Difference as Reconciliation does (decision 265), in the grid and its CSV", async () => {
    await t.user.gql(UPDATE, {
      billDate: '2026-09-02',
      data: {
        flipkart: [
          { orderId: 'OD-P', sku: 'KURTA-M', invoiceAmount: 499, flipkartsetlment: 328.06 },
          { orderId: 'OD-R', sku: 'KURTA-M', invoiceAmount: 499, flipkartsetlment: 328.06, return: true },
        ],
      },
    });
    // the payment report's TCS where it gave one; TDS at the date's rate (0.1 % of 499: 0.50)
    const [p, r] = await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['OD-P', 'OD-R']);
    const paid = { paymentReceived: true, amountReceivedPaise: 32050, paymentDate: '2026-09-20' };
    await orderLinesRepository.update(t.app.database.db, p!.id, { ...paid, tcsPaise: 300 }, '', null);
    await orderLinesRepository.update(t.app.database.db, r!.id, paid, '', null);
    const where = {
      channel: 'flipkart',
      tab: 'PAYMENT',
      billDate_gte: '2026-09-01',
      billDate_lte: '2026-09-30',
    };
    const grid = await t.user.gql<{ billOrders: Record<string, unknown>[] }>(
      `query($where: BillOrderWhereInput!) { billOrders(where: $where) { orderId tcs tds difference } }`,
      { where },
    );
    // 320.50 − (328.06 − 3.00 − 0.50) = −4.06; a returned line is not compared
    expect(grid.data!.billOrders).toEqual([
      { orderId: 'OD-P', tcs: 3, tds: 0.5, difference: -4.06 },
      { orderId: 'OD-R', tcs: null, tds: null, difference: null },
    ]);
    const queue = await t.user.gql<{ reconciliation: { settlementDifferences: Record<string, unknown>[] } }>(
      `{ reconciliation(channel: flipkart) { settlementDifferences(first: 1000) { orderId tcs tds difference } } }`,
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data!.reconciliation.settlementDifferences).toContainEqual({
      orderId: 'OD-P',
      tcs: 3,
      tds: 0.5,
      difference: -4.06,
    });
    const csv = await t.user.request(
      'GET',
      '/files/reports/bills/flipkart/payment.csv?from=2026-09-01&to=2026-09-30',
    );
    expect(csv.body.split('\r\n').slice(1, 3)).toEqual([
      '2026-09-02,OD-P,KURTA-M,2026-09-20,328.06,3,0.5,320.5,-4.06',
      '2026-09-02,OD-R,KURTA-M,2026-09-20,328.06,,,320.5,',
    ]);
  });

  it('downloads a range longer than one part whole, each line once, in the order of the pages', async () => {
    // 4,100 lines on two bill dates: the parts of 2,000 end inside a bill date, so a part must start
    // after the last line of the one before by (order id, SKU, id), not by the date alone
    const at = new Date().toISOString();
    const many = Array.from({ length: 4_100 }, (_, i) => ({
      id: crypto.randomUUID(),
      channel: 'meesho' as const,
      orderId: `M-${String(i % 2_050).padStart(5, '0')}`,
      sku: i < 2_050 ? 'A' : 'B',
      billDate: i % 2 === 0 ? '2026-07-01' : '2026-07-02',
      invoiceAmountPaise: 10_000 + i,
      quantity: 1,
    })) as unknown as Parameters<typeof orderLinesRepository.insertNew>[1];
    await orderLinesRepository.insertNew(t.app.database.db, many, at, null);
    const res = await t.user.request(
      'GET',
      '/files/reports/bills/meesho/sale.csv?from=2026-07-01&to=2026-07-31',
    );
    const rows = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split(','));
    expect(rows).toHaveLength(4_100);
    expect(new Set(rows.map((r) => `${r[1]}|${r[2]}`)).size).toBe(4_100);
    const r = await t.user.gql<{ billOrders: Line[] }>(PAGE, {
      where: { channel: 'meesho', tab: 'SALE', billDate_gte: '2026-07-01', billDate_lte: '2026-07-31' },
      first: 4_100,
    });
    expect(rows.map((row) => `${row[1]}|${row[2]}`)).toEqual(
      r.data!.billOrders.map((l) => `${l.orderId}|${l.sku as string}`),
    );
  });

  it('refuses a bad range or page with the field named, and anonymous callers', async () => {
    const where = {
      channel: 'flipkart',
      tab: 'SALE',
      billDate_gte: '2026-08-31',
      billDate_lte: '2026-08-01',
    };
    const backwards = await t.user.gql(PAGE, { where });
    expect(backwards.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
    const notADate = await t.user.gql(PAGE, { where: { ...where, billDate_lte: '31-08-2026' } });
    expect(notADate.errors?.[0]?.extensions?.field).toBe('to');
    const tooMany = await t.user.gql(PAGE, {
      where: { ...where, billDate_gte: '2026-08-01' },
      first: 10_001,
    });
    expect(tooMany.errors?.[0]?.extensions?.field).toBe('first');
    // each of the two fields refuses an unsigned request on its own
    for (const field of ['billOrders(where: $where) { orderId }', 'billOrderCount(where: $where)']) {
      const anon = await t.anon.gql(`query($where: BillOrderWhereInput!) { ${field} }`, {
        where: { ...where, billDate_gte: '2026-08-01' },
      });
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(anon.data).toBeNull();
    }
  });
});
