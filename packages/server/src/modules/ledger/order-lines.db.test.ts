import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.ts';
import { timeOrderedId } from '../../shared/ids.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderLinesRepository, type OrderLineValues } from './order-lines.repository.ts';

const UPDATE = `mutation($billDate: String!, $data: BillInput!) {
  updateBill(where: {billDate: $billDate}, data: $data) { id billDate } }`;
const BILLS = `query($from: String, $to: String) {
  bills(where: {billDate_gte: $from, billDate_lte: $to}, orderBy: billDate_ASC, first: 10, skip: 0) {
    id billDate
    flipkart { orderId sku invoiceAmount quantity flipkartsetlment return returnType pysicallyRecieved claimId paymentReceived paymentDate amountRecieveFromFlipkart }
    meesho { orderId sku meeshosetlment amountRecieveFromMeesho }
  } }`;
const RECON = `query($channel: MarketplaceChannel!) { reconciliation(channel: $channel) {
  settlementDifferences { orderId expectedPayout received difference reason }
  overduePayments { orderId dueDate daysOverdue }
  returnClaims { orderId returnDate claimDeadline daysLeft claimId }
  settings { toleranceRupees paymentCycleDays { flipkart } claimWindowDays { flipkart meesho } claimAfterDays version } } }`;

type Bill = { billDate: string; flipkart: Record<string, unknown>[]; meesho: Record<string, unknown>[] };

