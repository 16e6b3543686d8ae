import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createProduct } from '../../test/factories.ts';
import { agent, createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

const ADMIN = { username: 'prod-admin', password: 'prod-admin-password' };

// The probe's shape: an aliased fragment repeated inside aliased lists (1.6 KB, 66.5 MB of answer).
const FIELDS =
  'id productName purchaseCost stock gst hsnCode productImage searchKeyword amazonKeyword rackNo';
const hostile = `
  fragment P on Product { ${FIELDS} }
  fragment L on FlipkartListing { id skuid products { ...P ...P ...P } }
  query {
    ${Array.from({ length: 10 }, (_, i) => `a${i}: products(first: 10000) { ...P ...P ...P }`).join('\n')}
    ${Array.from({ length: 10 }, (_, i) => `l${i}: flipkartListings(first: 10000) { ...L ...L }`).join('\n')}
  }`;

describe('GraphQL query cost and client errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createProduct(t.user);
  });
  afterAll(() => t.close());

  it('refuses a document whose cost is over the budget before running it', async () => {
    expect(hostile.length).toBeLessThan(2000);
    const r = await t.user.gql(hostile);
    expect(r.data).toBeNull();
    expect(r.errors![0]).toMatchObject({
      message: expect.stringMatching(/asks for too much at once/),
      extensions: { code: 'QUERY_TOO_COSTLY' },
    });
  });

  it('counts `first` given as a variable and runs a page that fits', async () => {
    const q = `query($first: Int!) { products(first: $first) { ${FIELDS} } p2: products(first: $first) { id } }`;
    expect((await t.user.gql(q, { first: 10000 })).errors).toBeUndefined();
    const many = `query($first: Int!) { ${Array.from({ length: 10 }, (_, i) => `p${i}: products(first: $first) { ${FIELDS} }`).join(' ')} }`;
    expect((await t.user.gql(many, { first: 10000 })).errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY');
    expect((await t.user.gql(many, { first: 100 })).errors).toBeUndefined();
  });
});

describe('client errors on /graphql', () => {
  let app: App;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    app = await buildApp(testConfig({ logLevel: 'info', nodeEnv: 'production', maxResponseBytes: 4000 }), {
      logStream,
    });
    await app.services.users.create({ ...ADMIN, role: 'ADMIN' }, null);
  });
  afterAll(() => app.close());

  const signedIn = async () => {
    const a = agent(app);
    await a.request('POST', '/auth/login', { body: ADMIN });
    return a;
  };

  it('answers malformed JSON, a __proto__ key and an oversize body with 4xx and a warning, never an internal error', async () => {
    const a = await signedIn();
    const cases = [
      ['{"query": ', 400, 'BAD_REQUEST'],
      ['{"query":"{ productCount }","__proto__":{"isAdmin":true}}', 400, 'BAD_REQUEST'],
      [
        JSON.stringify({ query: '{ productCount }', pad: 'x'.repeat(6 * 1024 * 1024) }),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ] as const;
    for (const [payload, status, code] of cases) {
      lines.length = 0;
      const res = await a.request('POST', '/graphql', {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0].extensions.code).toBe(code);
      expect(lines.some((l) => l.level === 40 && l.msg === 'client error')).toBe(true);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    }
  });

  it('makes no field-name suggestions in production', async () => {
    const a = await signedIn();
    const r = await a.gql('{ productCont }');
    expect(r.errors![0]!.message).toBe('Cannot query field "productCont" on type "Query".');
  });

  it('refuses an answer larger than MAX_RESPONSE_BYTES', async () => {
    const a = await signedIn();
    for (let i = 0; i < 30; i++)
      await a.gql(`mutation { createProduct(data: {productName: "${'Long name '.repeat(19)}${i}"}) { id } }`);
    const res = await a.request('POST', '/graphql', { body: { query: '{ products { id productName } }' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect((await a.gql('{ products(first: 2) { id } }')).errors).toBeUndefined();
  });
});
