// Killing the server while it stores a sale file leaves the whole file or none of it (docs/ledger.md,
// "Storage"): the real server (main.ts) is started on this file's database, sent a large sale file,
// and killed with SIGKILL once its store is seen under way in the database; then the lines are counted.
// The store was a job (decision 217): a restarted server takes it over once the dead server's lease has
// expired and runs it again from the stored file, and the job says what it did. Then the same file is
// uploaded again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { USER, createTestApp, testConfig } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';
import { JOB_LEASE_MS } from '../../shared/jobs/jobs.ts';

// Large enough that the store takes a good part of a second, for the poll below to see it under way.
const LINES = 50_000;
const mainTs = path.resolve(import.meta.dirname, '../../main.ts');
const onPostgres = process.env.SD_TEST_KIND === 'postgres';

/** A Flipkart sale file of `LINES` lines on the one listed SKU. */
const saleFile = () =>
  [
    'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID',
    ...Array.from(
      { length: LINES },
      (_, i) => `KL${String(i).padStart(6, '0')},"Aug 20, 2026",KIDS-SET-01,499,1,Buyer ${i},Pune,FMPP${i}`,
    ),
  ].join('\n');

/** Starts main.ts on this file's database; resolves with its address once it listens. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const c = testConfig();
  const child = spawn(process.execPath, [mainTs], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: c.dataDir,
      ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : {}),
      ...(c.databaseSchema ? { DATABASE_SCHEMA: c.databaseSchema } : {}),
      WEB_DIST: c.webDist,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d.toString();
      const at = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(out);
      if (at) resolve({ child, base: at[1]! });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );

/**
 * Whether a store is under way: on PostgreSQL the server's connection is inside its COPY (or INSERT)
 * into order_lines; on SQLite the write-ahead log has grown past what it held before the upload (a
 * transaction of thousands of lines spills its pages there before it commits).
 */
async function storeUnderWay(walBefore: number): Promise<boolean> {
  const c = testConfig();
  if (!onPostgres) {
    const wal = path.join(c.dataDir, 'seller-desk.sqlite-wal');
    return fs.existsSync(wal) && fs.statSync(wal).size > walBefore + 1024 * 1024;
  }
  const client = new pg.Client({ connectionString: c.databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where state = 'active' and pid <> pg_backend_pid()
         and (query ilike 'copy "order_lines" %' or query ilike 'insert into order_lines %')`,
    );
    return Number(r.rows[0]!.n) > 0;
  } finally {
    await client.end();
  }
}

describe('killing the server during a store', { timeout: 120_000 }, () => {
  it('leaves the whole file or none of it, and the file then stores once', async () => {
    // The listing the lines match, made through the API, then this app is closed so that the real server
    // can take the data folder.
    const t = await createTestApp();
    await createKidsSetListing(t.user);
    await t.close();

    const { child, base } = await startServer();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
      body: JSON.stringify(USER),
    });
    expect(login.status).toBe(200);
    const cookie = /sd_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const wal = path.join(testConfig().dataDir, 'seller-desk.sqlite-wal');
    const walBefore = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
    const body = multipartFile('orders.csv', saleFile(), 'text/csv');
    let answered = false;
    const store = fetch(`${base}/files/reports/sale/flipkart`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'test', ...body.headers },
      body: body.payload,
    }).then(
      (r) => `answered ${r.status}`,
      () => 'cut off',
    );
    void store.then(() => (answered = true));
    let underWay = false;
    const until = Date.now() + 60_000;
    while (!underWay && !answered && Date.now() < until) {
      underWay = await storeUnderWay(walBefore);
      if (!underWay) await new Promise((r) => setTimeout(r, 5));
    }
    expect(underWay).toBe(true);
    child.kill('SIGKILL');
    await exited(child);
    expect(await store).toBe('cut off');

    // Started again on the same database, on a clock past the dead server's lease: the killed store left
    // all of the file or none of it.
    const again = await createTestApp({ clock: fixedClock(new Date(Date.now() + JOB_LEASE_MS + 1_000)) });
    try {
      const countLines = async () =>
        (
          await again.app.database.db
            .selectFrom('order_lines')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = Number(await countLines());
      expect([0, LINES]).toContain(before);

      // The import job the dead server held is still running in the table; this server takes it over and
      // runs it again from its stored file: all of the file is then stored, and the job says how much
      // of it this run stored (none when the killed store had committed).
      const jobsQuery = `{ jobs(first: 10) { state kind attempts result error { code message } } }`;
      type Jobs = { jobs: { state: string; kind: string; attempts: number; result: string | null }[] };
      expect((await again.user.gql<Jobs>(jobsQuery)).data?.jobs).toMatchObject([
        { state: 'RUNNING', attempts: 1 },
      ]);
      expect(await again.app.jobs.runOnce()).toBe(true);
      const [job] = (await again.user.gql<Jobs>(jobsQuery)).data!.jobs;
      expect(job).toMatchObject({ state: 'DONE', kind: 'import', attempts: 2 });
      const rerun = JSON.parse(job!.result!) as { stored: number; alreadyUploaded: unknown[] };
      expect(rerun.stored).toBe(LINES - before);
      expect(rerun.alreadyUploaded).toHaveLength(before);
      expect(Number(await countLines())).toBe(LINES);

      const res = await again.user.request('POST', '/files/reports/sale/flipkart', body);
      expect(res.statusCode).toBe(200);
      expect(Number(await countLines())).toBe(LINES);
      const answer = res.json() as { stored: number; alreadyUploaded: unknown[] };
      expect(answer.stored + answer.alreadyUploaded.length).toBe(LINES);
    } finally {
      await again.close();
    }
  });
});
