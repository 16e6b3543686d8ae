import { acceptedDifferencesRepository } from '../ledger/accepted-differences.repository.ts';
import { DEFAULT_RECONCILIATION_SETTINGS, withheldTaxPaise, type Channel } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { orderLinesRepository, type OrderLineValues } from '../ledger/order-lines.repository.ts';

// The reconciliation queues as the API pages them out of SQL (issue 43), on a fixture whose every row
// and count is worked out by hand below, at the default settings: tolerance ₹1, payment cycle 15 days,
// Flipkart's claim window 15 days, a return listed after 30 days or 7 days before its window closes.
// Today is 20 Oct 2026 (India). No line has a listing: the queues read the lines alone.

const AT = '2026-10-01T10:00:00.000Z';

/** A stored line with nothing set but what a test gives. */
function line(v: Partial<OrderLineValues> & { orderId: string; billDate: string }): OrderLineValues & {
  id: string;
} {
  return {
    id: crypto.randomUUID(),
    channel: 'flipkart',
    sku: 'S',
    listingId: null,
    invoiceAmountPaise: 49900,
    quantity: 1,
    shipToName: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    pinCode: null,
    trackingId: null,
    email: null,
    phone: null,
    marketplaceInvoiceNo: null,
    marketplaceInvoiceDate: null,
    cgstRate: null,
    sgstRate: null,
    igstRate: null,
    gstRate: 5,
    purchaseCostPaise: null,
    settlementPaise: 40000,
    marketplaceFeePaise: null,
    profitPaise: null,
    saleType: null,
    isReturn: false,
    returnType: null,
    returnDate: null,
    pysicallyRecieved: false,
    podRequestTickeetId: null,
    condition: null,
    damageDescription: null,
    claimId: null,
    claimResult: null,
    paymentReceived: false,
    paymentDate: null,
    amountReceivedPaise: null,
    reportedSalePaise: null,
    reportedFeesPaise: null,
    reportedFeeLines: null,
    tcsPaise: null,
    tdsPaise: null,
    ...v,
  };
}

/** Paid on 1 Oct 2026, `received` paise. */
const paid = (received: number) => ({
  paymentReceived: true,
  paymentDate: '2026-10-01',
  amountReceivedPaise: received,
});

// ₹499 at 5 % GST ordered after Oct 2024: taxable 47,523.81 paise, TCS 0.5 % = 238, TDS 0.1 % = 48;
// a settlement of ₹400 is then an expected payout of 40000 − 238 − 48 = 39714 paise.
const FIXTURE = [
  line({ orderId: 'PAID-EXACT', billDate: '2026-09-01', ...paid(39714) }),
  // a part payment: 30000 − 39714 = −9714
  line({ orderId: 'PAID-SHORT', billDate: '2026-09-01', ...paid(30000) }),
  // 39800 − 39714 = 86 paise, within the ₹1 tolerance
  line({ orderId: 'PAID-WITHIN', billDate: '2026-09-01', ...paid(39800) }),
  // ordered 9 Jul 2024, at the old rates (TCS 1 %, TDS 1 %): ₹105 at 5 % is 10000 taxable, 100 + 100
  // withheld; 9000 − 200 = 8800 expected, 8000 received: −800
  line({
    orderId: 'PAID-OLD-RATES',
    billDate: '2024-07-09',
    invoiceAmountPaise: 10500,
    settlementPaise: 9000,
    ...paid(8000),
  }),
  // the payment report's own TCS and TDS (0) win over the computed ones: 9800 − 10000 = −200
  line({
    orderId: 'PAID-REPORTED-TAX',
    billDate: '2026-09-02',
    settlementPaise: 10000,
    tcsPaise: 0,
    tdsPaise: 0,
    ...paid(9800),
  }),
  // accepted at −9714, its difference now: in the accepted list
  line({ orderId: 'ACCEPTED', billDate: '2026-09-03', ...paid(30000) }),
  // accepted at −5000 before a later payment made it −9714: open again
  line({ orderId: 'ACCEPTED-STALE', billDate: '2026-09-01', ...paid(30000) }),
  // unpaid: due 16 Sep, 34 days overdue
  line({ orderId: 'UNPAID-OLD', billDate: '2026-09-01' }),
  // unpaid: due 19 Oct, 1 day overdue
  line({ orderId: 'UNPAID-EDGE', billDate: '2026-10-04', settlementPaise: null }),
  // unpaid: due today, not overdue yet
  line({ orderId: 'UNPAID-DUE-TODAY', billDate: '2026-10-05' }),
  // returned 10 Sep, not received: 40 days old; claim by 25 Sep, 25 days ago
  line({ orderId: 'RETURN-OLD', billDate: '2026-09-05', isReturn: true, returnDate: '2026-09-10' }),
  // returned 12 Oct: 8 days old, but its window closes 27 Oct, in 7 days
  line({ orderId: 'RETURN-NOTICE', billDate: '2026-10-01', isReturn: true, returnDate: '2026-10-12' }),
  // returned 13 Oct: its window closes in 8 days, not listed yet
  line({ orderId: 'RETURN-FRESH', billDate: '2026-10-01', isReturn: true, returnDate: '2026-10-13' }),
  // received back: not listed
  line({
    orderId: 'RETURN-RECEIVED',
    billDate: '2026-09-05',
    isReturn: true,
    returnDate: '2026-09-10',
    pysicallyRecieved: true,
  }),
  // no return date: counted from its order date, 1 Sep; claim by 16 Sep
  line({ orderId: 'RETURN-NO-DATE', billDate: '2026-09-01', isReturn: true, returnType: 'courier_return' }),
  // a paid return is no payment difference, and no overdue payment
  line({
    orderId: 'RETURN-PAID',
    billDate: '2026-09-01',
    isReturn: true,
    pysicallyRecieved: true,
    ...paid(1),
  }),
  // another channel's lines are not Flipkart's
  line({ orderId: 'AMAZON-UNPAID', billDate: '2026-09-01', channel: 'amazon' }),
];

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
    t = await createTestApp({ clock: fixedClock('2026-10-20T06:00:00Z') });
    const db = t.app.database.db;
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .executeTakeFirstOrThrow();
    await withTransaction(db, async (tx) => {
      await orderLinesRepository.insertNew(tx, FIXTURE, AT, null);
      const idOf = (orderId: string) => FIXTURE.find((l) => l.orderId === orderId)!.id;
      await acceptedDifferencesRepository.setAcceptance(
        tx,
        idOf('ACCEPTED'),
        { differencePaise: -9714, reason: 'penalty' },
        AT,
        admin.id,
      );
      await acceptedDifferencesRepository.setAcceptance(
        tx,
        idOf('ACCEPTED-STALE'),
        { differencePaise: -5000, reason: 'old' },
        AT,
        admin.id,
      );
    });
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
    await withTransaction(t.app.database.db, async (tx) => {
      for (let i = 0; i < lines.length; i += 500)
        await orderLinesRepository.insertNew(tx, lines.slice(i, i + 500), AT, null);
    });
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
