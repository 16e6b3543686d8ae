import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type sharpFn from 'sharp';
import { imageUrl, thumbnailUrl } from '@seller-desk/core';
import { DomainError } from '../../shared/errors.ts';

export const THUMBNAIL_PX = 240;

// sharp (libvips) is loaded on the first upload, not at start: it is most of an idle server's memory.
let sharpModule: Promise<{ default: typeof sharpFn }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;
const HASH = /^[0-9a-f]{64}$/;

export interface StoredImage {
  hash: string;
  url: string;
  thumbnailUrl: string;
}

/**
 * Content-addressed JPEG store under DATA_DIR (decision 017): images/<sha256>.jpg and a 240 px
 * thumbnail thumbs/<sha256>.jpg. Files are written to a temp file and renamed, so a reader never
 * sees half a file, and the same image uploaded twice is stored once.
 */
export function createImageStore(dataDir: string) {
  const imagesDir = path.join(dataDir, 'images');
  const thumbsDir = path.join(dataDir, 'thumbs');
  const tmpDir = path.join(dataDir, 'tmp');
  for (const d of [imagesDir, thumbsDir, tmpDir]) fs.mkdirSync(d, { recursive: true });

  return {
    imagePath: (hash: string) => (HASH.test(hash) ? path.join(imagesDir, `${hash}.jpg`) : null),
    thumbPath: (hash: string) => (HASH.test(hash) ? path.join(thumbsDir, `${hash}.jpg`) : null),

    /** Streams an upload to disk, checks it is a JPEG by content, and stores it with its thumbnail. */
    async saveJpeg(stream: Readable, fileName: string): Promise<StoredImage> {
      const tmp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
      const hasher = crypto.createHash('sha256');
      try {
        stream.on('data', (chunk: Buffer) => hasher.update(chunk));
        await pipeline(stream, fs.createWriteStream(tmp, { flags: 'wx' }));
        const head = Buffer.alloc(3);
        const fd = fs.openSync(tmp, 'r');
        try {
          fs.readSync(fd, head, 0, 3, 0);
        } finally {
          fs.closeSync(fd);
        }
        let format: string | undefined;
        const sharp = await loadSharp();
        if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
          format = await sharp(tmp)
            .metadata()
            .then((m) => m.format)
            .catch(() => undefined);
        }
        if (format !== 'jpeg') {
          throw new DomainError(
            'UNSUPPORTED_MEDIA_TYPE',
            `Only JPEG images can be uploaded: ${fileName} is not a JPEG`,
          );
        }
        const hash = hasher.digest('hex');
        const finalImage = path.join(imagesDir, `${hash}.jpg`);
        const finalThumb = path.join(thumbsDir, `${hash}.jpg`);
        if (!fs.existsSync(finalThumb)) {
          const tmpThumb = `${tmp}.thumb`;
          await sharp(tmp)
            .rotate()
            .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 80 })
            .toFile(tmpThumb);
          fs.renameSync(tmpThumb, finalThumb);
        }
        if (fs.existsSync(finalImage)) fs.rmSync(tmp, { force: true });
        else fs.renameSync(tmp, finalImage);
        return { hash, url: imageUrl(hash), thumbnailUrl: thumbnailUrl(imageUrl(hash)) };
      } finally {
        fs.rmSync(tmp, { force: true });
        fs.rmSync(`${tmp}.thumb`, { force: true });
      }
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
