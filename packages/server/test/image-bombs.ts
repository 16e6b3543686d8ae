// "Decompression bombs" for the image limits' tests (decision 190): a real image of a few pixels whose
// header is rewritten to declare far more. Its header reads as the large size; decoding it fails at
// once (the data runs out), so a test can tell a refusal read from the header from one the decoder made.
import zlib from 'node:zlib';
import sharp from 'sharp';

const tiny = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();

/** A 16 × 16 JPEG whose start-of-frame (SOF0) declares width × height pixels. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await tiny('jpeg');
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('sharp wrote no baseline SOF0 marker');
  // FF C0, length (2), precision (1), height (2), width (2)
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A 16 × 16 PNG whose IHDR chunk declares width × height pixels (its CRC written anew). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await tiny('png');
  // signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), 5 more bytes, CRC (4)
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}
