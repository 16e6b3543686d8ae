/// <reference lib="webworker" />
// Reads a courier export off the main thread, so a 5 MB file does not freeze the screen.
import type { Courier, CourierExportLoad } from '@seller-desk/core';
import { CUSTOM_FORMAT_EXPECTED, detectCourierFormat, loadCourierExport } from '@seller-desk/core';

export interface ReadCourierExportRequest {
  text: string;
  /** The courier the staff chose, or null to tell it from the first row. */
  courier: Courier | null;
}

self.onmessage = (event: MessageEvent<ReadCourierExportRequest>) => {
  const { text, courier } = event.data;
  const detected = courier ?? detectCourierFormat(text);
  const result: CourierExportLoad =
    detected === null
      ? { ok: false, message: CUSTOM_FORMAT_EXPECTED, problems: [] }
      : loadCourierExport(text, detected);
  self.postMessage(result);
};
