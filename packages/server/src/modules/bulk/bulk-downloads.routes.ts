// The Bulk area's archives (docs/bulk.md): Listing.zip, the images of the listings' products;
// images.zip, images fetched from URLs people paste; and the SKU tool's sku-images.zip (/label), the
// stored images of the rows on screen. All stream through zipStream one image at a time.
import type { Readable } from 'node:stream';
import { CHANNEL_INFO, CHANNELS, isChannel, type Channel } from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/errors.ts';
import { OutboundError, type OutboundHttp } from '../../shared/outbound-http.ts';
import { requireUser } from '../../shared/session-user.ts';
import { zipStream, type ZipEntry } from '../../shared/zip-stream.ts';
import type { ImageStore } from '../files/image-store.ts';
import { urlImages } from './url-images.ts';
import { sendDownload } from '../../plugins/download.ts';

/** The most URLs one images.zip takes. */
export const MAX_IMAGE_URLS = 500;
/** The most rows, and images a row, of one SKU tool image download. */
export const MAX_NAMED_ROWS = 1000;
export const MAX_NAMED_IMAGES = 20;
const PAGE = 200;

const hashOf = (url: string) => /^\/files\/images\/([0-9a-f]{64})\.jpg$/.exec(url)?.[1] ?? null;
/** A SKU as a file name: characters a file system refuses become `_`. */
export const fileSafe = (name: string) =>
  [...name]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .slice(0, 100) || '_';

/** A page of a channel's listings in sno order: each SKU with its linked products' image URLs. */
export type ListingImagesPage = (
  channel: Channel,
  page: { first: number; skip: number },
) => Promise<{ skuid: string; imageUrls: string[] }[]>;

async function bytesOf(body: Readable | Buffer): Promise<Uint8Array> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The images of every listing of the channels, page by page: `<SKU>_<n>.jpeg` for the n-th image of the
 * listing's linked products. A SKU listed on several channels is written once. An archive that would hold
 * no image holds no-images.txt saying why, rather than nothing at all.
 */
async function* listingImages(
  pageOf: ListingImagesPage,
  images: ImageStore,
  channels: readonly Channel[],
): AsyncGenerator<ZipEntry> {
  const seen = new Set<string>();
  const missing: string[] = [];
  let written = 0;
  for (const channel of channels) {
    for (let skip = 0; ; skip += PAGE) {
      const listings = await pageOf(channel, { first: PAGE, skip });
      for (const listing of listings) {
        const name = fileSafe(listing.skuid);
        if (seen.has(name)) continue;
        seen.add(name);
        let n = 0;
        for (const url of listing.imageUrls) {
          const hash = hashOf(url);
          const found = hash ? await images.get('images', hash) : null;
          if (!found) {
            missing.push(`${listing.skuid}: ${url}`);
            continue;
          }
          n++;
          written++;
          yield { name: `${name}_${n}.jpeg`, data: await bytesOf(found.body) };
        }
      }
      if (listings.length < PAGE) break;
    }
  }
  if (written === 0) {
    const where = channels.length === 1 ? ` on ${CHANNEL_INFO[channels[0]!].label}` : '';
    const why =
      seen.size === 0
        ? `There are no listings${where}, so there is no image to download.`
        : `${seen.size === 1 ? `The one listing${where} has no image` : `None of the ${seen.size} listings${where} has an image`}: add images to their products on the Products screen, then download Listing.zip again.`;
    yield { name: 'no-images.txt', data: Buffer.from(`${why}\r\n`), compress: true };
  }
  if (missing.length > 0)
    yield {
      name: 'missing.txt',
      data: Buffer.from(`Images not found:\r\n${missing.join('\r\n')}\r\n`),
      compress: true,
    };
}

/** One row of the SKU tool's image download: the row's name (its SKU) and its stored images' URLs. */
interface NamedImages {
  name: string;
  images: string[];
}

/**
 * The SKU tool's images: `<name> <n>.jpeg` for the n-th image of each row (decision 102), read from
 * the image store; a URL that is not a stored image is listed in missing.txt.
 */
