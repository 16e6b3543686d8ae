import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const mainTs = path.join(root, 'packages/server/src/main.ts');

/** Starts the server as `npm run serve` does; resolves when it exits, or when `ready` is seen (then stops it). */
function runMain(
  env: Record<string, string>,
  options: { node?: string; script?: string } = {},
): Promise<{ code: number | null; stderr: string; ready: boolean }> {
  const c = testConfig();
  return new Promise((resolve) => {
    const child = spawn(options.node ?? process.execPath, [options.script ?? mainTs], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: path.join(c.dataDir, `main-${crypto.randomUUID()}`),
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let ready = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.stdout.on('data', (d: Buffer) => {
      if (!ready && d.toString().includes('Server listening')) {
        ready = true;
        child.kill('SIGTERM');
      }
    });
    child.on('close', (code) => resolve({ code, stderr, ready }));
  });
}

const oneLine = (text: string) => text.trim().split('\n');

// Each case starts a Node process: on a busy machine that takes seconds (four of them took more than
// 60 s at load average 30), so these get room. The timeout catches a hang; it measures nothing.
describe('bad configuration at start', { timeout: 180_000 }, () => {
  it('says in one line what is wrong with PORT, LOG_LEVEL, DATABASE_URL and SESSION_*, exit code 1', async () => {
    for (const [env, says] of [
      [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
      [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of'],
      [{ DATABASE_URL: 'mysql://root@localhost/seller' }, 'DATABASE_URL must start with postgres://'],
      [
        { SESSION_ABSOLUTE_HOURS: '0.001' },
        'SESSION_ABSOLUTE_HOURS must be a positive number that comes to whole seconds',
      ],
    ] as const) {
      const r = await runMain(env);
      expect(r.code, JSON.stringify(env)).toBe(1);
      expect(oneLine(r.stderr), JSON.stringify(env)).toHaveLength(1);
      expect(r.stderr).toContain(`Seller Desk cannot start: ${says}`);
    }
  });

  it('says the port is in use instead of a stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const r = await runMain({ PORT: String(port) });
      expect(r.code).toBe(1);
      expect(oneLine(r.stderr)).toEqual([
        `Seller Desk cannot start: PORT ${port} is already in use on 127.0.0.1: stop the program using it, or set PORT to a free port`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it('on Node.js before 24 says that Node 24 is needed (npm start runs this check first)', async () => {
    const old = '/usr/bin/node';
    if (!fs.existsSync(old)) return;
    const r = await runMain({}, { node: old, script: path.join(root, 'scripts/check-node.mjs') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Seller Desk needs Node.js 24 or newer/);
  });

  it.runIf(process.env.SD_TEST_KIND === 'postgres')(
    'creates a DATABASE_SCHEMA that does not exist yet, then starts',
    async () => {
      const c = testConfig();
      const schema = `t_new_${crypto.randomBytes(4).toString('hex')}`;
      try {
        const r = await runMain({ DATABASE_URL: c.databaseUrl!, DATABASE_SCHEMA: schema });
        expect(r.stderr).toBe('');
        expect(r.ready).toBe(true);
      } finally {
        const client = new pg.Client({ connectionString: c.databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
    },
  );
});
