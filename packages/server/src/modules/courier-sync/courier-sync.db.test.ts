import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Courier sync on the real database (docs/orders.md, "Courier sync"): the write-only logins, the sync
// jobs against local fakes of both couriers' APIs (config points the base URLs at them), one sync per
// courier at a time, a flag set while a sync runs kept, Sync Both's reconciliation, a failed sync
// keeping what was stored, and the NDR action sent to Shiprocket.

let fake: http.Server;
let base = '';
/** while set, Shiprocket's /orders waits for it: a sync held mid-way */
let gate: Promise<void> | null = null;
let ordersDown = false;
const actions: unknown[] = [];

const srOrder = (n: number, status = 'IN TRANSIT') => ({
  channel_name: 'Store',
  channel_order_id: `ORD-${n}`,
  customer_name: `Customer ${n}`,
  customer_phone: '9876543210',
  total: 400,
  status,
  payment_method: 'cod',
  channel_created_at: '20 Nov 2026, 10:00 AM',
  products: [{ name: 'Cactus', channel_sku: 'CA', quantity: 1, price: 400 }],
  shipments: [{ awb: `SR${n}`, courier: 'Delhivery', etd: '2026-11-30' }],
});
const itOrder = (n: number, status: string) => ({
  order: `ORD-${n}`,
  awb_no: `IT${n}`,
  order_date: '2026-11-19',
  total_amount: '400',
  customer_name: `Customer ${n}`,
  customer_phone: '9876543210',
  latest_courier_status: status,
  expected_delivery_date: '2026-11-30',
  products: [{ product_name: 'Cactus', product_sku: 'CA', product_quantity: '1', product_price: '400' }],
});

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        if (url.pathname === '/sr/auth/login')
          return body.password === 'right'
            ? json(res, 200, { token: 'tok' })
            : json(res, 400, { message: 'Wrong login' });
        if (url.pathname === '/sr/orders') {
          if (gate) await gate;
          if (ordersDown) return json(res, 503, {});
          return json(res, 200, {
            data: [srOrder(1), srOrder(2), srOrder(3, 'DELIVERED')],
            meta: { pagination: { total_pages: 1 } },
          });
        }
        if (url.pathname === '/sr/ndr/all')
          return json(res, 200, {
            data: [
              { awb_code: 'SR2', attempts: 1, reason: 'Customer not reachable', ndr_raised_at: '2026-11-27' },
            ],
            meta: { pagination: { total_pages: 1 } },
          });
        if (/^\/sr\/ndr\/[^/]+\/action$/.test(url.pathname)) {
          actions.push({ path: url.pathname, body });
          return json(res, 202, { status: 'Data Updated Sucessfully' });
        }
        if (url.pathname === '/it/order/get_details.json')
          return json(res, 200, {
            status: 'success',
            data: { a: itOrder(3, 'In Transit'), b: itOrder(4, 'In Transit') },
          });
        if (url.pathname === '/it/order/track.json') return json(res, 200, { status: 'success', data: {} });
        json(res, 404, {});
      })();
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});

