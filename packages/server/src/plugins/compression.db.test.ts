import fs from 'node:fs';
import path from 'node:path';
import { valueRowsToObjects, type ValueRows } from '@seller-desk/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing, createProduct } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

const PRODUCTS = `{ products(first: 100) { productName purchaseCost gst hsnCode } }`;

/** The answer's text, inflated as its Content-Encoding says. */
const textOf = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = res.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return bytes.toString('utf8');
};

describe('compressed answers (decision 159)', () => {
  let t: TestApp;
  let script = '';
  beforeAll(async () => {
    // a stand-in build of the web app with one script of 20 KB
    const webDist = path.join(testConfig().dataDir, 'web-dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    script = Array.from({ length: 400 }, (_, i) => `export const part${i} = 'seller desk ${i}';`).join('\n');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
    t = await createTestApp({ config: { webDist } });
    await createKidsSetListing(t.user);
    for (let i = 0; i < 30; i++)
      await createProduct(t.user, { productName: `Steel bottle ${i}`, purchaseCost: 100 + i });
  });
  afterAll(() => t.close());

  const post = (encoding?: string) =>
    t.user.request('POST', '/graphql', {
      body: { query: PRODUCTS },
      ...(encoding ? { headers: { 'accept-encoding': encoding } } : {}),
    });

  it('sends an API answer as Brotli or gzip when the browser takes it, and the same JSON either way', async () => {
    const plain = await post();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await post('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(textOf(br))).toEqual(plain.json());
    const gzip = await post('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(textOf(gzip))).toEqual(plain.json());
  });

  it('compresses a streamed answer (a report preview) and a script of the web app, not a small answer', async () => {
    const file = [
      'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID',
      ...Array.from(
        { length: 60 },
        (_, i) => `OD${1000 + i},"Aug 20, 2026",KIDS-SET-01,499,1,Buyer ${i},Pune,FMPP${i}`,
      ),
    ].join('\n');
    const upload = multipartFile('sale.csv', file, 'text/csv');
    const preview = await t.user.request('POST', '/files/reports/sale/flipkart?preview=true', {
      ...upload,
      headers: { ...upload.headers, 'accept-encoding': 'br' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(textOf(preview)) as { newInvoices: number } & ValueRows;
    expect(answer.newInvoices).toBe(60);
    expect(valueRowsToObjects<{ orderId: string }>(answer).map((r) => r.orderId)).toContain('OD1059');

    const asset = await t.anon.request('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(textOf(asset)).toBe(script);

    const small = await t.anon.request('GET', '/healthz', { headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a photo as it is, compressed or not', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const up = await t.user.request('POST', '/files/images', multipartFile('mug.jpg', jpeg, 'image/jpeg'));
    const { url } = up.json() as { url: string };
    const image = await t.user.request('GET', url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload).toEqual((await t.user.request('GET', url)).rawPayload);
  });
});
