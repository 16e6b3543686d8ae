import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../../test/image-bombs.ts';
import { createImageStore } from './image-store.ts';

// The store on files in a temporary folder (its SQLite backend); the routes are tested in images.db.test.ts.
describe('image store', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-image-store-'));
  const store = createImageStore({ dataDir });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a logo PNG of more than 50 megapixels from its header', async () => {
    // a tiny PNG declaring 30000 × 20000 pixels: decoding would fail on its data (16 × 16 pixels' worth)
    // with "must be a PNG or JPEG image"; this answer comes from the header alone.
    const bomb = await pngDeclaring(30000, 20000);
    await expect(store.saveLogo(bomb, 'logo.png')).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'logo.png is 30000 × 20000 pixels (600 megapixels), more than the 50 megapixels an image may have: save it smaller and upload it again',
    });
    await expect(store.saveLogo(await pngDeclaring(4000, 4000), 'cut.png')).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(fs.readdirSync(path.join(dataDir, 'images'))).toEqual([]);
  });
});
