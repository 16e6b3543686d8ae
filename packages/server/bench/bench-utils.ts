// Helpers shared by the server's benchmarks: figures, configuration on a temporary data folder,
// PostgreSQL when reachable, the signed-in bench user, a timed GraphQL request through app.inject,
// and the real server (main.ts) on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { chromium, type BrowserContext } from 'playwright-core';
import type { App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { multipartFile } from '../test/multipart.ts';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const mainTs = path.resolve(import.meta.dirname, '../src/main.ts');

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** To a tenth. */
export const round = (x: number) => Math.round(x * 10) / 10;

/** The stamps of a seeded row: PUBLISHED at `at`, version 1, by nobody. */
export const publishedStamps = (at: string) => ({
  stage: 'PUBLISHED' as const,
  published_at: at,
  version: 1,
  created_at: at,
  created_by: null,
  updated_at: at,
  updated_by: null,
});

/**
 * Product row `i` of a benchmark, a steel bottle with one image (`image`, a stored image's URL from
 * benchImages); `own` gives its cost, stock and tax.
 */
export const benchProduct = (
  i: number,
  at: string,
  own: { purchase_cost_paise: number; stock: number; gst: number; hsn_code: string },
  image: string,
) => ({
  id: crypto.randomUUID(),
  product_name: `Product ${String(i).padStart(5, '0')} steel bottle 750 ml`,
  ...own,
  product_image: JSON.stringify([image]),
  search_keyword: JSON.stringify(['bottle', 'steel']),
  amazon_keyword: 'steel bottle',
  product_length: 8,
  breadth: 8,
  height: 25,
  weight: 0.35,
  rack_no: `R${i % 40}`,
  for_sale: true,
  ...publishedStamps(at),
});

/** Uploads one JPEG through POST /files/images, as the staff would: its stored URL. */
export async function uploadBenchImage(
  app: App,
  cookie: string,
  jpeg: Buffer,
  filename: string,
): Promise<string> {
  const body = multipartFile(filename, jpeg, 'image/jpeg');
  const res = await app.inject({
    method: 'POST',
    url: '/files/images',
    headers: { 'x-requested-with': 'bench', cookie: `sd_session=${cookie}`, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`image upload answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { url: string }).url;
}

/** `count` small product photos (one flat colour each), uploaded: their URLs, for real thumbnails. */
export async function benchImages(app: App, cookie: string, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const jpeg = await sharp({
      create: {
        width: 320,
        height: 320,
        channels: 3,
        background: { r: (70 * i) % 256, g: 120 + ((37 * i) % 120), b: 200 - ((53 * i) % 150) },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    urls.push(await uploadBenchImage(app, cookie, jpeg, `p${i}.jpg`));
  }
  return urls;
}

/** The user every benchmark signs in as (an ADMIN). */
export const BENCH_USER = { username: 'bench', password: 'bench-password' };

/** A production configuration on `dataDir`: SQLite unless `extra` says otherwise, silent, no web app. */
export const benchConfig = (dataDir: string, extra: Partial<Config> = {}): Config =>
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

/**
 * Runs `work` on PostgreSQL (DATABASE_URL or the local test database) in a schema of its own, dropped
 * afterwards; 'unreachable' when the database does not answer within a second.
 */
export async function onPostgres<T>(
  dataDir: string,
  work: (config: Config) => Promise<T>,
): Promise<T | 'unreachable'> {
  if (!(await pgReachable())) return 'unreachable';
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`create schema ${schema}`);
  try {
    return await work(
      benchConfig(dataDir, {
        databaseUrl: PG_URL,
        databaseSchema: schema,
        dataDir: path.join(dataDir, 'pg'),
      }),
    );
  } finally {
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  }
}

/** Creates the bench user and signs in through the API; returns the session cookie's value. */
export async function signIn(app: App): Promise<string> {
  await app.services.users.create({ ...BENCH_USER, role: 'ADMIN' }, null);
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'x-requested-with': 'bench' },
    payload: BENCH_USER,
  });
  return login.cookies.find((c) => c.name === 'sd_session')!.value;
}

/**
 * One GraphQL request as the signed-in user. Only the request is timed (the server's work up to the
 * complete response); parsing the JSON in this client comes after the clock stops.
 */
export async function timedGraphql(
  app: App,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
) {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'x-requested-with': 'bench',
      cookie: `sd_session=${cookie}`,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ query, variables }),
  });
  return { res, ms: performance.now() - t0 };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the real server (main.ts, production) on the SQLite database of `dataDir`, or on the database
 * `env` names (DATABASE_URL, DATABASE_SCHEMA), with the memory settings `npm run serve` gives it.
 */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--max-semi-space-size=8', mainTs], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** Polls /healthz every `intervalMs` until it answers OK; throws after `timeoutMs`. */
export async function waitForHealth(base: string, intervalMs: number, timeoutMs: number): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > timeoutMs)
      throw new Error(`the server did not become ready in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * The real server on `dataDir` and headless Debian Chromium with a context signed in as the bench user
 * (create the user first with `signIn(app)`). `close()` stops both and removes nothing.
 */
export async function browserOnServer(
  dataDir: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ base: string; context: BrowserContext; close: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const close = async () => {
    await browser.close();
    await stopServer(server);
  };
  try {
    await waitForHealth(base, 100, 60_000); // a loaded machine: a server can take 20 s to start
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
      body: JSON.stringify(BENCH_USER),
    });
    const session = /sd_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    if (!session) throw new Error(`login failed: ${login.status}`);
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'sd_session', value: session, url: base }]);
    return { base, context, close };
  } catch (e) {
    await close();
    throw e;
  }
}
