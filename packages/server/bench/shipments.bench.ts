// Benchmark of the order database (issue 41, docs/orders.md): a generated 20,000-row Shiprocket export
// (the real 118-column header; 2 SKUs an order on a fifth of them) imported end to end through
// POST /files/orders/import/shiprocket (multipart upload → stored file → job → reader → one
// transaction), then the same file again (all unchanged); and with 100,000 shipments stored, the first
// page of each tab and the counts, as server time through app.inject. SQLite and, when reachable,
// PostgreSQL. Prints one JSON line. Run: node packages/server/bench/shipments.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { benchConfig, median, onPostgres, round, signIn, timedGraphql } from './bench-utils.ts';
import { exportFile, timedImport } from './shipment-export.ts';

const TABS = ['NEW', 'IN_TRANSIT', 'DELIVERED', 'UNDELIVERED', 'RTO', 'AFTER_EDD', 'ALL'];

async function run(config: Config) {
  const app = await buildApp(config, { logger: false });
  try {
    const cookie = await signIn(app);
    const first = await timedImport(app, cookie, exportFile(20_000, 'SR'));
    const again = await timedImport(app, cookie, exportFile(20_000, 'SR'));
    // up to 100,000 shipments: four more files of 20,000 rows (16,000 orders each) and a rest
    for (const prefix of ['SA', 'SB', 'SC', 'SD', 'SE', 'SF'])
      await timedImport(app, cookie, exportFile(20_000, prefix));
    const { count } = await app.database.db
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const firstPage: Record<string, number> = {};
    for (const tab of TABS) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { res, ms } = await timedGraphql(
          app,
          cookie,
          'query($tab: ShipmentTab!) { shipments(tab: $tab, first: 100) { id orderId status firstMsg } }',
          { tab },
        );
        if (res.statusCode !== 200) throw new Error(res.body);
        times.push(ms);
      }
      firstPage[tab] = round(median(times));
    }
    const countTimes: number[] = [];
    for (let i = 0; i < 5; i++)
      countTimes.push(
        (await timedGraphql(app, cookie, '{ shipmentCounts { new inTransit afterEdd all } }')).ms,
      );
    return {
      import20000: first,
      reimport20000: again,
      shipments: Number(count),
      firstPageMs: firstPage,
      countsMs: round(median(countTimes)),
    };
  } finally {
    await app.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shipments-bench-'));
try {
  const sqlite = await run(benchConfig(path.join(dir, 'sqlite')));
  const postgres = await onPostgres(dir, run);
  console.log(JSON.stringify({ bench: 'shipments', sqlite, postgres }));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
