import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceDocument } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoiceAsStored } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// A tax invoice's courier and packing include GST and are taxed at the rates of its lines (decision
// 128); an invoice stored before keeps adding them without GST, in its PDF, the register and its notes.

const SAVE = /* GraphQL */ `
  mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
    saveInvoice(kind: $kind, data: $data) {
      id
      invoiceNumber
      subtotal
      cgst
      sgst
      igst
      taxTotal
      roundOff
      total
      taxSummary {
        hsnCode
        rate
        taxable
        cgst
        sgst
        igst
      }
    }
  }
`;
type Saved = {
  id: string;
  invoiceNumber: string;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  taxTotal: number;
  roundOff: number;
  total: number;
  taxSummary: { hsnCode: string; rate: number; taxable: number; cgst: number; sgst: number; igst: number }[];
};

const tshirt = {
  description: 'Cotton kids t-shirt',
  quantity: 3,
  unit: 'PCS',
  rate: 449.5,
  gst: 5,
  hsnCode: '6109',
};
const toy = { description: 'Soft toy', quantity: 1, unit: 'PCS', rate: 899, gst: 18, hsnCode: '9503' };

describe('courier and packing on a tax invoice include GST (decision 128)', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'charge-tax-'));
    const r = await t.admin.gql(
      `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { gstin } }`,
      {
        data: {
          businessName: 'Little Kid Enterprises',
          stateCode: '27',
          gstin: '27AAPFU0939F1ZV',
          pan: 'AAPFU0939F',
        },
      },
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
  const pdfText = async (id: string) => {
    const res = await t.user.request('GET', `/files/invoices/${id}.pdf`);
    const file = path.join(tmp, `${id}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };
  const register = async () => {
    const res = await t.user.request('GET', '/files/invoices/archive.zip?month=2026-11');
    const file = path.join(tmp, 'month.zip');
    fs.writeFileSync(file, res.rawPayload);
    return execFileSync('unzip', ['-p', file, 'register.csv'], { encoding: 'utf8' })
      .replace(/^\uFEFF/, '')
      .split('\r\n');
  };
  /** taxable + the four taxes + courier + packing + round off = total, to the paisa */
  const addsUp = (row: string) => {
    const [taxable, cgst, sgst, igst, label, , courier, packing, roundOff, total] = row
      .split(',')
      .slice(6, 16)
      .map(Number);
    return (
      Math.round((taxable! + cgst! + sgst! + igst! + label! + courier! + packing! + roundOff!) * 100) ===
      Math.round(total! * 100)
    );
  };
  const invoice = {
    clientName: 'Asha Traders',
    placeOfSupply: '27',
    invoiceDate: '2026-11-23',
    productLines: [tshirt, toy],
    courier: 80,
    packingTransportation: 40.5,
  };

  it('issued: the charges are in the taxable value and tax per HSN code; the total is as typed; a full note is the invoice', async () => {
    const inv = await saved('GST_INVOICE', invoice);
    // lines 1348.50 (5 %) + 899 (18 %), tax 33.71 × 2 + 80.91 × 2 = 229.24; charges 120.50 shared
    // 1348.5 : 899 → courier 48.00 + 32.00, packing 24.30 + 16.20; 72.30 at 5 % is 68.86 + 3.44,
    // 48.20 at 18 % is 40.84 + 7.36
    expect(inv.taxSummary).toEqual([
      { hsnCode: '6109', rate: 5, taxable: 1417.36, cgst: 35.43, sgst: 35.43, igst: 0 },
      { hsnCode: '9503', rate: 18, taxable: 939.84, cgst: 84.59, sgst: 84.59, igst: 0 },
    ]);
    // 2247.50 + 229.24 + 120.50 = 2597.24, as before decision 128: ₹2,597
    expect(inv).toMatchObject({
      subtotal: 2357.2,
      cgst: 120.02,
      sgst: 120.02,
      taxTotal: 240.04,
      roundOff: -0.24,
      total: 2597,
    });

    const pdf = await pdfText(inv.id);
    expect(pdf).toMatch(/Courier \(₹80\.00 incl\. GST\)\s+72\.84/);
    expect(pdf).toMatch(/Packing and transportation\s+36\.86/);
    expect(pdf).toMatch(/Taxable value\s+2,357\.20/);

    // the register: the charges inside the taxable value and taxes, the row adds up to its total
    const row = (await register()).find((r) => r.includes(inv.invoiceNumber))!;
    expect(row).toMatch(
      /,27 Maharashtra,2357\.2,120\.02,120\.02,0,0,240\.04,0,0,-0\.24,2597,no,,,80,40\.5,$/,
    );
    expect(addsUp(row)).toBe(true);

    // a note crediting every line and both charges is the invoice to the paisa
    const note = await saved('CREDIT_NOTE', {
      ...invoice,
      invoiceDate: '2026-11-24',
      againstInvoice: inv.id,
      productLines: [
        { ...tshirt, invoiceLine: 1 },
        { ...toy, invoiceLine: 2 },
      ],
    });
    const { id: _i, invoiceNumber: _n, ...credited } = note;
    const { id: _j, invoiceNumber: _m, ...invoiced } = inv;
    expect(credited).toEqual(invoiced);
    const noteRow = (await register()).find((r) => r.includes(note.invoiceNumber))!;
    expect(addsUp(noteRow)).toBe(true);
    expect(noteRow).toMatch(/,2597,no,,AE\d+,80,40\.5,$/);
  });

  it('an invoice stored before decision 128 still prints, registers and is credited without GST on its charges', async () => {
    // as such an invoice was stored: its document without the flag, its columns without the charges
    const doc: InvoiceDocument = { ...invoice, invoiceDate: '2026-11-20' };
    const id = await insertInvoiceAsStored(t.app, doc);
    // 2247.50 + 229.24 + 80 + 40.50 = 2597.24 → ₹2,597, the charges outside the tax
    const view = await t.user.gql<{ invoice: Saved & { document: { chargesGstIncluded: boolean | null } } }>(
      `query ($id: ID!) { invoice(where: { id: $id }) { subtotal taxTotal total document { chargesGstIncluded } } }`,
      { id },
    );
    expect(view.data!.invoice).toEqual({
      subtotal: 2247.5,
      taxTotal: 229.24,
      total: 2597,
      document: { chargesGstIncluded: null },
    });
    const pdf = await pdfText(id);
    expect(pdf).toMatch(/Courier\s+80\.00/);
    expect(pdf).toMatch(/Packing and transportation\s+40\.50/);
    expect(pdf).not.toContain('incl. GST');

    // a note of the courier and one t-shirt credits the courier without GST, as the invoice added it
    const note = await saved('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: id,
      productLines: [{ ...tshirt, quantity: 1, invoiceLine: 1 }],
      courier: 80,
    });
    // 449.50 + 11.24 + 11.24 + 80 = 551.98 → ₹552
    expect(note).toMatchObject({ subtotal: 449.5, taxTotal: 22.48, total: 552 });
    const rows = await register();
    const oldRow = rows.find((r) => r.includes('AE201126001,'))!;
    expect(oldRow).toMatch(/,2247\.5,114\.62,114\.62,0,0,229\.24,80,40\.5,-0\.24,2597,no,,,,,$/);
    const noteRow = rows.find((r) => r.includes(note.invoiceNumber))!;
    expect(noteRow).toMatch(/,449\.5,11\.24,11\.24,0,0,22\.48,80,0,0\.02,552,no,,AE201126001,,,$/);
    for (const r of [oldRow, noteRow]) expect(addsUp(r)).toBe(true);
  });
});
