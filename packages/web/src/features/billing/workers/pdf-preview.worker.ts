/// <reference lib="webworker" />
// Draws a PDF preview off the main thread, so the form stays usable while pdfmake lays the document out
// (issue 40 #9). The worker, pdfmake in it, and the Noto fonts load the first time a preview is drawn in
// the tab.
import { buildInvoicePdf } from '@seller-desk/core';
import pdfmakeModule from 'pdfmake/build/pdfmake.js';
import { configurePdfMake, type PdfFontUrls, type PdfMakeBrowser } from '../pdf-make.ts';
import type { PdfSource } from '../pdf-preview.ts';

export interface PdfPreviewRequest {
  id: number;
  source: PdfSource;
  fonts: PdfFontUrls;
}

export type PdfPreviewAnswer = { id: number; blob: Blob } | { id: number; error: string };

let pdfMake: PdfMakeBrowser | null = null;

self.onmessage = async ({ data: { id, source, fonts } }: MessageEvent<PdfPreviewRequest>) => {
  try {
    pdfMake ??= configurePdfMake(pdfmakeModule, fonts, self.location.origin);
    const blob = await pdfMake.createPdf(buildInvoicePdf(source.input, source.totals)).getBlob();
    self.postMessage({ id, blob } satisfies PdfPreviewAnswer);
  } catch (e) {
    pdfMake = null;
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) } satisfies PdfPreviewAnswer);
  }
};
