import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundHttp } from '../../shared/outbound-http.ts';
import { createIthinkConnector, ITHINK_DETAILS_AWBS, ITHINK_TRACK_AWBS } from './ithink-connector.ts';
import { createShiprocketConnector } from './shiprocket-connector.ts';

// Each courier's documented API, faked by a node:http server on 127.0.0.1 (reached through the allowHosts
// setting production never sets). The fakes keep the calls they were given, and answer as the
// documentation says: pages, a token that expires, a 5xx, a 429 with Retry-After, a call that hangs.

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string | undefined;
  body: unknown;
}

let server: http.Server;
let base: string;
const calls: Call[] = [];
/** what the next calls to a path answer before the normal answer (a status, a Retry-After, or hang) */
let trouble: Record<string, { status?: number; retryAfter?: string; hang?: boolean }[]> = {};
let validTokens = new Set<string>();
let tokensIssued = 0;

const order = (n: number) => ({
  id: n,
  channel_name: 'Store',
  channel_order_id: `SR-${n}`,
  customer_name: `Customer ${n}`,
  customer_phone: '9876543210',
  total: 500,
  status: 'IN TRANSIT',
  payment_method: 'prepaid',
  channel_created_at: '20 Nov 2026, 10:00 AM',
  products: [{ name: 'Blanket', channel_sku: 'BL', quantity: 1, price: 500 }],
  shipments: [{ awb: `1900${n}`.replace(/0000/g, '1'), courier: 'Delhivery', etd: '2026-11-28' }],
});
const SHIPROCKET_ORDERS = Array.from({ length: 150 }, (_, i) => order(i + 1));

function ithinkDetails(awbs: string[]) {
  return Object.fromEntries(
    awbs.map((awb, i) => [
      `iid-${awb}`,
      {
        order: `IT-${awb}`,
        awb_no: awb,
        order_date: '2026-11-21',
        total_amount: '300',
        customer_name: 'Ravi',
        customer_phone: '9123456780',
        latest_courier_status: i === 0 ? 'Delivered' : 'In Transit',
        expected_delivery_date: '2026-11-27',
        products: [
          { product_name: 'Nail Kit', product_sku: 'NK', product_quantity: '1', product_price: '300' },
        ],
      },
    ]),
  );
}
const ITHINK_AWBS = Array.from({ length: 23 }, (_, i) => `81${String(i + 1).padStart(3, '5')}`);

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        auth: req.headers.authorization,
        body,
      });
      const next = trouble[url.pathname]?.shift();
      if (next?.hang) return; // never answers
      if (next?.status)
        return send(
          res,
          next.status,
          { message: 'trouble' },
          next.retryAfter ? { 'retry-after': next.retryAfter } : {},
        );
      // Shiprocket
      if (url.pathname === '/sr/auth/login') {
        const { email, password } = body as { email: string; password: string };
        if (email !== 'api@shop.in' || password !== 'right')
          return send(res, 400, { message: 'Invalid email and password combination' });
        const token = `tok-${++tokensIssued}`;
        validTokens.add(token);
        return send(res, 200, { token });
      }
      if (url.pathname.startsWith('/sr/')) {
        if (!validTokens.has((req.headers.authorization ?? '').replace('Bearer ', '')))
          return send(res, 401, { message: 'Token has expired' });
        if (url.pathname === '/sr/orders') {
          const page = Number(url.searchParams.get('page'));
          const per = Number(url.searchParams.get('per_page'));
          const data = SHIPROCKET_ORDERS.slice((page - 1) * per, page * per);
          return send(res, 200, {
            data,
            meta: { pagination: { total: 150, current_page: page, total_pages: Math.ceil(150 / per) } },
          });
        }
        if (url.pathname === '/sr/ndr/all')
          return send(res, 200, {
            data: [
              {
                awb_code: SHIPROCKET_ORDERS[4]!.shipments[0]!.awb,
                status: 'UNDELIVERED',
                attempts: 1,
                reason: 'Door locked',
                ndr_raised_at: '2026-11-26 12:00:00',
              },
            ],
            meta: { pagination: { total: 1, current_page: 1, total_pages: 1 } },
          });
        const action = /^\/sr\/ndr\/([^/]+)\/action$/.exec(url.pathname);
        if (action) {
          if (action[1] === 'unknown') return send(res, 422, { message: 'AWB not in NDR' });
          return send(res, 202, { status: 'Data Updated Sucessfully' });
        }
      }
      // iThink
      if (url.pathname.startsWith('/it/')) {
        const data = (body as { data: Record<string, string> }).data;
        if (data.access_token !== 'at' || data.secret_key !== 'sk')
          return send(res, 200, {
            status: 'error',
            status_code: 400,
            message: 'Invalid access token or secret key',
          });
        const awbs = (data.awb_number_list ?? '').split(',').filter((a) => a !== '');
        if (url.pathname === '/it/order/get_details.json') {
          if (awbs.length > ITHINK_DETAILS_AWBS)
            return send(res, 200, { status: 'error', message: 'At most 500 AWBs' });
          return send(res, 200, {
            status: 'success',
            status_code: 200,
            data: ithinkDetails(awbs.length ? awbs : ITHINK_AWBS),
          });
        }
        if (url.pathname === '/it/order/track.json') {
          if (awbs.length > ITHINK_TRACK_AWBS)
            return send(res, 200, { status: 'error', message: 'At most 10 AWBs' });
          return send(res, 200, {
            status: 'success',
            status_code: 200,
            data: Object.fromEntries(
              awbs.map((awb) => [
                awb,
                awb === ITHINK_AWBS[1]
                  ? {
                      awb_no: awb,
                      current_status: 'Customer Refused',
                      current_status_code: 'UD',
                      ofd_count: 2,
                      scan_details: [
                        {
                          status_code: 'UD',
                          remark: 'Customer not reachable',
                          status_date_time: '2026-11-26 19:00:00',
                        },
                      ],
                    }
                  : {
                      awb_no: awb,
                      current_status: 'In Transit',
                      current_status_code: 'IT',
                      expected_delivery_date: '2026-11-29',
                    },
              ]),
            ),
          });
        }
      }
      send(res, 404, { message: 'no such path' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  calls.length = 0;
  trouble = {};
  validTokens = new Set();
});

