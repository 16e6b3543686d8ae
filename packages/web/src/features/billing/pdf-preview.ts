// The browser half of the one PDF pipeline: pdfmake and the Noto fonts load only when an invoice
// screen first draws its preview (a chunk of their own, never in the app shell), in a worker of their
// own so that the form stays usable while a document is laid out (issue 40 #9); where no worker can be
// made, in the page.
import { buildInvoicePdf, type InvoicePdfInput, type InvoiceTotals } from '@seller-desk/core';
import { configurePdfMake, type PdfFontUrls, type PdfMakeBrowser } from './pdf-make.ts';
import type { PdfPreviewAnswer, PdfPreviewRequest } from './workers/pdf-preview.worker.ts';

/** What a preview draws: core's one PDF definition is built from it where the PDF is drawn. */
export interface PdfSource {
  input: InvoicePdfInput;
  totals?: InvoiceTotals | undefined;
}

export const pdfSource = (input: InvoicePdfInput, totals?: InvoiceTotals): PdfSource => ({ input, totals });

async function fontUrls(): Promise<PdfFontUrls> {
  const fonts = await import('./pdf-fonts.ts');
  const abs = (url: string) => new URL(url, window.location.href).href;
  return {
    notoRegular: abs(fonts.notoRegular),
    notoBold: abs(fonts.notoBold),
    notoItalic: abs(fonts.notoItalic),
    notoBoldItalic: abs(fonts.notoBoldItalic),
    devanagariRegular: abs(fonts.devanagariRegular),
    devanagariBold: abs(fonts.devanagariBold),
  };
}

/** Whether a preview has been drawn in this tab: the first one loads pdfmake and its fonts. */
let drawnOnce = false;
export const pdfMakerLoaded = () => drawnOnce;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();

function previewWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./workers/pdf-preview.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<PdfPreviewAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('blob' in data) request?.resolve(data.blob);
    else request?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    for (const request of waiting.values())
      request.reject(new Error(event.message || 'The PDF maker failed'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

let inPage: Promise<PdfMakeBrowser> | null = null;

/**
 * Renders a document to a PDF Blob in the browser, in the worker (the definition, which holds functions,
 * is built there from the source's plain data).
 */
export async function renderPdfBlob(source: PdfSource): Promise<Blob> {
  const fonts = await fontUrls();
  const drawer = previewWorker();
  let blob: Blob;
  if (drawer) {
    const id = nextId++;
    blob = await new Promise<Blob>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      drawer.postMessage({ id, source, fonts } satisfies PdfPreviewRequest);
    });
  } else {
    inPage ??= import('pdfmake/build/pdfmake.js').then((module) =>
      configurePdfMake(module, fonts, window.location.origin),
    );
    inPage.catch(() => (inPage = null));
    blob = await (await inPage).createPdf(buildInvoicePdf(source.input, source.totals)).getBlob();
  }
  drawnOnce = true;
  return blob;
}
