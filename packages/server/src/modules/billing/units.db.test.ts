import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceDocument } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoiceAsStored } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Rule 46(i): a tax invoice shows each line's quantity with its unit (UQC). The unit is stored in the
// document, read back, printed beside the quantity; a credit note's lines take their invoice's; a
// document stored before units were asked keeps printing and crediting as it did (decision 141).

const SAVE = `mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
  saveInvoice(kind: $kind, data: $data) { id invoiceNumber total document { productLines { unit } } }
}`;
type Saved = {
  id: string;
  invoiceNumber: string;
  total: number;
  document: { productLines: { unit: string | null }[] };
};

const kurta = { description: 'Cotton kurta', quantity: 2, unit: 'PCS', rate: 450, gst: 5, hsnCode: '6109' };
const fabric = {
  description: 'Cotton fabric',
  quantity: 12.5,
  unit: 'mtr',
  rate: 120,
  gst: 5,
  hsnCode: '5208',
};
const invoice = (productLines: Record<string, unknown>[]) => ({
  clientName: 'Asha Traders',
  placeOfSupply: '27',
  invoiceDate: '2026-11-23',
  productLines,
});

describe('the unit of quantity of document lines (decision 141)', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'units-'));
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
    t.user.gql<{ saveInvoice: Saved }>(SAVE, { kind, data });
  const saved = async (kind: string, data: Record<string, unknown>) => {
    const r = await save(kind, data);
    expect(r.errors).toBeUndefined();
    return r.data!.saveInvoice;
  };
  const count = async () =>
    (await t.user.gql<{ invoiceCount: number }>(`{ invoiceCount }`)).data!.invoiceCount;
  const unitsOf = async (id: string) =>
    (
      await t.user.gql<{ invoice: Saved }>(
        `query ($id: ID!) { invoice(where: { id: $id }) { document { productLines { unit } } } }`,
        { id },
      )
    ).data!.invoice.document.productLines.map((l) => l.unit);
  const pdfText = async (id: string) => {
    const res = await t.user.request('GET', `/files/invoices/${id}.pdf`);
    const file = path.join(tmp, `${id}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  let withUnits: Saved;
  it('stores each line’s unit (in capitals), reads it back and prints it beside the quantity', async () => {
    withUnits = await saved('GST_INVOICE', invoice([kurta, fabric]));
    expect(withUnits.document.productLines.map((l) => l.unit)).toEqual(['PCS', 'MTR']);
    expect(await unitsOf(withUnits.id)).toEqual(['PCS', 'MTR']);
    const pdf = await pdfText(withUnits.id);
    expect(pdf).toMatch(/Cotton kurta\s+6109\s+2 PCS\s+450\.00/);
    expect(pdf).toMatch(/Cotton fabric\s+5208\s+12\.5 MTR\s+120\.00/);
  });

  it('refuses a unit not of the list, and a tax-invoice line without one, naming the line; nothing is stored', async () => {
    const before = await count();
    const bad = await save('GST_INVOICE', invoice([kurta, { ...fabric, unit: 'METRE' }]));
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Line 2: unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)',
      extensions: { code: 'BAD_USER_INPUT', field: 'unit', row: 1 },
    });
    const none = await save('GST_INVOICE', invoice([{ ...kurta, unit: null }]));
    expect(none.errors?.[0]).toMatchObject({
      message: 'Line 1: unit (UQC) of the quantity is required on a tax invoice, such as PCS',
      extensions: { code: 'BAD_USER_INPUT', field: 'unit', row: 0 },
    });
    // a cash memo may leave the unit out, never give one that is not a code
    const memo = { clientName: 'Ravi', invoiceDate: '2026-11-23' };
    expect(
      (await save('CASH_MEMO', { ...memo, productLines: [{ ...kurta, unit: 'PC' }] })).errors?.[0],
    ).toMatchObject({
      extensions: { field: 'unit', row: 0 },
    });
    expect(await count()).toBe(before);
    const cash = await saved('CASH_MEMO', { ...memo, productLines: [{ ...kurta, unit: null }] });
    expect(cash.document.productLines[0]!.unit).toBe(null);
  });

  it('a credit note’s line takes the unit of the invoice line it credits; another unit is refused', async () => {
    const note = await saved('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: withUnits.id,
      productLines: [{ ...fabric, quantity: 2.5, unit: null, invoiceLine: 2 }],
    });
    expect(note.document.productLines.map((l) => l.unit)).toEqual(['MTR']);
    expect(await pdfText(note.id)).toMatch(/Cotton fabric\s+5208\s+2\.5 MTR/);
    const other = await save('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: withUnits.id,
      productLines: [{ ...kurta, quantity: 1, unit: 'SET', invoiceLine: 1 }],
    });
    expect(other.errors?.[0]).toMatchObject({
      message: `Line 1 (Cotton kurta): unit must be PCS, as invoice ${withUnits.invoiceNumber} invoiced it (it is SET)`,
      extensions: { code: 'BAD_USER_INPUT', field: 'unit', row: 0 },
    });
  });

  it('an invoice stored before units were asked reads, prints and is credited as before, without units', async () => {
    // as such an invoice was stored: lines without a unit
    const doc: InvoiceDocument = {
      clientName: 'Asha Traders',
      placeOfSupply: '27',
      invoiceDate: '2026-11-20',
      chargesGstIncluded: true,
      productLines: [{ description: 'Cotton kurta', quantity: 2, rate: 450, gst: 5, hsnCode: '6109' }],
    };
    const id = await insertInvoiceAsStored(t.app, doc);
    expect(await unitsOf(id)).toEqual([null]);
    const pdf = await pdfText(id);
    expect(pdf).toMatch(/Cotton kurta\s+6109\s+2\s+450\.00/);
    expect(pdf).not.toContain('PCS');

    const note = await saved('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: id,
      productLines: [{ description: 'Cotton kurta', quantity: 1, rate: 450, gst: 5, hsnCode: '6109' }],
    });
    // 450 + 11.25 + 11.25 = 472.50 → ₹473
    expect(note).toMatchObject({ total: 473, document: { productLines: [{ unit: null }] } });
    expect(await pdfText(note.id)).not.toContain('PCS');
  });
});
