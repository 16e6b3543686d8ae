import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegDeclaring, pngDeclaring } from '../../../test/image-bombs.ts';
import { MAX_IMAGE_PIXELS, openImage, pixelLimitProblem, readImageHeader } from './image-limits.ts';

describe('image limits', () => {
  it('reads the size a JPEG or PNG declares from its header alone', async () => {
    // Decoding these fails: their data is that of 16 × 16 pixels. Reading the header does not decode.
    expect(await readImageHeader(await jpegDeclaring(16383, 16383))).toEqual({
      format: 'jpeg',
      width: 16383,
      height: 16383,
    });
    expect(await readImageHeader(await pngDeclaring(30000, 20000))).toEqual({
      format: 'png',
      width: 30000,
      height: 20000,
    });
    await expect(
      sharp(await jpegDeclaring(16383, 16383))
        .raw()
        .toBuffer(),
    ).rejects.toThrow();
    expect(await readImageHeader(Buffer.from('<html>not an image</html>'))).toBeNull();
  });

  it('refuses more than 50 megapixels and passes a 50-megapixel phone photo', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(pixelLimitProblem('phone.jpg', { format: 'jpeg', width: 8160, height: 6120 })).toBeNull();
    expect(pixelLimitProblem('edge.jpg', { format: 'jpeg', width: 10_000, height: 5000 })).toBeNull();
    expect(pixelLimitProblem('over.jpg', { format: 'jpeg', width: 10_000, height: 5001 })).toBe(
      'over.jpg is 10000 × 5001 pixels (50.01 megapixels), more than the 50 megapixels an image may have',
    );
    expect(pixelLimitProblem('bomb.jpg', { format: 'jpeg', width: 16383, height: 16383 })).toBe(
      'bomb.jpg is 16383 × 16383 pixels (268.4 megapixels), more than the 50 megapixels an image may have',
    );
  });

  it('has libvips refuse the decoding of an image past the limit too', async () => {
    const bomb = await jpegDeclaring(16383, 16383);
    await expect((await openImage(bomb)).jpeg().toBuffer()).rejects.toThrow('exceeds pixel limit');
  });
});
