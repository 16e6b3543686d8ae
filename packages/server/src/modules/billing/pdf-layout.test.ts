import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInvoicePdf, DEFAULT_SELLER_PROFILE, type InvoicePdfInput } from '@seller-desk/core';
import { renderPdf } from './pdf-renderer.ts';

// The printed layout of a document, read back from the PDF the server draws (pdftotext keeps the
// rows of the page, so a value broken over two lines shows as two).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-layout-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function printed(input: InvoicePdfInput): Promise<string> {
  const file = path.join(tmp, `${input.invoiceNumber}.pdf`);
  fs.writeFileSync(file, await renderPdf(buildInvoicePdf(input)));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const seller = { ...DEFAULT_SELLER_PROFILE, businessName: 'Little Kid Retail', stateCode: '27' };
const line = (quantity: number, unit: string) => ({
  description: 'Basmati rice',
  quantity,
  unit,
  rate: 120,
  hsnCode: '1006',
  gst: 5,
});

describe('the printed layout of a document', () => {
  it('prints a quantity of three decimals with its unit on one line ("1234.567 KGS")', async () => {
    for (const kind of ['GST_INVOICE', 'CASH_MEMO'] as const) {
      const text = await printed({
        kind,
        invoiceNumber: `${kind === 'GST_INVOICE' ? 'AE' : 'CM'}251126001`,
        seller,
        document: {
          clientName: 'Sharma Traders',
          invoiceDate: '2026-11-25',
          placeOfSupply: '27',
          productLines: [line(1234.567, 'KGS'), line(10000.125, 'BOX')],
        },
      });
      expect(text, kind).toMatch(/Basmati rice.*\s1234\.567 KGS\s/);
      expect(text, kind).toMatch(/Basmati rice.*\s10000\.125 BOX\s/);
    }
  });

  it('prints a split rate of the tax summary on one line ("0.125% + 0.125%")', async () => {
    const text = await printed({
      kind: 'GST_INVOICE',
      invoiceNumber: 'AE251126002',
      seller,
      document: {
        clientName: 'Mumbai Gems',
        invoiceDate: '2026-11-25',
        placeOfSupply: '27',
        productLines: [
          {
            ...line(1.5, 'GMS'),
            description: 'Rough diamond',
            hsnCode: '71021000',
            rate: 99999.99,
            gst: 0.25,
          },
        ],
      },
    });
    expect(text).toMatch(/71021000\s+0\.125% \+ 0\.125%\s/);
  });

  it('keeps the totals and the amount in words together on one page, however many lines go before', async () => {
    for (const kind of ['CASH_MEMO', 'GST_INVOICE'] as const)
      for (let count = 28; count <= 40; count++) {
        const text = await printed({
          kind,
          invoiceNumber: `${kind === 'GST_INVOICE' ? 'AE' : 'CM'}2511260${count}`,
          seller,
          document: {
            clientName: 'Sharma Traders',
            invoiceDate: '2026-11-25',
            placeOfSupply: '27',
            courier: 60,
            productLines: Array.from({ length: count }, (_, i) => ({
              ...line((i % 3) + 1.5, i % 2 ? 'PCS' : 'DOZ'),
              description: `Item ${i + 1}`,
              rate: 49.5 + i,
            })),
          },
        });
        // pdftotext ends each page with a form feed
        const page = text.split('\f').find((p) => p.includes('Amount in words'));
        expect(page, `${kind} of ${count} lines`).toMatch(/Rupees .* Only/);
        expect(page, `${kind} of ${count} lines`).toMatch(/Total\s+₹[\d,]+\.\d\d/);
      }
  });

  it('prints the invoice a credit note corrects with its date on one line ("dated 25-11-2026")', async () => {
    const text = await printed({
      kind: 'CREDIT_NOTE',
      invoiceNumber: 'CN251126001',
      seller,
      document: {
        clientName: 'Sharma Traders',
        invoiceDate: '2026-11-26',
        placeOfSupply: '27',
        againstInvoiceNumber: 'AE251126001',
        againstInvoiceDate: '2026-11-25',
        creditReason: 'RETURN',
        productLines: [line(2, 'KGS')],
      },
    });
    expect(text).toMatch(/dated 25-11-2026/);
  });
});
