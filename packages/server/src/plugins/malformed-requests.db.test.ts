import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { agent, testConfig, type Agent } from '../../test/test-app.ts';

const ADMIN = { username: 'malformed-admin', password: 'malformed-admin-password' };

/**
 * Issue 43: every malformed request is a 4xx with a clear message and no error-level log. Each case is
 * a request the probe (or our sweep after it) saw answered 500 or with a misleading message.
 */
describe('malformed requests', () => {
  let app: App;
  let admin: Agent;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    app = await buildApp(testConfig({ logLevel: 'info' }), { logStream });
    await app.services.users.create({ ...ADMIN, role: 'ADMIN' }, null);
    admin = agent(app);
    await admin.request('POST', '/auth/login', { body: ADMIN });
  });
  afterAll(() => app.close());

  /** Sends the request and checks: the status, the message, and no error-level line in the log. */
  const expectRefused = async (
    send: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    message: RegExp,
  ) => {
    lines.length = 0;
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    const body = JSON.parse(res.body) as {
      error?: { message: string };
      errors?: { message: string }[];
    };
    expect(body.error?.message ?? body.errors?.[0]?.message, res.body).toMatch(message);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  };

  const get = (url: string) => () => app.inject({ method: 'GET', url });
  const q = (text: string) => encodeURIComponent(text);

  it('answers a GET naming an operation the document does not hold with 400, anonymously', async () => {
    await expectRefused(
      get(`/graphql?query=${q('{ productCount }')}&operationName=Nope`),
      400,
      /no operation named "Nope"/,
    );
    await expectRefused(
      get(`/graphql?query=${q('{ productCount }')}&operationName=`),
      400,
      /no operation named ""/,
    );
    await expectRefused(
      get(`/graphql?query=${q('query A { productCount } query B { productCount }')}`),
      400,
      /holds 2 operations: name the one to run with operationName/,
    );
  });

  it('answers a GET without a document, or with variables that are not a JSON object, with 400', async () => {
    await expectRefused(get('/graphql'), 400, /Send a GraphQL document/);
    await expectRefused(get('/graphql?query='), 400, /Send a GraphQL document/);
    for (const variables of ['{x', q('{"__proto__":{"x":1}}')])
      await expectRefused(
        get(`/graphql?query=${q('{ productCount }')}&variables=${variables}`),
        400,
        /variables .* is not valid JSON/,
      );
    for (const variables of ['1', '[1]', '%22x%22'])
      await expectRefused(
        get(`/graphql?query=${q('{ productCount }')}&variables=${variables}`),
        400,
        /variables parameter must be a JSON object/,
      );
  });

  it('refuses a query that is JSON rather than GraphQL (Mercurius would read it as a syntax tree)', async () => {
    for (const query of [
      '{}',
      '1',
      'null',
      '"x"',
      '{"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query"}]}',
    ])
      await expectRefused(get(`/graphql?query=${q(query)}`), 400, /not a GraphQL document/);
    await expectRefused(
      () => admin.request('POST', '/graphql', { body: { query: 1 } }),
      400,
      /not a GraphQL document/,
    );
  });

  it('answers a form upload without a usable boundary with 400, on every multipart route', async () => {
    for (const url of [
      '/files/images',
      '/files/logos',
      '/files/reports/sale/amazon',
      '/files/reports/sale/amazon?preview=true',
      '/files/named-images.zip',
    ]) {
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'a'.repeat(300)}`,
      ]) {
        await expectRefused(
          () => admin.request('POST', url, { payload: 'xx', headers: { 'content-type': type } }),
          400,
          /no usable multipart boundary/,
        );
      }
    }
  });

  it('answers a multipart body that ends before its closing boundary with 400', async () => {
    for (const url of ['/files/images', '/files/reports/sale/amazon'])
      await expectRefused(
        () =>
          admin.request('POST', url, {
            payload: 'junk without a boundary line',
            headers: { 'content-type': 'multipart/form-data; boundary=abc' },
          }),
        400,
        /ended before its multipart body did/,
      );
  });

  it('answers an invalid percent-encoding in the path with 400', async () => {
    await expectRefused(get('/%E0%A4%A'), 400, /address is not valid: each % in its path/);
    await expectRefused(get('/graphql%E0%A4%A?query=x'), 400, /address is not valid: each % in its path/);
    // a path parameter over 100 characters: Fastify's router refuses it before any route
    await expectRefused(get(`/files/images/${'a'.repeat(120)}.jpg`), 414, /a name in its path is over 100/);
  });
});
