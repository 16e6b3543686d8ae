// Benchmark of issue 4 in the browser: with 5,000 Flipkart listings, how long from asking for the
// Flipkart tab until its first rows show in headless Chromium (Debian's /usr/bin/chromium). The real
// server (main.ts, production mode) serves the built web app on a free port; each run opens a fresh
// page in a signed-in context and times page.goto('/listing') → the first listing row visible. The
// first run is reported on its own (cold browser cache); the median is over the warm runs.
// Needs the built web app (npm run build). Run: node packages/server/bench/listings-browser.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { benchConfig, browserOnServer, median } from './bench-utils.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = 5_000;
const RUNS = Number(process.env.RUNS ?? 7);
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
// whole milliseconds (bench-utils' round keeps a tenth, which a page load does not need)
const round = (x: number) => Math.round(x);

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  throw new Error('The web app is not built: run `npm run build` first.');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-browser-'));
const seeding = await buildApp(benchConfig(dataDir), { logger: false });
await seedListings(seeding, { listings: LISTINGS, products: 1_000, categories: 20 });
await seeding.close();

const { context, base, close } = await browserOnServer(dataDir);
try {
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
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
