/** The 240 px thumbnail of a stored image: /files/images/<hash>.jpg → /files/thumbs/<hash>.jpg. */
export function thumbnailUrl(imageUrl: string): string {
  const match = /^(.*)\/files\/images\/([^/?#]+)$/.exec(imageUrl);
  return match ? `${match[1]}/files/thumbs/${match[2]}` : imageUrl;
}
