// Benchmark of the stalls of issue 43 (item 5 and the reconciliation queues of item 3): the worst time
// GET /healthz takes while each heavy request runs, on SQLite and, when reachable, PostgreSQL (budget:
// 250 ms). The heavy requests: a 500-line invoice's PDF (one, then six at once); a 50 MiB sale file of
// about 1.3 million one-line rows (previewed: refused at the line limit, decision 195); a file of
// 1,00,000 lines, the most a report may have, previewed and then stored by its id (decision 174); the
// reconciliation queues with those lines stored; two anonymous GraphQL documents that grew its work (the
// doubling fragment chain at n = 23, refused; the longest repeated-field document allowed). The real server (main.ts, production) runs in a
// process of its own; this one sends the requests and asks /healthz over HTTP one request after another
// meanwhile, as an outside probe does.
// Prints one JSON line. Run: node packages/server/bench/healthz-latency.bench.ts
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MAX_REPORT_LINES } from '../src/modules/imports/report-reader.ts';
import { BENCH_USER, freePort, round, stopServer, waitForHealth } from './bench-utils.ts';
import { doublingFragments, repeatedFields } from '../test/costly-documents.ts';
import { invoiceWithLines as invoiceOf } from '../test/large-invoice.ts';
import { MAX_QUERY_TOKENS } from '../src/plugins/graphql.ts';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const mainTs = path.resolve(import.meta.dirname, '../src/main.ts');

const SKUS = 40;
const SALE_HEADER = 'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID';

/** A Flipkart sale file of `lines` rows in August 2026 on the bench's SKUs. */
function saleFile(lines: number, prefix: string): string {
  const out = [SALE_HEADER];
  for (let i = 0; i < lines; i++)
    out.push(
      `${prefix}${String(i).padStart(9, '0')},"Aug ${1 + (i % 28)}, 2026",BENCH-SKU-${i % SKUS},449,1,Buyer ${i} of a long name,Pune,FMPP${i}`,
    );
  return out.join('\n');
}

/** The file: 50 MiB of one-line rows (about 1.38 million), each as short as a sale row can be. */
function tinyLinesFile(): string {
  const out = ['Order Id,Ordered On,SKU,Invoice Amount,Quantity'];
  let size = out[0]!.length;
  for (let i = 0; size < 50 * 1024 * 1024 - 100; i++) {
    const row = `T${i},"Aug 1, 2026",BENCH-SKU-${i % SKUS},449,1`;
    out.push(row);
    size += row.length + 1;
  }
  return out.join('\n');
}

