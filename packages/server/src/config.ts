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
  /**
   * OUTBOUND_ALLOW_HOSTS: host names (comma-separated) the server may fetch from although they are not
   * public (tests reach their own server on 127.0.0.1 this way). Production never sets it.
   */
  outboundAllowHosts: string[];
  /**
   * The courier APIs' base URLs (SHIPROCKET_API_URL, ITHINK_API_URL, ITHINK_TRACK_API_URL): the
   * documented hosts when unset; tests point them at their local fakes.
   */
  courierApis: { shiprocket?: string; ithink?: string; ithinkTrack?: string };
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
  /** Single sign-on (OIDC_*): with it, /login offers only the provider's Login button (decision 048). */
  oidc:
    | { issuer: string; clientId: string; clientSecret: string; rolesClaim: string; redirectUri?: string }
    | undefined;
  loginThrottle: { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number };
}

/**
 * A setting that cannot be used: main.ts and admin.ts print its message as one line and exit with 1.
 * The message names the setting, what it got and what is accepted.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const wholeNumber = (
  value: string | undefined,
  fallback: number,
  name: string,
  min = 1,
  max = 2 ** 53,
): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
};

/** A duration in `unit`s that must come to a whole number of seconds, at least one (0.5 minutes is fine). */
const duration = (
  value: string | undefined,
  fallback: number,
  name: string,
  secondsPerUnit: number,
): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  const seconds = n * secondsPerUnit;
  if (
    !Number.isFinite(n) ||
    n <= 0 ||
    Math.abs(seconds - Math.round(seconds)) > 1e-9 ||
    Math.round(seconds) < 1
  )
    throw new ConfigError(
      `${name} must be a positive number that comes to whole seconds (e.g. ${fallback} or 0.5), got "${value}"`,
    );
  return n;
};

/** The URL without its password, to name it in a message. */
const withoutPassword = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export const defaultArgon2: Argon2Params = { memory: 19456, passes: 2, parallelism: 1 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the built-in SQLite database), got "${withoutPassword(databaseUrl)}"`,
    );
  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(databaseSchema))
    throw new ConfigError(
      `DATABASE_SCHEMA must be a plain name (letters, digits and _, not starting with a digit), got "${databaseSchema}"`,
    );
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet > 0 && oidcSet < 3)
    throw new ConfigError(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three for single sign-on, or none',
    );
  if (env.OIDC_ISSUER && !/^https?:\/\//.test(env.OIDC_ISSUER))
    throw new ConfigError(`OIDC_ISSUER must be the provider's https:// address, got "${env.OIDC_ISSUER}"`);
  const oidc =
    oidcSet === 3
      ? {
          issuer: env.OIDC_ISSUER!,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
          ...(env.OIDC_REDIRECT_URI ? { redirectUri: env.OIDC_REDIRECT_URI } : {}),
        }
      : undefined;
  const config: Config = {
    port: wholeNumber(env.PORT, 3000, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    databaseSchema,
    sessionIdleMinutes: duration(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES', 60),
    sessionAbsoluteHours: duration(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS', 3600),
    nodeEnv: env.NODE_ENV || 'development',
    logLevel,
    maxImageBytes: wholeNumber(env.MAX_IMAGE_BYTES, 10 * 1024 * 1024, 'MAX_IMAGE_BYTES'),
    maxReportBytes: wholeNumber(env.MAX_REPORT_BYTES, 50 * 1024 * 1024, 'MAX_REPORT_BYTES'),
    outboundAllowHosts: (env.OUTBOUND_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== ''),
    courierApis: {
      ...(env.SHIPROCKET_API_URL ? { shiprocket: env.SHIPROCKET_API_URL } : {}),
      ...(env.ITHINK_API_URL ? { ithink: env.ITHINK_API_URL } : {}),
      ...(env.ITHINK_TRACK_API_URL ? { ithinkTrack: env.ITHINK_TRACK_API_URL } : {}),
    },
    maxResponseBytes: wholeNumber(env.MAX_RESPONSE_BYTES, 32 * 1024 * 1024, 'MAX_RESPONSE_BYTES'),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
    argon2: defaultArgon2,
    oidc,
    loginThrottle: { maxFailures: 5, maxFailuresPerAddress: 20, windowMinutes: 15 },
    ...overrides,
  };
  return config;
}

/** `true` is one trusted hop (see trustedProxies below), a number that many, else addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Fastify's trustProxy option of the setting. Fastify's own `true` trusts every hop, so the client
 * address would be the LEFT-most X-Forwarded-For value, which the client writes itself. Here `true` is
 * one hop (the proxy in front) and a number that many: the address is the right-most entry not added by
 * a trusted proxy.
 */
export function trustedProxies(
  setting: Config['trustProxy'],
): string | boolean | ((a: string, hop: number) => boolean) {
  const hops = setting === true ? 1 : setting;
  return typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
}
