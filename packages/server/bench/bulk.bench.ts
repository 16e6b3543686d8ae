// Benchmark of the bulk tools (issue 12), through the API as the browser sends it (100 rows a request,
// one request after another): bulk create of 1,000 products; bulk update of 1,000 Flipkart listings
// (price, profit and linked products by name); and Listing.zip of 1,000 listing images from the real
// server process, with its peak memory. The old screens paced these at 0.5–1 s a row (500–1,000 s).
// Prints one JSON line. Run: node packages/server/bench/bulk.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import {
  benchConfig,
  freePort,
  onPostgres,
  round,
  signIn,
  startServer,
  stopServer,
  timedGraphql,
  waitForHealth,
  uploadBenchImage,
} from './bench-utils.ts';

const ROWS = 1000;
const CHUNK = 100;
const DISTINCT_IMAGES = 20;

async function inChunks(
  app: App,
  cookie: string,
  query: string,
  rows: unknown[],
  field: string,
): Promise<{ ms: number; failed: number }> {
  let ms = 0;
  let failed = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const r = await timedGraphql(app, cookie, query, { data: rows.slice(i, i + CHUNK) });
    ms += r.ms;
    const body = r.res.json() as { data?: Record<string, { ok: boolean }[]>; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    failed += body.data[field]!.filter((x) => !x.ok).length;
  }
  if (failed > 0) throw new Error(`${failed} rows failed`);
  return { ms: round(ms), failed };
}

async function measureApi(config: Config) {
  const app = await buildApp(config, { logger: false });
  try {
    const cookie = await signIn(app);
    const products = Array.from({ length: ROWS }, (_, i) => ({
      productName: `Bench Bulk ${String(i).padStart(4, '0')}`,
      purchaseCost: 100 + (i % 50),
      gst: 5,
      hsnCode: '9503',
    }));
    const createProducts = await inChunks(
      app,
      cookie,
      `mutation($data: [ProductInput!]!) { createManyProducts(data: $data) { ok } }`,
      products,
      'createManyProducts',
    );
    await timedGraphql(
      app,
      cookie,
      `mutation { createFlipkartProductCategory(data: { name: "Bench Toys",
        commissionPercent: [{from: 300, to: 500, precent: 12}], fixedFeePercent: [{from: 300, to: 500, precent: 15}],
        collectionFeePercent: [{from: 0, to: 750, precent: 2}] }) { id } }`,
    );
    const listings = products.map((p, i) => ({
      skuid: `BENCH-F-${i}`,
      listingPrice: 499,
      profit: 40,
      packing: 10,
      advertisingCost: 5,
      returnCost: 15,
      discount: 0,
      shippingFee: 60,
      productNames: [p.productName],
      categoryName: 'bench toys',
    }));
    const createListings = await inChunks(
      app,
      cookie,
      `mutation($data: [FlipkartListingBulkInput!]!) { createManyFlipkartListings(data: $data) { ok } }`,
      listings,
      'createManyFlipkartListings',
    );
    const updates = listings.map((l, i) => ({
      where: { skuid: l.skuid },
      data: { listingPrice: 431, profit: 45, productNames: [products[(i + 1) % ROWS]!.productName] },
    }));
    const updateListings = await inChunks(
      app,
      cookie,
      `mutation($data: [FlipkartListingUpdateManyInput!]!) { updateManyFlipkartListings(data: $data) { ok } }`,
      updates,
      'updateManyFlipkartListings',
    );
    return {
      createProductsMs: createProducts.ms,
      createFlipkartListingsMs: createListings.ms,
      updateFlipkartListingsMs: updateListings.ms,
    };
  } finally {
    await app.close();
  }
}

/** 1,000 Flipkart listings, each linked to a product with one 800×600 JPEG (20 distinct images). */
async function seedListingImages(dataDir: string): Promise<void> {
  const app = await buildApp(benchConfig(dataDir), { logger: false });
  try {
    const cookie = await signIn(app);
    const urls: string[] = [];
    for (let i = 0; i < DISTINCT_IMAGES; i++) {
      const jpeg = await sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 + i },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      urls.push(await uploadBenchImage(app, cookie, jpeg, `b${i}.jpg`));
    }
    const products = Array.from({ length: ROWS }, (_, i) => ({
      productName: `Zip Bench ${i}`,
      productImage: [urls[i % DISTINCT_IMAGES]!],
    }));
    await inChunks(
      app,
      cookie,
      `mutation($data: [ProductInput!]!) { createManyProducts(data: $data) { ok } }`,
      products,
      'createManyProducts',
    );
    await inChunks(
      app,
      cookie,
      `mutation($data: [FlipkartListingBulkInput!]!) { createManyFlipkartListings(data: $data) { ok } }`,
      products.map((p, i) => ({ skuid: `ZIP-${i}`, productNames: [p.productName] })),
      'createManyFlipkartListings',
    );
  } finally {
    await app.close();
  }
}

const peakRssMiB = (pid: number) =>
  round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

async function measureZip(dataDir: string) {
  await seedListingImages(dataDir);
  const port = await freePort();
  const child = startServer(dataDir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, 20, 30_000);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'x-requested-with': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const peakBefore = peakRssMiB(child.pid!);
    const t0 = performance.now();
    const res = await fetch(`${base}/files/listing-images.zip?channel=flipkart`, {
      headers: { 'x-requested-with': 'bench', cookie },
    });
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
    const ms = performance.now() - t0;
    return {
      entries: ROWS,
      archiveMiB: round(bytes / 1024 / 1024),
      ms: round(ms),
      peakRssBeforeMiB: peakBefore,
      peakRssAfterMiB: peakRssMiB(child.pid!),
    };
  } finally {
    await stopServer(child);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-bulk-'));
const zipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-zip-'));
const result: Record<string, unknown> = {
  bench: 'bulk',
  rows: ROWS,
  chunkRows: CHUNK,
  node: process.version,
  cpus: os.cpus().length,
};
try {
  result.sqlite = await measureApi(benchConfig(dataDir));
  result.postgres = await onPostgres(dataDir, measureApi);
  result.listingZip = await measureZip(zipDir);
  console.log(JSON.stringify(result));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(zipDir, { recursive: true, force: true });
}
