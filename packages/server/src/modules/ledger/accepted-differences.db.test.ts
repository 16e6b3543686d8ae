import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';

// Decision 166: an ADMIN accepts a line's payment difference with why; the line leaves the open queue
// until a later payment changes its difference, and Reopen puts it back. Both audited.
const QUEUES = `query { reconciliation(channel: flipkart) {
  settlementDifferences { orderId sku difference accepted { difference reason acceptedAt acceptedBy } }
  acceptedDifferences { orderId sku difference accepted { difference reason acceptedAt acceptedBy } } } }`;
const ACCEPT = `mutation($where: OrderLineWhereUniqueInput!, $difference: Float!, $reason: String!) {
  acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) { orderId } }`;
const REOPEN = `mutation($where: OrderLineWhereUniqueInput!) {
  reopenPaymentDifference(where: $where) { orderId } }`;
const where = { channel: 'flipkart', orderId: 'AD000001', sku: 'KIDS-SET-01' };
const REASON = 'Flipkart penalty for late dispatch';

type Row = {
  orderId: string;
  difference: number;
  accepted: { difference: number; reason: string; acceptedAt: string; acceptedBy: string | null } | null;
};

const upload = async (a: Agent, kind: string, text: string) => {
  const res = await a.request(
    'POST',
    `/files/reports/${kind}/flipkart`,
    multipartFile(`${kind}.csv`, text, 'text/csv'),
  );
  expect(res.statusCode).toBe(200);
};

