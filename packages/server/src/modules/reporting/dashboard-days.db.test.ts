// The dashboards' summary per channel and bill date (decision 341, migration 043) equals the same sums
// worked out from scratch over the order lines after each kind of write, each made the way the app
// makes it: a sale report imported, a bill updated, a line returned, a payment report, a payment
// removed, a rate card re-pricing the lines, a listing's Return Cost changed, a line deleted. Each write
// must also change the summary (a summary left as it was would not be kept by that write).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_CHANNELS, createCategory, createListing, createProduct } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SALES_SUM_KEYS, SALES_SUMS, salesSumsOf, sumColumn } from '../../db/dashboard-days.ts';
import { fixedClock } from '../../shared/clock.ts';

const CARD = {
  commissionPercent: [{ from: 300, to: 500, precent: 12 }],
  fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
  collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
};

type Day = { channel: string; billDate: string } & Record<string, unknown>;

describe('the dashboards summary per channel and bill date, after each kind of write', () => {
  let t: TestApp;
  let category: { id: string; version: number };
  let listingId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-06-01T06:00:00Z') });
    const product = await createProduct(t.user, { purchaseCost: 180, gst: 5 });
    category = await createCategory(t.user, 'Flipkart', { ...CARD, effectiveFrom: '2025-01-01' });
    const listing = await createListing(t.user, LISTING_CHANNELS[0], {
      listingPrice: 499,
      returnCost: 15,
      skuid: 'SUM-01',
      products: { connect: [{ id: product.id }] },
      flipkartProductCategory: { connect: { id: category.id } },
    });
    listingId = listing.id;
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;

  /** The sums of every channel and bill date, from the order lines themselves. */
  const fromScratch = async (): Promise<Day[]> => {
    const rows = await sql<Record<string, unknown>>`SELECT l.channel, l.bill_date, ${sql.join(
      SALES_SUM_KEYS.map((k) => sql`${SALES_SUMS[k]} AS ${sql.id(k)}`),
    )} FROM order_lines l GROUP BY l.channel, l.bill_date ORDER BY l.bill_date, l.channel`.execute(db());
    return rows.rows.map((r) => ({
      channel: String(r.channel),
      billDate: String(r.bill_date),
      ...salesSumsOf(r),
    }));
  };

  /** The summary, as the dashboards read it: a read brings it up to date first. */
  const summary = async (): Promise<Day[]> => {
    const read = await t.user.gql(
      `query { salesSummary(where: { billDate_gte: "2022-09-01", billDate_lte: "2026-06-01" }) { revenue } }`,
    );
    expect(read.errors).toBeUndefined();
    const rows = await sql<Record<string, unknown>>`SELECT channel, bill_date, ${sql.join(
      SALES_SUM_KEYS.map((k) => sql`${sql.id(sumColumn(k))} AS ${sql.id(k)}`),
    )} FROM dashboard_days ORDER BY bill_date, channel`.execute(db());
    return rows.rows.map((r) => ({
      channel: String(r.channel),
      billDate: String(r.bill_date),
      ...salesSumsOf(r),
    }));
  };

  /** Runs a write and checks the summary after it: changed, and equal to the sums from scratch. */
  const afterWrite = async (write: () => Promise<unknown>) => {
    const before = await summary();
    await write();
    const after = await summary();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fromScratch());
    return after;
  };

  const upload = async (kind: string, text: string) => {
    const res = await t.user.request(
      'POST',
      `/files/reports/${kind}/flipkart`,
      multipartFile(`${kind}.csv`, text, 'text/csv'),
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const updateBill = async (billDate: string, rows: Record<string, unknown>[]) => {
    const r = await t.user.gql(
      `mutation($billDate: String!, $data: BillInput!) { updateBill(where: {billDate: $billDate}, data: $data) { id } }`,
      { billDate, data: { flipkart: rows } },
    );
    expect(r.errors).toBeUndefined();
  };

  it('is filled by the import of a sale report, and follows an update and a return', async () => {
    const days = await afterWrite(() =>
      upload(
        'sale',
        [
          'Order Id,Ordered On,SKU,Invoice Amount,Quantity',
          'SUM-1,2026-02-27,SUM-01,499,1',
          'SUM-2,2026-03-01,SUM-01,499,2',
          'SUM-4,2026-04-15,SUM-01,499,1',
        ].join('\n'),
      ),
    );
    expect(days.map((d) => [d.billDate, d.lines])).toEqual([
      ['2026-02-27', 1],
      ['2026-03-01', 1],
      ['2026-04-15', 1],
    ]);
    await afterWrite(() =>
      updateBill('2026-03-01', [{ orderId: 'SUM-3', sku: 'OTHER-SKU', invoiceAmount: 420 }]),
    );
    const returned = await afterWrite(() =>
      updateBill('2026-03-01', [
        { orderId: 'SUM-2', sku: 'SUM-01', return: true, returnType: 'courier_return' },
      ]),
    );
    // two units of SUM-01 back, at the listing's Return Cost of ₹15 a unit
    expect(returned.find((d) => d.billDate === '2026-03-01')).toMatchObject({
      returns: 1,
      returnedUnits: 2,
      returnCostPaise: 3000,
    });
  });

  it('follows a payment report and the removal of a payment', async () => {
    await afterWrite(() =>
      upload('payment', 'ORDER ID,DATE,BANK\nSUM-1,2026-03-11,325.00\nSUM-1,2026-03-25,-20.50\n'),
    );
    const where = { channel: 'flipkart', orderId: 'SUM-1', sku: 'SUM-01' };
    const payments = await t.user.gql<{ orderLinePayments: { entryKey: string; amountReceived: number }[] }>(
      `query($where: OrderLineWhereUniqueInput!) { orderLinePayments(where: $where) { entryKey amountReceived } }`,
      { where },
    );
    const refund = payments.data!.orderLinePayments.find((p) => p.amountReceived < 0)!;
    const days = await afterWrite(async () => {
      const r = await t.admin.gql(
        `mutation($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {
          removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) { orderId } }`,
        { where, entryKey: refund.entryKey, reason: 'Booked against the wrong order' },
      );
      expect(r.errors).toBeUndefined();
    });
    expect(days.find((d) => d.billDate === '2026-02-27')).toMatchObject({
      paidLines: 1,
      receivedPaise: 32500,
    });
  });

  it('follows a rate card re-pricing the lines, a listing’s Return Cost and a line deleted', async () => {
    await afterWrite(async () => {
      const r = await t.user.gql(
        `mutation($id: ID!, $data: FlipkartProductCategoryInput!) { updateFlipkartProductCategory(where: {id: $id}, data: $data) { version } }`,
        {
          id: category.id,
          data: {
            commissionPercent: [{ from: 300, to: 500, precent: 20 }],
            effectiveFrom: '2026-03-01',
            version: category.version,
          },
        },
      );
      expect(r.errors).toBeUndefined();
    });
    await afterWrite(() =>
      sql`UPDATE listings SET return_cost_paise = 2500 WHERE id = ${listingId}`.execute(db()),
    );
    const days = await afterWrite(() => sql`DELETE FROM order_lines WHERE order_id = 'SUM-4'`.execute(db()));
    expect(days.map((d) => d.billDate)).toEqual(['2026-02-27', '2026-03-01']);
  });

  it('is summed again whole when the rules of its sums change', async () => {
    const kept = await summary();
    await sql`UPDATE dashboard_days SET revenue_paise = 1`.execute(db());
    await sql`UPDATE dashboard_days_rules SET rules = 'the rules of an older version'`.execute(db());
    expect(await summary()).toEqual(kept);
  });
});
