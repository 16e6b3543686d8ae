import type { Courier, CourierExportLoad } from '@seller-desk/core';
import type { ReadCourierExportRequest } from '../workers/read-courier-export.worker.ts';

/** Reads an export in a worker; resolves with the rows or the reason the file was refused. */
export async function readCourierExport(file: File, courier: Courier | null): Promise<CourierExportLoad> {
  const text = await file.text();
  const worker = new Worker(new URL('../workers/read-courier-export.worker.ts', import.meta.url), {
    type: 'module',
  });
  try {
    return await new Promise<CourierExportLoad>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<CourierExportLoad>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read'));
      const request: ReadCourierExportRequest = { text, courier };
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}
