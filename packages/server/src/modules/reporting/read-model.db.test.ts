import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_TODAY, storeLedgerFixture } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Each read-model aggregate (issue 36 item 5) on the ledger fixture (test/ledger-fixture.ts), against
// totals worked out by hand from its lines: Check Bills' counts, pages and downloads per tab, and the
// reconciliation queues with their counts, on the Little Kid lines that mix lines with a listing and
// without one, returns and part payments. reconciliation-queues.db.test.ts reads its Flipkart lines.

const TABS = `query($where: BillOrderWhereInput!, $first: Int, $skip: Int) {
  billOrders(where: $where, first: $first, skip: $skip) { orderId }
  billOrderCount(where: $where) }`;

const QUEUES = `query { reconciliation(channel: littleKid) {
  settlementDifferences { orderId expectedPayout tcs tds received difference }
  settlementDifferenceCount
  acceptedDifferences { orderId } acceptedDifferenceCount
  overduePayments { orderId dueDate daysOverdue expectedSettlement }
  overduePaymentCount
  returnClaims { orderId returnDate claimDeadline daysLeft }
  returnClaimCount } }`;

type Channel = 'flipkart' | 'littleKid';
type Tab = 'SALE' | 'RETURN' | 'PAYMENT';

/** The sum of a money column of a CSV download, in paise (its cells have no commas or quotes). */
function columnSumPaise(csv: string, title: string): number {
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const at = header!.split(',').indexOf(title);
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.reduce((sum, row) => sum + Math.round(Number(row.split(',')[at] || 0) * 100), 0);
}

