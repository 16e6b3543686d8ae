// The operators' command line (docs/architecture.md, Accounts):
//   npm run admin -- create-user <username> --role ADMIN|USER
//   npm run admin -- reset-password <username>
//   npm run admin -- backup <file>       (SQLite: database and images in one file, while the server runs)
//   npm run admin -- restore <file>      (into an empty DATA_DIR)
// The password comes from SELLER_DESK_PASSWORD or a hidden prompt on a terminal.
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from './config.ts';
import { BackupError, backupSqlite, restoreSqlite } from './db/backup.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { auditLogOf } from './shared/audit.ts';
import { isDomainError } from './shared/errors.ts';
import { systemClock } from './shared/clock.ts';
import { bindRepository, databaseUnitOfWork } from './shared/unit-of-work.ts';

const usage = `Usage:
  npm run admin -- create-user <username> --role ADMIN|USER
  npm run admin -- reset-password <username>
  npm run admin -- backup <file>
  npm run admin -- restore <file>
The password is read from SELLER_DESK_PASSWORD, or asked for (hidden) when run in a terminal.
backup copies the SQLite database and the images into one file while the server runs; restore puts
it back into an empty DATA_DIR. With PostgreSQL use pg_dump and pg_restore (docs/security.md).`;

/** What to run instead with PostgreSQL (DATABASE_URL set). */
const pgDumpAdvice = (schema: string | undefined) =>
  `With PostgreSQL, back up with pg_dump (images are in the database too; umask 077 keeps the dump,\n` +
  `which holds password hashes and customers' addresses, readable by you only):\n` +
  `  (umask 077; pg_dump --format=custom ${schema ? `--schema=${schema} ` : ''}--file=seller-desk.dump "$DATABASE_URL")\n` +
  `and restore into an empty database with:\n` +
  `  pg_restore --no-owner --dbname="$DATABASE_URL" seller-desk.dump`;

class UsageError extends Error {}

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.SELLER_DESK_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'No password: set SELLER_DESK_PASSWORD, or run this in a terminal to be asked for one.',
    );
  }
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (first !== again) throw new UsageError('The two passwords differ; nothing was changed.');
  return first;
}

async function main(argv: string[]): Promise<void> {
  const [command, username, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(usage);
    return;
  }
  if (command === 'backup' || command === 'restore') {
    const file = username;
    if (!file) throw new UsageError(`Missing the file.\n${usage}`);
    const config = loadConfig();
    if (config.databaseUrl) throw new UsageError(pgDumpAdvice(config.databaseSchema));
    if (command === 'backup') {
      const done = await backupSqlite(config.dataDir, file);
      console.log(
        `Backed up ${config.dataDir} to ${done.file} (${(done.bytes / 1024 / 1024).toFixed(1)} MiB, ${done.images} images).`,
      );
    } else {
      const done = await restoreSqlite(file, config.dataDir);
      console.log(`Restored ${file} into ${config.dataDir} (${done.images} images). Start the server on it.`);
    }
    return;
  }
  if (!username) throw new UsageError(`Missing the username.\n${usage}`);
  if (command !== 'create-user' && command !== 'reset-password')
    throw new UsageError(`Unknown command ${command}.\n${usage}`);
  let role: string | undefined;
  if (command === 'create-user') {
    const i = rest.findIndex((a) => a === '--role' || a.startsWith('--role='));
    role = i < 0 ? undefined : rest[i]!.includes('=') ? rest[i]!.split('=')[1] : rest[i + 1];
    role = role?.toUpperCase();
    if (role !== 'ADMIN' && role !== 'USER') throw new UsageError(`--role must be ADMIN or USER.\n${usage}`);
  }
  const password = await readPassword();
  const config = loadConfig();
  // No data-folder lock: SQLite in WAL mode takes this short write safely beside a running server.
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const users = createUsersService({
      store: databaseUnitOfWork(database.db, (ex) => ({
        users: bindRepository(usersRepository, ex),
        sessions: bindRepository(authRepository, ex),
        audit: auditLogOf(ex),
      })),
      clock: systemClock,
      config,
    });
    if (command === 'create-user') {
      const u = await users.create({ username, password, role }, null);
      console.log(`Created ${u.role} ${u.username}.`);
    } else {
      const u = await users.setPasswordByUsername(username, password);
      console.log(`Password of ${u.username} changed; their sessions were ended.`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof UsageError || e instanceof ConfigError || e instanceof BackupError || isDomainError(e))
    console.error(e.message);
  else console.error(e);
  process.exitCode = 1;
});
