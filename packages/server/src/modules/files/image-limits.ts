// How big an image may be, in pixels as well as bytes (decision 190). A JPEG or PNG of a few kilobytes can
// declare 16383 × 16383 pixels: decoding it is what costs the memory, so its size is read from the
// header first and the image refused there, before a pixel of it is decoded.
import type { Sharp } from 'sharp';
import type sharpFn from 'sharp';

/**
 * The most pixels an image may have: a 48- or 50-megapixel phone photo (8160 × 6120) passes, a
 * 16383 × 16383 "decompression bomb" (268 megapixels) does not. Scaling a 50-megapixel JPEG down to the
 * stored size took about 115 MB at its peak, 260 MB for a progressive one.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The longest side of a stored or downloaded image: sharp enough for any marketplace's zoom. */
export const MAX_IMAGE_SIDE_PX = 4000;

/**
 * How many images are decoded at once. At the pixel limit one decode took up to about 260 MB at its
 * peak (a progressive JPEG), so uploads at the same moment wait their turn rather than add up.
 */
export const MAX_IMAGE_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `decode` (work that decodes an image) once fewer than MAX_IMAGE_DECODES run, in the order asked. */
export async function withDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding < MAX_IMAGE_DECODES) decoding++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await decode();
  } finally {
    // the slot passes straight to the next in line, or is given back
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

// sharp (libvips) is loaded on the first image, not at start: it is most of an idle server's memory.
let sharpModule: Promise<typeof sharpFn> | undefined;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // libvips's cache of recent operations kept decoded images after their request (three 50-megapixel
    // uploads at once: 750 MB rather than 530 MB); no image is read twice here, so it never pays.
    sharp.cache(false);
    return sharp;
  }));

/**
 * sharp over an image whose header passed `readImageHeader`. libvips is given the same pixel limit, so
 * an image whose header says one thing to the first read and another to the decoder is still refused.
 */
export async function openImage(input: string | Buffer): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS });
}

/** Makes a Sharp pipeline write at most MAX_IMAGE_SIDE_PX on the longest side, never enlarging. */
export const withinStoredSize = (image: Sharp): Sharp =>
  image.resize(MAX_IMAGE_SIDE_PX, MAX_IMAGE_SIDE_PX, { fit: 'inside', withoutEnlargement: true });

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/**
 * The format and size an image declares (JPEG SOF, PNG IHDR…), read by libvips from the header alone:
 * no pixel is decoded. Null when it is no image libvips can read.
 */
export async function readImageHeader(input: string | Buffer): Promise<ImageHeader | null> {
  const sharp = await loadSharp();
  // No pixel limit on this read: it is the one that finds the size to refuse in words.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) return null;
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Why an image of this size is refused ("… is 16383 × 16383 pixels …"), or null when it is not. */
export function pixelLimitProblem(name: string, { width, height }: ImageHeader): string | null {
  if (width * height <= MAX_IMAGE_PIXELS) return null;
  const megapixels = (pixels: number) => Number((pixels / 1_000_000).toFixed(2));
  return `${name} is ${width} × ${height} pixels (${megapixels(width * height)} megapixels), more than the ${megapixels(MAX_IMAGE_PIXELS)} megapixels an image may have`;
}
