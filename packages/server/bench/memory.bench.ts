// Memory after many listing-page queries (issue 8, item 10): RSS and V8 heap before and after 500
// Flipkart listing pages of 200 rows (the web grid's document), on SQLite, in this process.
// Run: node --expose-gc packages/server/bench/memory.bench.ts   (prints one JSON line)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedListings } from './seed-listings.ts';

const QUERIES = Number(process.env.QUERIES ?? 500);
const PAGE = 200;
const LISTINGS = 5000;
const generated = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../web/src/lib/gql/graphql.ts'),
  'utf8',
);
const document = /export const FlipkartListingsDocument = new TypedDocumentString\(`([\s\S]*?)`/.exec(
  generated,
)![1]!;

const mib = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const snapshot = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return {
    rssMiB: mib(m.rss),
    heapUsedMiB: mib(m.heapUsed),
    heapTotalMiB: mib(m.heapTotal),
    externalMiB: mib(m.external),
  };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-memory-'));
const app = await buildApp(
  loadConfig(
    {},
    {
      dataDir,
      logLevel: 'silent',
      nodeEnv: 'production',
      argon2: { memory: 1024, passes: 1, parallelism: 1 },
    },
  ),
  { logger: false },
);
try {
  const cookie = await seedListings(app, { listings: LISTINGS, products: 2000, categories: 40 });
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          cookie: `sd_session=${cookie}`,
          'x-requested-with': 'bench',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ query: document, variables: { first: PAGE, skip: (i * PAGE) % LISTINGS } }),
      });
      if (res.statusCode !== 200) throw new Error(res.body.slice(0, 300));
    }
  };
  await run(5); // warm: code loaded, query compiled
  const start = snapshot();
  await run(QUERIES);
  const after = snapshot();
  if (process.env.HEAP_SNAPSHOT) v8.writeHeapSnapshot(process.env.HEAP_SNAPSHOT);
  console.log(
    JSON.stringify({ bench: 'memory', queries: QUERIES, pageRows: PAGE, listings: LISTINGS, start, after }),
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
