// Benchmark of the Foundation (issue 2): the products query for 10,000 rows through the whole stack
// (app.inject → Fastify → Mercurius with JIT → Kysely → database), on SQLite and, when reachable,
// PostgreSQL; plus the idle RSS of a real server process and its start-to-ready time on an existing
// database. Prints one JSON line. Run: node packages/server/bench/products.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import {
  benchConfig,
  benchImages,
  benchProduct,
  freePort,
  median,
  onPostgres,
  round,
  signIn,
  startServer,
  stopServer,
  timedGraphql,
  waitForHealth,
} from './bench-utils.ts';

const ROWS = 10_000;
/** Distinct product photos the rows share. */
const IMAGES = 12;
const RUNS = 7;

async function seed(app: App): Promise<string> {
  const cookie = await signIn(app);
  const at = new Date().toISOString();
  const images = await benchImages(app, cookie, IMAGES);
  const rows = Array.from({ length: ROWS }, (_, i) =>
    benchProduct(
      i,
      at,
      { purchase_cost_paise: 10_000 + i, stock: i % 50, gst: 18, hsn_code: '7323' },
      images[i % IMAGES]!,
    ),
  );
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
      const { res, ms } = await timedGraphql(app, cookie, query);
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

/** Starts main.ts on an existing data folder; returns start-to-ready time and idle RSS. */
async function measureProcess(dataDir: string): Promise<{ startToReadyMs: number; idleRssMiB: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = startServer(dataDir, port);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 10, 30_000);
    const ready = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 2000)); // let it settle: idle means idle
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
    return { startToReadyMs: round(ready), idleRssMiB: round(kb / 1024) };
  } finally {
    await stopServer(child);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-'));
const result: Record<string, unknown> = {
  bench: 'products',
  rows: ROWS,
  runs: RUNS,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  result.sqlite = await measureQuery(benchConfig(dataDir));
  result.postgres = await onPostgres(dataDir, measureQuery);
  result.server = await measureProcess(dataDir);
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