describe('accepting a payment difference', () => {
  let t: TestApp;
  const queues = async () => {
    const r = await t.user.gql<{
      reconciliation: { settlementDifferences: Row[]; acceptedDifferences: Row[] };
    }>(QUEUES);
    expect(r.errors).toBeUndefined();
    return r.data!.reconciliation;
  };
  const auditOf = (action: string) =>
    t.app.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  beforeAll(async () => {
    t = await createTestApp();
    await createKidsSetListing(t.user);
    await upload(
      t.user,
      'sale',
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity\n' +
        'AD000001,2026-08-20,KIDS-SET-01,499,1\nAD000002,2026-08-20,KIDS-SET-01,499,1\n',
    );
    // expected payout ₹325.20: the first paid ₹25.20 short (a penalty), the second in full
    await upload(
      t.user,
      'payment',
      'ORDER ID,DATE,BANK\nAD000001,2026-09-11,300.00\nAD000002,2026-09-11,325.20\n',
    );
  });
  afterAll(() => t.close());

  it('is refused to a USER, without a reason, or for a line with no difference; nothing is stored', async () => {
    const byUser = await t.user.gql(ACCEPT, { where, difference: -25.2, reason: REASON });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noReason = await t.admin.gql(ACCEPT, { where, difference: -25.2, reason: ' ' });
    expect(noReason.errors?.[0]).toMatchObject({
      message: 'Say why this difference is accepted (at least 3 characters)',
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    const tooLong = await t.admin.gql(ACCEPT, { where, difference: -25.2, reason: 'x'.repeat(201) });
    expect(tooLong.errors?.[0]?.extensions?.field).toBe('reason');
    const inFull = await t.admin.gql(ACCEPT, {
      where: { ...where, orderId: 'AD000002' },
      difference: 0,
      reason: REASON,
    });
    expect(inFull.errors?.[0]).toMatchObject({
      message:
        'AD000002 / KIDS-SET-01 is paid within ₹1.00 of the expected payout: there is no difference to accept',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const other = await t.admin.gql(ACCEPT, {
      where: { ...where, sku: 'OTHER' },
      difference: -25.2,
      reason: REASON,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // the difference the ADMIN saw is not the line's: refused, so nobody accepts an amount not looked at
    const stale = await t.admin.gql(ACCEPT, { where, difference: -5, reason: REASON });
    expect(stale.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'difference' } });
    expect(stale.errors?.[0]?.message).toContain('is -₹25.20 now, not -₹5.00');
    const q = await queues();
    expect(q.settlementDifferences).toMatchObject([
      { orderId: 'AD000001', difference: -25.2, accepted: null },
    ]);
    expect(q.acceptedDifferences).toEqual([]);
    expect(await auditOf('acceptDifference')).toEqual([]);
  });

  it('takes the line off the open queue and lists it as accepted, with why, by whom and when; audited', async () => {
    const r = await t.admin.gql(ACCEPT, { where, difference: -25.2, reason: `  ${REASON} ` });
    expect(r.errors).toBeUndefined();
    const q = await queues();
    expect(q.settlementDifferences).toEqual([]);
    expect(q.acceptedDifferences).toMatchObject([
      {
        orderId: 'AD000001',
        difference: -25.2,
        accepted: { difference: -25.2, reason: REASON, acceptedBy: 'admin' },
      },
    ]);
    const [audit] = await auditOf('acceptDifference');
    expect(JSON.parse(audit!.before!)).toMatchObject({ acceptedDifferencePaise: null, acceptedReason: null });
    expect(JSON.parse(audit!.after!)).toMatchObject({
      acceptedDifferencePaise: -2520,
      acceptedReason: REASON,
    });
    // the line's History says what was accepted and why
    const history = await t.admin.gql<{
      auditLog: { entries: { action: string; changes: { label: string; after: string | null }[] }[] };
    }>(`query { auditLog(where: {entity: "order_line"}) { entries { action changes { label after } } } }`);
    const entry = history.data!.auditLog.entries.find((e) => e.action === 'acceptDifference')!;
    expect(entry.changes).toEqual([
      { label: 'Accepted Difference', after: '-₹25.20' },
      { label: 'Why Accepted', after: REASON },
    ]);
    // accepted already: refused
    const again = await t.admin.gql(ACCEPT, { where, difference: -25.2, reason: REASON });
    expect(again.errors?.[0]?.message).toBe(
      'The difference of -₹25.20 on AD000001 / KIDS-SET-01 is accepted already',
    );
  });

  it('lists the accepted differences in a CSV of their own; the open queue’s CSV lists the open ones', async () => {
    const accepted = await t.user.request(
      'GET',
      '/files/reports/reconciliation/flipkart/accepted-differences.csv',
    );
    expect(accepted.statusCode).toBe(200);
    const lines = accepted.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain(
      'Order ID,SKU,Order Date,Payment Date,Expected Payout,Received,Difference,Why Accepted,Accepted By,Accepted At',
    );
    expect(lines[1]).toContain(`AD000001,KIDS-SET-01,2026-08-20,2026-09-11,325.2,300,-25.2,${REASON},admin,`);
    const open = await t.user.request(
      'GET',
      '/files/reports/reconciliation/flipkart/settlement-differences.csv',
    );
    expect(open.body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it('shows the line again once a later payment changes its difference, with what was accepted', async () => {
    // a later report takes another ₹14.80 back: ₹40.00 short now
    await upload(t.user, 'payment', 'ORDER ID,DATE,BANK\nAD000001,2026-09-25,-14.80\n');
    const q = await queues();
    expect(q.acceptedDifferences).toEqual([]);
    expect(q.settlementDifferences).toMatchObject([
      { orderId: 'AD000001', difference: -40, accepted: { difference: -25.2, reason: REASON } },
    ]);
    // it may be accepted again at what it is now
    const r = await t.admin.gql(ACCEPT, {
      where,
      difference: -40,
      reason: 'Penalty and a shipping fee change',
    });
    expect(r.errors).toBeUndefined();
    expect((await queues()).acceptedDifferences).toMatchObject([
      { difference: -40, accepted: { difference: -40, reason: 'Penalty and a shipping fee change' } },
    ]);
  });

  it('Reopen (ADMIN only) clears the acceptance: the line is in the open queue again; audited', async () => {
    const byUser = await t.user.gql(REOPEN, { where });
    expect(byUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await queues()).acceptedDifferences).toHaveLength(1);
    const r = await t.admin.gql(REOPEN, { where });
    expect(r.errors).toBeUndefined();
    const q = await queues();
    expect(q.acceptedDifferences).toEqual([]);
    expect(q.settlementDifferences).toMatchObject([{ orderId: 'AD000001', difference: -40, accepted: null }]);
    const [audit] = await auditOf('reopenDifference');
    expect(JSON.parse(audit!.before!)).toMatchObject({ acceptedDifferencePaise: -4000 });
    expect(JSON.parse(audit!.after!)).toMatchObject({ acceptedDifferencePaise: null, acceptedReason: null });
    const again = await t.admin.gql(REOPEN, { where });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', field: 'where' } });
  });
});
