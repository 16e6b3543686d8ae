// One ledger every read-model aggregate is tested on (issue 36 item 5): Check Bills' pages and counts
// per tab, the reconciliation queues and their counts. Each test works its expected rows and totals out
// by hand from the lines below, at the default reconciliation settings (tolerance ₹1, payment cycle 15
// days, claim window 15 days on Flipkart and 30 elsewhere, a return listed after 30 days or 7 days before
// its window closes) and today 20 Oct 2026 in India. It holds returns, part payments, and lines with and
// without a listing: a read that dropped the lines without one, or counted a return as a sale paid,
// would miss a total.
import { withTransaction } from '../src/shared/transaction.ts';
import { acceptedDifferencesRepository } from '../src/modules/ledger/accepted-differences.repository.ts';
import { orderLinesRepository } from '../src/modules/ledger/order-lines.repository.ts';
import type { OrderLineValues } from '../src/modules/ledger/order-line-record.ts';
import { createListing, LISTING_CHANNELS, orderLineValues } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** "Today" of the tests on this ledger: 20 Oct 2026, 11:30 in India. */
export const LEDGER_TODAY = '2026-10-20T06:00:00Z';

const AT = '2026-10-01T10:00:00.000Z';

/** Stands for the id of a Little Kid listing the fixture creates as it is stored. */
const LISTED = 'the fixture listing';

/** A line of the fixture: a Flipkart line of ₹499 at 5 % GST settling ₹400, unless the test says. */
export function line(v: Partial<OrderLineValues> & { orderId: string; billDate: string }) {
  return orderLineValues({ gstRate: 5, settlementPaise: 40000, ...v });
}

/** Paid on 1 Oct 2026, `received` paise. */
export const paid = (received: number) => ({
  paymentReceived: true,
  paymentDate: '2026-10-01',
  amountReceivedPaise: received,
});

/** Little Kid, the seller's own store: nothing withheld, so the expected payout is the settlement (₹400). */
const littleKid = (v: Partial<OrderLineValues> & { orderId: string; billDate: string }) =>
  line({ channel: 'littleKid', ...v });

// Flipkart: ₹499 at 5 % GST ordered after Oct 2024: taxable 47,523.81 paise, TCS 0.5 % = 238, TDS 0.1 %
// = 48; a settlement of ₹400 is then an expected payout of 40000 − 238 − 48 = 39714 paise.
export const LEDGER_FIXTURE = [
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

  // Little Kid: half of its lines sell a listing, half name none (a SKU matched by hand, say).
  // paid in full, 40000 − 40000 = 0
  littleKid({ orderId: 'LK-LISTED-PAID', billDate: '2026-09-05', listingId: LISTED, ...paid(40000) }),
  // a part payment: 25000 − 40000 = −15000
  littleKid({ orderId: 'LK-LISTED-PART', billDate: '2026-09-06', listingId: LISTED, ...paid(25000) }),
  // a part payment within the tolerance: 39950 − 40000 = −50
  littleKid({ orderId: 'LK-UNLISTED-PART', billDate: '2026-09-07', ...paid(39950) }),
  // ₹449.50, paid a quarter: 10000 − 40000 = −30000
  littleKid({
    orderId: 'LK-UNLISTED-SHORT',
    billDate: '2026-09-20',
    invoiceAmountPaise: 44950,
    ...paid(10000),
  }),
  // unpaid: due 10 Oct, 10 days overdue
  littleKid({ orderId: 'LK-LISTED-UNPAID', billDate: '2026-09-25', listingId: LISTED }),
  // unpaid: due 25 Oct, not yet
  littleKid({ orderId: 'LK-UNLISTED-UNPAID', billDate: '2026-10-10' }),
  // returned 15 Sep, not received: 35 days old; claim by 15 Oct, 5 days ago
  littleKid({
    orderId: 'LK-LISTED-RETURN',
    billDate: '2026-09-12',
    listingId: LISTED,
    isReturn: true,
    returnDate: '2026-09-15',
  }),
  // returned 25 Sep, not received: 25 days old, but its window closes 25 Oct, in 5 days
  littleKid({
    orderId: 'LK-UNLISTED-RETURN',
    billDate: '2026-09-20',
    isReturn: true,
    returnDate: '2026-09-25',
    returnType: 'customer_return',
  }),
  // returned and received after a part payment of ₹50: on the Return and Payment tabs, in no queue
  littleKid({
    orderId: 'LK-RETURN-PAID-PART',
    billDate: '2026-09-08',
    isReturn: true,
    returnDate: '2026-09-09',
    pysicallyRecieved: true,
    ...paid(5000),
  }),
  // ordered 31 Aug, unpaid: due 15 Sep, 35 days overdue; before a September range of Check Bills
  littleKid({ orderId: 'LK-AUGUST-UNPAID', billDate: '2026-08-31', invoiceAmountPaise: 29900 }),
];

const idOf = (orderId: string) => LEDGER_FIXTURE.find((l) => l.orderId === orderId)!.id;

/**
 * Stores the fixture through the ledger's repository, with a Little Kid listing for the lines that sell
 * one, and the two acceptances an ADMIN made (ACCEPTED at −₹97.14, ACCEPTED-STALE at −₹50).
 */
export async function storeLedgerFixture(t: TestApp): Promise<void> {
  const listing = await createListing(
    t.user,
    LISTING_CHANNELS.find((c) => c.name === 'LittleKid')!,
  );
  const db = t.app.database.db;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  const lines = LEDGER_FIXTURE.map((l) => (l.listingId === LISTED ? { ...l, listingId: listing.id } : l));
  await withTransaction(db, async (tx) => {
    await orderLinesRepository.insertNew(tx, lines, AT, null);
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
}

/** Stores more lines in one transaction, 500 a statement (a test's own, beside the fixture). */
export async function storeLines(t: TestApp, lines: readonly (OrderLineValues & { id: string })[]) {
  await withTransaction(t.app.database.db, async (tx) => {
    for (let i = 0; i < lines.length; i += 500)
      await orderLinesRepository.insertNew(tx, lines.slice(i, i + 500), AT, null);
  });
}
