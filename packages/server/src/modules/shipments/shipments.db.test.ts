import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type Agent, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// The order database on the real database (docs/orders.md): both couriers' exports imported through the
// plain route (as a job), idempotent re-import, flags kept through a re-import, one order id on two
// channels kept as two, two imports at once, the claim of a flag, the tabs and their CSVs.

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../core/src/shipments/fixtures', name), 'utf8');

const importExport = async (a: Agent, courier: string, text: string) => {
  const res = await a.request(
    'POST',
    `/files/orders/import/${courier}`,
    multipartFile(`${courier}.csv`, text, 'text/csv'),
  );
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

const SHIPMENT =
  'id orderId channel courier statusClass firstMsg inTransitMsg rtoMsg productCost mobileProblem';
interface Shipment {
  id: string;
  orderId: string;
  channel: string;
  courier: string;
  statusClass: string;
  firstMsg: boolean;
  inTransitMsg: boolean;
  rtoMsg: boolean;
  productCost: number;
  mobileProblem: string | null;
}

describe('order database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 28 Nov 2026, 11:30 in India: the EDD days up to 27 Nov have ended, so they are After EDD
    t = await createTestApp({ clock: fixedClock(new Date('2026-11-28T06:00:00Z')) });
  });
  afterAll(() => t.close());

  const tab = async (name: string, who: Agent = t.user) => {
    const r = await who.gql<{ shipments: Shipment[] }>(
      `query($tab: ShipmentTab!) { shipments(tab: $tab, first: 100) { ${SHIPMENT} } }`,
      { tab: name },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.shipments;
  };
  const counts = async () =>
    (
      await t.user.gql<{ shipmentCounts: Record<string, number> }>(
        '{ shipmentCounts { new inTransit delivered undelivered rto afterEdd all } }',
      )
    ).data!.shipmentCounts;
  const claim = (who: Agent, id: string, name: string) =>
    who.gql<{ claimShipmentMessage: { claimed: boolean; shipment: Shipment } }>(
      `mutation($id: ID!, $tab: ShipmentTab!) { claimShipmentMessage(id: $id, tab: $tab) { claimed shipment { ${SHIPMENT} } } }`,
      { id, tab: name },
    );

  it('imports a Shiprocket export: one shipment per channel and order, a bad mobile kept and named', async () => {
    const r = await importExport(t.user, 'shiprocket', fixture('shiprocket-sync.csv'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ added: 8, updated: 0, unchanged: 0 });
    expect(r.body.problems).toEqual([expect.objectContaining({ line: 9, column: 'Mobile' })]);
    const fresh = await tab('NEW');
    // the oldest order id first; LK-2001 once per channel
    expect(fresh.map((s) => [s.orderId, s.channel])).toEqual([
      ['LK-2001', 'Little Kid'],
      ['LK-2001', 'Trendy Handy'],
    ]);
    expect(fresh[0]!.productCost).toBe(142);
    const all = await tab('ALL');
    expect(all.find((s) => s.orderId === 'LK-2006')?.mobileProblem).not.toBeNull();
  });

  it('imports an iThink export and counts every tab', async () => {
    const r = await importExport(t.user, 'ithink', fixture('ithink-sync.csv'));
    expect(r.body).toMatchObject({ added: 4, updated: 0, unchanged: 0, problems: [] });
    expect(await counts()).toEqual({
      new: 3, // LK-2001 ×2, TH-3004
      inTransit: 3, // LK-2002, LK-2006, TH-3001
      delivered: 2,
      undelivered: 2,
      rto: 1,
      afterEdd: 3, // TH-3001 (25 Nov), LK-2006 (26 Nov), LK-2002 (27 Nov)
      all: 12,
    });
    expect((await tab('AFTER_EDD')).map((s) => s.orderId).sort()).toEqual(['LK-2002', 'LK-2006', 'TH-3001']);
    const th3001 = (await tab('IN_TRANSIT')).find((s) => s.orderId === 'TH-3001');
    expect(th3001?.productCost).toBe(325 + 2 * 142);
  });

  it('importing the same export again changes nothing', async () => {
    const before = await t.app.database.db.selectFrom('shipments').selectAll().orderBy('id').execute();
    const r = await importExport(t.user, 'shiprocket', fixture('shiprocket-sync.csv'));
    expect(r.body).toMatchObject({ added: 0, updated: 0, unchanged: 8 });
    const after = await t.app.database.db.selectFrom('shipments').selectAll().orderBy('id').execute();
    expect(after).toEqual(before);
  });

  it('a claimed flag survives a re-import that changes the status; the row leaves New', async () => {
    const [first] = await tab('NEW');
    const c = await claim(t.user, first!.id, 'NEW');
    expect(c.data!.claimShipmentMessage).toMatchObject({ claimed: true, shipment: { firstMsg: true } });
    // a second person (or a second click) gets nothing to send
    const again = await claim(t.admin, first!.id, 'NEW');
    expect(again.data!.claimShipmentMessage.claimed).toBe(false);
    expect((await tab('NEW')).map((s) => s.id)).not.toContain(first!.id);
    const moved = fixture('shiprocket-sync.csv').replace(
      'LK-2001,,2026-11-21 09:00:00,Little Kid,NEW,BLANKET',
      'LK-2001,,2026-11-21 09:00:00,Little Kid,PICKED UP,BLANKET',
    );
    expect(moved).not.toBe(fixture('shiprocket-sync.csv'));
    const r = await importExport(t.user, 'shiprocket', moved);
    expect(r.body).toMatchObject({ added: 0, updated: 1, unchanged: 7 });
    const row = await t.app.database.db
      .selectFrom('shipments')
      .select(['first_msg', 'status', 'updated_by'])
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.first_msg)).toBe(true);
    expect(row.status).toBe('PICKED UP');
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'shipment')
      .where('entity_id', '=', first!.id)
      .execute();
    expect(audit).toEqual([{ action: 'send:firstMsg', user_id: expect.any(String) }]);
  });

  it('two people claiming one row at once: exactly one gets it', async () => {
    const rto = (await tab('RTO'))[0]!;
    const results = await Promise.all([claim(t.user, rto.id, 'RTO'), claim(t.admin, rto.id, 'RTO')]);
    expect(results.map((r) => r.data!.claimShipmentMessage.claimed).sort()).toEqual([false, true]);
    const none = await claim(t.user, rto.id, 'ALL');
    expect(none.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tab' });
  });

  it('two imports at once neither duplicate an order nor lose a flag set meanwhile', async () => {
    const text = fixture('ithink-sync.csv').replaceAll('TH-300', 'TH-400');
    const both = await Promise.all([
      importExport(t.user, 'ithink', text),
      importExport(t.admin, 'ithink', text),
    ]);
    // one import per courier at a time (decision 306): the second is refused while the first is queued
    // or running, or runs after it when the first had ended already
    for (const r of both)
      if (r.status !== 200) {
        expect(r.status).toBe(409);
        expect((r.body.error as { message: string }).message).toMatch(
          /^iThink is busy: an import of its export/,
        );
      }
    expect(both.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(both.reduce((n, r) => n + Number(r.body.added ?? 0), 0)).toBe(4);
    const keys = await t.app.database.db
      .selectFrom('shipments')
      .select(['order_id'])
      .where('order_id', 'like', 'TH-400%')
      .execute();
    expect(keys).toHaveLength(4);
    const th4004 = (await tab('NEW')).find((s) => s.orderId === 'TH-4004')!;
    await claim(t.user, th4004.id, 'NEW');
    await Promise.all([importExport(t.user, 'ithink', text), importExport(t.admin, 'ithink', text)]);
    expect((await tab('ALL')).find((s) => s.id === th4004.id)?.firstMsg).toBe(true);
  });

  it("stops an iThink export with an AWB holding '0000' and changes nothing", async () => {
    const before = await counts();
    const r = await importExport(
      t.user,
      'ithink',
      fixture('ithink-sync.csv').replaceAll('TH-300', 'TH-500').replace('4567890123456', '4567890000456'),
    );
    expect(r.status).toBe(400);
    expect((r.body.error as { message: string }).message).toMatch(/^Awb should be number: /);
    expect(await counts()).toEqual(before);
  });

  it('names a missing key column and refuses an unknown courier', async () => {
    const r = await importExport(
      t.user,
      'shiprocket',
      fixture('shiprocket-sync.csv').replace('Customer Mobile', 'Mobile Of Customer'),
    );
    expect(r.status).toBe(400);
    expect((r.body.error as { message: string }).message).toContain('Customer Mobile');
    expect((await importExport(t.user, 'bluedart', 'x')).status).toBe(404);
  });

  it("writes a tab's CSV with the old sheet's file name and TRUE/FALSE flags", async () => {
    const res = await t.user.request('GET', '/files/orders/newOrder.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('newOrder.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^orderId,channel,status,/);
    expect(lines).toHaveLength(1 + (await counts()).new!);
    expect(lines.slice(1).every((l) => l.includes(',FALSE,FALSE,FALSE,'))).toBe(true);
    expect((await t.user.request('GET', '/files/orders/nothing.csv')).statusCode).toBe(404);
  });
});

