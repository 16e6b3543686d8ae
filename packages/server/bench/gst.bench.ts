// Benchmark of GSTR-1 (issue 37, docs/gst.md): a quarter of 300,000 marketplace order lines (April to
// June 2026; three marketplaces, 30 states spelled as the reports spell them, 5 % and 18 %, one in
// twelve returned, every line's listing linked to a product with an HSN code), prepared and exported
// through GET /files/gst/gstr1/2026-Q2.json and .xlsx with a session (job, SQL, file), three times each,
// median. SQLite and, when reachable, PostgreSQL. Each run gives its wall time and its CPU time: this
// process's, and on PostgreSQL the bench's own server processes' too (read from /proc, found by the
// connections' application_name), so a figure taken on a loaded machine still says what the work costs.
// The load average is printed at the start and the end. Prints one JSON line.
// Run: node packages/server/bench/gst.bench.ts
// GST_BENCH_KEEP=<folder> keeps the seeded quarter (SQLite in the folder, PostgreSQL in the schema
// gst_bench_kept) and reuses it on the next run, the exports kept before cleared, so that a change can be
// measured again without seeding 300,000 lines each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { orderLineValues } from '../test/factories.ts';
import { storeLines } from '../test/ledger-fixture.ts';
import type { TestApp } from '../test/test-app.ts';
import { sql } from 'kysely';
import pg from 'pg';
import { BENCH_USER, benchConfig, median, onPostgres, round, signIn, timedGraphql } from './bench-utils.ts';

const APP_NAME = 'sd-gst-bench';

const LINES = 300_000;
const STATES = [
  'Maharashtra',
  'MAHARASHTRA',
  'Karnataka',
  'Tamil Nadu',
  'TAMIL NADU',
  'Gujarat',
  'Delhi',
  'NCT of Delhi',
  'Uttar Pradesh',
  'West Bengal',
  'Rajasthan',
  'Kerala',
  'Telangana',
  'Andhra Pradesh',
  'Madhya Pradesh',
  'Bihar',
  'Punjab',
  'Haryana',
  'Odisha',
  'Orissa',
  'Assam',
  'Jharkhand',
  'Chhattisgarh',
  'Goa',
  'Uttarakhand',
  'Himachal Pradesh',
  'Jammu & Kashmir',
  'Puducherry',
  'Chandigarh',
  'Tripura',
];
const CHANNELS = ['flipkart', 'amazon', 'meesho'] as const;

async function seed(app: App, cookie: string) {
  const listings: string[] = [];
  for (let i = 0; i < 20; i++) {
    const p = await timedGraphql(
      app,
      cookie,
      'mutation($d: ProductInput!) { createProduct(data: $d) { id } }',
      {
        d: {
          productName: `Bench product ${i}`,
          purchaseCost: 100,
          gst: 5,
          hsnCode: i % 2 ? '6301' : '6109',
          productImage: [],
        },
      },
    );
    const id = (p.res.json() as { data: { createProduct: { id: string } } }).data.createProduct.id;
    const l = await timedGraphql(
      app,
      cookie,
      'mutation($d: MeeshoListingInput!) { createMeeshoListing(data: $d) { id } }',
      {
        d: {
          skuid: `BENCH-${i}`,
          listingPrice: 499,
          profit: 40,
          packing: 10,
          advertisingCost: 5,
          returnCost: 15,
          discount: 0,
          products: { connect: [{ id }] },
        },
      },
    );
    listings.push(
      (l.res.json() as { data: { createMeeshoListing: { id: string } } }).data.createMeeshoListing.id,
    );
  }
  for (let start = 0; start < LINES; start += 10_000) {
    const chunk = Array.from({ length: Math.min(10_000, LINES - start) }, (_, k) => {
      const i = start + k;
      const month = 4 + (i % 3);
      const day = 1 + (i % 28);
      const billDate = `2026-0${month}-${String(day).padStart(2, '0')}`;
      const rate = i % 4 === 0 ? 18 : 5;
      const state = STATES[i % STATES.length]!;
      const intra = state.toLowerCase() === 'maharashtra';
      const returned = i % 12 === 0 && month < 6;
      return orderLineValues({
        channel: CHANNELS[i % 3],
        orderId: `Q2-${i}`,
        billDate,
        listingId: listings[i % listings.length]!,
        invoiceAmountPaise: 29_900 + (i % 50) * 1_000,
        quantity: 1 + (i % 3 === 0 ? 1 : 0),
        state,
        gstRate: rate,
        ...(intra ? { cgstRate: rate / 2, sgstRate: rate / 2 } : { igstRate: rate }),
        marketplaceInvoiceNo: `${CHANNELS[i % 3]!.slice(0, 2).toUpperCase()}Q2${String(i).padStart(8, '0')}`,
        ...(returned
          ? { isReturn: true, returnDate: `2026-0${month + 1}-${String(day).padStart(2, '0')}` }
          : {}),
      });
    });
    // the ledger's own insert, 500 lines a statement, one transaction a chunk (test/ledger-fixture.ts)
    await storeLines({ app } as unknown as TestApp, chunk);
  }
}

