import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { imageUrl, thumbnailUrl } from '@seller-desk/core';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError } from '../../shared/errors.ts';
import {
  openImage,
  pixelLimitProblem,
  readImageHeader,
  withDecodeSlot,
  withinStoredSize,
  type ImageHeader,
} from './image-limits.ts';

export const THUMBNAIL_PX = 240;
/** The quality an upload is re-encoded at: what is stored and served is only what sharp wrote. */
export const IMAGE_QUALITY = 90;

const HASH = /^[0-9a-f]{64}$/;

/** The largest side of a stored logo, in pixels (a 250-point-wide logo prints sharp at 1000 px). */
export const LOGO_MAX_PX = 1000;

export type ImageKind = 'images' | 'thumbs';

export interface StoredImage {
  hash: string;
  url: string;
  thumbnailUrl: string;
}

/** Where the bytes of stored images live: files under DATA_DIR, or the database's file_blobs. */
interface BlobBackend {
  has(kind: ImageKind, hash: string): Promise<boolean>;
  put(kind: ImageKind, hash: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream (files) or a buffer (database), or null when there is no such image. */
  get(kind: ImageKind, hash: string): Promise<{ body: Readable | Buffer; size: number } | null>;
}

function diskBackend(dataDir: string): BlobBackend {
  const dirs = { images: path.join(dataDir, 'images'), thumbs: path.join(dataDir, 'thumbs') };
  const tmpDir = path.join(dataDir, 'tmp');
  for (const d of [dirs.images, dirs.thumbs, tmpDir]) fs.mkdirSync(d, { recursive: true });
  const file = (kind: ImageKind, hash: string) => path.join(dirs[kind], `${hash}.jpg`);
  return {
    has: async (kind, hash) => fs.existsSync(file(kind, hash)),
    async put(kind, hash, bytes) {
      // a temp file renamed into place: a reader never sees half a file
      const tmp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
      try {
        await fs.promises.writeFile(tmp, bytes, { flag: 'wx' });
        await fs.promises.rename(tmp, file(kind, hash));
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
    async get(kind, hash) {
      const f = file(kind, hash);
      const stat = await fs.promises.stat(f).catch(() => null);
      return stat ? { body: fs.createReadStream(f), size: stat.size } : null;
    },
  };
}

/** PostgreSQL: every server of a cluster reads what any of them stored (decision 046). */
function databaseBackend(db: Db, clock: Clock): BlobBackend {
  const name = (kind: ImageKind, hash: string) => `${kind}/${hash}.jpg`;
  return {
    async has(kind, hash) {
      return !!(await db
        .selectFrom('file_blobs')
        .select('name')
        .where('name', '=', name(kind, hash))
        .executeTakeFirst());
    },
    async put(kind, hash, bytes) {
      await db
        .insertInto('file_blobs')
        .values({
          name: name(kind, hash),
          content: bytes,
          size: bytes.length,
          created_at: clock.now().toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    async get(kind, hash) {
      const row = await db
        .selectFrom('file_blobs')
        .select(['content', 'size'])
        .where('name', '=', name(kind, hash))
        .executeTakeFirst();
      return row ? { body: Buffer.from(row.content), size: Number(row.size) } : null;
    },
  };
}

/** Refuses an image of more pixels than any product photo has, from its header (decision 190). */
function refuseTooManyPixels(fileName: string, header: ImageHeader): void {
  const problem = pixelLimitProblem(fileName, header);
  if (problem !== null)
    throw new DomainError('PAYLOAD_TOO_LARGE', `${problem}: save it smaller and upload it again`, {
      field: 'file',
    });
}

/**
 * Content-addressed JPEG store (decisions 017 and 045): an upload is checked to be a JPEG by its
 * content and limited in pixels by its header (decision 190), then RE-ENCODED by sharp (orientation
 * applied; metadata, comments and anything after the end marker dropped; scaled down to at most
 * MAX_IMAGE_SIDE_PX), and stored under the SHA-256 of the re-encoded bytes with a 240 px thumbnail.
 * With PostgreSQL the bytes live in the database, so any server serves any image (decision 046).
 */
export function createImageStore(options: { dataDir: string; db?: Db; clock?: Clock }) {
  const backend =
    options.db && options.clock ? databaseBackend(options.db, options.clock) : diskBackend(options.dataDir);
  const tmpDir = path.join(options.dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });

  /** Stores re-encoded JPEG bytes under their SHA-256, with the thumbnail. */
  async function keep(image: Buffer): Promise<StoredImage> {
    const hash = crypto.createHash('sha256').update(image).digest('hex');
    if (!(await backend.has('thumbs', hash))) {
      const thumb = await withDecodeSlot(async () =>
        (await openImage(image))
          .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
      await backend.put('thumbs', hash, thumb);
    }
    if (!(await backend.has('images', hash))) await backend.put('images', hash, image);
    return { hash, url: imageUrl(hash), thumbnailUrl: thumbnailUrl(imageUrl(hash)) };
  }

  return {
    get: (kind: ImageKind, hash: string) =>
      HASH.test(hash) ? backend.get(kind, hash) : Promise.resolve(null),

    /** The whole bytes of a stored image, or null when there is none. */
    async bytes(kind: ImageKind, hash: string): Promise<Buffer | null> {
      const found = HASH.test(hash) ? await backend.get(kind, hash) : null;
      if (!found) return null;
      if (Buffer.isBuffer(found.body)) return found.body;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /**
     * A logo (issue 13): a PNG or a JPEG, checked by its content (magic bytes and sharp's reading),
     * flattened onto white (documents are printed on white paper), scaled to fit 1000 px and re-encoded
     * as a JPEG, then stored like any product image. Returns where it is kept.
     */
    async saveLogo(bytes: Buffer, fileName: string): Promise<StoredImage> {
      const notImage = () =>
        new DomainError(
          'UNSUPPORTED_MEDIA_TYPE',
          `A logo must be a PNG or JPEG image: ${fileName} is neither (judged by its content)`,
        );
      const png = [0x89, 0x50, 0x4e, 0x47].every((b, i) => bytes[i] === b);
      const jpeg = [0xff, 0xd8, 0xff].every((b, i) => bytes[i] === b);
      if (!png && !jpeg) throw notImage();
      const header = await readImageHeader(bytes);
      if (header?.format !== (png ? 'png' : 'jpeg')) throw notImage();
      refuseTooManyPixels(fileName, header);
      const image = await withDecodeSlot(async () =>
        (await openImage(bytes))
          .rotate()
          .flatten({ background: '#ffffff' })
          .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: IMAGE_QUALITY })
          .toBuffer(),
      ).catch(() => {
        throw notImage();
      });
      return keep(image);
    },

    /** Streams an upload to a temp file (bounded by the multipart limit), checks, re-encodes and stores it. */
    async saveJpeg(stream: Readable, fileName: string): Promise<StoredImage> {
      const tmp = path.join(tmpDir, `${crypto.randomUUID()}.upload`);
      try {
        await pipeline(stream, fs.createWriteStream(tmp, { flags: 'wx' }));
        const head = Buffer.alloc(3);
        const fd = fs.openSync(tmp, 'r');
        try {
          fs.readSync(fd, head, 0, 3, 0);
        } finally {
          fs.closeSync(fd);
        }
        const notJpeg = () =>
          new DomainError(
            'UNSUPPORTED_MEDIA_TYPE',
            `Only JPEG images can be uploaded: ${fileName} is not a JPEG`,
          );
        if (!(head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)) throw notJpeg();
        // the header alone: a few kilobytes can declare 16383 × 16383 pixels, which only decoding costs
        const header = await readImageHeader(tmp);
        if (header?.format !== 'jpeg') throw notJpeg();
        refuseTooManyPixels(fileName, header);
        // sharp writes no metadata unless asked (no EXIF, no comment segments, nothing after EOI);
        // libvips decodes off the event loop, on its own threads, a few images at a time
        const image = await withDecodeSlot(async () =>
          withinStoredSize((await openImage(tmp)).rotate())
            .jpeg({ quality: IMAGE_QUALITY })
            .toBuffer(),
        ).catch(() => {
          throw notJpeg();
        });
        return await keep(image);
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