async function* namedImages(images: ImageStore, rows: readonly NamedImages[]): AsyncGenerator<ZipEntry> {
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const row of rows) {
    const name = fileSafe(row.name.trim());
    if (seen.has(name)) continue;
    seen.add(name);
    let n = 0;
    for (const url of row.images) {
      const hash = hashOf(url);
      const found = hash ? await images.get('images', hash) : null;
      if (!found) {
        missing.push(`${row.name}: ${url}`);
        continue;
      }
      n++;
      yield { name: `${name} ${n}.jpeg`, data: await bytesOf(found.body) };
    }
  }
  if (missing.length > 0)
    yield {
      name: 'missing.txt',
      data: Buffer.from(`Images not found:\r\n${missing.join('\r\n')}\r\n`),
      compress: true,
    };
}

/** The rows of a named-images request, or the message that says what is wrong with it. */
function namedImagesOf(body: unknown): NamedImages[] {
  const rows = (body as { rows?: unknown } | undefined)?.rows;
  const bad = (message: string) => new DomainError('BAD_USER_INPUT', message, { field: 'rows' });
  if (!Array.isArray(rows)) throw bad('Send {"rows": [{"name": ..., "images": [...]}]}');
  if (rows.length > MAX_NAMED_ROWS) throw bad(`At most ${MAX_NAMED_ROWS} rows at a time`);
  return rows.map((r: unknown, i) => {
    const row = r as { name?: unknown; images?: unknown };
    if (typeof row?.name !== 'string' || row.name.trim() === '' || row.name.length > 200)
      throw bad(`Row ${i + 1}: the name must be text of 1 to 200 characters`);
    if (
      !Array.isArray(row.images) ||
      row.images.length > MAX_NAMED_IMAGES ||
      row.images.some((u) => typeof u !== 'string')
    )
      throw bad(`Row ${i + 1}: images must be a list of at most ${MAX_NAMED_IMAGES} image URLs`);
    return { name: row.name, images: row.images as string[] };
  });
}

export function registerBulkDownloads(
  app: FastifyInstance,
  deps: { listingImages: ListingImagesPage; images: ImageStore; outbound: OutboundHttp },
): void {
  app.get<{ Querystring: { channel?: string } }>('/files/listing-images.zip', async (request, reply) => {
    requireUser(request.user);
    const channel = request.query.channel;
    if (channel !== undefined && !isChannel(channel))
      throw new DomainError('BAD_USER_INPUT', `No channel is called ${channel}`, { field: 'channel' });
    return sendDownload(reply, {
      name: 'Listing.zip',
      type: 'zip',
      body: zipStream(listingImages(deps.listingImages, deps.images, channel ? [channel] : CHANNELS)),
    });
  });

  app.post('/files/named-images.zip', async (request, reply) => {
    requireUser(request.user);
    const rows = namedImagesOf(request.body);
    if (rows.every((r) => r.images.length === 0))
      throw new DomainError('BAD_USER_INPUT', 'None of these rows has an image', { field: 'rows' });
    return sendDownload(reply, {
      name: 'sku-images.zip',
      type: 'zip',
      body: zipStream(namedImages(deps.images, rows)),
    });
  });

  app.post<{ Body: { urls?: unknown } }>('/files/images-from-urls', async (request, reply) => {
    requireUser(request.user);
    const urls = request.body?.urls;
    if (!Array.isArray(urls) || urls.some((u) => typeof u !== 'string'))
      throw new DomainError('BAD_USER_INPUT', 'Send {"urls": [...]}: a list of image URLs', {
        field: 'urls',
      });
    const list = (urls as string[]).map((u) => u.trim()).filter((u) => u !== '');
    if (list.length === 0)
      throw new DomainError('BAD_USER_INPUT', 'Paste at least one image URL', { field: 'urls' });
    if (list.length > MAX_IMAGE_URLS)
      throw new DomainError('BAD_USER_INPUT', `At most ${MAX_IMAGE_URLS} URLs at a time`, { field: 'urls' });
    // The client went away before the archive was finished (the connection closed): fetch no more for it.
    const cancelled = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished)
        cancelled.abort(new OutboundError('not fetched: the download was cancelled'));
    });
    return sendDownload(reply, {
      name: 'images.zip',
      type: 'zip',
      body: zipStream(urlImages(deps.outbound, list, { cancelled: cancelled.signal })),
    });
  });
}
