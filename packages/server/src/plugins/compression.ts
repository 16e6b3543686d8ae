import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers of 1 KiB or more go compressed to a browser that accepts it (@fastify/compress, decision 159):
 * Brotli where the browser takes it, else gzip. JSON, CSV and the web app's scripts shrink five to ten
 * times; a sale preview of 50,000 lines is 20 MB as written. Images, PDFs and ZIP archives are sent as
 * they are (their types are not compressible). Large answers and streams are compressed on libuv's
 * threads, not the event loop. Request bodies are taken as sent: an upload is never inflated here.
 *
 * The levels are measured (decision 361, `bench/concurrent.bench.ts`): Brotli quality 3 with a 256 KiB
 * window, not the plugin's quality 4 with a 4 MiB window, which cost a 1,000-listing page 47 ms of CPU
 * with twenty answers at once (quality 3: 7 ms, and 10 % more bytes), and gzip at zlib's level 6.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: { level: 6 },
  });
}
