// images.zip (docs/bulk.md, "Archives"): the images of URLs people paste, fetched one after another
// through the outbound HTTP mechanism and held to the image limits of uploads (decision 190), within a
// deadline for the whole download (decision 191).
import { imageUrlLineProblem } from '@seller-desk/core';
import { IMAGE_QUALITY } from '../files/image-store.ts';
import {
  MAX_IMAGE_SIDE_PX,
  openImage,
  pixelLimitProblem,
  readImageHeader,
  withDecodeSlot,
  withinStoredSize,
} from '../files/image-limits.ts';
import { OutboundError, type OutboundHttp } from '../../shared/outbound-http.ts';
import type { ZipEntry } from '../../shared/zip-stream.ts';

/** The largest image fetched from a URL. */
export const MAX_URL_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * How long one images.zip may spend fetching (decision 191): 500 URLs at about half a second each.
 * Each fetch has its own deadline besides (the outbound mechanism's, 30 s).
 */
export const URL_IMAGES_DEADLINE_MS = 5 * 60_000;

const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const inWords = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000} minutes` : `${ms / 1000} s`);

/**
 * A fetched image as images.zip holds it: refused past the pixel limit from its header alone, scaled
 * down and re-encoded past MAX_IMAGE_SIDE_PX, and otherwise byte for byte as it came.
 */
async function archivedJpeg(url: string, bytes: Buffer): Promise<Uint8Array> {
  const notJpeg = () => new Error(`${url} is not a JPEG image`);
  const header = isJpeg(bytes) ? await readImageHeader(bytes) : null;
  if (header?.format !== 'jpeg') throw notJpeg();
  const problem = pixelLimitProblem(url, header);
  if (problem !== null) throw new Error(problem);
  if (Math.max(header.width, header.height) <= MAX_IMAGE_SIDE_PX) return new Uint8Array(bytes);
  // rotate(): the EXIF orientation is applied, as the re-encoded image carries no EXIF
  return withDecodeSlot(async () =>
    withinStoredSize((await openImage(bytes)).rotate())
      .jpeg({ quality: IMAGE_QUALITY })
      .toBuffer(),
  ).catch(() => {
    throw notJpeg();
  });
}

/**
 * images.zip's entries: `image<line>.jpeg` per URL that gave a JPEG; the others are listed in errors.txt
 * by line. Past `deadlineMs`, or when `cancelled` aborts (the client went away), the fetch under way
 * stops, and it and every line after it are listed as not fetched with the reason: a host that trickles
 * its answer holds the download for that long at most, and a download nobody waits for fetches no more.
 */
export async function* urlImages(
  outbound: OutboundHttp,
  urls: readonly string[],
  { deadlineMs = URL_IMAGES_DEADLINE_MS, cancelled }: { deadlineMs?: number; cancelled?: AbortSignal } = {},
): AsyncGenerator<ZipEntry> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () =>
      deadline.abort(
        new OutboundError(
          `not fetched: images.zip fetches for ${inWords(deadlineMs)} at most, and that time ran out; download this line again`,
        ),
      ),
    deadlineMs,
  );
  const stop = cancelled ? AbortSignal.any([deadline.signal, cancelled]) : deadline.signal;
  const errors: string[] = [];
  try {
    for (const [i, url] of urls.entries()) {
      const line = i + 1;
      try {
        if (stop.aborted) throw stop.reason;
        // The screen flags these lines before the download with the same words (core's imageUrlLineProblem).
        const problem = imageUrlLineProblem(url);
        if (problem !== null) throw new Error(problem);
        const got = await outbound.get(url, { maxBytes: MAX_URL_IMAGE_BYTES, signal: stop });
        yield { name: `image${line}.jpeg`, data: await archivedJpeg(url, got.body) };
      } catch (e) {
        // Every failure is the URL's (a bad address, a refused host, a timeout, not an image): say so by line.
        errors.push(`Line ${line}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  } finally {
    clearTimeout(timer);
  }
  if (errors.length > 0)
    yield { name: 'errors.txt', data: Buffer.from(`${errors.join('\r\n')}\r\n`), compress: true };
}