describe('the read model on the ledger fixture, against totals worked out by hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(LEDGER_TODAY) });
    await storeLedgerFixture(t);
  });
  afterAll(() => t.close());

  const tab = async (
    channel: Channel,
    tab: Tab,
    range: { from?: string; to?: string; search?: string; first?: number; skip?: number } = {},
  ) => {
    const { from = '2026-09-01', to = '2026-10-31', search, first, skip } = range;
    const where = { channel, tab, billDate_gte: from, billDate_lte: to, ...(search ? { search } : {}) };
    const r = await t.user.gql<{ billOrders: { orderId: string }[]; billOrderCount: number }>(TABS, {
      where,
      first,
      skip,
    });
    expect(r.errors).toBeUndefined();
    return { ids: r.data!.billOrders.map((l) => l.orderId), count: r.data!.billOrderCount };
  };

  it('counts each Check Bills tab of a channel in a date range, lines with a listing and without alike', async () => {
    // Little Kid, 1 Sep – 31 Oct: all 10 of its lines but LK-AUGUST-UNPAID (31 Aug) = 9 on Sale;
    // LK-LISTED-RETURN, LK-UNLISTED-RETURN, LK-RETURN-PAID-PART = 3 on Return;
    // LK-LISTED-PAID, LK-LISTED-PART, LK-UNLISTED-PART, LK-UNLISTED-SHORT, LK-RETURN-PAID-PART = 5 on Payment
    expect((await tab('littleKid', 'SALE')).count).toBe(9);
    expect((await tab('littleKid', 'RETURN')).count).toBe(3);
    expect((await tab('littleKid', 'PAYMENT')).count).toBe(5);
    // from 31 Aug: LK-AUGUST-UNPAID too, 9 + 1 = 10; only 31 Aug: it alone
    expect((await tab('littleKid', 'SALE', { from: '2026-08-31' })).count).toBe(10);
    expect(await tab('littleKid', 'SALE', { from: '2026-08-31', to: '2026-08-31' })).toEqual({
      ids: ['LK-AUGUST-UNPAID'],
      count: 1,
    });
    // Flipkart, 1 Sep – 31 Oct: its 16 lines but PAID-OLD-RATES (9 Jul 2024) = 15 on Sale; the six
    // RETURN-… lines on Return; PAID-EXACT, PAID-SHORT, PAID-WITHIN, PAID-REPORTED-TAX, ACCEPTED,
    // ACCEPTED-STALE and RETURN-PAID = 7 on Payment
    expect((await tab('flipkart', 'SALE')).count).toBe(15);
    expect((await tab('flipkart', 'RETURN')).count).toBe(6);
    expect((await tab('flipkart', 'PAYMENT')).count).toBe(7);
    // "paid", any case: the four PAID-…, the three UNPAID-… and RETURN-PAID = 8
    expect((await tab('flipkart', 'SALE', { search: 'paid' })).count).toBe(8);
    // "listed" on Payment: LK-LISTED-PAID, LK-LISTED-PART, LK-UNLISTED-PART, LK-UNLISTED-SHORT = 4
    expect((await tab('littleKid', 'PAYMENT', { search: 'listed' })).count).toBe(4);
  });

  it('pages a Check Bills tab newest bill date first, then by order id, the count the whole tab', async () => {
    // Little Kid's Sale tab by bill date, newest first: 10 Oct, 25 Sep, 20 Sep (…-RETURN before
    // …-SHORT), 12 Sep, 8 Sep, 7 Sep, 6 Sep, 5 Sep
    const order = [
      'LK-UNLISTED-UNPAID',
      'LK-LISTED-UNPAID',
      'LK-UNLISTED-RETURN',
      'LK-UNLISTED-SHORT',
      'LK-LISTED-RETURN',
      'LK-RETURN-PAID-PART',
      'LK-UNLISTED-PART',
      'LK-LISTED-PART',
      'LK-LISTED-PAID',
    ];
    expect(await tab('littleKid', 'SALE')).toEqual({ ids: order, count: 9 });
    expect(await tab('littleKid', 'SALE', { first: 4, skip: 4 })).toEqual({
      ids: order.slice(4, 8),
      count: 9,
    });
    expect(await tab('littleKid', 'SALE', { first: 4, skip: 8 })).toEqual({ ids: order.slice(8), count: 9 });
    expect(await tab('littleKid', 'RETURN')).toEqual({
      ids: ['LK-UNLISTED-RETURN', 'LK-LISTED-RETURN', 'LK-RETURN-PAID-PART'],
      count: 3,
    });
  });

  it("downloads a tab whole, its money columns adding up to the lines' sums", async () => {
    const csv = async (file: string) => {
      const res = await t.user.request(
        'GET',
        `/files/reports/bills/little-kid/${file}?from=2026-09-01&to=2026-10-31`,
      );
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const sale = await csv('sale.csv');
    // 9 lines: 8 at ₹499 and LK-UNLISTED-SHORT at ₹449.50 = 399200 + 44950 = 444150 paise
    expect(columnSumPaise(sale, 'Invoice Amount')).toBe(444150);
    // each settles ₹400: 9 × 40000 = 360000
    expect(columnSumPaise(sale, 'Settlement')).toBe(360000);
    const payment = await csv('payment.csv');
    // received: 40000 + 25000 + 39950 + 10000 + 5000 (the return's part payment) = 119950
    expect(columnSumPaise(payment, 'Amount Received')).toBe(119950);
    // received − (settlement − TCS − TDS) per line (an own store withholds none): 0 − 15000 − 50 − 30000
    // = −45050; the returned line's part payment has no Difference (decision 265)
    expect(columnSumPaise(payment, 'Difference')).toBe(-45050);
  });

  it('lists each reconciliation queue of a channel with its count, as worked out by hand', async () => {
    const r = await t.user.gql<{ reconciliation: Record<string, unknown> }>(QUEUES);
    expect(r.errors).toBeUndefined();
    const q = r.data!.reconciliation;
    // paid, not returned, off the settlement by more than ₹1 (an own store withholds no tax):
    // LK-LISTED-PART −₹150 (6 Sep), LK-UNLISTED-SHORT −₹300 (20 Sep); LK-UNLISTED-PART is −₹0.50,
    // LK-LISTED-PAID ₹0, and LK-RETURN-PAID-PART is a return
    expect(q.settlementDifferences).toEqual([
      { orderId: 'LK-LISTED-PART', expectedPayout: 400, tcs: 0, tds: 0, received: 250, difference: -150 },
      { orderId: 'LK-UNLISTED-SHORT', expectedPayout: 400, tcs: 0, tds: 0, received: 100, difference: -300 },
    ]);
    expect(q.settlementDifferenceCount).toBe(2);
    expect([q.acceptedDifferences, q.acceptedDifferenceCount]).toEqual([[], 0]);
    // unpaid, not returned, older than 15 days: LK-AUGUST-UNPAID (due 15 Sep, 35 days), LK-LISTED-UNPAID
    // (due 10 Oct, 10 days); LK-UNLISTED-UNPAID is due 25 Oct
    expect(q.overduePayments).toEqual([
      { orderId: 'LK-AUGUST-UNPAID', dueDate: '2026-09-15', daysOverdue: 35, expectedSettlement: 400 },
      { orderId: 'LK-LISTED-UNPAID', dueDate: '2026-10-10', daysOverdue: 10, expectedSettlement: 400 },
    ]);
    expect(q.overduePaymentCount).toBe(2);
    // returns not received: LK-LISTED-RETURN (35 days old; window closed 15 Oct), LK-UNLISTED-RETURN (25
    // days old, its window closes 25 Oct, within 7 days); LK-RETURN-PAID-PART was received
    expect(q.returnClaims).toEqual([
      { orderId: 'LK-LISTED-RETURN', returnDate: '2026-09-15', claimDeadline: '2026-10-15', daysLeft: -5 },
      { orderId: 'LK-UNLISTED-RETURN', returnDate: '2026-09-25', claimDeadline: '2026-10-25', daysLeft: 5 },
    ]);
    expect(q.returnClaimCount).toBe(2);
  });
});
