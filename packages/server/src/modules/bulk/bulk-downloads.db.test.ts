import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProduct } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';

// Listing.zip and images.zip through the real routes, opened with fflate and tested with Info-ZIP's
// unzip; images.zip fetches from a server this test runs on 127.0.0.1, reachable only under the name
// `localhost` that the test's OUTBOUND_ALLOW_HOSTS setting names. Every other private address is refused.

const jpegOf = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function unzipTested(bytes: Buffer): Record<string, Uint8Array> {
  const file = path.join(os.tmpdir(), `sd-${process.pid}-${Math.random().toString(16).slice(2)}.zip`);
  fs.writeFileSync(file, bytes);
  try {
    expect(execFileSync('unzip', ['-tq', file]).toString()).toContain('No errors detected');
  } finally {
    fs.rmSync(file, { force: true });
  }
  return unzipSync(new Uint8Array(bytes));
}

describe('bulk archives', () => {
  let t: TestApp;
  let server: http.Server;
  let port = 0;
  let red: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ config: { outboundAllowHosts: ['localhost'] } });
    red = await jpegOf('#c0392b');
    server = http.createServer((req, res) => {
      if (req.url === '/red.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(red);
      if (req.url === '/page.html')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      if (req.url === '/to-loopback')
        return res.writeHead(302, { location: `http://127.0.0.1:${port}/red.jpg` }).end();
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('Listing.zip without a single image holds no-images.txt saying why, not nothing', async () => {
    const none = unzipTested((await t.user.request('GET', '/files/listing-images.zip')).rawPayload);
    expect(Object.keys(none)).toEqual(['no-images.txt']);
    expect(Buffer.from(none['no-images.txt']!).toString('utf8')).toBe(
      'There are no listings, so there is no image to download.\r\n',
    );
    const bare = await createProduct(t.user, { productName: 'Zip Bare' });
    const r = await t.user.gql(
      `mutation($data: TrendyHandyListingInput!) { createTrendyHandyListing(data: $data) { id } }`,
      { data: { skuid: 'ZIP-BARE', products: { connect: [{ id: bare.id }] } } },
    );
    expect(r.errors).toBeUndefined();
    const files = unzipTested(
      (await t.user.request('GET', '/files/listing-images.zip?channel=trendyHandy')).rawPayload,
    );
    expect(Buffer.from(files['no-images.txt']!).toString('utf8')).toBe(
      'The one listing on Trendy Handy has no image: add images to their products on the Products screen, then download Listing.zip again.\r\n',
    );
  });

  it('Listing.zip holds <SKU>_<n>.jpeg per image of the linked products, once per SKU', async () => {
    const urls: string[] = [];
    for (const colour of ['#112233', '#445566']) {
      const res = await t.user.request(
        'POST',
        '/files/images',
        multipartFile('a.jpg', await jpegOf(colour), 'image/jpeg'),
      );
      expect(res.statusCode).toBe(200);
      urls.push((res.json() as { url: string }).url);
    }
    const a = await createProduct(t.user, { productName: 'Zip Cup', productImage: urls });
    const b = await createProduct(t.user, { productName: 'Zip Lid', productImage: [urls[0]] });
    for (const [channel, skuid, ids] of [
      ['Flipkart', 'ZIP-1', [a.id]],
      ['Amazon', 'ZIP-1', [a.id]],
      ['Meesho', 'ZIP/2', [a.id, b.id]],
    ] as const) {
      const r = await t.user.gql(
        `mutation($data: ${channel}ListingInput!) { create${channel}Listing(data: $data) { id } }`,
        { data: { skuid, products: { connect: ids.map((id) => ({ id })) } } },
      );
      expect(r.errors).toBeUndefined();
    }
    const res = await t.user.request('GET', '/files/listing-images.zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Listing.zip"');
    const files = unzipTested(res.rawPayload);
    expect(Object.keys(files)).toEqual([
      'ZIP-1_1.jpeg',
      'ZIP-1_2.jpeg',
      'ZIP_2_1.jpeg',
      'ZIP_2_2.jpeg',
      'ZIP_2_3.jpeg',
    ]);
    for (const data of Object.values(files)) expect([...data.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const meesho = unzipTested(
      (await t.user.request('GET', '/files/listing-images.zip?channel=meesho')).rawPayload,
    );
    expect(Object.keys(meesho)).toEqual(['ZIP_2_1.jpeg', 'ZIP_2_2.jpeg', 'ZIP_2_3.jpeg']);
    expect((await t.user.request('GET', '/files/listing-images.zip?channel=ebay')).statusCode).toBe(400);
  });

  it('images.zip: image<line>.jpeg for each URL that gave a JPEG; private addresses and non-images by line', async () => {
    const urls = [
      `http://localhost:${port}/red.jpg`,
      `http://127.0.0.1:${port}/red.jpg`,
      'http://10.0.0.1/a.jpg',
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${port}/to-loopback`,
      `http://localhost:${port}/to-metadata`,
      `http://localhost:${port}/page.html`,
      'ftp://localhost/a.jpg',
      `http://localhost:${port}/red.jpg`,
      'not a url',
      `http://localhost:${port}/${'x'.repeat(2000)}.jpg`,
    ];
    const res = await t.user.request('POST', '/files/images-from-urls', { body: { urls } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="images.zip"');
    const files = unzipTested(res.rawPayload);
    expect(Object.keys(files)).toEqual(['image1.jpeg', 'image9.jpeg', 'errors.txt']);
    expect(Buffer.from(files['image1.jpeg']!).equals(red)).toBe(true);
    const errors = Buffer.from(files['errors.txt']!).toString('utf8').trim().split('\r\n');
    expect(errors.map((e) => e.split(':')[0])).toEqual([
      'Line 2',
      'Line 3',
      'Line 4',
      'Line 5',
      'Line 6',
      'Line 7',
      'Line 8',
      'Line 10',
      'Line 11',
    ]);
    expect(errors[5]).toContain('not a JPEG');
    expect(errors[6]).toContain('Only http and https');
    expect(errors[7]).toBe('Line 10: “not a url” is not a web address: it starts with https:// or http://');
    expect(errors[8]).toBe('Line 11: The URL is longer than 2,000 characters');
    for (const e of errors.slice(0, 5)) expect(e).toContain('is a private, loopback or link-local address');
  });

  it('the SKU tool’s sku-images.zip: “<name> <n>.jpeg” per image of each row, a URL not stored in missing.txt', async () => {
    const urls: string[] = [];
    for (const colour of ['#778899', '#aabbcc']) {
      const res = await t.user.request(
        'POST',
        '/files/images',
        multipartFile('a.jpg', await jpegOf(colour), 'image/jpeg'),
      );
      urls.push((res.json() as { url: string }).url);
    }
    const res = await t.user.request('POST', '/files/named-images.zip', {
      body: {
        rows: [
          { name: 'SKU-A', images: urls },
          { name: 'SKU/B', images: [urls[1], '/files/images/nope.jpg'] },
          { name: 'SKU-C', images: [] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sku-images.zip"');
    const files = unzipTested(res.rawPayload);
    expect(Object.keys(files)).toEqual(['SKU-A 1.jpeg', 'SKU-A 2.jpeg', 'SKU_B 1.jpeg', 'missing.txt']);
    expect([...files['SKU-A 2.jpeg']!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Buffer.from(files['missing.txt']!).toString('utf8')).toContain('SKU/B: /files/images/nope.jpg');

    const noImages = await t.user.request('POST', '/files/named-images.zip', {
      body: { rows: [{ name: 'X', images: [] }] },
    });
    expect(noImages.statusCode).toBe(400);
    expect(
      (
        await t.user.request('POST', '/files/named-images.zip', {
          body: { rows: [{ name: '', images: [] }] },
        })
      ).json(),
    ).toMatchObject({ error: { field: 'rows', message: expect.stringContaining('Row 1: the name') } });
    expect((await t.anon.request('POST', '/files/named-images.zip', { body: { rows: [] } })).statusCode).toBe(
      401,
    );
  });

  it('refuses an empty list and a caller who is not signed in', async () => {
    expect(
      (await t.user.request('POST', '/files/images-from-urls', { body: { urls: [' '] } })).statusCode,
    ).toBe(400);
    expect(
      (await t.anon.request('POST', '/files/images-from-urls', { body: { urls: ['http://x/'] } })).statusCode,
    ).toBe(401);
    expect((await t.anon.request('GET', '/files/listing-images.zip')).statusCode).toBe(401);
  });
});