const outbound = () =>
  createOutboundHttp({
    allowHosts: ['localhost'],
    timeoutMs: 300,
    deadlineMs: 5000,
    rateLimitWaitMs: 10,
    maxRetryAfterMs: 2000,
  });
const range = { from: '2026-11-01', to: '2026-11-30' };
const shiprocket = (login = { email: 'api@shop.in', password: 'right' }) =>
  createShiprocketConnector({ outbound: outbound(), baseUrl: `${base}/sr`, login: async () => login });

describe('Shiprocket connector', () => {
  it('logs in once, reads every page of orders and the NDR list, and lays the NDR over its order', async () => {
    const connector = shiprocket();
    const { rows, problems } = await connector.fetchOrders(range);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(150);
    expect(rows.at(-1)).toMatchObject({ orderId: 'SR-150', line: 150 });
    expect(calls.filter((c) => c.path === '/sr/auth/login')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/sr/orders').map((c) => c.query.get('page'))).toEqual(['1', '2']);
    expect(calls.find((c) => c.path === '/sr/orders')?.query.get('from')).toBe('2026-11-01');
    expect(rows[4]).toMatchObject({ status: 'UNDELIVERED', ndrAttempts: 1, ndrReasons: ['Door locked'] });
    // the token is kept: a second sync logs in no more
    await connector.fetchOrders(range);
    expect(calls.filter((c) => c.path === '/sr/auth/login')).toHaveLength(1);
  });

  it('logs in again when the token has expired (401), and goes on', async () => {
    const connector = shiprocket();
    await connector.fetchOrders(range);
    validTokens.clear(); // Shiprocket expired it
    const { rows } = await connector.fetchOrders(range);
    expect(rows).toHaveLength(150);
    expect(calls.filter((c) => c.path === '/sr/auth/login')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/sr/orders').at(-1)?.auth).toBe(`Bearer tok-${tokensIssued}`);
  });

  it('says the login was refused when the credentials are wrong', async () => {
    await expect(
      shiprocket({ email: 'api@shop.in', password: 'wrong' }).fetchOrders(range),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'secret.shiprocket',
      message: expect.stringContaining(
        'Shiprocket refused the login (Invalid email and password combination)',
      ),
    });
  });

  it('tries a 5xx again and succeeds; a courier that stays down is named', async () => {
    trouble['/sr/orders'] = [{ status: 502 }];
    const { rows } = await shiprocket().fetchOrders(range);
    expect(rows).toHaveLength(150);
    expect(calls.filter((c) => c.path === '/sr/orders' && c.query.get('page') === '1')).toHaveLength(2);
    trouble['/sr/orders'] = [{ status: 503 }, { status: 503 }];
    await expect(shiprocket().fetchOrders(range)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('Shiprocket could not be reached (/sr/orders answered 503)'),
    });
  });

  it('waits out a 429 for its Retry-After and tries again; a longer wait than allowed fails as down', async () => {
    trouble['/sr/orders'] = [{ status: 429, retryAfter: '1' }];
    const { rows } = await shiprocket().fetchOrders(range);
    expect(rows).toHaveLength(150);
    const pageOne = calls.filter((c) => c.path === '/sr/orders' && c.query.get('page') === '1');
    expect(pageOne).toHaveLength(2);
    // Shiprocket's own 429 names no wait: a short back-off, then again
    trouble['/sr/ndr/all'] = [{ status: 429 }, { status: 429 }];
    expect((await shiprocket().fetchOrders(range)).rows[4]?.ndrReasons).toEqual(['Door locked']);
    trouble['/sr/orders'] = [{ status: 429, retryAfter: '3600' }];
    await expect(shiprocket().fetchOrders(range)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('still limits the calls (429)'),
    });
  });

  it('gives up on a call that does not answer within the timeout', async () => {
    trouble['/sr/orders'] = [{ hang: true }, { hang: true }];
    await expect(shiprocket().fetchOrders(range)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('did not answer within 0.3 s'),
    });
  });

  it('sends a re-attempt or a return for an AWB, once, and names a refusal', async () => {
    const connector = shiprocket();
    await connector.requestNdrAction('19005', 'return', 'Customer asked');
    const sent = calls.filter((c) => c.path === '/sr/ndr/19005/action');
    expect(sent.map((c) => [c.method, c.body])).toEqual([
      ['POST', { action: 'return', comments: 'Customer asked' }],
    ]);
    // a 5xx is not tried again: an action must not be sent twice
    trouble['/sr/ndr/19006/action'] = [{ status: 500 }];
    await expect(connector.requestNdrAction('19006', 're-attempt', '')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    expect(calls.filter((c) => c.path === '/sr/ndr/19006/action')).toHaveLength(1);
    await expect(connector.requestNdrAction('unknown', 're-attempt', '')).rejects.toMatchObject({
      message: 'Shiprocket did not take the re-attempt request for AWB unknown: AWB not in NDR.',
    });
  });
});

