import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readImagesZip } from './images-zip-report.ts';

describe('what images.zip holds', () => {
  it('counts the images and reads the reason of each line that gave none', () => {
    const zip = zipSync({
      'image1.jpeg': [new Uint8Array([0xff, 0xd8, 0xff, 0]), { level: 0 }],
      'image3.jpeg': [new Uint8Array([0xff, 0xd8, 0xff, 1]), { level: 0 }],
      'errors.txt': strToU8(
        'Line 2: example.com could not be reached\r\nLine 4: Only http and https links can be fetched, not ftp\r\n',
      ),
    });
    const report = readImagesZip(zip);
    expect(report.saved).toBe(2);
    expect([...report.failures]).toEqual([
      [2, 'example.com could not be reached'],
      [4, 'Only http and https links can be fetched, not ftp'],
    ]);
  });

  it('says 0 images when the archive holds errors.txt alone', () => {
    const report = readImagesZip(zipSync({ 'errors.txt': strToU8('Line 1: x is not a JPEG image\r\n') }));
    expect(report).toEqual({ saved: 0, failures: new Map([[1, 'x is not a JPEG image']]) });
  });
});
