import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderLinesRepository } from './order-lines.repository.ts';

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
    await t.user.gql(UPDATE, { billDate: '2026-08-05', data: { flipkart: [line('OD-5')] } });
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
