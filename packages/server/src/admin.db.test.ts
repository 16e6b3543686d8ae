import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';

const adminTs = path.resolve(import.meta.dirname, 'admin.ts');

/** Runs the admin CLI as an operator would, against this file's database, with stdin not a TTY. */
function runAdmin(
  args: string[],
  password?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const c = testConfig();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: c.dataDir,
    DATABASE_URL: c.databaseUrl ?? '',
    DATABASE_SCHEMA: c.databaseSchema ?? '',
  };
  if (password === undefined) delete env.SELLER_DESK_PASSWORD;
  else env.SELLER_DESK_PASSWORD = password;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [adminTs, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Each case starts Node processes: on a busy machine that takes seconds, so these get room.
describe('admin CLI', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a user with the password from SELLER_DESK_PASSWORD, who can then sign in', async () => {
    const r = await runAdmin(['create-user', 'opsadmin', '--role', 'ADMIN'], 'ops-password-1');
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Created ADMIN opsadmin.');
    expect(r.code).toBe(0);
    const a = await t.login('opsadmin', 'ops-password-1');
    expect((await a.request('GET', '/auth/me')).json().user.role).toBe('ADMIN');
  });

  it('resets a password and ends that user’s sessions', async () => {
    const before = await t.login('opsadmin', 'ops-password-1');
    const r = await runAdmin(['reset-password', 'OpsAdmin'], 'new-ops-password');
    expect(r.code).toBe(0);
    expect((await before.request('GET', '/auth/me')).statusCode).toBe(401);
    await t.login('opsadmin', 'new-ops-password');
  });

  it('refuses clearly without a terminal and without SELLER_DESK_PASSWORD', async () => {
    const r = await runAdmin(['create-user', 'nobody', '--role', 'USER']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No password: set SELLER_DESK_PASSWORD, or run this in a terminal');
  });

  it('refuses a bad role, a taken username and an unknown account', async () => {
    expect((await runAdmin(['create-user', 'x', '--role', 'BOSS'], 'long-password')).stderr).toContain(
      '--role must be ADMIN or USER',
    );
    expect((await runAdmin(['create-user', 'opsadmin', '--role', 'USER'], 'long-password')).stderr).toContain(
      'already taken',
    );
    const r = await runAdmin(['reset-password', 'ghost'], 'long-password');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No account named ghost');
  });

  it('says why a password is refused: too short, the username, a common password', async () => {
    for (const [password, why] of [
      ['short-pw', /at least 10 characters/],
      ['newcomer01', /same as the username/],
      ['password123', /most common passwords/],
    ] as const) {
      const r = await runAdmin(['create-user', 'newcomer01', '--role', 'USER'], password);
      expect(r.code, password).toBe(1);
      expect(r.stderr, password).toMatch(why);
    }
  });
});
