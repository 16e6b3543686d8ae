import { createRequire } from 'node:module';
import path from 'node:path';
import { PDF_FONT, PDF_FONT_DEVANAGARI, type PdfDocDefinition } from '@seller-desk/core';

// pdfmake on the server: the same document definition the browser previews, drawn with the Noto Sans
// fonts installed from the npm registry (the ₹ sign; Devanagari for Hindi names). pdfmake may read
// no URL and no file but the fonts.
const require = createRequire(import.meta.url);

function fontFile(pkg: string, weight: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), weight, file);
}

export const FONT_FILES = {
  [PDF_FONT]: {
    normal: fontFile('@expo-google-fonts/noto-sans', '400Regular', 'NotoSans_400Regular.ttf'),
    bold: fontFile('@expo-google-fonts/noto-sans', '700Bold', 'NotoSans_700Bold.ttf'),
    italics: fontFile('@expo-google-fonts/noto-sans', '400Regular_Italic', 'NotoSans_400Regular_Italic.ttf'),
    bolditalics: fontFile('@expo-google-fonts/noto-sans', '700Bold_Italic', 'NotoSans_700Bold_Italic.ttf'),
  },
  [PDF_FONT_DEVANAGARI]: {
    normal: fontFile(
      '@expo-google-fonts/noto-sans-devanagari',
      '400Regular',
      'NotoSansDevanagari_400Regular.ttf',
    ),
    bold: fontFile('@expo-google-fonts/noto-sans-devanagari', '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
    italics: fontFile(
      '@expo-google-fonts/noto-sans-devanagari',
      '400Regular',
      'NotoSansDevanagari_400Regular.ttf',
    ),
    bolditalics: fontFile(
      '@expo-google-fonts/noto-sans-devanagari',
      '700Bold',
      'NotoSansDevanagari_700Bold.ttf',
    ),
  },
};

interface PdfMake {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: unknown): { getBuffer(): Promise<Buffer> };
}

interface EmbeddedFont {
  font: unknown;
  constructor: new (document: unknown, font: unknown, id: string) => EmbeddedFont;
}
interface PdfmakeDocument {
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  _fontCount: number;
  _fontFamilies: Record<string, EmbeddedFont>;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(family: string, bold: boolean, italics: boolean): unknown;
}

/**
 * pdfkit parses each font file again for every document (most of the time of a one-page invoice).
 * A parsed font is only read afterwards, so it is kept per file and shared: each document still makes
 * and embeds its own subset of the glyphs it uses (pdfkit finalises every font in _fontFamilies).
 */
function shareParsedFonts(): void {
  const { default: Document } = require('pdfmake/js/PDFDocument') as {
    default: { prototype: { provideFont(family: string, bold: boolean, italics: boolean): EmbeddedFont } };
  };
  const original = Document.prototype.provideFont;
  const parsed = new Map<string, EmbeddedFont>();
  Document.prototype.provideFont = function (this: PdfmakeDocument, family, bold, italics) {
    const type = this.getFontType(bold, italics);
    const cached = this.fontCache[family]?.[type];
    if (cached) return cached;
    const file = this.getFontFile(family, bold, italics);
    const known = typeof file === 'string' ? parsed.get(file) : undefined;
    if (!known) {
      const made = original.call(this, family, bold, italics);
      if (typeof file === 'string') parsed.set(file, made);
      return made;
    }
    const id = `F${++this._fontCount}`;
    const embedded = new known.constructor(this, known.font, id);
    this._fontFamilies[id] = embedded;
    (this.fontCache[family] ??= {})[type] = embedded;
    return embedded;
  };
}

let pdfmake: PdfMake | null = null;
function printer(): PdfMake {
  if (!pdfmake) {
    shareParsedFonts();
    pdfmake = require('pdfmake') as PdfMake;
    pdfmake.setFonts(FONT_FILES);
    const allowed = new Set(Object.values(FONT_FILES).flatMap((f) => Object.values(f)));
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((p) => allowed.has(p));
  }
  return pdfmake;
}

/** Renders a document definition to PDF bytes. */
export async function renderPdf(definition: PdfDocDefinition): Promise<Buffer> {
  return printer().createPdf(definition).getBuffer();
}
