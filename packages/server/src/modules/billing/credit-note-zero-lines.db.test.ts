import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Issue 40: a credit note opens with every invoice line; one left at quantity 0 (not returned) was
// stored and printed as a line of ₹0. It is left out of the note; the others are credited as typed.
describe('a credit-note line left at quantity 0', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-zero-'));
    const r = await t.admin.gql(
      `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { gstin } }`,
      { data: { businessName: 'Little Kid Enterprises', stateCode: '27', gstin: '27AAPFU0939F1ZV' } },
    );
    expect(r.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const save = (kind: string, data: Record<string, unknown>) =>
    t.user.gql<{ saveInvoice: { id: string; total: number } }>(
      `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) { saveInvoice(kind: $kind, data: $data) { id total } }`,
      { kind, data },
    );

  it('is neither stored nor printed; the lines returned are', async () => {
    const frock = {
      description: 'Cotton frock',
      quantity: 2,
      unit: 'PCS',
      rate: 400,
      gst: 5,
      hsnCode: '6209',
    };
    const cap = { description: 'Sun cap', quantity: 1, unit: 'PCS', rate: 150, gst: 5, hsnCode: '6505' };
    const inv = await save('GST_INVOICE', {
      clientName: 'Asha Traders',
      placeOfSupply: '27',
      invoiceDate: '2026-11-23',
      productLines: [frock, cap],
    });
    expect(inv.errors).toBeUndefined();
    const note = await save('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: inv.data!.saveInvoice.id,
      creditReason: 'RETURN',
      productLines: [
        { ...frock, quantity: 1, invoiceLine: 1 },
        { ...cap, quantity: 0, invoiceLine: 2 },
      ],
    });
    expect(note.errors).toBeUndefined();
    expect(note.data!.saveInvoice.total).toBe(420);
    const read = await t.user.gql<{
      invoice: {
        document: { productLines: { description: string; quantity: number; invoiceLine: number }[] };
      };
    }>(
      `query ($id: ID!) { invoice(where: { id: $id }) { document { productLines { description quantity invoiceLine } } } }`,
      { id: note.data!.saveInvoice.id },
    );
    expect(read.data!.invoice.document.productLines).toEqual([
      { description: 'Cotton frock', quantity: 1, invoiceLine: 1 },
    ]);
    const pdf = await t.user.request('GET', `/files/invoices/${note.data!.saveInvoice.id}.pdf`);
    const file = path.join(tmp, 'cn.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Cotton frock');
    expect(text).not.toContain('Sun cap');
  });
});
