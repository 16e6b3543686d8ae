import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegDeclaring } from '../../../test/image-bombs.ts';
import { createOutboundHttp, OutboundError } from '../../shared/outbound-http.ts';
import type { ZipEntry } from '../../shared/zip-stream.ts';
import { urlImages } from './url-images.ts';

// images.zip's entries, fetched from a real HTTP server on 127.0.0.1 that only the allowHosts setting
// (the test's `localhost`) reaches. The deadlines are a second or two here, minutes in production.
describe('images.zip from URLs', () => {
  let server: http.Server;
  let base = '';
  /** Called when a request for /trickle arrives. */
  let onTrickle = () => {};
  let trickles = 0;
  const images: Record<string, Buffer> = {};
  beforeAll(async () => {
    const solid = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
        .jpeg()
        .toBuffer();
    images['/red.jpg'] = await solid(64, 48);
    images['/wide.jpg'] = await solid(4800, 120);
    images['/bomb.jpg'] = await jpegDeclaring(16383, 16383);
    images['/page.html'] = Buffer.from('<p>not an image</p>');
    server = http.createServer((req, res) => {
      const image = images[req.url ?? ''];
      if (image) return res.writeHead(200).end(image);
      if (req.url === '/trickle') {
        trickles++;
        onTrickle();
        // a byte every 100 ms: never silent for the idle timeout, never done
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const drip = setInterval(() => res.write(Buffer.from([0xff])), 100);
        return res.on('close', () => clearInterval(drip));
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const entriesOf = async (entries: AsyncIterable<ZipEntry>) => {
    const got: Record<string, Uint8Array> = {};
    for await (const entry of entries) got[entry.name] = entry.data;
    return got;
  };
  const errorLines = (entries: Record<string, Uint8Array>) =>
    Buffer.from(entries['errors.txt']!).toString('utf8').trim().split('\r\n');

  it('holds an image as it came, scales one past 4000 px down, and refuses one past 50 megapixels', async () => {
    const outbound = createOutboundHttp({ allowHosts: ['localhost'] });
    const urls = ['/red.jpg', '/wide.jpg', '/bomb.jpg', '/page.html'].map((p) => base + p);
    const entries = await entriesOf(urlImages(outbound, urls));
    expect(Object.keys(entries)).toEqual(['image1.jpeg', 'image2.jpeg', 'errors.txt']);
    expect(Buffer.from(entries['image1.jpeg']!).equals(images['/red.jpg']!)).toBe(true);
    expect(await sharp(entries['image2.jpeg']!).metadata()).toMatchObject({
      format: 'jpeg',
      width: 4000,
      height: 100,
    });
    expect(errorLines(entries)).toEqual([
      `Line 3: ${base}/bomb.jpg is 16383 × 16383 pixels (268.4 megapixels), more than the 50 megapixels an image may have`,
      `Line 4: ${base}/page.html is not a JPEG image`,
    ]);
  });

  it('stops a trickling host at the deadline of one image, and the whole download at its own', async () => {
    // Each image may take 1 s in all, the download 1.5 s: the first trickle is stopped by its own
    // deadline; the second starts after 1 s and is stopped by the download's; the last line is not fetched.
    const outbound = createOutboundHttp({ allowHosts: ['localhost'], timeoutMs: 500, deadlineMs: 1000 });
    const urls = ['/trickle', '/trickle', '/red.jpg'].map((p) => base + p);
    const entries = await entriesOf(urlImages(outbound, urls, { deadlineMs: 1500 }));
    expect(Object.keys(entries)).toEqual(['errors.txt']);
    const outOfTime =
      'not fetched: images.zip fetches for 1.5 s at most, and that time ran out; download this line again';
    expect(errorLines(entries)).toEqual([
      `Line 1: ${base}/trickle took longer than the 1 s limit`,
      `Line 2: ${outOfTime}`,
      `Line 3: ${outOfTime}`,
    ]);
  });

  it('fetches no more once the download is cancelled: the fetch under way stops, later lines are not asked for', async () => {
    const outbound = createOutboundHttp({ allowHosts: ['localhost'] });
    const client = new AbortController();
    // the client goes away while the first image trickles in
    onTrickle = () => client.abort(new OutboundError('not fetched: the download was cancelled'));
    trickles = 0;
    const urls = ['/trickle', '/trickle', '/red.jpg'].map((p) => base + p);
    const entries = await entriesOf(urlImages(outbound, urls, { cancelled: client.signal }));
    onTrickle = () => {};
    expect(trickles).toBe(1);
    expect(errorLines(entries)).toEqual([
      'Line 1: not fetched: the download was cancelled',
      'Line 2: not fetched: the download was cancelled',
      'Line 3: not fetched: the download was cancelled',
    ]);
  });
});
