import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './files.ts';

describe('thumbnailUrl', () => {
  it('points an image at its thumbnail', () => {
    expect(thumbnailUrl('/files/images/abc123.jpg')).toBe('/files/thumbs/abc123.jpg');
    expect(thumbnailUrl('http://localhost:3000/files/images/abc.jpg')).toBe(
      'http://localhost:3000/files/thumbs/abc.jpg',
    );
  });
  it('leaves any other address alone', () => {
    expect(thumbnailUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
