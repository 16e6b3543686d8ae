// Benchmark of the marketplace report uploads (issue 15): a generated 50,000-line Flipkart orders
// export previewed (?preview=true, multipart upload → reader → fee model per line) and then stored as the
// upload screen stores it, naming the file by the preview's id (decision 174; fee model again → one
// transaction), on SQLite and, when reachable, PostgreSQL; beside it the time papaparse alone takes to
// parse the same text, warm, and the longest event-loop stall while the server works. The re-upload
// (0 new) sends the file again, as an API client would.
// Prints one JSON line. Run: node packages/server/bench/report-upload.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { buildApp, type App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { benchConfig, median, onPostgres, round, signIn } from './bench-utils.ts';
import { multipartFile } from '../test/multipart.ts';

const LINES = 50_000;
const SKUS = 40;
const HEADER =
  'Ordered On,Shipment ID,ORDER ITEM ID,Order Id,HSN CODE,Order State,Order Type,FSN,SKU,Product,Invoice No.,CGST,IGST,SGST,Invoice Date (mm/dd/yy),Invoice Amount,Selling Price Per Item,Shipping and Handling Charges,Quantity,Price inc. FKMP Contribution & Subsidy,Buyer name,Ship to name,Address Line 1,Address Line 2,City,State,PIN Code,Dispatch After date,Dispatch by date,Form requirement,Tracking ID,Package Length (cm),Package Breadth (cm),Package Height (cm),Package Weight (kg),Ready to Make,With Attachment';

/** The generated Flipkart orders export: `lines` lines, their order ids starting `prefix`. */
function saleFile(lines = LINES, prefix = 'OD'): string {
  const out = [HEADER];
  for (let i = 0; i < lines; i++) {
    const day = 1 + (i % 28);
    const price = 400 + (i % 7) * 10;
    out.push(
      `"Aug ${day}, 2026",ship-${i},'4384621357${String(i).padStart(8, '0')},${prefix}4384621357${String(i).padStart(8, '0')},6211,Ready to dispatch,NON_FBF,FSN${i % SKUS},BENCH-SKU-${i % SKUS},Kids set ${i % SKUS},FAINV${i},NA,5,NA,08/${String(day).padStart(2, '0')}/26,${price},${price},0,1,${price},Buyer ${i},Buyer ${i},${i} MG Road,Near Park,Pune,Maharashtra,411001,"Aug ${day}, 2026 10:00:00","Aug ${day}, 2026 12:00:00",,FMPP${i},8,4,2,0.2,NO,NO`,
    );
  }
  return out.join('\n');
}

/**
 * What a store sends, as the upload screen does: the id of the file its preview read, or (a server from
 * before decision 174, measured for comparison) the file again.
 */
const storedAs = (preview: { fileId?: string }, text: string) =>
  preview.fileId ? { fileId: preview.fileId } : text;

/**
 * A server that has read reports before, as a running one has: a 5,000-line file previewed and stored
 * (then its lines deleted, so the measured file is the channel's only lines). Its worker and code are
 * then warm, as papaparse is when it is measured; the first round's figures are given apart as well.
 */
async function warmUp(app: App, cookie: string) {
  const file = saleFile(5_000, 'WU');
  const preview = await timedUpload(app, cookie, file, true);
  await timedUpload(app, cookie, storedAs(preview.body, file), false);
  await app.database.db.deleteFrom('order_lines').where('order_id', 'like', 'WU%').execute();
}

