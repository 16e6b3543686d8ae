import {
  financialYearOf,
  INVOICE_KIND_LABEL,
  monthRange,
  STORED_IMAGE_URL,
  stateLabel,
  toCsv,
  type CopyMarker,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../plugins/files.ts';
import { badInput, notFound } from '../../shared/errors.ts';
import { requireAdmin, requireUser } from '../../shared/session-user.ts';
import { wireRupees } from '../../shared/wire-money.ts';
import type { ImageStore } from '../files/image-store.ts';
import { zipStream, type ZipEntry } from '../../shared/zip-stream.ts';
import type { InvoiceRecord } from './invoices.repository.ts';
import { totalsOf, type DocumentSeries, type InvoicesService } from './invoices.service.ts';
import { pdfWorkers } from './pdf-workers.ts';
import { sendDownload } from '../../plugins/download.ts';

const COPIES: Record<string, CopyMarker> = {
  original: 'ORIGINAL',
  duplicate: 'DUPLICATE',
  triplicate: 'TRIPLICATE',
};

/** What the PDFs read logos from: the image store (a logo is kept as `/files/images/<sha256>.jpg`). */
export type LogoSource = Pick<ImageStore, 'bytes'>;

/**
 * A logo as pdfmake draws it: a data URL. A stored image is read from the image store (content-addressed,
 * so the copy a document keeps always shows the same picture); a missing one prints no logo.
 */
export async function inlineLogo(logo: string | null | undefined, images: LogoSource): Promise<string> {
  if (!logo) return '';
  if (!STORED_IMAGE_URL.test(logo)) return logo;
  const bytes = await images.bytes('images', /([0-9a-f]{64})/.exec(logo)![1]!);
  return bytes ? `data:image/jpeg;base64,${bytes.toString('base64')}` : '';
}

/**
 * The PDF of a saved document, drawn with the seller profile it was saved under, by a worker thread
 * (pdf-workers.ts: a long document would hold up every other request).
 */
export async function invoicePdf(
  r: InvoiceRecord,
  images: LogoSource,
  copy: CopyMarker = 'ORIGINAL',
): Promise<Buffer> {
  return pdfWorkers.render(
    {
      kind: r.kind,
      invoiceNumber: r.invoiceNumber,
      // a document whose logo was removed ("") prints none (decision 170)
      document: {
        ...r.document,
        logo: r.document.logo ? (await inlineLogo(r.document.logo, images)) || null : r.document.logo,
      },
      seller: { ...r.seller, logo: await inlineLogo(r.seller.logo, images) },
      copy,
      cancelled: r.cancelledAt ? { reason: r.cancelReason ?? '' } : null,
    },
    totalsOf(r),
  );
}

export const REGISTER_HEADER = [
  'Document',
  'Number',
  'Date',
  'Client',
  'GSTIN',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Label tax',
  'Total tax',
  'Courier',
  'Packing and transportation',
  'Round off',
  'Total',
  'Cancelled',
  'Cancel reason',
  'Against invoice',
  'Courier incl. GST',
  'Packing and transportation incl. GST',
  "Supplier's bill No.",
] as const;

/**
 * The register of documents for the accountant: one row per document, money in rupees. Every rupee of
 * a row is in a column: taxable value + CGST + SGST + IGST + label tax (a bill taxed by its tax label)
 * + courier + packing and transportation + round off = total; total tax is the four taxes together.
 * Courier and packing there are the charges added without GST (documents before decision 128, cash
 * memos, bills received); a tax invoice's or credit note's charges that include GST are inside its
 * taxable value and taxes, and the next two columns say what they were, GST included (not added again).
 * The last is a purchase or expense bill's own number on the supplier's bill.
 */
export function registerCsv(rows: InvoiceRecord[]): string {
  return toCsv(
    REGISTER_HEADER,
    rows.map((r) => {
      const t = totalsOf(r);
      const labelTaxPaise = r.taxTotalPaise - r.cgstPaise - r.sgstPaise - r.igstPaise;
      const roundOffPaise =
        r.totalPaise - r.subtotalPaise - r.taxTotalPaise - t.courierUntaxedPaise - t.packingUntaxedPaise;
      const included = (paise: number) => (t.chargesTaxed && paise ? wireRupees(paise) : '');
      return [
        INVOICE_KIND_LABEL[r.kind],
        r.invoiceNumber,
        r.billDate,
        r.clientName,
        r.clientGstin ?? '',
        r.placeOfSupply ? stateLabel(r.placeOfSupply) : '',
        wireRupees(r.subtotalPaise),
        wireRupees(r.cgstPaise),
        wireRupees(r.sgstPaise),
        wireRupees(r.igstPaise),
        wireRupees(labelTaxPaise),
        wireRupees(r.taxTotalPaise),
        wireRupees(t.courierUntaxedPaise),
        wireRupees(t.packingUntaxedPaise),
        wireRupees(roundOffPaise),
        wireRupees(r.totalPaise),
        r.cancelledAt ? 'yes' : 'no',
        r.cancelReason ?? '',
        r.document.againstInvoiceNumber ?? '',
        included(t.courierPaise),
        included(t.packingPaise),
        // a bill received: the supplier's own number, which its input tax credit is matched by
        r.document.supplierBillNumber ?? '',
      ];
    }),
  );
}

/** A summary per series; `net` names the last column (documents issued, or bills recorded). */
const seriesCsv = (series: DocumentSeries[], net: 'Net issued' | 'Net recorded') =>
  toCsv(
    ['Document', 'First number', 'Last number', 'Total', 'Cancelled', net],
    series.map((s) => [s.label, s.firstNumber, s.lastNumber, s.total, s.cancelled, s.total - s.cancelled]),
  );

/** The largest logo file accepted for upload (it is scaled down and re-encoded before it is kept). */
export const MAX_LOGO_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * GET /files/invoices/:id.pdf (signed-in), GET /files/invoices/archive.zip?month= | ?fy= (signed-in)
 * and POST /files/logos (ADMIN: the seller profile's default logo, a PNG or JPEG in the field `file`).
 */
export function registerBillingRoutes(
  app: FastifyInstance,
  invoices: InvoicesService,
  images: Pick<ImageStore, 'bytes' | 'saveLogo'>,
): void {
  app.post('/files/logos', async (request) => {
    requireAdmin(request.user);
    const { filename, bytes } = await readUpload(request, {
      maxBytes: MAX_LOGO_UPLOAD_BYTES,
      what: 'logo',
    });
    const saved = await images.saveLogo(bytes, filename);
    return { url: saved.url, thumbnailUrl: saved.thumbnailUrl };
  });

  app.get<{ Querystring: { month?: string; fy?: string } }>(
    '/files/invoices/archive.zip',
    async (request, reply) => {
      requireUser(request.user);
      const { month, fy } = request.query;
      let range: { from: string; to: string };
      let label: string;
      if (
        month &&
        /^\d{4}-\d{2}$/.test(month) &&
        Number(month.slice(5)) >= 1 &&
        Number(month.slice(5)) <= 12
      ) {
        range = monthRange(month);
        label = month;
      } else if (fy && /^\d{4}-\d{2}$/.test(fy)) {
        const start = (await invoices.sellerProfile()).financialYearStartMonth;
        const year = financialYearOf(`${fy.slice(0, 4)}-${String(start).padStart(2, '0')}-01`, start);
        if (year.label !== fy) throw badInput('fy', `No financial year ${fy}: write it like 2026-27`);
        range = year;
        label = `FY${fy}`;
      } else {
        throw badInput('month', 'Choose a month (month=2026-11) or a financial year (fy=2026-27)');
      }
      const rows = await invoices.between(range.from, range.to);
      const issued = await invoices.documentsIssued(range.from, range.to);
      const received = await invoices.billsReceived(range.from, range.to);
      async function* entries(): AsyncGenerator<ZipEntry> {
        const encoder = new TextEncoder();
        yield { name: 'register.csv', data: encoder.encode(registerCsv(rows)), compress: true };
        // the documents we issued (GSTR-1 Table 13); the bills received are listed apart (decision 115)
        yield {
          name: 'documents-issued.csv',
          data: encoder.encode(seriesCsv(issued, 'Net issued')),
          compress: true,
        };
        yield {
          name: 'bills-received.csv',
          data: encoder.encode(seriesCsv(received, 'Net recorded')),
          compress: true,
        };
        // one PDF at a time: the archive streams out while the next one renders
        for (const r of rows)
          yield { name: `pdf/${r.invoiceNumber}.pdf`, data: await invoicePdf(r, images), compress: true };
      }
      return sendDownload(reply, { name: `invoices-${label}.zip`, type: 'zip', body: zipStream(entries()) });
    },
  );

  app.get<{ Params: { name: string }; Querystring: { copy?: string; download?: string } }>(
    '/files/invoices/:name',
    async (request, reply) => {
      requireUser(request.user);
      const m = /^([0-9a-f-]{36})\.pdf$/.exec(request.params.name);
      const r = m ? await invoices.get(m[1]!) : null;
      if (!r) throw notFound('No such document');
      const copy = COPIES[request.query.copy ?? 'original'];
      if (!copy) throw badInput('copy', 'copy must be original, duplicate or triplicate');
      const pdf = await invoicePdf(r, images, copy);
      const suffix = copy === 'ORIGINAL' ? '' : `-${request.query.copy}`;
      return sendDownload(reply, {
        name: `${r.invoiceNumber}${suffix}.pdf`,
        type: 'pdf',
        body: pdf,
        inline: !request.query.download,
      });
    },
  );
}
