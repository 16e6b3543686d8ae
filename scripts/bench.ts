// `npm run bench`: every benchmark of the project, one after another (never part of `npm test`).
// Each prints its figures; docs/performance.md records them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const benches = [
  'packages/core/bench/pricing.bench.ts',
  'packages/web/bench/first-load.bench.ts',
  'packages/server/bench/products.bench.ts',
  'packages/server/bench/listings.bench.ts',
  'packages/server/bench/concurrent.bench.ts',
  'packages/server/bench/listings-browser.bench.ts',
  'packages/server/bench/grid-profile-browser.bench.ts',
  'packages/server/bench/messaging-browser.bench.ts',
  'packages/server/bench/invoices.bench.ts',
  'packages/server/bench/bulk.bench.ts',
  'packages/server/bench/report-upload.bench.ts',
  'packages/server/bench/shipments.bench.ts',
  'packages/server/bench/order-database-browser.bench.ts',
  'packages/server/bench/dashboards.bench.ts',
  'packages/server/bench/gst.bench.ts',
  'packages/server/bench/healthz-latency.bench.ts',
];
let failed = false;
for (const bench of benches) {
  const file = join(root, bench);
  if (!existsSync(file)) continue;
  console.log(`\n== ${bench}`);
  const result = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
