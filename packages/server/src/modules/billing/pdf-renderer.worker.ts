// Draws invoice PDFs in a worker thread (pdf-workers.ts), so a long document does not hold up the
// server's event loop: a 500-line invoice takes seconds to lay out. Only the document's data crosses
// (a document definition holds functions, which cannot be posted); the definition is built here.
import { parentPort } from 'node:worker_threads';
import { buildInvoicePdf } from '@seller-desk/core';
import { renderPdf } from './pdf-renderer.ts';
import type { PdfJob } from './pdf-workers.ts';

async function draw({ id, input, totals }: PdfJob & { id: number }): Promise<void> {
  try {
    const pdf = await renderPdf(buildInvoicePdf(input, totals));
    // the bytes are moved back, not copied: a buffer of its own when pdfkit's is a slice of a larger one
    const bytes =
      pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
    parentPort!.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (e) {
    parentPort!.postMessage({ id, error: (e as Error).message });
  }
}

parentPort?.on('message', (job: PdfJob & { id: number }) => void draw(job));
