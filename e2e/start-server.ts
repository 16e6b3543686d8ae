// Starts the real server for the browser tier on an empty data folder, as a fresh install would.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  [join(import.meta.dirname, '..', 'packages', 'server', 'src', 'main.ts')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
