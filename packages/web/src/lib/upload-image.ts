import { ApiError, REQUESTED_WITH, reportUnauthenticated } from './http.ts';

export interface UploadedImage {
  url: string;
  thumbnailUrl: string;
}

/**
 * POST /files/images with one JPEG (multipart field `file`), or another image upload route (e.g.
 * /files/logos). Uses XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  route = '/files/images',
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', route);
    xhr.withCredentials = false; // same-origin requests carry the session cookie anyway
    xhr.setRequestHeader('X-Requested-With', REQUESTED_WITH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError(`${file.name} could not be sent: the server cannot be reached`));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof (body as UploadedImage).url === 'string') {
        resolve(body as UploadedImage);
        return;
      }
      if (xhr.status === 401) reportUnauthenticated();
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(error?.message ?? `${file.name} was not uploaded (the server answered ${xhr.status})`, {
          status: xhr.status,
          code: error?.code ?? `HTTP_${xhr.status}`,
        }),
      );
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
