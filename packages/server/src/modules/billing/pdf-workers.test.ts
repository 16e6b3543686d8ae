import { DEFAULT_SELLER_PROFILE, type InvoicePdfInput } from '@seller-desk/core';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.ts';
import { createPdfWorkers } from './pdf-workers.ts';

const invoice: InvoicePdfInput = {
  kind: 'GST_INVOICE',
  invoiceNumber: 'AE221126001',
  seller: { ...DEFAULT_SELLER_PROFILE, businessName: 'Little Kid Retail', stateCode: '27' },
  document: {
    clientName: 'Asha Traders',
    clientAddress: 'Delhi',
    gst: '07ABGCS4796R1Z8',
    invoiceDate: '2026-11-22',
    productLines: [
      { description: 'Cotton blanket', quantity: 2, unit: 'PCS', rate: 500, gst: 12, hsnCode: '6301' },
    ],
  } as InvoicePdfInput['document'],
};

describe('PDF workers', () => {
  const pool = createPdfWorkers({ workers: 1, waiting: 1 });
  afterAll(() => pool.close());

  it('draws documents one at a time per worker, and refuses one more than the queue holds', async () => {
    const drawing = pool.render(invoice);
    const waiting = pool.render(invoice);
    const refused = pool.render(invoice);
    await expect(refused).rejects.toThrow(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', statusCode: 429 });
    for (const pdf of await Promise.all([drawing, waiting]))
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // the queue is free again
    expect((await pool.render(invoice)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
