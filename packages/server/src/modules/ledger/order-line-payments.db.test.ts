import { orderLinePaymentsRepository } from './order-line-payments.repository.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { orderLinesRepository } from './order-lines.repository.ts';
import { withTransaction } from '../../shared/transaction.ts';
import { paymentColumnsOf } from './order-lines.service.ts';

const onPostgres = process.env.SD_TEST_KIND === 'postgres';

// The payments recorded for an order line (decision 114), and the ADMIN's removal of one recorded by
// mistake (decision 127): the line is then paid what its other payments add up to, or unpaid.
const PAYMENTS = `query($where: OrderLineWhereUniqueInput!) {
  orderLinePayments(where: $where) { entryKey paymentDate amountReceived recordedAt recordedBy } }`;
const REMOVE = `mutation($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {
  removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {
    orderId paymentReceived paymentDate amountRecieveFromFlipkart } }`;
const where = { channel: 'flipkart', orderId: 'RP000001', sku: 'KIDS-SET-01' };

type Payment = { entryKey: string; paymentDate: string; amountReceived: number; recordedBy: string | null };

const upload = async (a: Agent, kind: string, text: string) => {
  const res = await a.request(
    'POST',
    `/files/reports/${kind}/flipkart`,
    multipartFile(`${kind}.csv`, text, 'text/csv'),
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { stored: number };
};

describe('payments recorded for an order line, and removing a wrong one', () => {
  let t: TestApp;
  const payments = async () => {
    const r = await t.user.gql<{ orderLinePayments: Payment[] }>(PAYMENTS, { where });
    expect(r.errors).toBeUndefined();
    return r.data!.orderLinePayments;
  };
  const line = async () =>
    (await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', ['RP000001']))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    await createKidsSetListing(t.user);
    await upload(
      t.user,
      'sale',
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity\nRP000001,2026-08-20,KIDS-SET-01,499,1\n',
    );
    // the order's payment, then a refund row that belonged to another order (the marketplace's mistake)
    await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nRP000001,2026-09-11,325.00\n');
    await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nRP000001,2026-09-25,-120.50\n');
  });
  afterAll(() => t.close());

  it('lists the payments of a line, oldest first, with who recorded them', async () => {
    expect(await payments()).toMatchObject([
      { paymentDate: '2026-09-11', amountReceived: 325, recordedBy: 'staff' },
      { paymentDate: '2026-09-25', amountReceived: -120.5, recordedBy: 'staff' },
    ]);
    expect(await line()).toMatchObject({ paymentReceived: true, amountReceivedPaise: 20450 });
    const none = await t.user.gql(PAYMENTS, { where: { ...where, sku: 'OTHER' } });
    expect(none.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(none.errors?.[0]?.message).toContain('RP000001 / OTHER');
    expect((await t.anon.gql(PAYMENTS, { where })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('only an ADMIN removes a payment, and only saying why; nothing changes otherwise', async () => {
    const [, refund] = await payments();
    const byUser = await t.user.gql(REMOVE, { where, entryKey: refund!.entryKey, reason: 'Not this order' });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = await t.admin.gql(REMOVE, { where, entryKey: refund!.entryKey, reason: '  ' });
    expect(noReason.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'reason' } });
    expect(await payments()).toHaveLength(2);
    expect(await line()).toMatchObject({ amountReceivedPaise: 20450, paymentDate: '2026-09-25' });
  });

  it('removing one leaves the line paid what the others add up to; removing the last makes it unpaid', async () => {
    const [order, refund] = await payments();
    const removed = await t.admin.gql(REMOVE, {
      where,
      entryKey: refund!.entryKey,
      reason: 'Refund of RP000009 booked against this order',
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removeOrderLinePayment).toEqual({
      orderId: 'RP000001',
      paymentReceived: true,
      paymentDate: '2026-09-11',
      amountRecieveFromFlipkart: 325,
    });
    expect(await payments()).toMatchObject([{ entryKey: order!.entryKey }]);
    // the audit keeps the line before, and after it the line, the payment removed and the reason
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'removePayment')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before!)).toMatchObject({ amountReceivedPaise: 20450 });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({
      amountReceivedPaise: 32500,
      removedPayment: { amountPaise: -12050, paymentDate: '2026-09-25' },
      removalReason: 'Refund of RP000009 booked against this order',
    });
    // History shows six lines of an entry before "Show all": the reason is among them, the row's key is not shown
    const history = await t.admin.gql(
      `query { auditLog(where: {entity: "order_line"}) { entries { action changes { label after } } } }`,
    );
    const entry = (
      history.data as {
        auditLog: { entries: { action: string; changes: { label: string; after: string }[] }[] };
      }
    ).auditLog.entries.find((e) => e.action === 'removePayment')!;
    expect(entry.changes.slice(0, 6)).toContainEqual({
      label: 'Why Removed',
      after: 'Refund of RP000009 booked against this order',
    });
    expect(entry.changes.map((c) => c.label)).not.toContain('Payment removed › Key');

    // the same payment again: it is gone, and the refusal names it
    const again = await t.admin.gql(REMOVE, { where, entryKey: refund!.entryKey, reason: 'again' });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'entryKey' } });
    expect(await line()).toMatchObject({ amountReceivedPaise: 32500 });

    const last = await t.admin.gql(REMOVE, {
      where,
      entryKey: order!.entryKey,
      reason: 'Uploaded by mistake',
    });
    expect(last.data!.removeOrderLinePayment).toMatchObject({ paymentReceived: false, paymentDate: null });
    expect(await line()).toMatchObject({
      paymentReceived: false,
      paymentDate: null,
      amountReceivedPaise: null,
      tcsPaise: null,
    });
    expect(await payments()).toEqual([]);
  });

  it('two payments of a line removed at the same moment leave it unpaid, each removed once', async () => {
    await upload(
      t.user,
      'payment',
      'ORDER ID,DATE,BANK\nRP000001,2026-10-01,10.00\nRP000001,2026-10-02,20.00\n',
    );
    const [first, second] = await payments();
    const results = await Promise.all(
      [first!, second!].map((p) =>
        t.admin.gql(REMOVE, { where, entryKey: p.entryKey, reason: 'Both wrong' }),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(await payments()).toEqual([]);
    expect(await line()).toMatchObject({ paymentReceived: false, amountReceivedPaise: null });
  });

  // SQLite runs one writing transaction at a time (BEGIN IMMEDIATE). On PostgreSQL a removal locks the
  // line (FOR UPDATE) and a payment upload's insert of the line's payment takes the foreign key's KEY
  // SHARE lock on it, so whichever comes second waits and then adds up what the first left. Here a
  // removal is held open by hand after its lock: the upload must wait for it, then count what it left.
  it.skipIf(!onPostgres)(
    'a payment upload during a removal waits for it and adds up what is left',
    async () => {
      await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nRP000001,2026-10-05,10.00\n');
      const { id } = await line();
      let uploaded = false;
      const pending = await withTransaction(t.app.database.db, async (tx) => {
        await orderLinesRepository.lockLine(tx, id);
        const uploading = upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nRP000001,2026-10-06,20.00\n');
        void uploading.finally(() => (uploaded = true)).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(uploaded).toBe(false);
        const [wrong] = await orderLinePaymentsRepository.paymentsOfLine(tx, id);
        expect(await orderLinePaymentsRepository.deletePayment(tx, id, wrong!.key)).toBe(true);
        await orderLinesRepository.update(tx, id, paymentColumnsOf([]), new Date().toISOString(), null);
        return { uploading };
      });
      expect((await pending.uploading).stored).toBe(1);
      expect((await payments()).map((p) => p.amountReceived)).toEqual([20]);
      expect(await line()).toMatchObject({ paymentReceived: true, amountReceivedPaise: 2000 });
      const [left] = await payments();
      await t.admin.gql(REMOVE, { where, entryKey: left!.entryKey, reason: 'Test payment' });
    },
  );

  it('a removed payment is recorded again when its report is uploaded again', async () => {
    expect((await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nRP000001,2026-09-11,325.00\n')).stored).toBe(
      1,
    );
    expect(await line()).toMatchObject({ paymentReceived: true, amountReceivedPaise: 32500 });
  });
});

describe('updateBill and a line’s recorded payments (decision 114)', () => {
  let t: TestApp;
  const UPDATE = `mutation($billDate: String!, $data: BillInput!) {
    updateBill(where: {billDate: $billDate}, data: $data) { id } }`;
  const update = (row: Record<string, unknown>) =>
    t.user.gql(UPDATE, {
      billDate: '2026-08-20',
      data: { flipkart: [{ orderId: 'UB000001', sku: 'KIDS-SET-01', ...row }] },
    });
  const line = async (orderId: string) =>
    (await orderLinesRepository.findByOrderIds(t.app.database.db, 'flipkart', [orderId]))[0]!;

  beforeAll(async () => {
    // this file's database: the listing KIDS-SET-01 is the one the tests above made
    t = await createTestApp();
    await upload(
      t.user,
      'sale',
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity\nUB000001,2026-08-20,KIDS-SET-01,499,1\nUB000002,2026-08-20,KIDS-SET-01,499,1\n',
    );
    await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nUB000001,2026-09-11,325.00\n');
  });
  afterAll(() => t.close());

  it('refuses to set a paid line’s payment to anything but what its payments add up to, naming the field', async () => {
    for (const [field, value] of [
      ['amountRecieveFromFlipkart', 500],
      ['paymentDate', '2026-09-30'],
      ['paymentReceived', false],
    ] as const) {
      const refused = await update({ [field]: value, claimId: 'CLAIM-1' });
      expect(refused.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', field: `flipkart[0].${field}` },
      });
      expect(refused.errors?.[0]?.message).toContain('UB000001 / KIDS-SET-01');
    }
    // nothing of the refused calls was stored
    expect(await line('UB000001')).toMatchObject({
      amountReceivedPaise: 32500,
      paymentDate: '2026-09-11',
      paymentReceived: true,
      claimId: null,
    });
  });

  it('takes the whole row back unchanged, and the payment of a line with no recorded payment', async () => {
    const same = await update({
      amountRecieveFromFlipkart: 325,
      paymentDate: '2026-09-11',
      paymentReceived: true,
      claimId: 'CLAIM-1',
    });
    expect(same.errors).toBeUndefined();
    expect(await line('UB000001')).toMatchObject({ claimId: 'CLAIM-1', amountReceivedPaise: 32500 });
    const unpaid = await t.user.gql(UPDATE, {
      billDate: '2026-08-20',
      data: {
        flipkart: [
          { orderId: 'UB000002', sku: 'KIDS-SET-01', paymentReceived: true, paymentDate: '2026-09-12' },
        ],
      },
    });
    expect(unpaid.errors).toBeUndefined();
    expect(await line('UB000002')).toMatchObject({ paymentReceived: true, paymentDate: '2026-09-12' });
  });
});
