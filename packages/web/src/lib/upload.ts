import { ApiError, REQUESTED_WITH, reportUnauthenticated } from './http.ts';

export interface UploadOptions {
  /** Follows what has been sent, from 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** The Prefer header ("respond-async": answered at once with a job's id). */
  prefer?: string | undefined;
  /** false: the POST carries no file (the server reads one it keeps, named in the URL). */
  sendFile?: boolean;
  /** What the file was not, when the server answers without a message: "uploaded", "read". */
  failed?: string;
}

/**
 * The one upload client of the web app: POST `url` with `file` as the multipart field `file`, and the
 * JSON object the server answers. XMLHttpRequest rather than fetch, because only it reports the progress
 * of what it sends. A refusal is an ApiError with the server's message, code and field; an answer of 401
 * signs the person out, as every other request does (lib/http.ts).
 */
export function uploadFile<T extends object>(
  url: string,
  file: File,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, prefer, sendFile = true, failed = 'uploaded' } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', REQUESTED_WITH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (prefer) xhr.setRequestHeader('Prefer', prefer);
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
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) reportUnauthenticated();
      const error = (body as { error?: { code?: string; message?: string; field?: string } } | undefined)
        ?.error;
      reject(
        new ApiError(error?.message ?? `${file.name} was not ${failed} (the server answered ${xhr.status})`, {
          status: xhr.status,
          code: error?.code ?? `HTTP_${xhr.status}`,
          ...(error?.field ? { field: error.field } : {}),
        }),
      );
    };
    if (!sendFile) {
      xhr.send(null);
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
