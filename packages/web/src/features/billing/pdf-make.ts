// pdfmake set up with the Noto fonts, in the page or in the preview's worker: the fonts are files of this
// app, served by our own server (their URLs made absolute by the page), and nothing is fetched from
// another host.
import { PDF_FONT, PDF_FONT_DEVANAGARI } from '@seller-desk/core';

export interface PdfMakeBrowser {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  createPdf(doc: unknown): { getBlob(): Promise<Blob> };
}

/** The absolute URLs of the font files. */
export interface PdfFontUrls {
  notoRegular: string;
  notoBold: string;
  notoItalic: string;
  notoBoldItalic: string;
  devanagariRegular: string;
  devanagariBold: string;
}

/** pdfmake's module as imported (a default export, or the module itself). */
export function configurePdfMake(pdfmakeModule: unknown, fonts: PdfFontUrls, origin: string): PdfMakeBrowser {
  const pdfMake = ((pdfmakeModule as { default?: PdfMakeBrowser }).default ??
    pdfmakeModule) as PdfMakeBrowser;
  pdfMake.setFonts({
    [PDF_FONT]: {
      normal: fonts.notoRegular,
      bold: fonts.notoBold,
      italics: fonts.notoItalic,
      bolditalics: fonts.notoBoldItalic,
    },
    [PDF_FONT_DEVANAGARI]: {
      normal: fonts.devanagariRegular,
      bold: fonts.devanagariBold,
      italics: fonts.devanagariRegular,
      bolditalics: fonts.devanagariBold,
    },
  });
  pdfMake.setUrlAccessPolicy((url) => url.startsWith(origin));
  return pdfMake;
}
