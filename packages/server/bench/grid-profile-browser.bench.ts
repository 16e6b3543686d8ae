// React's profiler in a real browser (docs/performance.md, "Render stability"): with 5,000 Flipkart
// listings, a person opens the Flipkart grid in headless Chromium, starts editing one row and types a
// five-digit listing price. The web app is the render-profile build (`vite build --mode profile`: React's
// profiling build, every commit recorded by a <Profiler> around the app), served by the real server.
// Prints the commits during the typing and the time React spent rendering them; asserts nothing.
// Run: node packages/server/bench/grid-profile-browser.bench.ts
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { benchConfig, browserOnServer, median, round } from './bench-utils.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = 5_000;
const RUNS = Number(process.env.RUNS ?? 5);
const DIGITS = '54321';
const profileDist = path.resolve(import.meta.dirname, '../../web/dist-profile');

const build = spawnSync('npx', ['vite', 'build', '--mode', 'profile', '--logLevel', 'warn'], {
  cwd: path.resolve(import.meta.dirname, '../../web'),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('the render-profile build failed');
process.env.WEB_DIST = profileDist;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-profile-'));
const seeding = await buildApp(benchConfig(dataDir), { logger: false });
await seedListings(seeding, { listings: LISTINGS, products: 1_000, categories: 20 });
await seeding.close();

type Commit = { phase: string; actualDuration: number; at: number };
/** The page's global the profile build records commits in (packages/web/src/main.tsx). */
type Recorded = { __reactCommits?: Commit[] };
const { context, base, close } = await browserOnServer(dataDir);
try {
  const runs: { commits: number; perKey: number; renderMs: number; slowestMs: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await page.goto(`${base}/listing`);
    const row = page.getByRole('row', { name: /FK-000000/ });
    await row.waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByText(`of ${LISTINGS.toLocaleString('en-US')}`).waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: 'Edit' }).click();
    const price = row.locator('[data-field="listingPrice"] input');
    await price.waitFor({ state: 'visible' });
    await price.fill('');
    await page.waitForTimeout(300);
    await page.evaluate(() => ((globalThis as Recorded).__reactCommits = []));
    await price.pressSequentially(DIGITS, { delay: 80 });
    await page.waitForTimeout(500);
    const commits: Commit[] = await page.evaluate(() => (globalThis as Recorded).__reactCommits ?? []);
    runs.push({
      commits: commits.length,
      perKey: commits.length / DIGITS.length,
      renderMs: commits.reduce((sum, c) => sum + c.actualDuration, 0),
      slowestMs: Math.max(0, ...commits.map((c) => c.actualDuration)),
    });
    await page.close();
  }
  console.log(
    JSON.stringify({
      bench: 'grid-profile-browser',
      listings: LISTINGS,
      keystrokes: DIGITS.length,
      commitsMedian: median(runs.map((r) => r.commits)),
      commitsPerKeystroke: round(median(runs.map((r) => r.perKey))),
      renderMsMedian: round(median(runs.map((r) => r.renderMs))),
      slowestCommitMsMedian: round(median(runs.map((r) => r.slowestMs))),
      runs: runs.length,
      node: process.version,
    }),
  );
} finally {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
