// Benchmark of Order DataBase MSG in the browser (issue 41, docs/orders.md): 112,000 shipments stored
// (seven generated 20,000-row Shiprocket exports imported through the plain route, as
// shipments.bench.ts does), then in headless Chromium each measured tab opened by its address from a new
// page: the time from navigation to its first row visible (the page's code, its queries and the server's
// answers, the table drawn), the median of RUNS. Beside the wall time: how long the page's main thread was
// busy (Chromium's TaskDuration, the wall time of its tasks, which a loaded machine stretches), the CPU
// time the renderer processes used meanwhile (Chromium's SystemInfo, less moved by the load) and the load
// average, since the machine is shared. FILES=0 measures the same screen on an empty database (its "No
// orders on this tab."): what the app costs without the data.
// Needs the built web app (npm run build). Run: node packages/server/bench/order-database-browser.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { benchConfig, browserOnServer, median, round, signIn } from './bench-utils.ts';
import { exportFile, timedImport } from './shipment-export.ts';

const RUNS = Number(process.env.RUNS ?? 5);
/** How many generated exports of 16,000 orders are imported first: FILES=0 is the empty database, the control. */
const FILES = Number(process.env.FILES ?? 7);
const TABS = ['new', 'inTransit', 'afterEdd', 'all'];
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error('The web app is not built: run `npm run build` first.');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-order-database-'));
const seedStart = performance.now();
const seeding = await buildApp(benchConfig(dataDir), { logger: false });
let shipments = 0;
try {
  const cookie = await signIn(seeding);
  for (const prefix of ['SR', 'SA', 'SB', 'SC', 'SD', 'SE', 'SF'].slice(0, FILES))
    shipments += (await timedImport(seeding, cookie, exportFile(20_000, prefix))).added;
} finally {
  await seeding.close();
}
const seedSeconds = round((performance.now() - seedStart) / 1000);

const { context, base, close } = await browserOnServer(dataDir);
/** CPU seconds used so far by each renderer process of the browser (Chromium's SystemInfo), by process id. */
const browserCdp = await context.browser()!.newBrowserCDPSession();
const rendererCpu = async () => {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  return new Map(processInfo.filter((p) => p.type === 'renderer').map((p) => [p.id, p.cpuTime]));
};
try {
  const firstRows: Record<
    string,
    { wallMs: number; maxMs: number; pageTaskMs: number; rendererCpuMs: number }
  > = {};
  for (const tab of TABS) {
    const walls: number[] = [];
    const tasks: number[] = [];
    const cpus: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const cpu0 = await rendererCpu();
      const t0 = performance.now();
      await page.goto(`${base}/orderdatabase?tab=${tab}`);
      await (
        FILES > 0 ? page.getByTestId('shipment-row').first() : page.getByText('No orders on this tab.')
      ).waitFor({ state: 'visible', timeout: 60_000 });
      walls.push(performance.now() - t0);
      const cpu1 = await rendererCpu();
      cpus.push([...cpu1].reduce((sum, [id, seconds]) => sum + seconds - (cpu0.get(id) ?? 0), 0) * 1000);
      const { metrics } = await cdp.send('Performance.getMetrics');
      tasks.push((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
      await page.close();
    }
    firstRows[tab] = {
      wallMs: Math.round(median(walls)),
      maxMs: Math.round(Math.max(...walls)),
      pageTaskMs: Math.round(median(tasks)),
      rendererCpuMs: Math.round(median(cpus)),
    };
  }
  console.log(
    JSON.stringify({
      bench: 'order-database-browser',
      shipments,
      seedSeconds,
      firstRows,
      runs: RUNS,
      loadAverage: os.loadavg().map((x) => round(x)),
      node: process.version,
    }),
  );
} finally {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
