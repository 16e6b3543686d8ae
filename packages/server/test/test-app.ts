import path from 'node:path';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import type { Clock } from '../src/shared/clock.ts';

/** Cheap argon2 for tests only: the stored PHC string carries its own parameters. */
export const testArgon2 = { memory: 1024, passes: 1, parallelism: 1 };

/** The config of the current database test file (set up by setup-db.ts). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = process.env.SD_TEST_DATA_DIR;
  if (!dataDir) throw new Error('testConfig() needs test/setup-db.ts: name the file *.db.test.ts');
  return loadConfig(
    {},
    {
      dataDir,
      databaseUrl: process.env.SD_TEST_DATABASE_URL,
      databaseSchema: process.env.SD_TEST_DB_SCHEMA,
      logLevel: 'silent',
      nodeEnv: 'test',
      argon2: testArgon2,
      webDist: path.join(dataDir, 'no-web-dist'),
      ...overrides,
    },
  );
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface Agent {
  cookie: string | undefined;
  request(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { body?: unknown; headers?: Record<string, string>; payload?: Buffer | string },
  ): Promise<InjectResponse>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
}

/** A client of the app through app.inject: keeps its session cookie and sends X-Requested-With. */
export function agent(app: App, cookie?: string): Agent {
  const a: Agent = {
    cookie,
    async request(method, url, options = {}) {
      const headers: Record<string, string> = { 'x-requested-with': 'seller-desk', ...options.headers };
      if (a.cookie) headers.cookie = `${SESSION_COOKIE}=${a.cookie}`;
      const res = await app.inject({
        method,
        url,
        headers,
        ...(options.payload !== undefined
          ? { payload: options.payload }
          : options.body !== undefined
            ? { payload: options.body as object }
            : {}),
      });
      const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (set) a.cookie = set.value || undefined;
      return res;
    },
    async gql(query, variables) {
      const res = await a.request('POST', '/graphql', { body: { query, variables } });
      const body = res.json() as GqlResult;
      return {
        status: res.statusCode,
        data: body.data as never,
        ...(body.errors ? { errors: body.errors } : {}),
      };
    },
  };
  return a;
}

export const ADMIN = { username: 'admin', password: 'admin-password-1' };
export const USER = { username: 'staff', password: 'staff-password-1' };

export interface TestApp {
  app: App;
  anon: Agent;
  admin: Agent;
  user: Agent;
  login(username: string, password: string): Promise<Agent>;
  close(): Promise<void>;
}

/** Builds the app on this file's database, seeds an ADMIN and a USER (once) and signs both in. */
export async function createTestApp(
  options: { seed?: boolean; clock?: Clock; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const app = await buildApp(testConfig(options.config), {
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const login = async (username: string, password: string) => {
    const a = agent(app);
    const res = await a.request('POST', '/auth/login', { body: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    return a;
  };
  let admin = agent(app);
  let user = agent(app);
  if (options.seed !== false) {
    const { users } = app.services;
    for (const [who, role] of [
      [ADMIN, 'ADMIN'],
      [USER, 'USER'],
    ] as const) {
      const existing = (await users.list()).find((u) => u.username === who.username);
      if (!existing) await users.create({ ...who, role }, null);
    }
    admin = await login(ADMIN.username, ADMIN.password);
    user = await login(USER.username, USER.password);
  }
  return {
    app,
    get anon() {
      return agent(app); // a fresh cookie-less client each time
    },
    admin,
    user,
    login,
    close: () => app.close(),
  };
}