/** CPU milliseconds of the PostgreSQL server processes serving this bench's connections (0 on SQLite). */
async function databaseCpuMs(app: App): Promise<number> {
  if (app.database.kind !== 'postgres') return 0;
  const pids = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE application_name = ${APP_NAME}`.execute(app.database.db);
  let ticks = 0;
  for (const { pid } of pids.rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // a connection closed in between
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function timedFile(app: App, cookie: string, file: string) {
  const db0 = await databaseCpuMs(app);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/files/gst/gstr1/${file}`,
    headers: { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}` },
  });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const dbMs = (await databaseCpuMs(app)) - db0;
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 + dbMs, dbMs, bytes: res.rawPayload.length };
}

const KEEP = process.env.GST_BENCH_KEEP;

async function run(config: Config) {
  const app = await buildApp(
    config.databaseUrl
      ? { ...config, databaseUrl: `${config.databaseUrl}?application_name=${APP_NAME}` }
      : config,
    { logger: false },
  );
  try {
    const kept = KEEP
      ? Number(
          (await sql<{ n: unknown }>`SELECT COUNT(*) AS n FROM order_lines`.execute(app.database.db)).rows[0]
            ?.n,
        ) === LINES
      : false;
    const cookie = kept ? await signInAgain(app) : await signIn(app);
    const s0 = performance.now();
    if (kept) {
      await sql`DELETE FROM gst_exports`.execute(app.database.db);
    } else await seed(app, cookie);
    const seedMs = kept ? 'kept' : round(performance.now() - s0);
    const out: Record<string, unknown> = { lines: LINES, seedMs };
    for (const file of ['2026-Q2.json', '2026-Q2.xlsx']) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await timedFile(app, cookie, file));
      out[file] = {
        medianMs: round(median(runs.map((r) => r.ms))),
        runsMs: runs.map((r) => round(r.ms)),
        medianCpuMs: round(median(runs.map((r) => r.cpuMs))),
        runsCpuMs: runs.map((r) => round(r.cpuMs)),
        runsDatabaseCpuMs: runs.map((r) => round(r.dbMs)),
        bytes: runs[0]!.bytes,
        loadAverage: os.loadavg().map(round),
      };
    }
    return out;
  } finally {
    await app.close();
  }
}

/** Signs the bench user in again (a kept quarter's database has it already). */
async function signInAgain(app: App): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-requested-with': 'bench' },
    payload: BENCH_USER,
  });
  return login.cookies.find((c) => c.name === 'sd_session')!.value;
}

const dir = KEEP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gst-bench-'));
try {
  const loadAtStart = os.loadavg().map(round);
  const sqlite = process.env.GST_BENCH_POSTGRES_ONLY
    ? 'skipped'
    : await run(benchConfig(path.join(dir, 'sqlite')));
  const postgres = process.env.GST_BENCH_SQLITE_ONLY
    ? 'skipped'
    : KEEP
      ? await keptPostgres(dir)
      : await onPostgres(dir, run);
  console.log(
    JSON.stringify({ bench: 'gst', loadAtStart, loadAtEnd: os.loadavg().map(round), sqlite, postgres }),
  );
} finally {
  if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
}

/** The kept quarter on PostgreSQL: schema gst_bench_kept, made on the first run and left in place. */
async function keptPostgres(folder: string) {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('create schema if not exists gst_bench_kept');
  await c.end();
  return run(
    benchConfig(folder, {
      databaseUrl: url,
      databaseSchema: 'gst_bench_kept',
      dataDir: path.join(folder, 'pg'),
    }),
  );
}
