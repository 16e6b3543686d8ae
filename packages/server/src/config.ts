import path from 'node:path';

export interface Argon2Params {
  /** KiB */
  memory: number;
  passes: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path); tests give each file its own. */
  databaseSchema: string | undefined;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  nodeEnv: string;
  logLevel: string;
  maxImageBytes: number;
  /** The largest sale, return or payment report accepted (MAX_REPORT_BYTES). */
  maxReportBytes: number;
  /** the largest GraphQL answer sent (MAX_RESPONSE_BYTES) */
  maxResponseBytes: number;
  cookieSecure: boolean;
  /**
   * TRUST_PROXY: false (default); true (one proxy in front); a number of proxy hops; or the proxies'
   * addresses/subnets (comma-separated). The client address is then the right-most X-Forwarded-For
   * entry that is not a trusted proxy, never the left-most value a client can write (decision 041).
   */
  trustProxy: boolean | number | string;
  /** Directory of the built web app; served when it exists. */
  webDist: string;
  argon2: Argon2Params;
  /** per username and address, and per address across usernames, within the window */
  loginThrottle: { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number };
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
};

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export const defaultArgon2: Argon2Params = { memory: 19456, passes: 2, parallelism: 1 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl =
    env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : undefined;
  const config: Config = {
    port: int(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: env.LOG_LEVEL || 'info',
    maxImageBytes: int(env.MAX_IMAGE_BYTES, 10 * 1024 * 1024, 'MAX_IMAGE_BYTES'),
    maxReportBytes: int(env.MAX_REPORT_BYTES, 50 * 1024 * 1024, 'MAX_REPORT_BYTES'),
    maxResponseBytes: int(env.MAX_RESPONSE_BYTES, 32 * 1024 * 1024, 'MAX_RESPONSE_BYTES'),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
    argon2: defaultArgon2,
    loginThrottle: { maxFailures: 5, maxFailuresPerAddress: 20, windowMinutes: 15 },
    ...overrides,
  };
  return config;
}

/** `true` is one trusted hop (see trustedProxies in app.ts), a number that many, else addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
