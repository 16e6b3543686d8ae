import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataLockError } from './db/data-lock.ts';

const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (e) {
  if (e instanceof DataLockError) {
    console.error(`Seller Desk cannot start: ${e.message}`);
    process.exit(1);
  }
  throw e;
}

await app.listen({ port: config.port, host: config.host });

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