describe('iThink connector', () => {
  const ithink = (keys = { accessToken: 'at', secretKey: 'sk' }) =>
    createIthinkConnector({ outbound: outbound(), baseUrl: `${base}/it`, keys: async () => keys });

  it('reads the range, tracks the open AWBs at most 10 a call, and finds the undelivered one by tracking', async () => {
    const { rows, problems } = await ithink().fetchOrders(range);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(23);
    const details = calls.filter((c) => c.path === '/it/order/get_details.json');
    expect(details.map((c) => (c.body as { data: Record<string, string> }).data)).toEqual([
      {
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        awb_number_list: '',
        access_token: 'at',
        secret_key: 'sk',
      },
    ]);
    // the delivered one is not tracked: 22 AWBs in calls of 10, 10 and 2
    const tracked = calls
      .filter((c) => c.path === '/it/order/track.json')
      .map((c) => (c.body as { data: { awb_number_list: string } }).data.awb_number_list.split(',').length);
    expect(tracked).toEqual([10, 10, 2]);
    expect(rows[1]).toMatchObject({
      status: 'Undelivered',
      ndrAttempts: 2,
      ndrReasons: ['Customer not reachable'],
    });
    expect(rows[2]).toMatchObject({ status: 'In Transit', edd: '2026-11-29' });
  });

  it('reads the stored open AWBs at most 500 a call', async () => {
    const open = Array.from({ length: 1001 }, (_, i) => `9${String(i).padStart(6, '7')}`);
    await ithink().fetchOrders(range, { openAwbs: open });
    const lists = calls
      .filter((c) => c.path === '/it/order/get_details.json')
      .map((c) => (c.body as { data: { awb_number_list: string } }).data.awb_number_list)
      .map((l) => (l === '' ? 0 : l.split(',').length));
    expect(lists).toEqual([0, 500, 500, 1]);
  });

  it('says the keys were refused, and that iThink is down after a 5xx that stays', async () => {
    await expect(ithink({ accessToken: 'at', secretKey: 'bad' }).fetchOrders(range)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'secret.ithink',
      message: expect.stringContaining('iThink refused the login (Invalid access token or secret key)'),
    });
    trouble['/it/order/get_details.json'] = [{ status: 500 }];
    expect((await ithink().fetchOrders(range)).rows).toHaveLength(23);
    trouble['/it/order/get_details.json'] = [{ status: 500 }, { status: 500 }];
    await expect(ithink().fetchOrders(range)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
