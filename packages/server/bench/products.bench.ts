// Benchmark of the Foundation (issue 2): the products query for 10,000 rows through the whole stack
// (app.inject → Fastify → Mercurius with JIT → Kysely → database), on SQLite and, when reachable,
// PostgreSQL; plus the idle RSS of a real server process and its start-to-ready time on an existing
// database. Prints one JSON line. Run: node packages/server/bench/products.bench.ts
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

const ROWS = 10_000;
const RUNS = 7;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const mainTs = path.resolve(import.meta.dirname, '../src/main.ts');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

async function seed(app: App): Promise<string> {
  await app.services.users.create({ username: 'bench', password: 'bench-password', role: 'ADMIN' }, null);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-requested-with': 'bench' },
    payload: { username: 'bench', password: 'bench-password' },
  });
  const cookie = login.cookies.find((c) => c.name === 'sd_session')!.value;
  const at = new Date().toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: crypto.randomUUID(),
    product_name: `Product ${String(i).padStart(5, '0')} steel bottle 750 ml`,
    purchase_cost_paise: 10_000 + i,
    stock: i % 50,
    gst: 18,
    hsn_code: '7323',
    product_image: JSON.stringify([
      `/files/images/${crypto.createHash('sha256').update(String(i)).digest('hex')}.jpg`,
    ]),
    search_keyword: JSON.stringify(['bottle', 'steel']),
    amazon_keyword: 'steel bottle',
    product_length: 8,
    breadth: 8,
    height: 25,
    weight: 0.35,
    rack_no: `R${i % 40}`,
    for_sale: true,
    stage: 'PUBLISHED' as const,
    published_at: at,
    version: 1,
    created_at: at,
    created_by: null,
    updated_at: at,
    updated_by: null,
  }));
  const { db } = app.database;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insertInto('products')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  return cookie;
}

async function measureQuery(config: Config): Promise<{ medianMs: number; minMs: number; bytes: number }> {
  const app = await buildApp(config, { logger: false });
  try {
    const cookie = await seed(app);
    const query = `{ products(first: ${ROWS}) { id productName purchaseCost stock gst hsnCode productImage img searchKeyword
      amazonKeyword productLength breadth height weight rackNo forSale stage publishedAt updatedAt version } }`;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'x-requested-with': 'bench',
          cookie: `sd_session=${cookie}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ query }),
      });
      const ms = performance.now() - t0;
      const n = (res.json() as { data: { products: unknown[] } }).data.products.length;
      if (n !== ROWS) throw new Error(`expected ${ROWS} products, got ${n}`);
      bytes = res.rawPayload.length;
      if (i >= 2) times.push(ms); // the first two warm up the JIT
    }
    return { medianMs: round(median(times)), minMs: round(Math.min(...times)), bytes };
  } finally {
    await app.close();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts main.ts on an existing data folder; returns start-to-ready time and idle RSS. */
async function measureProcess(dataDir: string): Promise<{ startToReadyMs: number; idleRssMiB: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [mainTs], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
  try {
    let ready = 0;
    while (!ready) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (r.ok) ready = performance.now() - t0;
      } catch {
        await new Promise((r) => setTimeout(r, 10));
      }
      if (performance.now() - t0 > 30_000) throw new Error('server did not become ready in 30 s');
    }
    await new Promise((r) => setTimeout(r, 2000)); // let it settle: idle means idle
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
    return { startToReadyMs: round(ready), idleRssMiB: round(kb / 1024) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-'));
const base = (extra: Partial<Config>) =>
  loadConfig(
    {},
    {
      dataDir,
      databaseUrl: undefined,
      logLevel: 'silent',
      nodeEnv: 'production',
      webDist: path.join(dataDir, 'none'),
      ...extra,
    },
  );
const result: Record<string, unknown> = {
  bench: 'products',
  rows: ROWS,
  runs: RUNS,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  result.sqlite = await measureQuery(base({}));
  if (await pgReachable()) {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    try {
      result.postgres = await measureQuery(
        base({ databaseUrl: PG_URL, databaseSchema: schema, dataDir: path.join(dataDir, 'pg') }),
      );
    } finally {
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
  } else {
    result.postgres = 'unreachable';
  }
  result.server = await measureProcess(dataDir);
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
