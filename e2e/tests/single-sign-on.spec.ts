import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Provider from 'oidc-provider';
import { expect, test, type Page } from '@playwright/test';
import { docsScreenshot } from '../fixtures/screenshots.ts';

// Single sign-on in the browser: a real OpenID provider (oidc-provider) on 127.0.0.1 and a second
// Seller Desk server started with OIDC_* settings, on a data folder of its own.
const root = path.join(import.meta.dirname, '..', '..');
const ROLES: Record<string, string[]> = { asha: ['user', 'SuperAdmin'], guest: ['viewer'] };

let providerServer: http.Server;
let server: ChildProcess;
let base: string;
let dataDir: string;

const listen = (s: http.Server) =>
  new Promise<number>((done) => s.listen(0, '127.0.0.1', () => done((s.address() as AddressInfo).port)));

test.beforeAll(async () => {
  providerServer = http.createServer();
  const issuer = `http://127.0.0.1:${await listen(providerServer)}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-sso-'));
  server = spawn(process.execPath, [path.join(root, 'packages/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'seller-desk',
      OIDC_CLIENT_SECRET: 'a-long-client-secret-for-tests',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve) => {
    server.stdout!.on('data', (d: Buffer) => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(d.toString());
      if (m) resolve(m[1]!);
    });
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'seller-desk',
        client_secret: 'a-long-client-secret-for-tests',
        redirect_uris: [`${base}/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['preferred_username', 'roles'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, preferred_username: id, roles: ROLES[id] ?? [] }),
      };
    },
  });
  const handle = provider.callback();
  providerServer.on('request', (req, res) => void handle(req, res));
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  providerServer?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function throughProvider(page: Page, login: string) {
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('anything');
  await page.locator('button[type=submit]').click();
  const proceed = page.getByRole('button', { name: 'Continue' });
  if (await proceed.isVisible().catch(() => false)) await proceed.click();
}

test('/login offers the single Login button, which signs in through the provider', async ({ page }) => {
  // only the two local servers: the provider's development page asks for a web font
  await page.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  await page.goto(`${base}/login`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await docsScreenshot(page, `login-single-sign-on-${width}`);
  }
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.origin !== base);
  await throughProvider(page, 'asha');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out everywhere' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(base);
});

test('someone without a Seller Desk role is sent back to /login with a message', async ({ page }) => {
  await page.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
  );
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.origin !== base);
  await throughProvider(page, 'guest');
  await expect(page.getByRole('alert')).toHaveText(
    'Your account has no Seller Desk role: ask your administrator for access',
  );
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
