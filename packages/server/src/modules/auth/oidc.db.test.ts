import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../../test/test-app.ts';

// A real OpenID provider (oidc-provider, its development login and consent pages) on 127.0.0.1 and a
// real browser: the whole authorisation code + PKCE flow runs as it would against a hosted provider.
const ROLES: Record<string, string[]> = {
  asha: ['user', 'SuperAdmin'],
  ravi: ['user'],
  guest: ['viewer'],
};

const listen = (server: http.Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );

// A browser and two servers start here: on a busy machine that takes seconds.
describe('single sign-on against a real OpenID provider', { timeout: 120_000 }, () => {
  let providerServer: http.Server;
  let app: App;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    providerServer = http.createServer();
    const issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    app = await buildApp(
      testConfig({
        oidc: {
          issuer,
          clientId: 'seller-desk',
          clientSecret: 'a-long-client-secret-for-tests',
          rolesClaim: 'roles',
        },
      }),
      { logger: false },
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
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
          claims: async () => ({ sub: `sub-${id}`, preferred_username: id, roles: ROLES[id] ?? [] }),
        };
      },
    });
    const handle = provider.callback();
    providerServer.on('request', (req, res) => void handle(req, res));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    providerServer?.close();
  });

  /** Signs in through the provider's pages as `login`; returns the page where it ends and /auth/me. */
  async function signIn(login: string) {
    const context = await browser.newContext();
    // nothing but the two local servers: the provider's page asks for a web font, which we refuse
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${base}/auth/oidc/start`);
    await page.fill('input[name=login]', login);
    await page.fill('input[name=password]', 'anything');
    await page.click('button[type=submit]');
    if (await page.locator('button:has-text("Continue")').count())
      await page.click('button:has-text("Continue")');
    await page.waitForURL((url) => url.origin === base && !url.pathname.startsWith('/auth/oidc'));
    const landed = new URL(page.url());
    const me = await page.request.get(`${base}/auth/me`);
    const result = {
      landed,
      me:
        me.status() === 200 ? ((await me.json()) as { user: { username: string; role: string } }).user : null,
    };
    await context.close();
    return result;
  }

  it('turns the password form off: /login offers the provider, password sign-in is refused', async () => {
    expect((await app.inject({ method: 'GET', url: '/auth/methods' })).json()).toEqual({
      oidc: true,
      password: false,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-requested-with': 'x' },
      payload: { username: 'asha', password: 'whatever-password' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('maps "user" with "SuperAdmin" to ADMIN and "user" to USER, and signs them in', async () => {
    const asha = await signIn('asha');
    expect(asha.landed.pathname).toBe('/');
    expect(asha.me).toMatchObject({ username: 'asha', role: 'ADMIN' });
    const ravi = await signIn('ravi');
    expect(ravi.me).toMatchObject({ username: 'ravi', role: 'USER' });
    // the second sign-in finds the same account
    expect((await signIn('ravi')).me).toMatchObject({ username: 'ravi', role: 'USER' });
    expect((await app.services.users.list()).filter((u) => u.username === 'ravi')).toHaveLength(1);
  });

  it('sends someone without a Seller Desk role back to /login with a message', async () => {
    const guest = await signIn('guest');
    expect(guest.me).toBeNull();
    expect(guest.landed.pathname).toBe('/login');
    expect(guest.landed.searchParams.get('error')).toBe(
      'Your account has no Seller Desk role: ask your administrator for access',
    );
  });

  it('refuses a callback without the flow started in this browser', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/oidc/callback?code=stolen&state=guess' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/login\?error=/);
  });
});
