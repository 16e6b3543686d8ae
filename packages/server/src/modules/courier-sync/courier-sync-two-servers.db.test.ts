import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { ADMIN, agent, createTestApp, testConfig, type Agent, type TestApp } from '../../../test/test-app.ts';

// One sync or import per courier across two servers on one PostgreSQL (decision 306): the courier is
// taken by a compare-and-set on its row in the database, not by anything a server keeps in memory. A
// local fake of Shiprocket's API holds GET /orders while `gate` is set, so the first sync stays running.

let gate: Promise<void> | null = null;
const json = (res: http.ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const fake = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/sr/auth/login') return json(res, { token: 'tok' });
      if (url.pathname === '/sr/ndr/all')
        return json(res, { data: [], meta: { pagination: { total_pages: 1 } } });
      if (gate) await gate;
      json(res, { data: [], meta: { pagination: { total_pages: 1 } } });
    })();
  });
});

describe.runIf(process.env.SD_TEST_KIND === 'postgres')('courier sync on two servers', () => {
  let a: TestApp;
  let b: App;
  let onB: Agent;
  let otherDataDir: string;
  beforeAll(async () => {
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    const config = {
      outboundAllowHosts: ['localhost'],
      courierApis: { shiprocket: `http://localhost:${(fake.address() as AddressInfo).port}/sr` },
    };
    a = await createTestApp({ config });
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-courier-'));
    b = await buildApp(testConfig({ ...config, dataDir: otherDataDir }), { logger: false });
    onB = agent(b);
    expect((await onB.request('POST', '/auth/login', { body: ADMIN })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
    fake.closeAllConnections();
    fake.close();
  });

  const start = (who: Agent) =>
    who.gql<{ startCourierSync: { jobId: string } }>(
      'mutation { startCourierSync(which: SHIPROCKET) { jobId } }',
    );
  const state = async (jobId: string) =>
    (
      await a.admin.gql<{ job: { state: string } | null }>('query($id: ID!) { job(id: $id) { state } }', {
        id: jobId,
      })
    ).data!.job?.state;

  it('two starts of one courier on two servers: one runs, the other is refused; an upload on either too', async () => {
    const login = await a.admin.gql(
      'mutation { setCourierLogin(key: "secret.shiprocket", fields: [{ name: "email", value: "a@b.in" }, { name: "password", value: "p" }]) { set } }',
    );
    expect(login.errors).toBeUndefined();
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const both = await Promise.all([start(a.user), start(onB)]);
    const ran = both.filter((r) => r.data?.startCourierSync);
    expect(ran).toHaveLength(1);
    const refused = both.find((r) => r.errors)!;
    expect(refused.errors![0]!.extensions?.code).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/^Shiprocket is busy: its sync started by (staff|admin) at /);
    const jobId = ran[0]!.data!.startCourierSync.jobId;
    for (const who of [a.user, onB]) {
      const form = multipartFile('shiprocket.csv', 'Order ID,Customer Mobile\n', 'text/csv');
      const up = await who.request('POST', '/files/orders/import/shiprocket', form);
      expect(up.statusCode).toBe(409);
    }
    gate = null;
    open();
    while ((await state(jobId)) !== 'DONE') await new Promise((r) => setTimeout(r, 50));
    // once it has ended, the other server starts the next one
    const next = await start(onB);
    expect(next.errors).toBeUndefined();
  });
});
