// Where the server serves a stored image and its thumbnail (decision 017: content-addressed by SHA-256).
// The one home of these addresses: the image store, the products service and the screens use it.

/** The address of a stored image. */
export const imageUrl = (hash: string): string => `/files/images/${hash}.jpg`;

/** The 240 px thumbnail of a stored image: …/files/images/<name> → …/files/thumbs/<name>; any other address as it is. */
export function thumbnailUrl(url: string): string {
  const match = /^(.*)\/files\/images\/([^/?#]+)$/.exec(url);
  return match ? `${match[1]}/files/thumbs/${match[2]}` : url;
}
