import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { doublingFragments, repeatedFields } from '../../test/costly-documents.ts';
import { MAX_QUERY_TOKENS } from './graphql.ts';

describe('documents that grow the work of the GraphQL limits', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // over real sockets, as the probe and a page on another site send them
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A GET with no cookie and no header (what a page on another site can send), or an anonymous JSON POST. */
  const send = async (method: 'GET' | 'POST', query: string) => {
    const res =
      method === 'GET'
        ? await fetch(`${base}/graphql?query=${encodeURIComponent(query)}`)
        : await fetch(`${base}/graphql`, {
            method,
            headers: { 'content-type': 'application/json', 'x-requested-with': 'probe' },
            body: JSON.stringify({ query }),
          });
    return {
      status: res.status,
      body: (await res.json()) as { errors: { message: string; extensions: { code: string } }[] },
    };
  };

  // How long /healthz waits while these are sent is measured by packages/server/bench/healthz-latency.bench.ts
  // (budget 250 ms; n = 23 once stalled the server 30.7 s); here, that each is refused before it runs.
  it('refuses the doubling fragment chain from an anonymous caller, over GET and POST, before resolving it', async () => {
    for (const n of [23, 40]) {
      const query = doublingFragments(n);
      expect(query.length).toBeLessThan(2100);
      for (const method of ['GET', 'POST'] as const) {
        const res = await send(method, query);
        // 2^n fields resolved: over the cost budget, refused before anything runs
        expect(res.body.errors[0]!.extensions.code, `${method} n = ${n}`).toBe('QUERY_TOO_COSTLY');
      }
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it(`refuses a document of more than ${MAX_QUERY_TOKENS} tokens before validating it`, async () => {
    for (const method of ['GET', 'POST'] as const) {
      const refused = await send(method, repeatedFields(300)); // 1,202 tokens
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        message: expect.stringContaining(
          `The query is too long: more than ${MAX_QUERY_TOKENS.toLocaleString('en-IN')} tokens`,
        ),
        extensions: { code: 'QUERY_TOO_LONG' },
      });
      // the longest document of that shape allowed is validated (graphql-js' slowest kind for its size)
      // and answered, anonymously with Please sign in
      const longest = await send(method, repeatedFields(Math.floor((MAX_QUERY_TOKENS - 2) / 4)));
      expect(longest.body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
