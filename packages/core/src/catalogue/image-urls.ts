// Where the server serves a stored image and its thumbnail (decision 017: content-addressed by SHA-256).
// The one home of these addresses: the image store, the products service and the screens use it.

/** The address of a stored image. */
export const imageUrl = (hash: string): string => `/files/images/${hash}.jpg`;

/** The 240 px thumbnail of a stored image: …/files/images/<name> → …/files/thumbs/<name>; any other address as it is. */
export function thumbnailUrl(url: string): string {
  const match = /^(.*)\/files\/images\/([^/?#]+)$/.exec(url);
  return match ? `${match[1]}/files/thumbs/${match[2]}` : url;
}

/** True for the address of an image stored here: /files/images/<sha256>.jpg, nothing else. */
export const isStoredImageUrl = (url: string): boolean => /^\/files\/images\/[0-9a-f]{64}\.jpg$/.test(url);
