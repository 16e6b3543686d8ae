// The image upload is shared with the bulk Product tab: it lives in lib/upload-image.ts.
export { uploadImage } from '../../../lib/upload-image.ts';
