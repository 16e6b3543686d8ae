// Benchmark of issue 4: the whole flipkartListings list with derived values (fees, settlement, label,
// price should be, img, combined names) for 25,000 listings, each linking 1–2 of 5,000 products and
// using one of 40 fee categories, through the whole stack (app.inject → Fastify → Mercurius with JIT →
// service → Kysely → database → core). Pages of 10,000 (the page cap), so 3 requests per run; the figure
// is the time for all 25,000. Median of RUNS after 2 warm-up runs, on SQLite and, when reachable,
// PostgreSQL. Prints one JSON line. Run: node packages/server/bench/listings.bench.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

const LISTINGS = 25_000;
const PRODUCTS = 5_000;
const CATEGORIES = 40;
const PAGE = 10_000;
const RUNS = Number(process.env.RUNS ?? 5);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

/** A deterministic pseudo-random sequence, so every run and both databases get the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const slab = (from: number, to: number, precent: number) => ({ from, to, precent });

async function seed(app: App): Promise<string> {
  await app.services.users.create({ username: 'bench', password: 'bench-password', role: 'ADMIN' }, null);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-requested-with': 'bench' },
    payload: { username: 'bench', password: 'bench-password' },
  });
  const cookie = login.cookies.find((c) => c.name === 'sd_session')!.value;
  const at = new Date().toISOString();
  const stamps = {
    stage: 'PUBLISHED' as const,
    published_at: at,
    version: 1,
    created_at: at,
    created_by: null,
    updated_at: at,
    updated_by: null,
  };
  const rand = rng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: crypto.randomUUID(),
    product_name: `Product ${String(i).padStart(5, '0')} steel bottle 750 ml`,
    purchase_cost_paise: 5000 + Math.floor(rand() * 55000),
    stock: Math.floor(rand() * 40),
    gst: pick([5, 12, 18]),
    hsn_code: pick(['7323', '3924', '9503']),
    product_image: JSON.stringify([
      `/files/images/${crypto.createHash('sha256').update(String(i)).digest('hex')}.jpg`,
    ]),
    search_keyword: JSON.stringify(['bottle', 'steel']),
    amazon_keyword: 'steel bottle',
    product_length: 8,
    breadth: 8,
    height: 25,
    weight: 0.35,
    rack_no: `R${i % 40}`,
    for_sale: true,
    ...stamps,
  }));
  // Realistic Flipkart rate cards: four commission and fixed-fee bands, two collection bands.
  const categories = Array.from({ length: CATEGORIES }, (_, i) => ({
    id: crypto.randomUUID(),
    kind: 'flipkart' as const,
    name: `Category ${i}`,
    commission_percent: JSON.stringify([
      slab(0, 300, 5 + (i % 5)),
      slab(300, 500, 8 + (i % 7)),
      slab(500, 1000, 12 + (i % 6)),
      slab(1000, 1000000, 15 + (i % 4)),
    ]),
    fixed_fee_percent: JSON.stringify([
      slab(0, 300, 5),
      slab(300, 500, 15),
      slab(500, 1000, 30),
      slab(1000, 1000000, 50),
    ]),
    collection_fee_percent: JSON.stringify([slab(0, 750, 2), slab(750, 1000000, 20)]),
    referal_fee_percent: '[]',
    ...stamps,
  }));
  const listings = Array.from({ length: LISTINGS }, (_, i) => ({
    id: crypto.randomUUID(),
    channel: 'flipkart' as const,
    sno: i + 1,
    skuid: `FK-${String(i).padStart(6, '0')}`,
    listing_price_paise: (150 + Math.floor(rand() * 1350)) * 100,
    profit_paise: pick([2000, 4000, 6000]),
    packing_paise: 1000,
    advertising_cost_paise: 500,
    return_cost_paise: 1500,
    discount_paise: 0,
    shipping_fee_paise: pick([4000, 6000, 8000]),
    product_length: 10,
    breadth: 10,
    height: 10,
    weight: 0.5,
    // about 1 in 50 listings has no category yet: it shows its problems and no price
    category_kind: i % 50 === 7 ? null : ('flipkart' as const),
    category_id: i % 50 === 7 ? null : pick(categories).id,
    ...stamps,
  }));
  const links = listings.flatMap((l) => {
    const first = pick(products).id;
    const second = rand() < 0.3 ? pick(products).id : first;
    return first === second
      ? [{ listing_id: l.id, product_id: first, position: 0 }]
      : [
          { listing_id: l.id, product_id: first, position: 0 },
          { listing_id: l.id, product_id: second, position: 1 },
        ];
  });
  const { db } = app.database;
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < products.length; i += 500)
      await tx
        .insertInto('products')
        .values(products.slice(i, i + 500))
        .execute();
    await tx.insertInto('fee_categories').values(categories).execute();
    for (let i = 0; i < listings.length; i += 500)
      await tx
        .insertInto('listings')
        .values(listings.slice(i, i + 500))
        .execute();
    for (let i = 0; i < links.length; i += 1000)
      await tx
        .insertInto('listing_products')
        .values(links.slice(i, i + 1000))
        .execute();
    await tx
      .updateTable('listing_sequences')
      .set({ last_sno: LISTINGS })
      .where('channel', '=', 'flipkart')
      .execute();
  });
  return cookie;
}

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
    const cookie = await seed(app);
    const out: Record<string, unknown> = {};
    for (const [name, selection] of Object.entries(SELECTIONS))
      out[name] = await measureSelection(app, cookie, selection);
    return out;
  } finally {
    await app.close();
  }
}

async function measureSelection(app: App, cookie: string, selection: string) {
  // Only the request is timed (the server's work up to the complete response); parsing the JSON in
  // this client comes after the clock stops.
  const page = async (skip: number) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'x-requested-with': 'bench',
        cookie: `sd_session=${cookie}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        query: `query($first: Int, $skip: Int) { flipkartListings(first: $first, skip: $skip) { ${selection} } }`,
        variables: { first: PAGE, skip },
      }),
    });
    const ms = performance.now() - t0;
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

async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-listings-'));
const base = (extra: Partial<Config>) =>
  loadConfig(
    {},
    {
      dataDir,
      databaseUrl: undefined,
      logLevel: 'silent',
      nodeEnv: 'production',
      webDist: path.join(dataDir, 'none'),
      ...extra,
    },
  );
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
  result.sqlite = await measure(base({}));
  if (await pgReachable()) {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    try {
      result.postgres = await measure(
        base({ databaseUrl: PG_URL, databaseSchema: schema, dataDir: path.join(dataDir, 'pg') }),
      );
    } finally {
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
  } else {
    result.postgres = 'unreachable';
  }
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
