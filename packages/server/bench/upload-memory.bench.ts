// The server's peak memory during a 50 MiB report upload (issue 36, item 2): the server runs in this
// process on a free port, the file is sent by curl from another process, as a browser would, and this
// process's memory is sampled every few milliseconds (RSS also as Linux's own peak, VmHWM, reset before
// each upload). The checkout to measure is an argument, so today's main and a commit before the uploads
// streamed run the same bench (git worktree add /tmp/base 7dfd232).
// Run: node --expose-gc packages/server/bench/upload-memory.bench.ts [checkout] [sqlite|postgres]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type * as AppModule from '../src/app.ts';
import type * as ConfigModule from '../src/config.ts';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../..'));
const kind = process.argv[3] === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const { buildApp } = (await import(path.join(root, 'packages/server/src/app.ts'))) as typeof AppModule;
const { loadConfig } = (await import(
  path.join(root, 'packages/server/src/config.ts')
)) as typeof ConfigModule;

const mib = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * 50 MiB of one-line sale rows (about 1.38 million): read to line 1,00,001, then refused (decision 195).
 * Written a few thousand rows at a time, so that this process's memory is not the file's before it is sent.
 */
function fiftyMiB(file: string) {
  const fd = fs.openSync(file, 'w');
  let size = 0;
  let rows = ['Order Id,Ordered On,SKU,Invoice Amount,Quantity'];
  for (let i = 0; size < 50 * 1024 * 1024 - 100; i++) {
    const row = `T${i},"Aug 1, 2026",BENCH-SKU-${i % 40},449,1`;
    rows.push(row);
    size += row.length + 1;
    if (rows.length === 5000) {
      fs.writeSync(fd, `${rows.join('\n')}\n`);
      rows = [];
    }
  }
  fs.writeSync(fd, rows.join('\n'));
  fs.closeSync(fd);
}
/** 60 MiB: refused at the 50 MiB limit. */
function sixtyMiB(file: string) {
  const fd = fs.openSync(file, 'w');
  const mibOfRows = Buffer.alloc(1024 * 1024, 'A,B\n');
  for (let i = 0; i < 60; i++) fs.writeSync(fd, mibOfRows);
  fs.closeSync(fd);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-upload-memory-'));
const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
if (kind === 'postgres') {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
}
const app = await buildApp(
  loadConfig(
    {},
    {
      dataDir,
      ...(kind === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : {}),
      logLevel: 'silent',
      nodeEnv: 'production',
      argon2: { memory: 1024, passes: 1, parallelism: 1 },
    },
  ),
  { logger: false },
);
try {
  const setup = await app.inject({
    method: 'POST',
    url: '/auth/setup',
    headers: { 'x-requested-with': 'bench', 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'bench', password: 'bench-password' }),
  });
  const cookie = /sd_session=([^;]+)/.exec(String(setup.headers['set-cookie']))![1]!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** Sends the file with curl (another process) while this one samples its own memory. */
  const measure = async (file: string) => {
    gc();
    gc();
    const start = process.memoryUsage();
    // Linux: writing 5 resets the peak RSS (VmHWM) to the RSS of now
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const peak = { rss: start.rss, heapUsed: start.heapUsed, arrayBuffers: start.arrayBuffers };
    const sample = setInterval(() => {
      const m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
    }, 5);
    // the longest the server's thread was held: what a /healthz asked meanwhile would wait
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const t0 = performance.now();
    const curl = await new Promise<{ status: string; body: string }>((resolve) => {
      // spawnSync would block this process: curl runs beside it and is awaited through a child
      void import('node:child_process').then(({ execFile }) =>
        execFile(
          'curl',
          [
            '-s',
            '-w',
            '\n%{http_code}',
            '-H',
            'x-requested-with: bench',
            '-H',
            `cookie: sd_session=${cookie}`,
            '-F',
            `file=@${file};type=text/csv`,
            `http://127.0.0.1:${port}/files/reports/sale/flipkart?preview=true`,
          ],
          { maxBuffer: 64 * 1024 * 1024 },
          (_, stdout) => {
            const at = stdout.lastIndexOf('\n');
            resolve({ status: stdout.slice(at + 1), body: stdout.slice(0, Math.min(at, 200)) });
          },
        ),
      );
    });
    clearInterval(sample);
    loop.disable();
    const ms = Math.round(performance.now() - t0);
    const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
    return {
      status: curl.status,
      answer: curl.body.slice(0, 120),
      ms,
      worstLoopDelayMs: Math.round(loop.max / 1e6),
      startRssMiB: mib(start.rss),
      peakRssMiB: mib(Math.max(peak.rss, hwm)),
      startHeapMiB: mib(start.heapUsed),
      peakHeapMiB: mib(peak.heapUsed),
      peakArrayBuffersMiB: mib(peak.arrayBuffers),
    };
  };

  const big = path.join(dataDir, 'fifty.csv');
  fiftyMiB(big);
  const over = path.join(dataDir, 'sixty.csv');
  sixtyMiB(over);
  // warm: the reader's worker started, the routes' code loaded
  const small = path.join(dataDir, 'small.csv');
  fs.writeFileSync(small, 'Order Id,Ordered On,SKU,Invoice Amount,Quantity\nT1,"Aug 1, 2026",X,1,1\n');
  await measure(small);
  const fifty = await measure(big);
  const sixty = await measure(over);
  console.log(
    JSON.stringify({
      bench: 'upload-memory',
      checkout: root,
      commit: spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).stdout.toString().trim(),
      database: kind,
      fiftyMiBRefusedAtLineLimit: fifty,
      sixtyMiBRefusedAtSizeLimit: sixty,
    }),
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  }
}
