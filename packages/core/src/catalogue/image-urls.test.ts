import { describe, expect, it } from 'vitest';
import { imageUrl, thumbnailUrl } from './image-urls.ts';

describe('thumbnailUrl', () => {
  it('points an image at its thumbnail', () => {
    expect(thumbnailUrl('/files/images/abc123.jpg')).toBe('/files/thumbs/abc123.jpg');
    expect(thumbnailUrl('http://localhost:3000/files/images/abc.jpg')).toBe(
      'http://localhost:3000/files/thumbs/abc.jpg',
    );
  });
  it('gives a stored image its address and its thumbnail the matching one', () => {
    const hash = 'ab'.repeat(32);
    expect(imageUrl(hash)).toBe(`/files/images/${hash}.jpg`);
    expect(thumbnailUrl(imageUrl(hash))).toBe(`/files/thumbs/${hash}.jpg`);
  });
  it('leaves any other address alone', () => {
    expect(thumbnailUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
