// Benchmark of the message screens in the browser: a 5 MB Shiprocket export uploaded on In Transit MSG
// in headless Chromium. It reports how long until the table counts every order, and the longest task
// that blocked the page's main thread meanwhile (the export is read in a Web Worker, so the screen
// should stay responsive). Needs the built web app (npm run build).
// Run: node packages/server/bench/messaging-browser.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { benchConfig, browserOnServer, median, signIn } from './bench-utils.ts';

const TARGET_BYTES = 5 * 1024 * 1024;
const RUNS = Number(process.env.RUNS ?? 3);
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error('The web app is not built: run `npm run build` first.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-messaging-'));
const header = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../e2e/data/shiprocket-ndr.csv'), 'utf8')
  .split('\n')[0]!
  .split(',');
const col = new Map(header.map((h, i) => [h, i]));
const lines = [header.join(',')];
let bytes = lines[0]!.length;
for (let i = 0; bytes < TARGET_BYTES; i++) {
  const cells = header.map(() => 'N/A');
  const set = (name: string, value: string) => (cells[col.get(name)!] = value);
  set('Order ID', `SR-${100000 + i}`);
  set('Customer Name', `Customer ${i}`);
  set('Customer Mobile', `9${String(100000000 + i).slice(-9)}`);
  set('AWB Code', String(14344500000000 + i));
  set('Courier Company', 'Delhivery Surface');
  set('Product Name', i % 3 === 0 ? 'Fleece Blanket Double' : 'Dancing Cactus Toy');
  set('Channel SKU', `SKU-${i % 50}`);
  set('Status', 'IN TRANSIT');
  set('EDD', '27 Nov 2026');
  set('Address Line 1', `"House ${i}, Lane ${i % 20}"`);
  const line = cells.join(',');
  lines.push(line);
  bytes += line.length + 1;
}
const orders = lines.length - 1;
const file = path.join(dataDir, 'shiprocket-5mb.csv');
fs.writeFileSync(file, lines.join('\n'));

const seeding = await buildApp(benchConfig(dataDir), { logger: false });
await signIn(seeding);
await seeding.close();

const { context, base, close } = await browserOnServer(dataDir);
try {
  const loads: number[] = [];
  const stalls: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await page.goto(`${base}/intransitbulkcallwp`);
    await page.getByLabel('Upload CSV').waitFor({ state: 'attached' });
    // Runs in the page (a browser API Node's types do not know): records the longest main-thread task.
    await page.evaluate(`
      window.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    `);
    const t0 = performance.now();
    await page.getByLabel('Upload CSV').setInputFiles(file);
    await page.getByText(`of ${orders.toLocaleString('en-US')}`).waitFor({ timeout: 120_000 });
    loads.push(performance.now() - t0);
    stalls.push(await page.evaluate<number>('window.longestTask'));
    await page.close();
  }
  console.log(
    JSON.stringify({
      bench: 'messaging-browser',
      fileMiB: Math.round((bytes / 1024 / 1024) * 10) / 10,
      orders,
      loadMedianMs: Math.round(median(loads)),
      loadMaxMs: Math.round(Math.max(...loads)),
      longestMainThreadTaskMedianMs: Math.round(median(stalls)),
      longestMainThreadTaskMaxMs: Math.round(Math.max(...stalls)),
      runs: RUNS,
      node: process.version,
    }),
  );
} finally {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
