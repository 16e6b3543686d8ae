// Benchmark of issue 4: the whole flipkartListings list with derived values (fees, settlement, label,
// price should be, img, combined names) for 25,000 listings, each linking 1–2 of 5,000 products and
// using one of 40 fee categories, through the whole stack (app.inject → Fastify → Mercurius with JIT →
// service → Kysely → database → core). Pages of 10,000 (the page cap), so 3 requests per run; the figure
// is the time for all 25,000. Median of RUNS after 2 warm-up runs, on SQLite and, when reachable,
// PostgreSQL. Prints one JSON line. Run: node packages/server/bench/listings.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { benchConfig, median, onPostgres, round, timedGraphql } from './bench-utils.ts';
import { seedListings } from './seed-listings.ts';

const LISTINGS = 25_000;
const PRODUCTS = 5_000;
const CATEGORIES = 40;
const PAGE = 10_000;
const RUNS = Number(process.env.RUNS ?? 5);

const STORED = `id sno skuid listingPrice profit packing advertisingCost returnCost discount productLength breadth
  height weight shippingFee stage publishedAt updatedAt version`;
const DERIVED = `purchaseCost totalShippingFee setlmentValue taxInsidePrice afterPurchaseCostDeduct lossProfit priceShouldBe
  priceCellClass freeDelivery img productName rackNo hsnCode live fees { commission fixedFee collectionFee shippingFee }`;
// What the Flipkart grid and its settlement drawer read ("full", the headline figure), and two smaller
// selections that show where the time goes: stored fields only, and stored plus derived without nesting.
const SELECTIONS = {
  full: `${STORED} ${DERIVED} flipkartProductCategory { id name } products { id productName purchaseCost stock gst
    hsnCode productImage productLength breadth height weight }`,
  storedOnly: STORED,
  storedAndDerived: `${STORED} ${DERIVED}`,
};

async function measure(config: Config) {
  const app = await buildApp(config, { logger: false });
  try {
    const cookie = await seedListings(app, {
      listings: LISTINGS,
      products: PRODUCTS,
      categories: CATEGORIES,
    });
    const out: Record<string, unknown> = {};
    for (const [name, selection] of Object.entries(SELECTIONS))
      out[name] = await measureSelection(app, cookie, selection);
    return out;
  } finally {
    await app.close();
  }
}

async function measureSelection(app: App, cookie: string, selection: string) {
  const page = async (skip: number) => {
    const { res, ms } = await timedGraphql(
      app,
      cookie,
      `query($first: Int, $skip: Int) { flipkartListings(first: $first, skip: $skip) { ${selection} } }`,
      { first: PAGE, skip },
    );
    const body = res.json() as {
      data: { flipkartListings: { priceShouldBe?: number | null }[] };
      errors?: unknown;
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return { rows: body.data.flipkartListings, bytes: res.rawPayload.length, ms };
  };
  const times: number[] = [];
  let bytes = 0;
  let priced = 0;
  for (let run = 0; run < RUNS + 2; run++) {
    let ms = 0;
    let rows = 0;
    bytes = 0;
    priced = 0;
    for (let skip = 0; skip < LISTINGS; skip += PAGE) {
      const r = await page(skip);
      ms += r.ms;
      rows += r.rows.length;
      bytes += r.bytes;
      priced += r.rows.filter((x) => typeof x.priceShouldBe === 'number').length;
    }
    if (rows !== LISTINGS) throw new Error(`expected ${LISTINGS} listings, got ${rows}`);
    if (run >= 2) times.push(ms); // the first two warm up the JIT and the database caches
  }
  return {
    medianMs: round(median(times)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    bytes,
    priced,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-listings-'));
const result: Record<string, unknown> = {
  bench: 'listings',
  channel: 'flipkart',
  listings: LISTINGS,
  products: PRODUCTS,
  categories: CATEGORIES,
  pageSize: PAGE,
  runs: RUNS,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  result.sqlite = await measure(benchConfig(dataDir));
  result.postgres = await onPostgres(dataDir, measure);
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
