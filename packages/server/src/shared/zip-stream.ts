// ZIP archives streamed as they are made (docs/shared-mechanisms.md, "Downloads"): entries are read one at a time from an
// async source and written out as soon as they are zipped, so a Listing.zip of thousands of images
// never sits whole in memory. JPEGs are stored as they are (they do not compress); text is deflated.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate this entry (text); otherwise it is stored as it is (images). */
  compress?: boolean;
}

/** A readable stream of the ZIP archive of `entries`, in their order. */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      file.push(entry.data, true);
      // Wait while the client is slower than we are, so memory holds about one entry at a time.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
