// Benchmark of issue 42: the dashboards over 1,000,000 generated order lines (a financial year, five
// channels, 2,000 SKUs, a tenth returned, a third paid), through the whole stack (app.inject → Fastify →
// Mercurius → service → SQL). Figures, each the median of RUNS after a warm-up, server time:
// a channel's tiles and chart series for the year, the overview's (every channel, series per channel),
// and the first Check Bills page of the year with its count. On SQLite and, when reachable, PostgreSQL.
// Prints one JSON line. Run: node packages/server/bench/dashboards.bench.ts (LINES=… for fewer lines)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { benchConfig, median, onPostgres, round, signIn, timedGraphql } from './bench-utils.ts';

const LINES = Number(process.env.LINES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const YEAR = { billDate_gte: '2025-04-01', billDate_lte: '2026-03-31' };

const SUMS =
  'orders units revenue marketplaceFees settlement tcs tds purchaseCost returnCost rtoReturns netProfit returnRate';
const QUERIES = {
  channelTilesAndSeries: {
    query: `query($w: SalesWhereInput!) { salesSummary(where: $w) { ${SUMS} received expectedPayout difference }
      salesSeries(where: $w) { bucket points { key revenue netProfit } } }`,
    variables: { w: { ...YEAR, channel: 'flipkart' } },
  },
  overview: {
    query: `query($w: SalesWhereInput!) { salesSummary(where: $w) { ${SUMS} } salesByChannel(where: $w) { ${SUMS} }
      salesSeries(where: $w, perChannel: true) { bucket points { key channel revenue } } }`,
    variables: { w: YEAR },
  },
  firstGridPage: {
    query: `query($w: BillOrderWhereInput!) { billOrders(where: $w, first: 100) { orderId sku invoiceAmount }
      billOrderCount(where: $w) }`,
    variables: { w: { ...YEAR, channel: 'flipkart', tab: 'SALE' } },
  },
  topSkus: {
    query: `query($w: SalesWhereInput!) { salesBySku(where: $w, first: 10) { key netProfit } }`,
    variables: { w: YEAR },
  },
};

/** 1,000,000 lines in one statement: a day of the year, a channel and a SKU by the line's number. */
async function generate(app: App) {
  const db = app.database.db;
  const pg = app.database.kind === 'postgres';
  const now = '2026-04-01T00:00:00.000Z';
  const numbers = pg
    ? sql`SELECT i FROM generate_series(0, ${LINES - 1}) AS i`
    : sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${LINES - 1}) SELECT i FROM n`;
  const day = pg
    ? sql`to_char(DATE '2025-04-01' + (i % 365), 'YYYY-MM-DD')`
    : sql`date('2025-04-01', '+' || (i % 365) || ' days')`;
  const t0 = performance.now();
  await sql`INSERT INTO order_lines (id, channel, order_id, sku, bill_date, invoice_amount_paise, quantity,
      gst_rate, purchase_cost_paise, settlement_paise, marketplace_fee_paise, profit_paise, is_return,
      return_type, payment_received, amount_received_paise, created_at, updated_at)
    SELECT 'b' || i,
      CASE i % 5 WHEN 0 THEN 'flipkart' WHEN 1 THEN 'amazon' WHEN 2 THEN 'meesho' WHEN 3 THEN 'littleKid' ELSE 'trendyHandy' END,
      'OD' || i, 'SKU-' || (i % 2000), ${day}, 40000 + (i % 200) * 100, 1 + (i % 3), 5, 18000, 32000,
      8000, 4000 + (i % 7) * 100, i % 10 = 0, CASE WHEN i % 20 = 0 THEN 'courier_return' ELSE NULL END,
      i % 3 = 0, CASE WHEN i % 3 = 0 THEN 31500 ELSE NULL END, ${now}, ${now}
    FROM (${numbers}) AS g`.execute(db);
  await sql`ANALYZE`.execute(db);
  return round((performance.now() - t0) / 1000);
}

async function measure(config: Config) {
  const app = await buildApp(config, { logger: false });
  try {
    const seconds = await generate(app);
    const cookie = await signIn(app);
    const out: Record<string, unknown> = { generateSeconds: seconds, loadAverage: os.loadavg().map(round) };
    for (const [name, q] of Object.entries(QUERIES)) {
      const times: number[] = [];
      const cpu: number[] = [];
      // the first read of all re-sums every day the generation marked (the summary's fill, decision 341)
      let firstMs = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        const before = process.cpuUsage();
        const { res, ms } = await timedGraphql(app, cookie, q.query, q.variables);
        const used = process.cpuUsage(before);
        const body = res.json() as { errors?: unknown };
        if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
        if (run > 0) times.push(ms);
        if (run > 0) cpu.push((used.user + used.system) / 1000);
        else firstMs = ms;
      }
      out[name] = {
        medianMs: round(median(times)),
        minMs: round(Math.min(...times)),
        maxMs: round(Math.max(...times)),
        // this process's CPU (user + sys): on SQLite the whole read; on PostgreSQL its server's share is apart
        medianCpuMs: round(median(cpu)),
        firstMs: round(firstMs),
      };
    }
    out.loadAverageAfter = os.loadavg().map(round);
    return out;
  } finally {
    await app.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-dashboards-'));
const result: Record<string, unknown> = {
  bench: 'dashboards',
  lines: LINES,
  runs: RUNS,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  if (process.env.ONLY !== 'postgres') result.sqlite = await measure(benchConfig(dataDir));
  if (process.env.ONLY !== 'sqlite') result.postgres = await onPostgres(dataDir, measure);
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
