import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegDeclaring, pngDeclaring } from '../../../test/image-bombs.ts';
import {
  MAX_IMAGE_DECODES,
  MAX_IMAGE_PIXELS,
  openImage,
  pixelLimitProblem,
  readImageHeader,
  withDecodeSlot,
} from './image-limits.ts';

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

  it('decodes at most two images at once; the others wait their turn, in the order they came', async () => {
    expect(MAX_IMAGE_DECODES).toBe(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const decodes = [0, 1, 2, 3, 4].map((i) =>
      withDecodeSlot(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running--;
        return i;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    finish[0]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // a decode that fails gives its slot back too
    const failing = expect(withDecodeSlot(() => Promise.reject(new Error('not an image')))).rejects.toThrow(
      'not an image',
    );
    for (let next = 1; next < 6; next++) {
      finish[next]?.();
      await settle();
    }
    await failing;
    expect(await Promise.all(decodes)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    // every slot was given back: two more run at once straight away
    const both = await Promise.all([withDecodeSlot(async () => 'a'), withDecodeSlot(async () => 'b')]);
    expect(both).toEqual(['a', 'b']);
  });
});