describe('order lines through the bills API', () => {
  let t: TestApp;
  const clock = fixedClock('2026-10-20T06:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const bills = async (from: string, to: string) =>
    ((await t.user.gql<{ bills: Bill[] }>(BILLS, { from, to })).data?.bills ?? []) as Bill[];

  it('updateBill inserts or updates by key and never drops a line the call did not mention', async () => {
    const first = await t.user.gql(UPDATE, {
      billDate: '2026-08-20',
      data: {
        flipkart: [
          { orderId: 'UB-1', sku: 'A', invoiceAmount: 499, quantity: 1, flipkartsetlment: 328.06 },
          { orderId: 'UB-2', sku: 'A', invoiceAmount: 299.5, quantity: 2 },
        ],
        meesho: [{ orderId: 'UB-3_1', sku: 'M', invoiceAmount: 340, meeshosetlment: 340 }],
      },
    });
    expect(first.data).toEqual({ updateBill: { id: '2026-08-20', billDate: '2026-08-20' } });
    // a second call names one line only, and changes its return fields
    await t.user.gql(UPDATE, {
      billDate: '2026-08-20',
      data: {
        flipkart: [
          { orderId: 'UB-1', sku: 'A', return: true, returnType: 'courier_return', claimId: 'PF-9' },
        ],
      },
    });
    const [bill] = await bills('2026-08-20', '2026-08-20');
    expect(bill?.flipkart).toEqual([
      expect.objectContaining({
        orderId: 'UB-1',
        invoiceAmount: 499,
        flipkartsetlment: 328.06,
        return: true,
        returnType: 'courier_return',
        claimId: 'PF-9',
      }),
      expect.objectContaining({ orderId: 'UB-2', invoiceAmount: 299.5, quantity: 2, return: false }),
    ]);
    expect(bill?.meesho).toEqual([
      { orderId: 'UB-3_1', sku: 'M', meeshosetlment: 340, amountRecieveFromMeesho: null },
    ]);
  });

  it('refuses a bad line with its field and stores nothing of the call', async () => {
    const r = await t.user.gql(UPDATE, {
      billDate: '2026-08-21',
      data: {
        flipkart: [
          { orderId: 'UB-4', sku: 'A', invoiceAmount: 100 },
          { orderId: 'UB-5', sku: 'A' },
        ],
      },
    });
    expect(r.errors?.[0]).toMatchObject({
      message: 'invoiceAmount is needed for the new line UB-5',
      extensions: { field: 'flipkart[1].invoiceAmount' },
    });
    expect(await bills('2026-08-21', '2026-08-21')).toEqual([]);
  });

  it('publishBill publishes the lines of a date; anonymous callers are refused', async () => {
    const r = await t.user.gql(
      `mutation { publishBill(where: {id: "2026-08-20"}, to: PUBLISHED) { id billDate } }`,
    );
    expect(r.data).toEqual({ publishBill: { id: '2026-08-20', billDate: '2026-08-20' } });
    const stages = await t.app.database.db
      .selectFrom('order_lines')
      .select('stage')
      .where('bill_date', '=', '2026-08-20')
      .execute();
    expect(new Set(stages.map((s) => s.stage))).toEqual(new Set(['PUBLISHED']));
    expect(
      (await t.anon.gql(BILLS, { from: '2026-08-01', to: '2026-08-31' })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('lists the reconciliation queues with the settings an ADMIN sets', async () => {
    await t.user.gql(UPDATE, {
      billDate: '2026-09-01',
      data: {
        flipkart: [
          // paid ₹10 short of 328.06 - TCS 2.50 - TDS 0.50 = 325.06 (no GST rate known: withheld on the whole 499)
          {
            orderId: 'RC-PAID',
            sku: 'A',
            invoiceAmount: 499,
            flipkartsetlment: 328.06,
            paymentReceived: true,
            paymentDate: '2026-09-15',
            amountRecieveFromFlipkart: 315.06,
          },
          { orderId: 'RC-UNPAID', sku: 'A', invoiceAmount: 499, flipkartsetlment: 328.06 },
        ],
      },
    });
    await t.user.gql(UPDATE, {
      billDate: '2026-08-25',
      data: {
        flipkart: [{ orderId: 'RC-RET', sku: 'A', invoiceAmount: 499, return: true, paymentReceived: true }],
      },
    });
    // the return's date is set by the return flow; here the line's own date stands in for it
    const r = await t.user.gql<{ reconciliation: Record<string, unknown> }>(RECON, { channel: 'flipkart' });
    expect(r.data?.reconciliation).toMatchObject({
      settlementDifferences: [
        {
          orderId: 'RC-PAID',
          expectedPayout: 325.06,
          received: 315.06,
          difference: -10,
          reason: 'Paid ₹10.00 less than expected',
        },
      ],
      overduePayments: expect.arrayContaining([
        { orderId: 'RC-UNPAID', dueDate: '2026-09-16', daysOverdue: 34 },
      ]),
      returnClaims: [
        expect.objectContaining({
          orderId: 'UB-1',
          returnDate: '2026-08-20',
          claimDeadline: '2026-09-04',
          daysLeft: -46,
          claimId: 'PF-9',
        }),
        expect.objectContaining({
          orderId: 'RC-RET',
          claimDeadline: '2026-09-09',
          daysLeft: -41,
          claimId: null,
        }),
      ],
      settings: {
        toleranceRupees: 1,
        paymentCycleDays: { flipkart: 15 },
        claimWindowDays: { flipkart: 15, meesho: 30 },
        claimAfterDays: 30,
        version: 0,
      },
    });
    const data = {
      toleranceRupees: 20,
      paymentCycleDays: { flipkart: 90, amazon: 7, meesho: 7, littleKid: 3, trendyHandy: 3 },
      claimWindowDays: { flipkart: 45, amazon: 30, meesho: 30, littleKid: 30, trendyHandy: 30 },
      claimAfterDays: 30,
    };
    const SET = `mutation($data: ReconciliationSettingsInput!, $version: Int!) { updateReconciliationSettings(data: $data, version: $version) { toleranceRupees version } }`;
    expect((await t.user.gql(SET, { data, version: 0 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.admin.gql(SET, { data: { ...data, toleranceRupees: -1 }, version: 0 })).errors?.[0]?.extensions
        ?.field,
    ).toBe('toleranceRupees');
    // a number left out, null or not whole reaches core's check: named as the Settings screen labels it
    for (const [change, field, message] of [
      [
        { toleranceRupees: null },
        'toleranceRupees',
        'Tolerance (₹) is empty; write an amount from ₹0 to ₹1,00,000',
      ],
      [
        { claimAfterDays: 1.5 },
        'claimAfterDays',
        'Claim a return after (days) must be a whole number of days from 0 to 365',
      ],
      [
        { paymentCycleDays: { ...data.paymentCycleDays, meesho: undefined } },
        'paymentCycleDays.meesho',
        'Meesho: Payment cycle (days) is empty; write a whole number of days from 0 to 365',
      ],
    ] as const) {
      const refused = await t.admin.gql(SET, { data: { ...data, ...change }, version: 0 });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect((await t.admin.gql(SET, { data, version: 0 })).data).toEqual({
      updateReconciliationSettings: { toleranceRupees: 20, version: 1 },
    });
    // an editor that opened the settings before that save is refused, and nothing changes
    expect(
      (await t.admin.gql(SET, { data: { ...data, toleranceRupees: 5 }, version: 0 })).errors?.[0],
    ).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('entity', '=', 'setting')
      .where('entity_id', '=', 'reconciliation')
      .execute();
    expect(audit).toHaveLength(1);
    const after = await t.user.gql<{ reconciliation: Record<string, unknown[]> }>(RECON, {
      channel: 'flipkart',
    });
    expect(after.data?.reconciliation.settlementDifferences).toEqual([]);
    expect(after.data?.reconciliation.overduePayments).toEqual([]);
    expect(after.data?.reconciliation.returnClaims).toEqual([
      expect.objectContaining({ orderId: 'UB-1', claimDeadline: '2026-10-04' }),
      expect.objectContaining({ orderId: 'RC-RET', claimDeadline: '2026-10-09' }),
    ]);
  });

  it('downloads each queue as CSV (BOM, formula cells neutralised); anonymous callers are refused', async () => {
    const res = await t.user.request('GET', '/files/reports/reconciliation/flipkart/return-claims.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="flipkart-return-claims.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,SKU,Order Date,Return Date,Return Type,Claim Deadline,Days Left,Claim ID,Claim Result',
    );
    expect(lines[1]).toBe('UB-1,A,2026-08-20,2026-08-20,Courier return (RTO),2026-10-04,-16,PF-9,');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const overdue = await t.user.request(
      'GET',
      '/files/reports/reconciliation/little-kid/overdue-payments.csv',
    );
    // written a part at a time, each line ended as the Check Bills downloads are
    expect(overdue.body.replace(/^\uFEFF/, '')).toBe(
      'Order ID,SKU,Order Date,Due Date,Days Overdue,Expected Settlement\r\n',
    );
    expect(
      (await t.anon.request('GET', '/files/reports/reconciliation/flipkart/return-claims.csv')).statusCode,
    ).toBe(401);
    expect(
      (await t.user.request('GET', '/files/reports/reconciliation/flipkart/nothing.csv')).statusCode,
    ).toBe(404);
  });

  it('gives each return to claim with its follow-up, which updateBill records: a claim id shows, a line received leaves', async () => {
    const CLAIMS = `query { reconciliation(channel: meesho) { returnClaims {
      orderId sku billDate returnType podRequestTickeetId condition damageDescription claimId claimResult } } }`;
    const claims = async () =>
      (await t.user.gql<{ reconciliation: { returnClaims: Record<string, unknown>[] } }>(CLAIMS)).data
        ?.reconciliation.returnClaims;
    await t.user.gql(UPDATE, {
      billDate: '2026-08-10',
      data: {
        meesho: [
          {
            orderId: 'FU-1_1',
            sku: 'M',
            invoiceAmount: 340,
            return: true,
            returnType: 'RTO',
            condition: 'Torn',
          },
          { orderId: 'FU-2_1', sku: 'M', invoiceAmount: 340, return: true },
        ],
      },
    });
    expect(await claims()).toEqual([
      {
        orderId: 'FU-1_1',
        sku: 'M',
        billDate: '2026-08-10',
        returnType: 'RTO',
        podRequestTickeetId: null,
        condition: 'Torn',
        damageDescription: null,
        claimId: null,
        claimResult: null,
      },
      expect.objectContaining({ orderId: 'FU-2_1', condition: null }),
    ]);
    // the reconciliation screen's follow-up form saves one line as Check Bills' does: by its bill date
    const saved = await t.user.gql(UPDATE, {
      billDate: '2026-08-10',
      data: {
        meesho: [
          {
            orderId: 'FU-1_1',
            sku: 'M',
            podRequestTickeetId: 'POD-4',
            claimId: 'MS-77',
            claimResult: 'Filed',
          },
          { orderId: 'FU-2_1', sku: 'M', pysicallyRecieved: true },
        ],
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(await claims()).toEqual([
      expect.objectContaining({
        orderId: 'FU-1_1',
        podRequestTickeetId: 'POD-4',
        condition: 'Torn',
        claimId: 'MS-77',
        claimResult: 'Filed',
      }),
    ]);
  });
});

describe('orderLinesRepository.insertNew', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new line with only what a line must have; the fields it leaves out are stored empty. */
  const line = (orderId: string, extra: Partial<OrderLineValues> = {}) =>
    ({
      id: timeOrderedId(),
      channel: 'amazon',
      orderId,
      sku: 'IN-1',
      billDate: '2026-09-01',
      invoiceAmountPaise: 49_900,
      quantity: 1,
      ...extra,
    }) as OrderLineValues & { id: string };

  it('stores each line with its own values where only some lines have a column, and says which it inserted', async () => {
    const db = t.app.database.db;
    const first = [
      line('IN-A', { city: 'Pune', reportedFeeLines: { closingFee: -1_200, gstOnFees: null } }),
      line('IN-B', { tcsPaise: 450 }),
    ];
    const inserted = await withTransaction(db, (tx) =>
      orderLinesRepository.insertNew(tx, first, '2026-09-02T10:00:00.000Z', null),
    );
    expect([...inserted].sort()).toEqual(first.map((l) => l.id).sort());
    // IN-B again (stored already) and a new IN-C in one call: only IN-C is inserted, IN-B keeps its values
    const second = [line('IN-B', { city: 'Delhi' }), line('IN-C')];
    const again = await withTransaction(db, (tx) =>
      orderLinesRepository.insertNew(tx, second, '2026-09-03T10:00:00.000Z', null),
    );
    expect([...again]).toEqual([second[1]!.id]);
    const stored = await orderLinesRepository.findByOrderIds(db, 'amazon', ['IN-A', 'IN-B', 'IN-C']);
    const byOrder = Object.fromEntries(stored.map((l) => [l.orderId, l]));
    expect(byOrder['IN-A']).toMatchObject({
      city: 'Pune',
      tcsPaise: null,
      reportedFeeLines: { closingFee: -1_200, gstOnFees: null },
      stage: 'DRAFT',
      version: 1,
    });
    expect(byOrder['IN-B']).toMatchObject({ city: null, tcsPaise: 450, reportedFeeLines: null });
    expect(byOrder['IN-C']).toMatchObject({
      city: null,
      tcsPaise: null,
      isReturn: false,
      paymentReceived: false,
      createdAt: '2026-09-03T10:00:00.000Z',
    });
  });

  it('stores text as written: quotes, backslashes, commas, braces and the word NULL', async () => {
    const db = t.app.database.db;
    const odd = {
      shipToName: 'Ravi "Raju" Kumar \\ रवि',
      addressLine1: '12, {Rose} Villa\nFlat 3',
      addressLine2: 'NULL',
      city: '',
    };
    const one = line('ODD-1', odd);
    await withTransaction(db, (tx) =>
      orderLinesRepository.insertNew(tx, [one], '2026-09-02T10:00:00.000Z', null),
    );
    await withTransaction(db, (tx) =>
      orderLinesRepository.updateMany(
        tx,
        [{ id: one.id, values: { claimId: 'PF-"9"\\{x}', damageDescription: 'NULL' } }],
        '2026-09-04T10:00:00.000Z',
        null,
      ),
    );
    const [stored] = await orderLinesRepository.findByOrderIds(db, 'amazon', ['ODD-1']);
    expect(stored).toMatchObject({ ...odd, claimId: 'PF-"9"\\{x}', damageDescription: 'NULL', version: 2 });
  });

  it('stores a file of many statements whole, or none of it when one line fails', async () => {
    const db = t.app.database.db;
    // more lines than one PostgreSQL statement takes (5,000), so several statements run one after another
    const many = Array.from({ length: 12_001 }, (_, i) => line(`MANY-${i}`, { city: i % 2 ? 'Pune' : null }));
    const broken = many.map((l, i) => (i === 7_500 ? { ...l, quantity: 0 } : l));
    await expect(
      withTransaction(db, (tx) =>
        orderLinesRepository.insertNew(tx, broken, '2026-09-02T10:00:00.000Z', null),
      ),
    ).rejects.toThrow();
    expect(await orderLinesRepository.findByOrderIds(db, 'amazon', ['MANY-0', 'MANY-12000'])).toEqual([]);
    const inserted = await withTransaction(db, (tx) =>
      orderLinesRepository.insertNew(tx, many, '2026-09-02T10:00:00.000Z', null),
    );
    expect(inserted.size).toBe(many.length);
    const changed = await withTransaction(db, (tx) =>
      orderLinesRepository.updateMany(
        tx,
        many.map((l, i) => ({ id: l.id, values: { claimId: `C-${i}` } })),
        '2026-09-04T10:00:00.000Z',
        null,
      ),
    );
    expect(changed).toEqual(many.map((l) => l.id));
    const ends = await orderLinesRepository.findByOrderIds(db, 'amazon', [
      'MANY-0',
      'MANY-7500',
      'MANY-12000',
    ]);
    expect(ends.map((l) => [l.orderId, l.city, l.claimId, l.version]).sort()).toEqual([
      ['MANY-0', null, 'C-0', 2],
      ['MANY-12000', null, 'C-12000', 2],
      ['MANY-7500', null, 'C-7500', 2],
    ]);
  });
});
