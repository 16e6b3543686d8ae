import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DataLockError, acquireDataLock } from './data-lock.ts';

const mainTs = path.resolve(import.meta.dirname, '../main.ts');
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const config = (dataDir: string) =>
  loadConfig(
    {},
    { dataDir, databaseUrl: undefined, logLevel: 'silent', webDist: path.join(dataDir, 'none') },
  );

describe('data-folder lock', () => {
  it('writes the holder and lets a second buildApp on the same folder fail, naming the holder', async () => {
    const dir = tempDir();
    const app = await buildApp(config(dir), { logger: false });
    try {
      const holder = JSON.parse(fs.readFileSync(path.join(dir, 'seller-desk.lock'), 'utf8'));
      expect(holder).toMatchObject({ pid: process.pid, host: os.hostname() });
      const second = buildApp(config(dir), { logger: false });
      await expect(second).rejects.toBeInstanceOf(DataLockError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid} on ${os.hostname()}`);
    } finally {
      await app.close();
    }
    expect(fs.existsSync(path.join(dir, 'seller-desk.lock'))).toBe(false);
    const again = await buildApp(config(dir), { logger: false });
    await again.close();
  });

  it('makes a second server process refuse to start with a message naming the holder', async () => {
    const dir = tempDir();
    const app = await buildApp(config(dir), { logger: false });
    try {
      const r = spawnSync(process.execPath, [mainTs], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '39999', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        `Seller Desk cannot start: The data folder ${dir} is in use by process ${process.pid}`,
      );
    } finally {
      await app.close();
    }
  });

  it('releases the lock when the server process stops on SIGTERM', async () => {
    const dir = tempDir();
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const child = spawn(process.execPath, [mainTs], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(fs.existsSync(path.join(dir, 'seller-desk.lock'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'seller-desk.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a dead process on this host', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(
      path.join(dir, 'seller-desk.lock'),
      JSON.stringify({ pid: dead, host: os.hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDataLock(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take over a lock held by another host', () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, 'seller-desk.lock'),
      JSON.stringify({ pid: 1, host: 'other-machine', startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    expect(() => acquireDataLock(dir)).toThrow(/in use by process 1 on other-machine/);
  });
});
