import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Courier sync on the real database (docs/orders.md, "Courier sync"): the write-only logins, the sync
// jobs against local fakes of both couriers' APIs (config points the base URLs at them), one sync or
// export import per courier at a time (a second refused, decision 306), a flag set while a sync runs kept, Sync Both's reconciliation, a failed sync
// keeping what was stored, and the NDR action sent to Shiprocket.

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../core/src/shipments/fixtures', name), 'utf8');

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
    who.gql<{ startCourierSync: { jobId: string } }>(
      `mutation($w: CourierSyncWhich!) { startCourierSync(which: $w) { jobId } }`,
      { w: which },
    );
  const syncs = async (who: Agent = t.user) => {
    const r = await who.gql<{
      courierSyncs: {
        courier: string;
        startedByName: string | null;
        job: {
          id: string;
          kind: string;
          state: string;
          result: string | null;
          error: { message: string } | null;
        } | null;
      }[];
    }>('{ courierSyncs { courier startedByName job { id kind state result error { message } } } }');
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

  it('runs one sync per courier at a time: a second start is refused naming the running one, and a flag set meanwhile is kept', async () => {
    const first = await start(t.user, 'SHIPROCKET');
    const done = (await settled(first.data!.startCourierSync.jobId)).result;
    expect(JSON.parse(done!)).toMatchObject({
      couriers: [{ courier: 'shiprocket', added: 3, updated: 0, unchanged: 0, problems: [] }],
    });
    const one = (await all()).find((s) => s.orderId === 'ORD-1')!;
    expect((await all()).find((s) => s.orderId === 'ORD-2')?.ndrReasons).toEqual(['Customer not reachable']);
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const both = await Promise.all([start(t.user, 'SHIPROCKET'), start(t.admin, 'BOTH')]);
    const ran = both.filter((r) => r.data?.startCourierSync);
    const refused = both.filter((r) => r.errors);
    expect(ran).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.extensions?.code).toBe('CONFLICT');
    const starter = ran[0] === both[0] ? 'staff' : 'admin';
    expect(refused[0]!.errors![0]!.message).toBe(
      `Shiprocket is busy: its sync started by ${starter} at 28 Nov 2026, 11:30 am is still running ` +
        `(job ${ran[0]!.data!.startCourierSync.jobId.slice(0, 8)}). Start again once it has finished; ` +
        'one sync or import runs at a time per courier.',
    );
    const jobId = ran[0]!.data!.startCourierSync.jobId;
    expect((await syncs()).find((s) => s.courier === 'shiprocket')).toMatchObject({
      startedByName: starter,
      job: { id: jobId, kind: 'courier-sync' },
    });
    // while the sync waits for Shiprocket, the first message is sent from New
    const claim = await t.user.gql<{ claimShipmentMessage: { claimed: boolean } }>(
      'mutation($id: ID!) { claimShipmentMessage(id: $id, tab: NEW) { claimed } }',
      { id: one.id },
    );
    expect(claim.errors).toBeUndefined();
    gate = null;
    open();
    await settled(jobId);
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

  it("an export import and a sync of one courier never run at once; another courier's go on", async () => {
    const upload = (who: Agent, courier: string, respondAsync: boolean) => {
      const form = multipartFile(`${courier}.csv`, fixture(`${courier}-sync.csv`), 'text/csv');
      return who.request('POST', `/files/orders/import/${courier}`, {
        ...form,
        headers: { ...form.headers, ...(respondAsync ? { prefer: 'respond-async' } : {}) },
      });
    };
    const storedFiles = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('stored_files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const sync = await start(t.admin, 'SHIPROCKET');
    const syncJob = sync.data!.startCourierSync.jobId;
    const filesBefore = await storedFiles();
    // Shiprocket's export while its sync runs: refused, naming the sync, and the file is not kept
    const refused = await upload(t.user, 'shiprocket', false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: expect.stringMatching(
          /^Shiprocket is busy: its sync started by admin at 28 Nov 2026, 11:30 am is still running/,
        ),
      },
    });
    expect(await storedFiles()).toBe(filesBefore);
    // iThink is free: its export is taken (queued behind the sync on this one server); a second iThink
    // export while the first waits is refused, naming the import
    const ithink = await Promise.all([upload(t.user, 'ithink', true), upload(t.admin, 'ithink', true)]);
    expect(ithink.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const taken = ithink.find((r) => r.statusCode === 202)!;
    const importJob = (taken.json() as { jobId: string }).jobId;
    const starter = taken === ithink[0] ? 'staff' : 'admin';
    expect(ithink.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      error: {
        message: expect.stringMatching(
          new RegExp(`^iThink is busy: an import of its export started by ${starter} at 28 Nov 2026`),
        ),
      },
    });
    expect((await syncs()).find((s) => s.courier === 'ithink')).toMatchObject({
      startedByName: starter,
      job: { id: importJob, kind: 'shipment-import' },
    });
    // nor may a sync of iThink (or both) start while its import waits
    const syncBoth = await start(t.user, 'BOTH');
    expect(syncBoth.errors?.[0]?.message).toMatch(/^iThink is busy: an import of its export/);
    gate = null;
    open();
    await settled(syncJob);
    expect((await settled(importJob)).state).toBe('DONE');
    // once each has ended, the next one of that courier runs
    const next = await upload(t.user, 'shiprocket', false);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ added: 8 });
    const again = await start(t.user, 'ITHINK');
    expect(again.errors).toBeUndefined();
    expect((await settled(again.data!.startCourierSync.jobId)).state).toBe('DONE');
  });
});
