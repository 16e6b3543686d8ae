// Benchmark of issue 39: twenty clients at once against the real server (main.ts, production), on
// SQLite and, when reachable, PostgreSQL, seeded with 25,000 Flipkart listings and 5,000 products:
//   - `flipkartListings(first: 1000)` with the grid's own document (budget: p50 ≤ 250 ms);
//   - products' first page, `products(first: 200)` with the grid's own document (budget: ≥ 500 req/s,
//     p99 ≤ 100 ms);
// each with no Accept-Encoding, with gzip alone, and with what Chromium sends (br first). The clients are
// node:http with keep-alive (one connection each); answers are read whole, not decompressed. Beside the
// wall time it prints the server process's CPU time (from /proc) and the load average: on this shared
// machine wall time is mostly the queue. It also reads the server's RSS at rest (5 s after start),
// its peak during the load, and every 30 s for two minutes after it (issue 39's memory budget).
// It first times each candidate compression level on the two answers themselves, twenty at once (CPU
// per answer, bytes): the measurement behind the levels the server uses (plugins/compression.ts).
// Run: node packages/server/bench/concurrent.bench.ts   (CONCURRENT_SQLITE_ONLY=1 for SQLite alone)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import {
  BENCH_USER,
  benchConfig,
  freePort,
  median,
  onPostgres,
  round,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-utils.ts';
import { seedListings } from './seed-listings.ts';

const CLIENTS = 20;
const LISTING_REQUESTS = Number(process.env.LISTING_REQUESTS ?? 100);
const PRODUCT_REQUESTS = Number(process.env.PRODUCT_REQUESTS ?? 2000);
const ENCODINGS = { none: undefined, gzip: 'gzip', chromium: 'gzip, deflate, br, zstd' } as const;

const generated = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../web/src/lib/gql/graphql.ts'),
  'utf8',
);
const documentOf = (name: string) =>
  new RegExp(`export const ${name}Document = new TypedDocumentString\\(\`([\\s\\S]*?)\``).exec(
    generated,
  )![1]!;
const LISTINGS = JSON.stringify({
  query: documentOf('FlipkartListings'),
  variables: { first: 1000, skip: 0 },
});
const PRODUCTS = JSON.stringify({ query: documentOf('Products'), variables: { first: 200, skip: 0 } });

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const loadAverage = () => os.loadavg().map((x) => round(x));
/** The resident memory of a process, in MiB (VmRSS from /proc). */
const rssOf = (pid: number) =>
  round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** User + system CPU of a process, in ms (from /proc; 100 ticks a second). */
const cpuOf = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

interface Answer {
  status: number;
  bytes: number;
  body: Buffer;
  encoding: string | undefined;
}

