import { DEFAULT_RECONCILIATION_SETTINGS, withheldTaxPaise, type Channel } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_TODAY, line, paid, storeLedgerFixture, storeLines } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// The reconciliation queues as the API pages them out of SQL (issue 43), on the ledger fixture
// (test/ledger-fixture.ts), whose every row and count is worked out by hand there: its Flipkart and
// Amazon lines here, its Little Kid lines in read-model.db.test.ts. No Flipkart line has a listing: the
// queues read the lines alone.

const QUEUES = `query($channel: MarketplaceChannel!, $first: Int, $skip: Int) { reconciliation(channel: $channel) {
  settlementDifferences(first: $first, skip: $skip) { orderId expectedPayout tcs tds received difference accepted { difference reason } }
  settlementDifferenceCount
  acceptedDifferences(first: $first, skip: $skip) { orderId difference accepted { difference reason acceptedBy } }
  acceptedDifferenceCount
  overduePayments(first: $first, skip: $skip) { orderId dueDate daysOverdue expectedSettlement }
  overduePaymentCount
  returnClaims(first: $first, skip: $skip) { orderId returnDate claimDeadline daysLeft returnType }
  returnClaimCount } }`;

type Queues = Record<string, Record<string, unknown>[] | number>;

describe('reconciliation queues (SQL, paged)', () => {
  let t: TestApp;
  const queues = async (channel: Channel, page: { first?: number; skip?: number } = {}) => {
    const r = await t.user.gql<{ reconciliation: Queues }>(QUEUES, { channel, ...page });
    expect(r.errors).toBeUndefined();
    return r.data!.reconciliation;
  };
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(LEDGER_TODAY) });
    await storeLedgerFixture(t);
  });
  afterAll(() => t.close());

  it('lists each queue of a channel in its order with its count, as worked out by hand', async () => {
    const q = await queues('flipkart');
    expect(q.settlementDifferences).toEqual([
      {
        orderId: 'PAID-OLD-RATES',
        expectedPayout: 88,
        tcs: 1,
        tds: 1,
        received: 80,
        difference: -8,
        accepted: null,
      },
      {
        orderId: 'ACCEPTED-STALE',
        expectedPayout: 397.14,
        tcs: 2.38,
        tds: 0.48,
        received: 300,
        difference: -97.14,
        accepted: { difference: -50, reason: 'old' },
      },
      {
        orderId: 'PAID-SHORT',
        expectedPayout: 397.14,
        tcs: 2.38,
        tds: 0.48,
        received: 300,
        difference: -97.14,
        accepted: null,
      },
      {
        orderId: 'PAID-REPORTED-TAX',
        expectedPayout: 100,
        tcs: 0,
        tds: 0,
        received: 98,
        difference: -2,
        accepted: null,
      },
    ]);
    expect(q.settlementDifferenceCount).toBe(4);
    expect(q.acceptedDifferences).toEqual([
      {
        orderId: 'ACCEPTED',
        difference: -97.14,
        accepted: { difference: -97.14, reason: 'penalty', acceptedBy: 'admin' },
      },
    ]);
    expect(q.acceptedDifferenceCount).toBe(1);
    expect(q.overduePayments).toEqual([
      { orderId: 'UNPAID-OLD', dueDate: '2026-09-16', daysOverdue: 34, expectedSettlement: 400 },
      { orderId: 'UNPAID-EDGE', dueDate: '2026-10-19', daysOverdue: 1, expectedSettlement: null },
    ]);
    expect(q.overduePaymentCount).toBe(2);
    expect(q.returnClaims).toEqual([
      {
        orderId: 'RETURN-NO-DATE',
        returnDate: '2026-09-01',
        claimDeadline: '2026-09-16',
        daysLeft: -34,
        returnType: 'courier_return',
      },
      {
        orderId: 'RETURN-OLD',
        returnDate: '2026-09-10',
        claimDeadline: '2026-09-25',
        daysLeft: -25,
        returnType: null,
      },
      {
        orderId: 'RETURN-NOTICE',
        returnDate: '2026-10-12',
        claimDeadline: '2026-10-27',
        daysLeft: 7,
        returnType: null,
      },
    ]);
    expect(q.returnClaimCount).toBe(3);
    const amazon = await queues('amazon');
    expect([amazon.overduePayments, amazon.overduePaymentCount]).toEqual([
      [{ orderId: 'AMAZON-UNPAID', dueDate: '2026-09-16', daysOverdue: 34, expectedSettlement: 400 }],
      1,
    ]);
  });

  it('pages each queue with first and skip, the count still the whole queue', async () => {
    const q = await queues('flipkart', { first: 1, skip: 1 });
    const ids = (k: string) => (q[k] as { orderId: string }[]).map((r) => r.orderId);
    expect(ids('settlementDifferences')).toEqual(['ACCEPTED-STALE']);
    expect(ids('acceptedDifferences')).toEqual([]);
    expect(ids('overduePayments')).toEqual(['UNPAID-EDGE']);
    expect(ids('returnClaims')).toEqual(['RETURN-OLD']);
    expect([q.settlementDifferenceCount, q.overduePaymentCount, q.returnClaimCount]).toEqual([4, 2, 3]);
  });

  it('refuses a page of more than 10,000 rows, or a negative skip, naming the argument', async () => {
    const more = await t.user.gql(QUEUES, { channel: 'flipkart', first: 10_001 });
    expect(more.errors?.[0]).toMatchObject({
      message: 'first must be a whole number from 0 to 10000',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
    const back = await t.user.gql(QUEUES, { channel: 'flipkart', skip: -1 });
    expect(back.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'skip' });
  });

  it('downloads a whole queue as CSV in its order', async () => {
    const res = await t.user.request('GET', '/files/reports/reconciliation/flipkart/overdue-payments.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\uFEFFOrder ID,SKU,Order Date,Due Date,Days Overdue,Expected Settlement\r\n' +
        'UNPAID-OLD,S,2026-09-01,2026-09-16,34,400\r\n' +
        'UNPAID-EDGE,S,2026-10-04,2026-10-19,1,\r\n',
    );
  });

  it("pages a bill's marketplace array with first and skip, counts it, and refuses more than 10,000", async () => {
    const BILL = `query($first: Int, $skip: Int) { bill(where: { billDate: "2026-09-01" }) {
      flipkart(first: $first, skip: $skip) { orderId } amazon { orderId }
      flipkartCount: orderCount(channel: flipkart) amazonCount: orderCount(channel: amazon) } }`;
    const r = await t.user.gql<{ bill: Record<string, unknown> }>(BILL, { first: 2, skip: 1 });
    // 1 Sep's Flipkart lines by order id: ACCEPTED-STALE, PAID-EXACT, PAID-SHORT, PAID-WITHIN, RETURN-NO-DATE, …
    expect(r.data?.bill).toEqual({
      flipkart: [{ orderId: 'PAID-EXACT' }, { orderId: 'PAID-SHORT' }],
      amazon: [{ orderId: 'AMAZON-UNPAID' }],
      flipkartCount: 7,
      amazonCount: 1,
    });
    const more = await t.user.gql(BILL, { first: 10_001 });
    expect(more.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  // Last: it sets the tolerance to ₹0 for every channel.
  it("withholds in SQL exactly the tax core's withheldTaxPaise computes, to the paisa, at every rate and GST", async () => {
    // 2,000 Meesho lines over both rate periods, paid exactly core's expected payout, and 2,000 paid a
    // paisa less: at a tolerance of ₹0 a tax off by a paisa in SQL would list one of the first or miss
    // one of the second
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const dates = ['2024-07-09', '2024-07-10', '2024-09-30', '2024-10-01', '2026-09-01'];
    const lines = Array.from({ length: 4000 }, (_, i) => {
      const invoiceAmountPaise = 100 + (next() % 5_000_000);
      const gstRate = [null, 0, 5, 12, 18, 28][next() % 6]!;
      const billDate = dates[i % dates.length]!;
      const tax = withheldTaxPaise('meesho', billDate, invoiceAmountPaise, gstRate);
      const settlementPaise = invoiceAmountPaise - (next() % 1000);
      const expected = settlementPaise - tax.tcs - tax.tds;
      return line({
        orderId: `M-${i}`,
        channel: 'meesho',
        billDate,
        invoiceAmountPaise,
        gstRate,
        settlementPaise,
        ...paid(i % 2 === 0 ? expected : expected - 1),
      });
    });
    await storeLines(t, lines);
    const SET = `mutation($data: ReconciliationSettingsInput!) { updateReconciliationSettings(data: $data, version: 0) { version } }`;
    const data = { ...DEFAULT_RECONCILIATION_SETTINGS, toleranceRupees: 0 };
    expect((await t.admin.gql(SET, { data })).errors).toBeUndefined();
    const q = await queues('meesho', { first: 10_000 });
    expect(q.settlementDifferenceCount).toBe(2000);
    expect(
      (q.settlementDifferences as { orderId: string; difference: number }[]).every(
        (d) => d.difference === -0.01,
      ),
    ).toBe(true);
  });
});