/** A signed-in client of the server at `base`, as the web app talks to it. */
function clientOf(base: string, cookie: string) {
  const headers = { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}` };
  return {
    async gql(query: string, variables: Record<string, unknown> = {}) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    },
    /** A report upload: the file sent, or none (`?file=<id>`); the status and the answer's bytes. */
    async upload(url: string, text?: string) {
      let body: FormData | undefined;
      if (text !== undefined) {
        body = new FormData();
        body.append('file', new Blob([text], { type: 'text/csv' }), 'sale.csv');
      }
      const res = await fetch(`${base}${url}`, { method: 'POST', headers, ...(body ? { body } : {}) });
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    },
    async get(url: string) {
      const res = await fetch(`${base}${url}`, { headers });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    },
  };
}
type Client = ReturnType<typeof clientOf>;

/** The worst time /healthz took while `work` ran, asked one request after another, and how many. */
async function healthzWhile<T>(base: string, work: () => Promise<T>) {
  let done = false;
  let worstMs = 0;
  let asked = 0;
  const asking = (async () => {
    while (!done) {
      const start = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
      worstMs = Math.max(worstMs, performance.now() - start);
      asked++;
    }
  })();
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  done = true;
  await asking;
  return { result, worstMs, asked, ms };
}

/** The bench user (first-run setup), a product, a category and a listing per SKU, the seller profile. */
async function seed(base: string): Promise<Client> {
  const setup = await fetch(`${base}/auth/setup`, {
    method: 'POST',
    headers: { 'x-requested-with': 'bench', 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const cookie = /sd_session=([^;]+)/.exec(setup.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`setup answered ${setup.status}: ${await setup.text()}`);
  const client = clientOf(base, cookie);
  const product = (await client.gql(
    `mutation { createProduct(data: {productName: "Bench Kids Set", purchaseCost: 180, gst: 5, stock: 5}) { id } }`,
  )) as { createProduct: { id: string } };
  const category = (await client.gql(
    `mutation($data: FlipkartProductCategoryInput!) { createFlipkartProductCategory(data: $data) { id } }`,
    {
      data: {
        name: 'Bench',
        commissionPercent: [{ from: 300, to: 500, precent: 12 }],
        fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
        collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
      },
    },
  )) as { createFlipkartProductCategory: { id: string } };
  for (let s = 0; s < SKUS; s++)
    await client.gql(`mutation($data: FlipkartListingInput!) { createFlipkartListing(data: $data) { id } }`, {
      data: {
        skuid: `BENCH-SKU-${s}`,
        listingPrice: 449,
        profit: 40,
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        discount: 0,
        shippingFee: 60,
        products: { connect: [{ id: product.createProduct.id }] },
        flipkartProductCategory: { connect: { id: category.createFlipkartProductCategory.id } },
      },
    });
  await client.gql(
    `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { stateCode } }`,
    {
      data: { businessName: 'Little Kid Retail', address: '12 Market Road, Pune', stateCode: '27' },
    },
  );
  return client;
}

/** The figures on the server started with `env` (its data folder, and its database). */
async function measure(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [mainTs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(base, 100, 60_000);
    const client = await seed(base);
    /** The worst /healthz while `work` runs, its time, and `check` of its answer. */
    const timed = async <T>(work: () => Promise<T>, check: (r: T) => unknown) => {
      const { result, worstMs, asked, ms } = await healthzWhile(base, work);
      return { worstHealthzMs: round(worstMs), asked, ms: round(ms), answer: check(result) };
    };

    /** An anonymous GET of a GraphQL document (what a page on another site can send): its first error's code. */
    const anonymousGet = async (query: string) => {
      const res = await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`);
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      return `${res.status} ${body.errors?.[0]?.extensions?.code}`;
    };
    const doublingFragmentsN23 = await timed(
      () => anonymousGet(doublingFragments(23)),
      (r) => r,
    );
    const longestRepeatedFields = await timed(
      () => anonymousGet(repeatedFields(Math.floor((MAX_QUERY_TOKENS - 2) / 4))),
      (r) => r,
    );

    const saved = (await client.gql(
      `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) { saveInvoice(kind: $kind, data: $data) { pdfUrl } }`,
      { kind: 'GST_INVOICE', data: invoiceOf(500) },
    )) as { saveInvoice: { pdfUrl: string } };
    const pdfUrl = saved.saveInvoice.pdfUrl;
    // the workers' first document loads pdfmake and the fonts
    await client.get(pdfUrl);
    const pdf = await timed(
      () => client.get(pdfUrl),
      (r) => `${r.status} ${r.bytes} bytes`,
    );
    const pdfSix = await timed(
      () => Promise.all(Array.from({ length: 6 }, () => client.get(pdfUrl))),
      (rs) => rs.map((r) => r.status).join(' '),
    );

    const tiny = tinyLinesFile();
    const tinyMiB = round(Buffer.byteLength(tiny) / 1024 / 1024);
    const tinyLines = tiny.split('\n').length;
    const refused = await timed(
      () => client.upload('/files/reports/sale/flipkart?preview=true', tiny),
      (r) => `${r.status} ${r.bytes.toString().slice(0, 120)}`,
    );

    const text = saleFile(MAX_REPORT_LINES - 1, 'OD');
    const fileMiB = round(Buffer.byteLength(text) / 1024 / 1024);
    let fileId = '';
    let previewBytes = 0;
    const preview = await timed(
      () => client.upload('/files/reports/sale/flipkart?preview=true', text),
      (r) => {
        previewBytes = r.bytes.length;
        fileId = (JSON.parse(r.bytes.toString()) as { fileId: string }).fileId;
        return r.status;
      },
    );
    const store = await timed(
      () => client.upload(`/files/reports/sale/flipkart?file=${fileId}`),
      (r) => `${r.status} stored ${(JSON.parse(r.bytes.toString()) as { stored?: number }).stored}`,
    );
    const reconciliation = await timed(
      () =>
        client.gql(
          `{ reconciliation(channel: flipkart) { overduePayments { orderId } overduePaymentCount settlementDifferences { orderId } settlementDifferenceCount returnClaims { orderId } returnClaimCount acceptedDifferenceCount } }`,
        ),
      (d) => `overdue ${(d.reconciliation as { overduePaymentCount: number }).overduePaymentCount}`,
    );
    return {
      doublingFragmentsN23,
      longestRepeatedFields,
      pdf500Lines: pdf,
      pdf500LinesSixAtOnce: pdfSix,
      tinyLinesFilePreview: { MiB: tinyMiB, lines: tinyLines, ...refused },
      limitFilePreview: {
        lines: MAX_REPORT_LINES,
        MiB: fileMiB,
        answerMB: round(previewBytes / 1e6),
        ...preview,
      },
      limitFileStoreById: store,
      reconciliationQueues: reconciliation,
    };
  } finally {
    await stopServer(server);
  }
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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-healthz-'));
try {
  const sqlite = await measure({ DATA_DIR: path.join(dir, 'sqlite'), DATABASE_URL: '' });
  let postgres: Awaited<ReturnType<typeof measure>> | 'unreachable' = 'unreachable';
  if (await pgReachable()) {
    const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      postgres = await measure({
        DATA_DIR: path.join(dir, 'pg'),
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: schema,
      });
    } finally {
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  }
  console.log(JSON.stringify({ bench: 'healthz-latency', budgetMs: 250, sqlite, postgres }));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
