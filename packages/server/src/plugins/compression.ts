import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Answers of 1 KiB or more go compressed to a browser that accepts it (@fastify/compress, decision 159):
 * Brotli where the browser takes it, else gzip. JSON, CSV and the web app's scripts shrink five to ten
 * times; a sale preview of 50,000 lines is 20 MB as written. Images, PDFs and ZIP archives are sent as
 * they are (their types are not compressible). Large answers and streams are compressed on libuv's
 * threads, not the event loop. Request bodies are taken as sent: an upload is never inflated here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