async function gql(app: App, cookie: string, query: string, variables: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}` },
    payload: { query, variables },
  });
  const body = res.json() as { data?: Record<string, { id: string }>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function seed(app: App): Promise<{ cookie: string; categoryId: string }> {
  const cookie = await signIn(app);
  const product = await gql(
    app,
    cookie,
    `mutation { createProduct(data: {productName: "Bench Kids Set", purchaseCost: 180, gst: 5, stock: 5}) { id } }`,
    {},
  );
  const category = await gql(
    app,
    cookie,
    `mutation($data: FlipkartProductCategoryInput!) { createFlipkartProductCategory(data: $data) { id } }`,
    {
      data: {
        name: 'Bench',
        commissionPercent: [{ from: 300, to: 500, precent: 12 }],
        fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
        collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
      },
    },
  );
  for (let s = 0; s < SKUS; s++)
    await gql(
      app,
      cookie,
      `mutation($data: FlipkartListingInput!) { createFlipkartListing(data: $data) { id } }`,
      {
        data: {
          skuid: `BENCH-SKU-${s}`,
          listingPrice: 449,
          profit: 40,
          packing: 10,
          advertisingCost: 5,
          returnCost: 15,
          discount: 0,
          shippingFee: 60,
          products: { connect: [{ id: product.createProduct!.id }] },
          flipkartProductCategory: { connect: { id: category.createFlipkartProductCategory!.id } },
        },
      },
    );
  return { cookie, categoryId: category.createFlipkartProductCategory!.id };
}

/** A 5 ms timer's longest gap while `work` runs: the longest event-loop stall. */
async function withStall<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; stallMs: number }> {
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 5);
    last = now;
  }, 5);
  const start = performance.now();
  try {
    const value = await work();
    // a loop held from the last tick to the end (or through the whole work) is a stall too
    stall = Math.max(stall, performance.now() - last - 5);
    return { value, ms: performance.now() - start, stallMs: stall };
  } finally {
    clearInterval(ticker);
  }
}

/**
 * The category's card changed from a date before every stored line (decision 093): all of them are
 * priced again in the change's transaction.
 */
async function timedReprice(app: App, cookie: string, categoryId: string) {
  return withStall(() =>
    gql(
      app,
      cookie,
      `mutation($id: ID!, $data: FlipkartProductCategoryInput!) {
        updateFlipkartProductCategory(where: {id: $id}, data: $data) { id }
      }`,
      {
        id: categoryId,
        data: {
          name: 'Bench',
          effectiveFrom: '2026-08-01',
          commissionPercent: [{ from: 300, to: 500, precent: 13 }],
          fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
          collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
        },
      },
    ),
  );
}

/** Check Bills (decision 126): a part of an order id searched over every stored line, a page and its count. */
async function timedSearch(app: App, cookie: string) {
  const result = await withStall(() =>
    gql(
      app,
      cookie,
      `query($where: BillOrderWhereInput!) { billOrders(where: $where, first: 100) { id } billOrderCount(where: $where) }`,
      {
        where: {
          channel: 'flipkart',
          tab: 'SALE',
          billDate_gte: '2022-09-01',
          billDate_lte: '2026-12-31',
          search: 'od4384621357000499',
        },
      },
    ),
  );
  const found = result.value as unknown as { billOrderCount: number };
  // OD4384621357 00049900 to 00049999
  if (found.billOrderCount !== 100) throw new Error(`search found ${found.billOrderCount}, expected 100`);
  return result;
}

/** Check Bills' last page of the Sale tab over every stored line: the grid pages by offset (decision 126). */
async function timedLastPage(app: App, cookie: string) {
  const result = await withStall(() =>
    gql(
      app,
      cookie,
      `query($where: BillOrderWhereInput!) { billOrders(where: $where, first: 100, skip: ${LINES - 100}) { orderId } }`,
      { where: { channel: 'flipkart', tab: 'SALE', billDate_gte: '2022-09-01', billDate_lte: '2026-12-31' } },
    ),
  );
  const page = result.value as unknown as { billOrders: unknown[] };
  if (page.billOrders.length !== 100)
    throw new Error(`the last page has ${page.billOrders.length} lines, expected 100`);
  return result;
}

/** Check Bills' CSV of every stored line of the channel (decision 126), read and written in parts. */
async function timedDownload(app: App, cookie: string) {
  const result = await withStall(() =>
    app.inject({
      method: 'GET',
      url: '/files/reports/bills/flipkart/sale.csv?from=2022-09-01&to=2026-12-31',
      headers: { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}` },
    }),
  );
  const lines = result.value.body.split('\r\n').length;
  // the header, a line per order line, and the empty end after the last CRLF
  if (lines !== LINES + 2) throw new Error(`the CSV has ${lines} lines, expected ${LINES + 2}`);
  return result;
}

/**
 * One upload, timed, with the longest event-loop stall seen while it ran: the file itself (`text`), or
 * the id of a file the server read (`{ fileId }`), as the screen stores a previewed file.
 */