describe('the NDR queue and the Summary tab', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(new Date('2026-11-28T06:00:00Z')) });
    // the file's database holds the first part's shipments: start from none
    await t.app.database.db.deleteFrom('shipments').execute();
    await importExport(t.user, 'shiprocket', fixture('shiprocket-sync.csv'));
    await importExport(t.user, 'ithink', fixture('ithink-sync.csv'));
  });
  afterAll(() => t.close());

  const QUEUE_ROW =
    'id orderId courier ndrReasons noAttempt ndrState ndrStateAt ndrStateByName courierTakesNdrRequests';
  const queue = async (withClosed = false) => {
    const r = await t.user.gql<{
      ndrQueue: {
        id: string;
        orderId: string;
        noAttempt: boolean;
        ndrState: string;
        ndrStateAt: string | null;
        ndrStateByName: string | null;
        courierTakesNdrRequests: boolean;
      }[];
      ndrQueueCount: number;
    }>(
      `query($c: Boolean) { ndrQueue(withClosed: $c, first: 50) { ${QUEUE_ROW} } ndrQueueCount(withClosed: $c) }`,
      { c: withClosed },
    );
    expect(r.errors).toBeUndefined();
    return r.data!;
  };
  const request = (id: string, req: string) =>
    t.user.gql<{ requestShipmentNdr: { sentToCourier: boolean; shipment: { ndrState: string } } }>(
      'mutation($id: ID!, $r: NdrRequest!) { requestShipmentNdr(id: $id, request: $r) { sentToCourier shipment { ndrState } } }',
      { id, r: req },
    );
  const move = (who: Agent, id: string, to: string) =>
    who.gql<{ moveShipmentNdr: { ndrState: string; ndrStateByName: string | null } }>(
      'mutation($id: ID!, $to: NdrState!) { moveShipmentNdr(id: $id, to: $to) { ndrState ndrStateByName } }',
      { id, to },
    );

  it('lists the undelivered shipments of both couriers with the "no attempt" flag', async () => {
    const q = await queue();
    expect(q.ndrQueueCount).toBe(2);
    const byId = new Map(q.ndrQueue.map((s) => [s.orderId, s]));
    // Shiprocket's "Customer not reachable": no attempt; iThink's "Door locked" was one
    expect(byId.get('LK-2004')).toMatchObject({ noAttempt: true, ndrState: 'NEW', ndrStateByName: null });
    expect(byId.get('TH-3002')).toMatchObject({ noAttempt: false, ndrState: 'NEW' });
    // no courier connection takes requests yet: only our state changes
    expect(q.ndrQueue.every((s) => !s.courierTakesNdrRequests)).toBe(true);
  });

  it('records who moved the action state and when; an RTO cannot be undone; a closed one leaves the queue', async () => {
    const { ndrQueue: rows } = await queue();
    const lk = rows.find((s) => s.orderId === 'LK-2004')!;
    const th = rows.find((s) => s.orderId === 'TH-3002')!;
    expect((await move(t.admin, lk.id, 'CONTACTED')).data!.moveShipmentNdr).toEqual({
      ndrState: 'CONTACTED',
      ndrStateByName: 'admin',
    });
    const rto = await request(th.id, 'RTO');
    expect(rto.data!.requestShipmentNdr).toEqual({
      sentToCourier: false,
      shipment: { ndrState: 'RTO_ACCEPTED' },
    });
    const again = await request(th.id, 'REATTEMPT');
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(again.errors![0]!.message).toMatch(/RTO cannot be undone/);
    expect((await move(t.user, th.id, 'CLOSED')).errors).toBeUndefined();

    const open = await queue();
    expect(open.ndrQueue.map((s) => s.orderId)).toEqual(['LK-2004']);
    expect(open.ndrQueue[0]).toMatchObject({
      ndrState: 'CONTACTED',
      ndrStateAt: '2026-11-28T06:00:00.000Z',
      ndrStateByName: 'admin',
    });
    const all = await queue(true);
    expect(all.ndrQueueCount).toBe(2);
    expect(all.ndrQueue.find((s) => s.orderId === 'TH-3002')).toMatchObject({
      ndrState: 'CLOSED',
      ndrStateByName: 'staff',
    });
    const audit = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'shipment')
      .where('entity_id', '=', th.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['ndr', 'ndr']);
    expect(JSON.parse(String(audit[0]!.after))).toEqual({
      ndrState: 'rtoAccepted',
      request: 'rto',
      sentToCourier: false,
    });
  });

  it('adds up the Summary in SQL: statuses, channels, couriers, RTO rates, COD pending, past EDD, coverage', async () => {
    const fresh = (
      await t.user.gql<{ shipments: { id: string }[] }>('{ shipments(tab: NEW, first: 1) { id } }')
    ).data!.shipments[0]!;
    await t.user.gql('mutation($id: ID!) { claimShipmentMessage(id: $id, tab: NEW) { claimed } }', {
      id: fresh.id,
    });
    const r = await t.user.gql<{ shipmentSummary: Record<string, unknown> }>(`{
      shipmentSummary {
        total pastEdd codPending codPendingOrders
        byStatus { status statusClass count }
        byChannel { channel count }
        byCourier { courier courierCompany count delivered rto rtoRatePercent }
        byPincodePrefix { prefix count delivered rto rtoRatePercent }
        coverage { flag statusClass total sent sentAll }
      }
    }`);
    expect(r.errors).toBeUndefined();
    const s = r.data!.shipmentSummary;
    expect(s).toMatchObject({ total: 12, pastEdd: 3 });
    // COD not yet delivered nor returning: LK-2001 ×2 (549, 399), LK-2004 142, LK-2006 450, TH-3002 450
    expect(s).toMatchObject({ codPending: 1990, codPendingOrders: 5 });
    expect(s.byChannel).toEqual([
      { channel: 'Little Kid', count: 7 },
      { channel: '', count: 4 },
      { channel: 'Trendy Handy', count: 1 },
    ]);
    expect(s.byStatus).toContainEqual({ status: 'IN TRANSIT', statusClass: 'inTransit', count: 2 });
    expect(s.byStatus).toContainEqual({ status: 'RTO DELIVERED', statusClass: 'rto', count: 1 });
    expect(s.byCourier).toEqual([
      {
        courier: 'shiprocket',
        courierCompany: 'Delhivery Surface',
        count: 8,
        delivered: 1,
        rto: 1,
        rtoRatePercent: 50,
      },
      { courier: 'ithink', courierCompany: 'Delhivery', count: 4, delivered: 1, rto: 0, rtoRatePercent: 0 },
    ]);
    expect((s.byPincodePrefix as unknown[])[0]).toEqual({
      prefix: '110',
      count: 2,
      delivered: 0,
      rto: 1,
      rtoRatePercent: 100,
    });
    expect(s.coverage).toEqual([
      { flag: 'firstMsg', statusClass: 'new', total: 3, sent: 1, sentAll: 1 },
      { flag: 'inTransitMsg', statusClass: 'inTransit', total: 3, sent: 0, sentAll: 0 },
      { flag: 'ndrMsg', statusClass: 'undelivered', total: 2, sent: 0, sentAll: 0 },
      { flag: 'rtoMsg', statusClass: 'rto', total: 1, sent: 0, sentAll: 0 },
    ]);
  });

  it('Settings › Order sync: an ADMIN edits the product costs, a USER may not, the next import uses them', async () => {
    const SET =
      'mutation($c: [ShipmentCostRuleInput!]!, $v: Int!) { updateShipmentCostSettings(productCosts: $c, version: $v) { productCosts { keyword unitCost } version } }';
    const read = await t.user.gql<{ shipmentCostSettings: { productCosts: unknown[]; version: number } }>(
      '{ shipmentCostSettings { productCosts { keyword unitCost } version } }',
    );
    expect(read.data!.shipmentCostSettings).toEqual({
      productCosts: [
        { keyword: 'Cactus', unitCost: 325 },
        { keyword: 'Blanket', unitCost: 142 },
        { keyword: 'Diapers', unitCost: 102 },
        { keyword: 'Nail', unitCost: 192 },
      ],
      version: 0,
    });
    const rules = [{ keyword: 'Cactus', unitCost: 300 }];
    const refused = await t.user.gql(SET, { c: rules, v: 0 });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const bad = await t.admin.gql(SET, { c: [...rules, { keyword: 'cactus', unitCost: 1 }], v: 0 });
    expect(bad.errors![0]!.message).toBe('Rule 2: "cactus" is the keyword of rule 1 already.');
    const saved = await t.admin.gql<{ updateShipmentCostSettings: unknown }>(SET, { c: rules, v: 0 });
    expect(saved.data!.updateShipmentCostSettings).toEqual({ productCosts: rules, version: 1 });
    await importExport(t.user, 'ithink', fixture('ithink-sync.csv').replaceAll('TH-300', 'TH-600'));
    const row = await t.app.database.db
      .selectFrom('shipments')
      .select('product_cost_paise')
      .where('order_id', '=', 'TH-6001')
      .executeTakeFirstOrThrow();
    // Dancing Cactus Toy at 300; the blanket no longer has a rule
    expect(Number(row.product_cost_paise)).toBe(30_000);
  });
});
