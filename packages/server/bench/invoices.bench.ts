// Benchmark of billing (issue 13): the server's time to render the PDF of a 1-page invoice (3 lines)
// and of a 20-page one (820 lines) from core's document definition with the bundled fonts, measured
// in-process after one warm-up render (the first render also reads and parses the fonts, reported
// separately), and of the 1-page invoice with the seller's uploaded logo read from the image store as
// the PDF route does. Prints one JSON line. Run: node packages/server/bench/invoices.bench.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInvoicePdf, DEFAULT_SELLER_PROFILE, type InvoiceDocument } from '@seller-desk/core';
import sharp from 'sharp';
import { inlineLogo } from '../src/modules/billing/billing.routes.ts';
import { renderPdf } from '../src/modules/billing/pdf-renderer.ts';
import { createImageStore } from '../src/modules/files/image-store.ts';

const seller = {
  ...DEFAULT_SELLER_PROFILE,
  businessName: 'Little Kid Retail',
  address: '12 Market Road, Pune 411001',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  bankName: 'State Bank of India',
  bankAccountNumber: '12345678901',
  bankIfsc: 'SBIN0001234',
};
const doc = (lines: number): InvoiceDocument => ({
  clientName: 'आशा Traders',
  clientAddress: '4 Chandni Chowk, Delhi 110006',
  gst: '07ABGCS4796R1Z8',
  placeOfSupply: '07',
  invoiceDate: '2026-11-22',
  notes: 'Thank you for your business.',
  term: 'Goods once sold are returned only as the return policy allows.',
  productLines: Array.from({ length: lines }, (_, i) => ({
    description: `Cotton blanket, double bed, design ${i + 1}`,
    quantity: 1 + (i % 3),
    unit: 'PCS',
    rate: 499.5 + i,
    gst: i % 2 ? 12 : 5,
    hsnCode: i % 2 ? '6301' : '6302',
  })),
});

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

// a logo as an ADMIN uploads it: a 600 × 180 PNG, kept by the image store as a re-encoded JPEG
const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-bench-images-'));
const images = createImageStore({ dataDir: imagesDir });
const logoPng = await sharp({
  create: { width: 600, height: 180, channels: 4, background: { r: 230, g: 120, b: 30, alpha: 0.8 } },
})
  .png()
  .toBuffer();
const logoUrl = (await images.saveLogo(logoPng, 'logo.png')).url;

async function time(lines: number, runs: number, withLogo = false) {
  const render = async () =>
    renderPdf(
      buildInvoicePdf({
        kind: 'GST_INVOICE',
        invoiceNumber: 'AE221126001',
        document: doc(lines),
        seller: withLogo ? { ...seller, logo: await inlineLogo(logoUrl, images) } : seller,
        copy: 'ORIGINAL',
      }),
    );
  const times: number[] = [];
  let bytes = 0;
  let pdf: Buffer | null = null;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    pdf = await render();
    times.push(performance.now() - t0);
    bytes = pdf.length;
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-bench-')), 'x.pdf');
  fs.writeFileSync(file, pdf!);
  let pages: number | null = null;
  try {
    pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  } catch {
    /* poppler-utils missing: pages unknown */
  }
  return {
    lines,
    pages,
    runs,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    kB: Math.round(bytes / 1024),
  };
}

const t0 = performance.now();
await renderPdf(buildInvoicePdf({ kind: 'GST_INVOICE', invoiceNumber: 'AE1', document: doc(3), seller }));
const firstMs = round(performance.now() - t0);
const onePage = await time(3, 40);
const onePageWithLogo = await time(3, 40, true);
const twentyPages = await time(820, 5);
console.log(
  JSON.stringify({ bench: 'invoice-pdf', firstRenderMs: firstMs, onePage, onePageWithLogo, twentyPages }),
);
fs.rmSync(imagesDir, { recursive: true, force: true });