async function timedUpload(app: App, cookie: string, file: string | { fileId: string }, preview: boolean) {
  const body = typeof file === 'string' ? multipartFile('orders.csv', file, 'text/csv') : null;
  const query = [preview ? 'preview=true' : '', typeof file === 'string' ? '' : `file=${file.fileId}`]
    .filter(Boolean)
    .join('&');
  const cpuStart = process.cpuUsage();
  const {
    value: res,
    ms,
    stallMs,
  } = await withStall(() =>
    app.inject({
      method: 'POST',
      url: `/files/reports/sale/flipkart${query ? `?${query}` : ''}`,
      headers: { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}`, ...body?.headers },
      ...(body ? { payload: body.payload } : {}),
    }),
  );
  const cpu = process.cpuUsage(cpuStart);
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const answer = res.json() as {
    newInvoices: number;
    stored?: number;
    validSkuInvoices: number;
    fileId?: string;
  };
  // CPU time of the whole process (the reader's worker thread included): on a shared, loaded machine
  // it says what the work costs better than the wall clock does.
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, stallMs, body: answer };
}

async function measure(config: Config, text: string) {
  const app = await buildApp(
    { ...config, logLevel: process.env.BENCH_LOG ? 'error' : 'silent' },
    { logger: !!process.env.BENCH_LOG },
  );
  try {
    // Listening, as the server does (main.ts): a listening server has started its report reader's worker.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie, categoryId } = await seed(app);
    await warmUp(app, cookie);
    // papaparse again in this round, just before its uploads: the ratios compare figures of one moment
    const papaparse = timedPapaparse(text, { warmUps: 1, runs: 3 });
    const preview = await timedUpload(app, cookie, text, true);
    if (preview.body.validSkuInvoices !== LINES) throw new Error(`expected ${LINES} valid lines`);
    const store = await timedUpload(app, cookie, storedAs(preview.body, text), false);
    if (store.body.stored !== LINES) throw new Error(`expected ${LINES} stored, got ${store.body.stored}`);
    const again = await timedUpload(app, cookie, text, false);
    if (again.body.stored !== 0) throw new Error('the second upload stored lines again');
    const search = await timedSearch(app, cookie);
    const lastPage = await timedLastPage(app, cookie);
    const download = await timedDownload(app, cookie);
    const reprice = await timedReprice(app, cookie, categoryId);
    const repriced = await app.database.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    if (Number(repriced.n) !== LINES) throw new Error(`expected ${LINES} lines re-priced, got ${repriced.n}`);
    return {
      papaparseMs: round(papaparse.ms),
      papaparseCpuMs: round(papaparse.cpuMs),
      previewMs: round(preview.ms),
      storeMs: round(store.ms),
      reuploadMs: round(again.ms),
      previewCpuMs: round(preview.cpuMs),
      storeCpuMs: round(store.cpuMs),
      reuploadCpuMs: round(again.cpuMs),
      longestStallMs: round(Math.max(preview.stallMs, store.stallMs, again.stallMs)),
      checkBillsSearchMs: round(search.ms),
      checkBillsLastPageMs: round(lastPage.ms),
      checkBillsCsvMs: round(download.ms),
      checkBillsCsvLongestStallMs: round(download.stallMs),
      repriceAllMs: round(reprice.ms),
      repriceLongestStallMs: round(reprice.stallMs),
    };
  } finally {
    await app.close();
  }
}

/** Rounds of the whole measurement, each on a new database: the first is cold, the others warm. */
const ROUNDS = 3;
type Measured = Awaited<ReturnType<typeof measure>>;

/** Each call's wall time, and both together, as multiples of papaparse's in the same round (CPU too). */
const ratios = (m: Measured) => ({
  previewVsPapaparse: round(m.previewMs / m.papaparseMs),
  storeVsPapaparse: round(m.storeMs / m.papaparseMs),
  endToEndVsPapaparse: round((m.previewMs + m.storeMs) / m.papaparseMs),
  endToEndCpuVsPapaparseCpu: round((m.previewCpuMs + m.storeCpuMs) / m.papaparseCpuMs),
});
type WithRatios = Measured & ReturnType<typeof ratios>;

/** Each figure's median over the rounds (each ratio's too), and the first (cold) round's own figures. */
async function rounds(run: (round: number) => Promise<Measured>) {
  const all: WithRatios[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const m = await run(r);
    all.push({ ...m, ...ratios(m) });
  }
  const keys = Object.keys(all[0]!) as (keyof WithRatios)[];
  return {
    ...(Object.fromEntries(keys.map((k) => [k, median(all.map((m) => m[k]))])) as WithRatios),
    firstRound: all[0]!,
  };
}

/**
 * papaparse alone on the text, as a browser upload would call it (finding the delimiter itself): the
 * median wall and CPU time of `runs` parses after `warmUps` untimed ones.
 */
function timedPapaparse(text: string, { warmUps, runs }: { warmUps: number; runs: number }) {
  for (let i = 0; i < warmUps; i++) Papa.parse(text, { skipEmptyLines: false });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    Papa.parse(text, { skipEmptyLines: false });
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

const text = saleFile();
// Warm first: a fresh process's first parses of 16 MB take 1.5–3 × as long while V8's heap grows and
// its compiler warms up (measured 1,000, 650, 730, 530, then 320–370 ms), and the uploads are measured
// warm too (the median of three rounds). Then the median of seven.
const papaparse = timedPapaparse(text, { warmUps: 4, runs: 7 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-reports-'));
try {
  const sqlite = await rounds((r) => measure(benchConfig(path.join(dir, `sqlite-${r}`)), text));
  const postgres =
    (await onPostgres(dir, async () => true)) === 'unreachable'
      ? 'unreachable'
      : await rounds(async (r) => {
          const m = await onPostgres(path.join(dir, `pg-${r}`), (config) => measure(config, text));
          if (m === 'unreachable') throw new Error('PostgreSQL went away during the benchmark');
          return m;
        });
  console.log(
    JSON.stringify({
      lines: LINES,
      rounds: ROUNDS,
      fileBytes: Buffer.byteLength(text),
      papaparseAloneMs: round(papaparse.ms),
      papaparseAloneCpuMs: round(papaparse.cpuMs),
      sqlite,
      postgres,
    }),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
