// Benchmark of issue 4 in the browser: with 5,000 Flipkart listings, how long from asking for the
// Flipkart tab until its first rows show in headless Chromium (Debian's /usr/bin/chromium). The real
// server (main.ts, production mode) serves the built web app on a free port; each run opens a fresh
// page in a signed-in context and times page.goto('/listing') → the first listing row visible. The
// first run is reported on its own (cold browser cache); the median is over the warm runs.
// Needs the built web app (npm run build). Run: node packages/server/bench/listings-browser.bench.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BENCH_USER, seedListings } from './seed-listings.ts';

const LISTINGS = 5_000;
const RUNS = Number(process.env.RUNS ?? 7);
const root = path.resolve(import.meta.dirname, '../../..');
const mainTs = path.join(root, 'packages/server/src/main.ts');
const webDist = path.join(root, 'packages/web/dist');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready');
}

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error('The web app is not built: run `npm run build` first.');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-browser-'));
const config = loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent', nodeEnv: 'production' });
const seeding = await buildApp(config, { logger: false });
await seedListings(seeding, { listings: LISTINGS, products: 1_000, categories: 20 });
await seeding.close();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [mainTs], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await waitForHealth(base);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify(BENCH_USER),
  });
  const session = /sd_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`login failed: ${login.status}`);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'sd_session', value: session, url: base }]);

  const times: number[] = [];
  let allRowsMs = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(`${base}/listing`);
    await page.getByRole('row', { name: /FK-000000/ }).waitFor({ state: 'visible', timeout: 60_000 });
    times.push(performance.now() - t0);
    if (run === RUNS) {
      // Once, for context: until the pager counts every listing.
      await page.getByText(`of ${LISTINGS.toLocaleString('en-US')}`).waitFor({ timeout: 60_000 });
      allRowsMs = performance.now() - t0;
    }
    await page.close();
  }
  const [cold, ...warm] = times;
  console.log(
    JSON.stringify({
      bench: 'listings-browser',
      listings: LISTINGS,
      firstRowsColdMs: round(cold!),
      firstRowsMedianMs: round(median(warm)),
      firstRowsMinMs: round(Math.min(...warm)),
      firstRowsMaxMs: round(Math.max(...warm)),
      allRowsCountedMs: round(allRowsMs),
      runs: warm.length,
      node: process.version,
    }),
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
