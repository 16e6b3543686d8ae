import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

describe('security headers (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a stand-in build of the web app, so the SPA routes are served too
    const webDist = path.join(testConfig().dataDir, 'web-dist');
    fs.mkdirSync(webDist, { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ config: { nodeEnv: 'production', webDist, trustProxy: true } });
  });
  afterAll(() => t.close());

  const csp = (value: string | undefined) =>
    new Map(
      (value ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k!, v]),
    );

  it('sends CSP, nosniff, frame-ancestors none and Referrer-Policy on the app and the API', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/products'],
      ['GET', '/healthz'],
      ['GET', '/auth/me'],
      ['POST', '/graphql'],
    ] as const) {
      const res = await t.user.request(
        method,
        url,
        method === 'POST' ? { body: { query: '{ productCount }' } } : {},
      );
      const policy = csp(res.headers['content-security-policy'] as string);
      // our scripts only, no eval; WebAssembly may be compiled (the speech engine, decision 104)
      expect(policy.get('script-src'), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS when the request came over HTTPS', async () => {
    const res = await t.user.request('GET', '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
