import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 43: `HEAD /%67raphql?query=mutation{createUser(…, role: ADMIN)}` with a signed-in ADMIN's cookie
 * and no X-Requested-With created a working ADMIN account: the guard compared the raw URL with
 * /graphql, the router decoded it, Fastify answered HEAD with the GET route, and Mercurius refuses a
 * mutation only for GET.
 */
const PATHS = [
  '/graphql',
  '/%67raphql',
  '/graphq%6c',
  '/%67%72%61%70%68%71%6c',
  '/%67raphql/',
  '/GRAPHQL',
  '/%47RAPHQL',
  '//graphql',
  '/graphql/',
  '/graphql;x=1',
  '/graphql%3Bx=1',
  '/./graphql',
  '/files/../graphql',
];

describe('CSRF through an encoded path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const created = async () => (await t.app.services.users.list()).map((u) => u.username);

  it('runs no mutation sent over HEAD or GET with an ADMIN cookie and no header, whatever the path spelling', async () => {
    let i = 0;
    for (const path of PATHS) {
      for (const method of ['HEAD', 'GET'] as const) {
        const username = `sneaky${i++}`;
        const mutation = `mutation { createUser(data: {username: "${username}", password: "sneaky-password-1", role: ADMIN}) { id } }`;
        const res = await t.app.inject({
          method,
          url: `${path}?query=${encodeURIComponent(mutation)}`,
          headers: { cookie: `sd_session=${t.admin.cookie}` },
        });
        expect(res.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        expect(await created(), `${method} ${path}`).not.toContain(username);
      }
    }
  });

  it('refuses a mutation over GET or HEAD even with X-Requested-With, on the route the router chose', async () => {
    for (const path of ['/graphql', '/%67raphql', '/graphq%6c']) {
      for (const method of ['HEAD', 'GET'] as const) {
        const mutation = `mutation { createUser(data: {username: "withheader", password: "sneaky-password-1", role: ADMIN}) { id } }`;
        const res = await t.admin.request(method, `${path}?query=${encodeURIComponent(mutation)}`);
        expect(res.statusCode, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe('GET, POST');
      }
    }
    expect(await created()).not.toContain('withheader');
  });

  it('refuses a POST to an encoded path without the header, and runs one with it', async () => {
    for (const path of ['/%67raphql', '/graphq%6c']) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: `sd_session=${t.admin.cookie}`, 'content-type': 'application/json' },
        payload: {
          query: `mutation { createUser(data: {username: "posted", password: "sneaky-password-1", role: ADMIN}) { id } }`,
        },
      });
      expect(res.statusCode, path).toBe(403);
    }
    expect(await created()).not.toContain('posted');
    // the same path with the header is the API, spelled otherwise: JSON only, and it answers
    const plain = await t.admin.request('POST', '/%67raphql', {
      payload: '{ productCount }',
      headers: { 'content-type': 'application/graphql' },
    });
    expect(plain.statusCode).toBe(415);
    const read = await t.admin.request('POST', '/graphq%6c', { body: { query: '{ productCount }' } });
    expect(read.json()).toEqual({ data: { productCount: expect.any(Number) } });
  });

  it('runs a mutation over no method but POST, with the header or without', async () => {
    const mutation = `mutation { createUser(data: {username: "othermethod", password: "sneaky-password-1", role: ADMIN}) { id } }`;
    for (const path of ['/graphql', '/%67raphql'])
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'] as const)
        for (const headers of [{}, { 'x-requested-with': 'seller-desk' }]) {
          const res = await t.app.inject({
            method,
            url: `${path}?query=${encodeURIComponent(mutation)}`,
            headers: {
              cookie: `sd_session=${t.admin.cookie}`,
              'content-type': 'application/json',
              ...headers,
            },
            payload: { query: mutation },
          });
          expect(res.statusCode, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        }
    expect(await created()).not.toContain('othermethod');
  });

  it('still answers a query over GET on an encoded path, without the header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/%67raphql?query=${encodeURIComponent('{ productCount }')}`,
      headers: { cookie: `sd_session=${t.admin.cookie}` },
    });
    expect(res.json()).toEqual({ data: { productCount: expect.any(Number) } });
  });
});