describe('courier sync', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: fixedClock(new Date('2026-11-28T06:00:00Z')),
      config: {
        outboundAllowHosts: ['localhost'],
        courierApis: { shiprocket: `${base}/sr`, ithink: `${base}/it`, ithinkTrack: `${base}/it` },
      },
    });
  });
  afterAll(() => t.close());

  const start = (who: Agent, which: string) =>
    who.gql<{ startCourierSync: { jobId: string; started: boolean } }>(
      `mutation($w: CourierSyncWhich!) { startCourierSync(which: $w) { jobId started } }`,
      { w: which },
    );
  const syncs = async (who: Agent = t.user) => {
    const r = await who.gql<{
      courierSyncs: {
        courier: string;
        job: { id: string; state: string; result: string | null; error: { message: string } | null } | null;
      }[];
    }>('{ courierSyncs { courier job { id state result error { message } } } }');
    expect(r.errors).toBeUndefined();
    return r.data!.courierSyncs;
  };
  const settled = async (jobId: string) => {
    for (;;) {
      const job = (await syncs()).find((s) => s.job?.id === jobId)?.job;
      if (job && (job.state === 'DONE' || job.state === 'FAILED')) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const all = async () =>
    (
      await t.user.gql<{
        shipments: {
          id: string;
          orderId: string;
          courier: string;
          statusClass: string;
          firstMsg: boolean;
          ndrReasons: string[];
        }[];
      }>('{ shipments(tab: ALL, first: 100) { id orderId courier statusClass firstMsg ndrReasons } }')
    ).data!.shipments;
  const setLogin = (who: Agent, key: string, fields: Record<string, string>) =>
    who.gql<{ setCourierLogin: { set: boolean; updatedByName: string | null } }>(
      'mutation($k: String!, $f: [SecretFieldInput!]!) { setCourierLogin(key: $k, fields: $f) { set updatedByName } }',
      { k: key, f: Object.entries(fields).map(([name, value]) => ({ name, value })) },
    );

  it('says what failed when no login is set, and stores nothing', async () => {
    const r = await start(t.user, 'SHIPROCKET');
    const job = await settled(r.data!.startCourierSync.jobId);
    expect(job.state).toBe('FAILED');
    expect(job.error?.message).toContain('No Shiprocket API login is set');
    expect(await all()).toEqual([]);
  });

  it('keeps a login write-only: an ADMIN sets it, nobody reads it back, the audit log holds no value', async () => {
    expect(
      (await setLogin(t.user, 'secret.shiprocket', { email: 'a@b.in', password: 'right' })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await setLogin(t.admin, 'secret.shiprocket', { email: 'a@b.in', password: '' })).errors?.[0]?.message,
    ).toBe('Shiprocket API user: the api user password is empty.');
    const saved = await setLogin(t.admin, 'secret.shiprocket', { email: 'a@b.in', password: 'right' });
    expect(saved.data!.setCourierLogin).toEqual({ set: true, updatedByName: 'admin' });
    await setLogin(t.admin, 'secret.ithink', { accessToken: 'at', secretKey: 'sk' });
    const logins = await t.admin.gql('{ courierLogins { key set fields { name secret } } }');
    expect(JSON.stringify(logins)).not.toContain('right');
    expect((await t.user.gql('{ courierLogins { key } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity_id', '=', 'secret.shiprocket')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('right');
  });

  it('runs one sync per courier at a time: a second start is given the running job, and a flag set meanwhile is kept', async () => {
    const first = await start(t.user, 'SHIPROCKET');
    const done = (await settled(first.data!.startCourierSync.jobId)).result;
    expect(JSON.parse(done!)).toMatchObject({
      couriers: [{ courier: 'shiprocket', added: 3, updated: 0, unchanged: 0, problems: [] }],
    });
    const one = (await all()).find((s) => s.orderId === 'ORD-1')!;
    expect((await all()).find((s) => s.orderId === 'ORD-2')?.ndrReasons).toEqual(['Customer not reachable']);
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const [a, b] = await Promise.all([start(t.user, 'SHIPROCKET'), start(t.admin, 'BOTH')]);
    const started = [a, b].filter((r) => r.data!.startCourierSync.started);
    expect(started).toHaveLength(1);
    expect(a.data!.startCourierSync.jobId).toBe(b.data!.startCourierSync.jobId);
    // while the sync waits for Shiprocket, the first message is sent from New
    const claim = await t.user.gql<{ claimShipmentMessage: { claimed: boolean } }>(
      'mutation($id: ID!) { claimShipmentMessage(id: $id, tab: NEW) { claimed } }',
      { id: one.id },
    );
    expect(claim.errors).toBeUndefined();
    gate = null;
    open();
    await settled(a.data!.startCourierSync.jobId);
    const after = await all();
    expect(
      after
        .filter((s) => s.courier === 'shiprocket')
        .map((s) => s.orderId)
        .sort(),
    ).toEqual(['ORD-1', 'ORD-2', 'ORD-3']);
    expect(after.find((s) => s.id === one.id)?.firstMsg).toBe(true);
  });

  it('Sync Both keeps the later status of an order both report and lists the conflict', async () => {
    const r = await start(t.user, 'BOTH');
    const job = await settled(r.data!.startCourierSync.jobId);
    const result = JSON.parse(job.result!) as {
      couriers: { courier: string; added: number }[];
      conflicts: { orderId: string; kept: string }[];
    };
    // (the start raced above may have been Sync Both's: iThink's orders may be stored already)
    expect(result.couriers.map((c) => c.courier)).toEqual(['ithink', 'shiprocket']);
    expect(result.couriers[1]?.added).toBe(0);
    const stored = await all();
    expect(
      stored
        .filter((s) => s.courier === 'ithink')
        .map((s) => s.orderId)
        .sort(),
    ).toEqual(['ORD-3', 'ORD-4']);
    // ORD-3: Shiprocket says delivered (a later event than iThink's order date), iThink in transit
    expect(result.conflicts).toEqual([expect.objectContaining({ orderId: 'ORD-3', kept: 'shiprocket' })]);
    const ithink3 = (await all()).find((s) => s.orderId === 'ORD-3' && s.courier === 'ithink');
    expect(ithink3?.statusClass).toBe('other');
  });

  it('a courier down fails the sync in words and keeps what was stored', async () => {
    const before = await all();
    ordersDown = true;
    const r = await start(t.user, 'SHIPROCKET');
    const job = await settled(r.data!.startCourierSync.jobId);
    ordersDown = false;
    expect(job.state).toBe('FAILED');
    expect(job.error?.message).toContain('Shiprocket could not be reached (/sr/orders answered 503)');
    expect(await all()).toEqual(before);
  });

  it('sends a re-attempt or an RTO of a Shiprocket shipment to Shiprocket; an iThink AWB is refused', async () => {
    const ask = (who: Agent, awb: string, action: string) =>
      who.gql<{ requestNdrAction: { awb: string; action: string } }>(
        'mutation($a: String!, $k: NdrActionKind!) { requestNdrAction(awb: $a, action: $k, comment: "Customer confirmed") { awb action } }',
        { a: awb, k: action },
      );
    expect((await ask(t.user, 'SR2', 'RE_ATTEMPT')).data!.requestNdrAction).toEqual({
      awb: 'SR2',
      action: 'RE_ATTEMPT',
    });
    expect(actions).toEqual([
      { path: '/sr/ndr/SR2/action', body: { action: 're-attempt', comments: 'Customer confirmed' } },
    ]);
    expect((await ask(t.user, 'IT4', 'RETURN')).errors?.[0]?.message).toContain('IT4 is an iThink shipment');
    expect((await ask(t.anon, 'SR2', 'RETURN')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("the NDR queue's request of a Shiprocket shipment reaches Shiprocket once its login is set", async () => {
    const queue = await t.user.gql<{
      ndrQueue: { id: string; awb: string | null; courier: string; courierTakesNdrRequests: boolean }[];
    }>('{ ndrQueue(first: 50) { id awb courier courierTakesNdrRequests } }');
    expect(queue.errors).toBeUndefined();
    const sr2 = queue.data!.ndrQueue.find((s) => s.awb === 'SR2')!;
    // the login was set by the tests above: Shiprocket takes the request from here
    expect(sr2).toMatchObject({ courier: 'shiprocket', courierTakesNdrRequests: true });
    actions.length = 0;
    const rto = await t.user.gql<{
      requestShipmentNdr: { sentToCourier: boolean; shipment: { ndrState: string } };
    }>(
      'mutation($id: ID!) { requestShipmentNdr(id: $id, request: RTO) { sentToCourier shipment { ndrState } } }',
      { id: sr2.id },
    );
    expect(rto.errors).toBeUndefined();
    expect(rto.data!.requestShipmentNdr).toEqual({
      sentToCourier: true,
      shipment: { ndrState: 'RTO_ACCEPTED' },
    });
    expect(actions).toEqual([
      {
        path: '/sr/ndr/SR2/action',
        body: { action: 'return', comments: 'Requested from the NDR queue of Seller Desk' },
      },
    ]);
  });
});
