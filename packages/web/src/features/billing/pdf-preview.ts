// The browser half of the one PDF pipeline: pdfmake and the Noto fonts load only when an invoice
// screen first draws its preview (a chunk of their own, never in the app shell). The fonts are files
// of this app, served by our own server: nothing is fetched from another host.
import { PDF_FONT, PDF_FONT_DEVANAGARI, type PdfDocDefinition } from '@seller-desk/core';

interface PdfMakeBrowser {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  createPdf(doc: unknown): { getBlob(): Promise<Blob> };
}

let loading: Promise<PdfMakeBrowser> | null = null;

function loadPdfMake(): Promise<PdfMakeBrowser> {
  loading ??= (async () => {
    const [pdfmakeModule, fonts] = await Promise.all([
      import('pdfmake/build/pdfmake.js'),
      import('./pdf-fonts.ts'),
    ]);
    const pdfMake = ((pdfmakeModule as { default?: PdfMakeBrowser }).default ??
      pdfmakeModule) as PdfMakeBrowser;
    const abs = (url: string) => new URL(url, window.location.href).href;
    pdfMake.setFonts({
      [PDF_FONT]: {
        normal: abs(fonts.notoRegular),
        bold: abs(fonts.notoBold),
        italics: abs(fonts.notoItalic),
        bolditalics: abs(fonts.notoBoldItalic),
      },
      [PDF_FONT_DEVANAGARI]: {
        normal: abs(fonts.devanagariRegular),
        bold: abs(fonts.devanagariBold),
        italics: abs(fonts.devanagariRegular),
        bolditalics: abs(fonts.devanagariBold),
      },
    });
    pdfMake.setUrlAccessPolicy((url) => url.startsWith(window.location.origin));
    return pdfMake;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/** Renders a document definition to a PDF Blob in the browser. */
export async function renderPdfBlob(definition: PdfDocDefinition): Promise<Blob> {
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(definition).getBlob();
}
