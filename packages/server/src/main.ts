import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataLockError } from './db/data-lock.ts';

/** One line on stderr, exit code 1: what is wrong and what to do, never a stack trace. */
function cannotStart(message: string): never {
  console.error(`Seller Desk cannot start: ${message}`);
  process.exit(1);
}

const DATABASE_ERRORS = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  '28P01',
  '28000',
  '3D000',
]);

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) cannotStart(e.message);
  throw e;
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (e) {
  if (e instanceof DataLockError || e instanceof ConfigError) cannotStart(e.message);
  const code = (e as { code?: string }).code;
  if (config.databaseUrl && code && DATABASE_ERRORS.has(code))
    cannotStart(
      `cannot use the PostgreSQL database of DATABASE_URL (${(e as Error).message}): check that PostgreSQL runs and the URL, user and password are right`,
    );
  throw e;
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  await app.close();
  const code = (e as { code?: string }).code;
  if (code === 'EADDRINUSE')
    cannotStart(
      `PORT ${config.port} is already in use on ${config.host}: stop the program using it, or set PORT to a free port`,
    );
  if (code === 'EACCES')
    cannotStart(`PORT ${config.port} needs more rights than this user has: choose a PORT above 1023`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    cannotStart(
      `HOST ${config.host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its addresses`,
    );
  throw e;
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // close() stops accepting, waits for requests in flight, then closes the database and releases the lock
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
