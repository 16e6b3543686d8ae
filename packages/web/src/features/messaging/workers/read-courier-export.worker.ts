/// <reference lib="webworker" />
// Reads a courier export off the main thread, so a 5 MB file does not freeze the screen.
import type { Courier, CourierExportLoad } from '@seller-desk/core';
import { loadCourierExport, loadCustomExport } from '@seller-desk/core';

export interface ReadCourierExportRequest {
  text: string;
  /** The courier the staff chose, or null to tell it from the first row. */
  courier: Courier | null;
}

self.onmessage = (event: MessageEvent<ReadCourierExportRequest>) => {
  const { text, courier } = event.data;
  const result: CourierExportLoad = courier ? loadCourierExport(text, courier) : loadCustomExport(text);
  self.postMessage(result);
};
