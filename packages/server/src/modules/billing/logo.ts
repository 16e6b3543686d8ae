import { STORED_IMAGE_URL } from '@seller-desk/core';
import { badInput } from '../../shared/errors.ts';

/** The largest logo accepted (bytes of the image itself). */
export const MAX_LOGO_BYTES = 512 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * A logo is an image of the image store (`/files/images/<sha256>.jpg`, checked by content when it was
 * uploaded, e.g. the seller profile's default logo) or a data URL of a PNG or JPEG picked on the
 * screen. The declared type of a data URL is not trusted: the bytes must start like the image they
 * claim to be. Returns the logo, or "" for none.
 */
export function checkedLogo(dataUrl: string | null | undefined, field = 'logo'): string {
  if (!dataUrl) return '';
  if (STORED_IMAGE_URL.test(dataUrl)) return dataUrl;
  const m = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!m) throw badInput(field, 'The logo must be a PNG or JPEG image');
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > MAX_LOGO_BYTES)
    throw badInput(
      field,
      `The logo must be at most ${MAX_LOGO_BYTES / 1024} KiB (this one is ${Math.ceil(bytes.length / 1024)} KiB)`,
    );
  const magic = m[1] === 'png' ? PNG : JPEG;
  if (!magic.every((b, i) => bytes[i] === b))
    throw badInput(field, 'The logo file is not a PNG or JPEG image (its content says otherwise)');
  return dataUrl;
}
