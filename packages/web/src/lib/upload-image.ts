import { ApiError } from './http.ts';
import { uploadFile } from './upload.ts';

export interface UploadedImage {
  url: string;
  thumbnailUrl: string;
}

/**
 * POST /files/images with one JPEG (multipart field `file`), or another image upload route (e.g.
 * /files/logos), through the one upload client (upload.ts), which reports its progress.
 */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  route = '/files/images',
): Promise<UploadedImage> {
  const body = await uploadFile<Partial<UploadedImage>>(route, file, { onProgress });
  if (typeof body.url !== 'string')
    throw new ApiError(`${file.name} was not uploaded (the server answered no address)`, {
      status: 200,
      code: 'HTTP_200',
    });
  return body as UploadedImage;
}
