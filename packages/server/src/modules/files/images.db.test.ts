import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { jpegDeclaring } from '../../../test/image-bombs.ts';
import { multipartFile } from '../../../test/multipart.ts';

const LIMIT = 64 * 1024;

describe('image upload and serving', () => {
  let t: TestApp;
  let jpeg: Buffer;
  const dataDir = () => testConfig().dataDir;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxImageBytes: LIMIT } });
    jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f4f7f' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** Stored images: files on SQLite, file_blobs rows on PostgreSQL. */
  const storedCount = async () =>
    t.app.database.kind === 'sqlite'
      ? fs.readdirSync(path.join(dataDir(), 'images')).length
      : (await t.app.database.db.selectFrom('file_blobs').select('name').execute()).length;

  it('serves only what sharp wrote: HTML in a comment segment or after the end marker is gone', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    // a COM segment (FF FE, length) right after SOI, and the same HTML after EOI
    const comment = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from([0, html.length + 2]),
      Buffer.from(html),
    ]);
    const tricky = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(html)]);
    expect((await sharp(tricky).metadata()).format).toBe('jpeg');
    const res = await t.user.request(
      'POST',
      '/files/images',
      multipartFile('tricky.jpg', tricky, 'image/jpeg'),
    );
    expect(res.statusCode).toBe(200);
    const served = await t.user.request('GET', res.json().url);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<html'))).toBe(false);
    // and the thumbnail likewise
    const thumb = await t.user.request('GET', res.json().thumbnailUrl);
    expect(thumb.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    // it ends at the end marker
    expect(served.rawPayload.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('stores a JPEG by content hash with a 240 px thumbnail and serves both to signed-in users', async () => {
    const res = await t.user.request('POST', '/files/images', multipartFile('shelf.jpg', jpeg, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { url, thumbnailUrl } = res.json() as { url: string; thumbnailUrl: string };
    expect(url).toMatch(/^\/files\/images\/[0-9a-f]{64}\.jpg$/);
    expect(thumbnailUrl).toBe(url.replace('/images/', '/thumbs/'));
    const hash = url.slice('/files/images/'.length, -4);

    const image = await t.user.request('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    // stored re-encoded, under the hash of what is served
    expect(crypto.createHash('sha256').update(image.rawPayload).digest('hex')).toBe(hash);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 600,
    });
    const again = await t.user.request('GET', url, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    const thumb = await t.user.request('GET', thumbnailUrl);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 180 });

    expect((await t.anon.request('GET', url)).statusCode).toBe(401);
    expect((await t.user.request('GET', '/files/images/' + '0'.repeat(64) + '.jpg')).statusCode).toBe(404);
    expect((await t.user.request('GET', '/files/images/..%2Fseller-desk.sqlite')).statusCode).toBe(404);
  });

  it('refuses a PNG renamed .jpg with 415 and stores nothing', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const before = await storedCount();
    const res = await t.user.request('POST', '/files/images', multipartFile('photo.jpg', png, 'image/jpeg'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only JPEG images can be uploaded: photo.jpg is not a JPEG');
    expect(await storedCount()).toBe(before);
    expect(fs.readdirSync(path.join(dataDir(), 'tmp'))).toEqual([]);
  });

  it('refuses an over-size upload with 413 while streaming', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(LIMIT + 10)]);
    const res = await t.user.request('POST', '/files/images', multipartFile('huge.jpg', big, 'image/jpeg'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/huge\.jpg is larger than the 0\.1 MiB limit/);
    expect(fs.readdirSync(path.join(dataDir(), 'tmp'))).toEqual([]);
  });

  it('refuses a JPEG of more than 50 megapixels from its header, before decoding it', async () => {
    const before = await storedCount();
    // A few hundred bytes that declare 16383 × 16383 pixels (1 GB to decode): refused on the size the
    // header declares. Decoding it would fail with "not a JPEG" (its data is that of 16 × 16 pixels, as
    // the next upload shows), so this answer could only come before the decoder ran.
    const bomb = await jpegDeclaring(16383, 16383);
    expect(bomb.length).toBeLessThan(1024);
    const res = await t.user.request('POST', '/files/images', multipartFile('bomb.jpg', bomb, 'image/jpeg'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'bomb.jpg is 16383 × 16383 pixels (268.4 megapixels), more than the 50 megapixels an image may have: save it smaller and upload it again',
    );
    const underLimit = await jpegDeclaring(5000, 5000);
    const decoded = await t.user.request(
      'POST',
      '/files/images',
      multipartFile('cut.jpg', underLimit, 'image/jpeg'),
    );
    expect(decoded.statusCode).toBe(415);
    expect(decoded.json().error.message).toBe('Only JPEG images can be uploaded: cut.jpg is not a JPEG');
    expect(await storedCount()).toBe(before);
    expect(fs.readdirSync(path.join(dataDir(), 'tmp'))).toEqual([]);
  });

  it('stores an image longer than 4000 px on a side scaled down to 4000 px, its thumbnail from that', async () => {
    const wide = await sharp({ create: { width: 4800, height: 120, channels: 3, background: '#7f4f2f' } })
      .jpeg()
      .toBuffer();
    const res = await t.user.request('POST', '/files/images', multipartFile('wide.jpg', wide, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const served = await t.user.request('GET', res.json().url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 4000, height: 100 });
    const thumb = await t.user.request('GET', res.json().thumbnailUrl);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 240, height: 6 });
  });

  it('refuses uploads from anonymous callers', async () => {
    expect(
      (await t.anon.request('POST', '/files/images', multipartFile('a.jpg', jpeg, 'image/jpeg'))).statusCode,
    ).toBe(401);
  });
});