function post(
  agent: http.Agent,
  base: URL,
  cookie: string,
  body: string,
  encoding?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      base,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'bench',
          cookie: `sd_session=${cookie}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: all.length,
            body: all,
            encoding: res.headers['content-encoding'],
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (a: Answer) =>
  a.encoding === 'br'
    ? zlib.brotliDecompressSync(a.body)
    : a.encoding === 'gzip'
      ? zlib.gunzipSync(a.body)
      : a.body;

/** `total` requests from CLIENTS clients at once; latency percentiles, req/s, the server's CPU. */
async function burst(base: URL, cookie: string, pid: number, body: string, total: number, encoding?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const cpu0 = cpuOf(pid);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < total) {
        next++;
        const s = performance.now();
        const a = await post(agent, base, cookie, body, encoding);
        latencies.push(performance.now() - s);
        if (a.status !== 200) throw new Error(`answered ${a.status}: ${decoded(a).toString().slice(0, 300)}`);
        bytes = a.bytes;
      }
    }),
  );
  const wallMs = performance.now() - t0;
  agent.destroy();
  return {
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    reqPerS: round((total / wallMs) * 1000),
    serverCpuMsPerReq: round((cpuOf(pid) - cpu0) / total),
    bytes,
    loadAverage: loadAverage(),
  };
}

const Q = zlib.constants.BROTLI_PARAM_QUALITY;
const W = zlib.constants.BROTLI_PARAM_LGWIN;
/** The candidate levels, as streams: what the server makes of an answer above its sync threshold. */
const CANDIDATES: Record<string, () => zlib.Gzip | zlib.BrotliCompress> = {
  gzip1: () => zlib.createGzip({ level: 1 }),
  gzip6: () => zlib.createGzip({ level: 6 }),
  gzip9: () => zlib.createGzip({ level: 9 }),
  br4_window4MiB: () => zlib.createBrotliCompress({ params: { [Q]: 4 } }), // @fastify/compress's default
  br4: () => zlib.createBrotliCompress({ params: { [Q]: 4, [W]: 18 } }),
  br3: () => zlib.createBrotliCompress({ params: { [Q]: 3, [W]: 18 } }),
  br1: () => zlib.createBrotliCompress({ params: { [Q]: 1, [W]: 18 } }),
};

/** One answer through one compressing stream: its compressed bytes. */
async function compressed(raw: Buffer, make: () => zlib.Gzip | zlib.BrotliCompress): Promise<number> {
  let bytes = 0;
  const stream = make();
  stream.on('data', (c: Buffer) => (bytes += c.length));
  const done = new Promise((r) => stream.on('end', r));
  stream.end(raw);
  await done;
  return bytes;
}

/**
 * CPU per answer and bytes of each candidate level, CLIENTS answers compressed at once (as the server
 * does for twenty clients), median of 5 rounds; CPU is this process's, libuv's threads included.
 */
async function levels(raw: Buffer) {
  const out: Record<string, unknown> = { raw: raw.length };
  for (const [name, make] of Object.entries(CANDIDATES)) {
    const cpu: number[] = [];
    let bytes = 0;
    for (let round_ = 0; round_ < 6; round_++) {
      const c0 = process.cpuUsage();
      bytes = (await Promise.all(Array.from({ length: CLIENTS }, () => compressed(raw, make))))[0]!;
      const c = process.cpuUsage(c0);
      if (round_ > 0) cpu.push((c.user + c.system) / 1000 / CLIENTS);
    }
    out[name] = { cpuMs: round(median(cpu)), bytes };
  }
  return out;
}

async function measure(config: Config, env: Record<string, string>) {
  const app = await buildApp(config, { logger: false });
  try {
    await seedListings(app, { listings: 25_000, products: 5_000, categories: 40 });
  } finally {
    await app.close();
  }
  const port = await freePort();
  const server = startServer(config.dataDir, port, env);
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, 100, 60_000);
    const login = await fetch(`${origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
      body: JSON.stringify(BENCH_USER),
    });
    const cookie = /sd_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error(`login failed: ${login.status}`);
    const base = new URL('/graphql', origin);
    const pid = server.pid!;
    await sleep(5000); // at rest: started, signed in, nothing asked yet
    const restMiB = rssOf(pid);
    let peakMiB = restMiB;
    const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssOf(pid))), 200);
    const warm = new http.Agent({ keepAlive: true });
    const listingsRaw = (await post(warm, base, cookie, LISTINGS)).body;
    const productsRaw = (await post(warm, base, cookie, PRODUCTS)).body;
    warm.destroy();
    const out: Record<string, unknown> = {
      levels: { listings: await levels(listingsRaw), products: await levels(productsRaw) },
    };
    // warm-up: the JIT, the compiled queries, the database's caches
    await burst(base, cookie, pid, LISTINGS, CLIENTS);
    await burst(base, cookie, pid, PRODUCTS, CLIENTS * 5);
    for (const [name, encoding] of Object.entries(ENCODINGS)) {
      out[`listings_${name}`] = await burst(base, cookie, pid, LISTINGS, LISTING_REQUESTS, encoding);
      out[`products_${name}`] = await burst(base, cookie, pid, PRODUCTS, PRODUCT_REQUESTS, encoding);
    }
    clearInterval(sampler);
    // memory after the load: at rest before it, its peak, and each 30 s for two minutes after it
    const after: number[] = [];
    for (let i = 0; i < 4; i++) {
      await sleep(30_000);
      after.push(rssOf(pid));
    }
    out.memory = { restMiB, peakMiB, after30sSteps: after, ratioAfter2Min: round(after[3]! / restMiB) };
    return out;
  } finally {
    await stopServer(server);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-concurrent-'));
const result: Record<string, unknown> = {
  bench: 'concurrent',
  clients: CLIENTS,
  listingRequests: LISTING_REQUESTS,
  productRequests: PRODUCT_REQUESTS,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  result.sqlite = await measure(benchConfig(path.join(dataDir, 'sqlite')), {});
  console.log(JSON.stringify(result));
  if (!process.env.CONCURRENT_SQLITE_ONLY) {
    result.postgres = await onPostgres(dataDir, (config) =>
      measure(config, { DATABASE_URL: config.databaseUrl!, DATABASE_SCHEMA: config.databaseSchema! }),
    );
    console.log(JSON.stringify(result));
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
