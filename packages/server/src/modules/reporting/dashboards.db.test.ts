import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, LISTING_CHANNELS } from '../../../test/factories.ts';
import { LEDGER_TODAY, line, paid, storeLines } from '../../../test/ledger-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Every dashboard aggregate (issue 42) on a ledger of two channels, against totals worked out by hand
// from the lines below: Meesho withholds TCS and TDS, Little Kid (an own store) does not; returns with a
// listing (its Return Cost) and without one (none), an RTO, part payments, a returned line paid a part,
// lines without a listing, and lines either side of October's first midnight in India (bill dates are
// India's dates: an order at 00:10 on 1 Oct India time, 30 Sep 18:40 UTC, is billed 1 Oct).
// Today is 20 Oct 2026 in India. Money in paise in the comments, rupees on the wire.

const SUMS = `key channel orders lines units revenue marketplaceFees settlement purchaseCost tcs tds
  returns returnedUnits rtoReturns returnCost netProfit returnRate paidLines received expectedPayout difference`;

const OCTOBER = { billDate_gte: '2026-10-01', billDate_lte: '2026-10-31' };

describe('the dashboards on a ledger of two channels, against totals worked out by hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(LEDGER_TODAY) });
    const meesho = await createListing(
      t.user,
      LISTING_CHANNELS.find((c) => c.name === 'Meesho')!,
      {
        returnCost: 15,
      },
    );
    const littleKid = await createListing(
      t.user,
      LISTING_CHANNELS.find((c) => c.name === 'LittleKid')!,
      {
        returnCost: 25,
      },
    );
    const m = (v: Parameters<typeof line>[0]) => line({ channel: 'meesho', ...v });
    const lk = (v: Parameters<typeof line>[0]) => line({ channel: 'littleKid', ...v });
    // a unit of KURTA on Meesho: ₹499, fee 10000, settlement 39900, purchase cost 18000, profit 4000
    const kurta = {
      sku: 'KURTA',
      listingId: meesho.id,
      marketplaceFeePaise: 10000,
      settlementPaise: 39900,
      purchaseCostPaise: 18000,
      profitPaise: 4000,
    };
    const blanket = { sku: 'BLANKET', listingId: littleKid.id };
    await storeLines(t, [
      // Meesho, at 5 % GST. M1: ₹998 taxable 95047.62: TCS 0.5 % 475, TDS 0.1 % 95; expected 79800 − 570
      // = 79230, received 79000: −230
      m({
        orderId: 'M1',
        billDate: '2026-10-01',
        ...kurta,
        quantity: 2,
        invoiceAmountPaise: 99800,
        marketplaceFeePaise: 20000,
        settlementPaise: 79800,
        purchaseCostPaise: 36000,
        profitPaise: 8000,
        ...paid(79000),
      }),
      // the payment report's TCS and TDS (0) win: expected 39900, received a part, 20000: −19900
      m({ orderId: 'M2', billDate: '2026-10-01', ...kurta, tcsPaise: 0, tdsPaise: 0, ...paid(20000) }),
      // a customer return of a listed SKU: its Return Cost ₹15 a unit
      m({ orderId: 'M3', billDate: '2026-10-02', ...kurta, isReturn: true, returnType: 'customer_return' }),
      // an RTO of 3 units of a SKU with no listing: no return cost
      m({
        orderId: 'M4',
        billDate: '2026-10-05',
        sku: 'TOY',
        quantity: 3,
        invoiceAmountPaise: 30000,
        marketplaceFeePaise: 6000,
        settlementPaise: 24000,
        purchaseCostPaise: 9000,
        profitPaise: 3000,
        isReturn: true,
        returnType: 'RTO_COMPLETE',
      }),
      // unpaid, no listing: ₹100 taxable 9523.81, TCS 48, TDS 10; awaiting 8000 − 58 = 7942
      m({
        orderId: 'M5',
        billDate: '2026-10-05',
        sku: 'TOY',
        invoiceAmountPaise: 10000,
        marketplaceFeePaise: 2000,
        settlementPaise: 8000,
        purchaseCostPaise: 3000,
        profitPaise: 1000,
      }),
      // 30 Sep, the last day before October: unpaid, ₹499 taxable 47523.81, TCS 238, TDS 48; awaiting 39614
      m({ orderId: 'M-SEP-30', billDate: '2026-09-30', ...kurta }),
      // August, unpaid, not priced: awaiting, 0 expected
      m({ orderId: 'M-AUG', billDate: '2026-08-01', sku: 'TOY', settlementPaise: null }),
      // Little Kid: nothing withheld. Paid in full: 0
      lk({
        orderId: 'L1',
        billDate: '2026-10-01',
        ...blanket,
        invoiceAmountPaise: 40000,
        marketplaceFeePaise: 0,
        settlementPaise: 40000,
        purchaseCostPaise: 14200,
        profitPaise: 20000,
        ...paid(40000),
      }),
      // an RTO of 2 units of a listed SKU (₹25 each), paid ₹50 before it came back
      lk({
        orderId: 'L2',
        billDate: '2026-10-31',
        ...blanket,
        quantity: 2,
        invoiceAmountPaise: 80000,
        marketplaceFeePaise: 0,
        settlementPaise: 80000,
        purchaseCostPaise: 28400,
        profitPaise: 40000,
        isReturn: true,
        returnType: 'courier_return',
        ...paid(5000),
      }),
      // the Meesho SKU sold on Little Kid too, with no listing; unpaid: awaiting 45000
      lk({
        orderId: 'L4',
        billDate: '2026-10-10',
        sku: 'KURTA',
        invoiceAmountPaise: 45000,
        marketplaceFeePaise: 0,
        settlementPaise: 45000,
        purchaseCostPaise: 18000,
        profitPaise: 5000,
      }),
      // 1 Nov: after October
      lk({ orderId: 'L-NOV', billDate: '2026-11-01', ...blanket, profitPaise: 99999 }),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const read = async <T>(query: string, variables: Record<string, unknown>) => {
    const r = await t.user.gql<T>(query, variables);
    expect(r.errors).toBeUndefined();
    return r.data!;
  };

  const meeshoOctober = {
    key: 'meesho',
    channel: 'meesho',
    orders: 5,
    lines: 5,
    units: 8, // 2 + 1 + 1 + 3 + 1
    revenue: 2396, // 99800 + 49900 + 49900 + 30000 + 10000
    marketplaceFees: 480, // 20000 + 10000 + 10000 + 6000 + 2000
    settlement: 1916, // 79800 + 39900 + 39900 + 24000 + 8000
    purchaseCost: 840, // 36000 + 18000 + 18000 + 9000 + 3000
    tcs: 5.23, // M1 475, M2 0, M5 48 (returns withhold nothing)
    tds: 1.05, // 95 + 0 + 10
    returns: 2,
    returnedUnits: 4,
    rtoReturns: 1,
    returnCost: 15, // M3's listing, 1 unit; M4 has no listing
    netProfit: 115, // kept 8000 + 4000 + 1000 − 1500
    returnRate: 0.5, // 4 of 8 units
    paidLines: 2,
    received: 990, // 79000 + 20000
    expectedPayout: 1191.3, // 79230 + 39900
    difference: -201.3, // −230 − 19900
  };
  const littleKidOctober = {
    key: 'littleKid',
    channel: 'littleKid',
    orders: 3,
    lines: 3,
    units: 4,
    revenue: 1650, // 40000 + 80000 + 45000
    marketplaceFees: 0,
    settlement: 1650,
    purchaseCost: 606, // 14200 + 28400 + 18000
    tcs: 0,
    tds: 0,
    returns: 1,
    returnedUnits: 2,
    rtoReturns: 1,
    returnCost: 50, // 2 units at 2500
    netProfit: 200, // kept 20000 + 5000 − 5000
    returnRate: 0.5,
    paidLines: 2,
    received: 450, // 40000 + 5000 (L2 returned, paid a part)
    expectedPayout: 400, // L1 only: a returned line has no payment difference
    difference: 0,
  };

  it('sums a range per channel and in all, every channel listed', async () => {
    const data = await read<{ salesByChannel: Record<string, unknown>[]; salesSummary: unknown }>(
      `query($w: SalesWhereInput!) { salesByChannel(where: $w) { ${SUMS} } salesSummary(where: $w) { ${SUMS} } }`,
      { w: OCTOBER },
    );
    const zero = { ...meeshoOctober, ...Object.fromEntries(Object.keys(meeshoOctober).map((k) => [k, 0])) };
    expect(data.salesByChannel).toEqual([
      { ...zero, key: 'flipkart', channel: 'flipkart', returnRate: null },
      { ...zero, key: 'amazon', channel: 'amazon', returnRate: null },
      meeshoOctober,
      littleKidOctober,
      { ...zero, key: 'trendyHandy', channel: 'trendyHandy', returnRate: null },
    ]);
    expect(data.salesSummary).toEqual({
      key: null,
      channel: null,
      orders: 8,
      lines: 8,
      units: 12,
      revenue: 4046,
      marketplaceFees: 480,
      settlement: 3566,
      purchaseCost: 1446,
      tcs: 5.23,
      tds: 1.05,
      returns: 3,
      returnedUnits: 6,
      rtoReturns: 2,
      returnCost: 65,
      netProfit: 315,
      returnRate: 0.5,
      paidLines: 4,
      received: 1440,
      expectedPayout: 1591.3,
      difference: -201.3,
    });
    const one = await read<{ salesSummary: unknown }>(
      `query($w: SalesWhereInput!) { salesSummary(where: $w) { ${SUMS} } }`,
      { w: { ...OCTOBER, channel: 'meesho' } },
    );
    expect(one.salesSummary).toEqual({ ...meeshoOctober, key: null });
  });

  it('takes a day whole at the range boundary: 30 Sep is not October, 1 Oct is', async () => {
    const day = async (d: string) =>
      (
        await read<{ salesSummary: { lines: number; revenue: number } }>(
          `query($w: SalesWhereInput!) { salesSummary(where: $w) { lines revenue } }`,
          { w: { billDate_gte: d, billDate_lte: d } },
        )
      ).salesSummary;
    expect(await day('2026-09-30')).toEqual({ lines: 1, revenue: 499 });
    expect(await day('2026-10-01')).toEqual({ lines: 3, revenue: 1897 }); // M1, M2, L1
  });

  it('gives a series per day, week or month, every bucket listed, and per channel for the stacked chart', async () => {
    type Series = {
      salesSeries: {
        bucket: string;
        points: { key: string; channel: string | null; revenue: number; netProfit: number }[];
      };
    };
    const series = async (vars: Record<string, unknown>) =>
      (
        await read<Series>(
          `query($w: SalesWhereInput!, $b: SalesBucket, $p: Boolean) {
            salesSeries(where: $w, bucket: $b, perChannel: $p) { bucket points { key channel revenue netProfit } } }`,
          vars,
        )
      ).salesSeries;
    const days = await series({ w: OCTOBER });
    expect(days.bucket).toBe('DAY'); // 31 days
    expect(days.points).toHaveLength(31);
    const nonZero = days.points.filter((p) => p.revenue !== 0);
    expect(nonZero).toEqual([
      { key: '2026-10-01', channel: null, revenue: 1897, netProfit: 320 }, // M1, M2, L1: 8000 + 4000 + 20000
      { key: '2026-10-02', channel: null, revenue: 499, netProfit: -15 }, // M3 returned
      { key: '2026-10-05', channel: null, revenue: 400, netProfit: 10 }, // M4 returned (no cost), M5
      { key: '2026-10-10', channel: null, revenue: 450, netProfit: 50 },
      { key: '2026-10-31', channel: null, revenue: 800, netProfit: -50 },
    ]);
    const weeks = await series({ w: OCTOBER, b: 'WEEK' });
    expect(weeks).toEqual({
      bucket: 'WEEK',
      points: [
        { key: '2026-09-28', channel: null, revenue: 2396, netProfit: 305 },
        { key: '2026-10-05', channel: null, revenue: 850, netProfit: 60 },
        { key: '2026-10-12', channel: null, revenue: 0, netProfit: 0 },
        { key: '2026-10-19', channel: null, revenue: 0, netProfit: 0 },
        { key: '2026-10-26', channel: null, revenue: 800, netProfit: -50 },
      ],
    });
    // August to October: 92 days, a week each; a month when asked
    expect((await series({ w: { billDate_gte: '2026-08-01', billDate_lte: '2026-10-31' } })).bucket).toBe(
      'WEEK',
    );
    const months = await series({
      w: { billDate_gte: '2026-08-01', billDate_lte: '2026-10-31' },
      b: 'MONTH',
      p: true,
    });
    const meeshoMonths = months.points.filter((p) => p.channel === 'meesho');
    expect(meeshoMonths).toEqual([
      { key: '2026-08-01', channel: 'meesho', revenue: 499, netProfit: 0 },
      { key: '2026-09-01', channel: 'meesho', revenue: 499, netProfit: 40 },
      { key: '2026-10-01', channel: 'meesho', revenue: 2396, netProfit: 115 },
    ]);
    expect(months.points).toHaveLength(15); // 3 months × 5 channels
  });

  it('sums per SKU and per SKU and channel, ordered by net profit or returns, paged and counted', async () => {
    type Rows = {
      salesBySku: {
        key: string;
        channel: string | null;
        units: number;
        returnedUnits: number;
        netProfit: number;
      }[];
      salesSkuCount: number;
    };
    const skus = async (vars: Record<string, unknown>) =>
      read<Rows>(
        `query($w: SalesWhereInput!, $c: Boolean, $o: SalesSkuOrder, $d: Boolean, $f: Int, $s: Int) {
          salesBySku(where: $w, perChannel: $c, orderBy: $o, descending: $d, first: $f, skip: $s) {
            key channel units returnedUnits netProfit }
          salesSkuCount(where: $w, perChannel: $c) }`,
        { w: OCTOBER, ...vars },
      );
    // KURTA: Meesho 12000 − 1500 + Little Kid 5000 = 15500; BLANKET 20000 − 5000; TOY 1000
    expect(await skus({})).toEqual({
      salesBySku: [
        { key: 'KURTA', channel: null, units: 5, returnedUnits: 1, netProfit: 155 },
        { key: 'BLANKET', channel: null, units: 3, returnedUnits: 2, netProfit: 150 },
        { key: 'TOY', channel: null, units: 4, returnedUnits: 3, netProfit: 10 },
      ],
      salesSkuCount: 3,
    });
    expect((await skus({ d: false, f: 1 })).salesBySku.map((r) => r.key)).toEqual(['TOY']);
    expect((await skus({ o: 'RETURNED_UNITS' })).salesBySku.map((r) => r.key)).toEqual([
      'TOY',
      'BLANKET',
      'KURTA',
    ]);
    const perChannel = await skus({ c: true, f: 2, s: 1 });
    expect(perChannel).toEqual({
      salesBySku: [
        { key: 'KURTA', channel: 'meesho', units: 4, returnedUnits: 1, netProfit: 105 },
        { key: 'KURTA', channel: 'littleKid', units: 1, returnedUnits: 0, netProfit: 50 },
      ],
      salesSkuCount: 4, // BLANKET on Little Kid first, TOY on Meesho last
    });
  });

  it('downloads profit per SKU and channel for the whole range as CSV, net profit first', async () => {
    const res = await t.user.request(
      'GET',
      '/files/reports/dashboards/sku-profit.csv?from=2026-10-01&to=2026-10-31&perChannel=true',
    );
    expect(res.statusCode).toBe(200);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'SKU,Channel,Units Sold,Units Returned,Revenue,Marketplace Fees,Settlement,Purchase Cost,Return Cost,Net Profit',
      'BLANKET,Little Kid,3,2,1200,0,1200,426,50,150',
      'KURTA,Meesho,4,1,1996,400,1596,720,15,105',
      'KURTA,Little Kid,1,0,450,0,450,180,0,50',
      'TOY,Meesho,4,3,400,80,320,120,0,10',
    ]);
    const bad = await t.user.request(
      'GET',
      '/files/reports/dashboards/sku-profit.csv?from=2026-10-02&to=2026-10-01',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lists the lines awaiting payment by age today (20 Oct), returns and paid lines left out', async () => {
    const data = await read<{ awaitingPayment: unknown[] }>(
      `query($w: SalesWhereInput!) { awaitingPayment(where: $w) { fromDays toDays label lines expected } }`,
      { w: { billDate_gte: '2026-08-01', billDate_lte: '2026-10-31' } },
    );
    expect(data.awaitingPayment).toEqual([
      // M5 (5 Oct, 15 days) 7942 and L4 (10 Oct) 45000
      { fromDays: 0, toDays: 15, label: '0–15 days', lines: 2, expected: 529.42 },
      // M-SEP-30, 20 days
      { fromDays: 16, toDays: 30, label: '16–30 days', lines: 1, expected: 396.14 },
      { fromDays: 31, toDays: 60, label: '31–60 days', lines: 0, expected: 0 },
      // M-AUG, 80 days, not priced
      { fromDays: 61, toDays: null, label: 'over 60 days', lines: 1, expected: 0 },
    ]);
  });

  it("works out the business's net: October's net profit, plus our sales, less credit notes and bills (decision 340)", async () => {
    // our documents, straight into the table: their value without GST (subtotal) is what counts
    let n = 0;
    const doc = (kind: string, billDate: string, subtotalPaise: number, cancelled = false) => ({
      id: `doc-${++n}`,
      kind,
      invoice_number: `T${n}`,
      sequence: n,
      bill_date: billDate,
      financial_year: '2026-27',
      client_name: 'Client',
      subtotal_paise: subtotalPaise,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      tax_total_paise: Math.round(subtotalPaise * 0.18),
      total_paise: subtotalPaise + Math.round(subtotalPaise * 0.18),
      document: '{}',
      seller: '{}',
      cancelled_at: cancelled ? '2026-10-06T00:00:00.000Z' : null,
      created_at: '2026-10-01T00:00:00.000Z',
    });
    await t.app.database.db
      .insertInto('invoices')
      .values([
        doc('GST_INVOICE', '2026-10-01', 100000),
        doc('CASH_MEMO', '2026-10-31', 25050),
        doc('CREDIT_NOTE', '2026-10-15', 20000),
        doc('PURCHASE', '2026-10-10', 80000),
        doc('EXPENSE', '2026-10-20', 10025),
        // left out: cancelled, before October, after it
        doc('GST_INVOICE', '2026-10-05', 500000, true),
        doc('PURCHASE', '2026-09-30', 700000),
        doc('EXPENSE', '2026-11-01', 900000),
      ])
      .execute();
    const data = await read<{ businessNet: Record<string, number> }>(
      `query($w: BusinessNetWhereInput!) { businessNet(where: $w) {
        marketplaceNetProfit ownStoreSales creditNotes purchases expenses net documents } }`,
      { w: OCTOBER },
    );
    expect(data.businessNet).toEqual({
      marketplaceNetProfit: 315, // Meesho 115 + Little Kid 200
      ownStoreSales: 1250.5, // 100000 + 25050
      creditNotes: 200,
      purchases: 800,
      expenses: 100.25,
      net: 465.25, // 315 + 1250.50 − 200 − 800 − 100.25
      documents: 5,
    });
    const backwards = await t.user.gql(
      `query($w: BusinessNetWhereInput!) { businessNet(where: $w) { net } }`,
      {
        w: { billDate_gte: '2026-10-31', billDate_lte: '2026-10-01' },
      },
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const anon = await t.anon.gql(`query($w: BusinessNetWhereInput!) { businessNet(where: $w) { net } }`, {
      w: OCTOBER,
    });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad range naming the date, as the screens word it', async () => {
    const r = await t.user.gql(`query($w: SalesWhereInput!) { salesSummary(where: $w) { lines } }`, {
      w: { billDate_gte: '2026-10-02', billDate_lte: '2026-10-01' },
    });
    expect(r.errors?.[0]).toMatchObject({
      message: 'From 2026-10-02 is after To 2026-10-01',
      extensions: { code: 'BAD_USER_INPUT', field: 'billDate_gte' },
    });
    const early = await t.user.gql(`query($w: SalesWhereInput!) { salesSeries(where: $w) { bucket } }`, {
      w: { billDate_gte: '2022-08-31', billDate_lte: '2026-10-01' },
    });
    expect(early.errors?.[0]?.message).toBe('From 2022-08-31 is before 2022-09-01, the first dashboard date');
  });
});
