import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Purchase and expense bills from another state (decision 115), credit notes for goods returned line by
// line (decision 116) and split over several notes (decision 117), the register and the series CSVs.

const SAVE = /* GraphQL */ `
  mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
    saveInvoice(kind: $kind, data: $data) {
      id
      invoiceNumber
      placeOfSupply
      interState
      subtotal
      cgst
      sgst
      igst
      taxTotal
      roundOff
      total
    }
  }
`;
type Saved = {
  id: string;
  invoiceNumber: string;
  placeOfSupply: string | null;
  interState: boolean;
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  taxTotal: number;
  roundOff: number;
  total: number;
};

const PROFILE = {
  businessName: 'Little Kid Enterprises',
  address: '12 Market Road\nPune 411001',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
};

const suratLines = [
  { description: 'Cotton fabric', quantity: 100, rate: 123.45, gst: 5, hsnCode: '5208' },
  { description: 'Blankets', quantity: 7, rate: 1111.1, gst: 12, hsnCode: '6301' },
];

describe('bills received and credit notes', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bills-'));
    const r = await t.admin.gql(
      `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { gstin } }`,
      { data: PROFILE },
    );
    expect(r.errors).toBeUndefined();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const save = (kind: string, data: Record<string, unknown>) =>
    t.user.gql<{ saveInvoice: Saved }>(SAVE, { kind, data });

  it('a purchase bill from another state is IGST, its place of supply from the supplier’s GSTIN', async () => {
    const r = await save('PURCHASE', {
      clientName: 'Surat Textile Mills',
      gst: '24AAACS7777K1ZV',
      supplierBillNumber: 'STM/26-27/0912',
      invoiceDate: '2026-11-24',
      productLines: suratLines,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.saveInvoice).toMatchObject({
      invoiceNumber: 'PB241126001',
      placeOfSupply: '24',
      interState: true,
      cgst: 0,
      sgst: 0,
      igst: 1550.57,
      total: 21673.27,
    });
    // its PDF prints IGST and the supplier's state
    const pdf = await t.user.request('GET', `/files/invoices/${r.data!.saveInvoice.id}.pdf`);
    const file = path.join(tmp, 'pb.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('IGST');
    expect(text).toContain('24 Gujarat');
    expect(text).not.toContain('CGST');
  });

  // decision 169: one line with its GST % taxes the bill per line; a line with a value without one was
  // recorded at 0 % while the tax label's percentage fell away unsaid
  it('a bill taxed per line with a line of value without a GST % is refused naming that line', async () => {
    const lines = [suratLines[0]!, { description: 'Buttons', quantity: 50, rate: 2.5, hsnCode: '9606' }];
    for (const kind of ['PURCHASE', 'EXPENSE']) {
      const r = await save(kind, {
        clientName: 'Surat Textile Mills',
        gst: '24AAACS7777K1ZV',
        invoiceDate: '2026-11-24',
        taxLabel: 'Sale Tax (10%)',
        productLines: lines,
      });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.message).toBe(
        "Line 2: GST % is empty while other lines have theirs: type it as the supplier's bill has it (0 for nil-rated), or empty every line's GST % to tax the bill by its tax label",
      );
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'gst', row: 1 });
    }
    // nil-rated typed as 0 is a rate: the bill is saved, taxed line by line (dated in October, out of
    // the November register below)
    const nil = await save('PURCHASE', {
      clientName: 'Surat Textile Mills',
      gst: '24AAACS7777K1ZV',
      invoiceDate: '2026-10-15',
      productLines: [lines[0], { ...lines[1], gst: 0 }],
    });
    expect(nil.errors).toBeUndefined();
    expect(nil.data!.saveInvoice).toMatchObject({ subtotal: 12470, igst: 617.25, total: 13087.25 });
  });

  it('a given place of supply is kept: without a GSTIN, and to correct the GSTIN’s state', async () => {
    const given = await save('PURCHASE', {
      clientName: 'Unregistered supplier',
      placeOfSupply: '24',
      invoiceDate: '2026-11-22',
      productLines: suratLines.slice(0, 1),
    });
    expect(given.data!.saveInvoice).toMatchObject({ placeOfSupply: '24', interState: true, igst: 617.25 });
    const corrected = await save('EXPENSE', {
      clientName: 'Surat Textile Mills, Pune branch',
      gst: '24AAACS7777K1ZV',
      placeOfSupply: '27',
      invoiceDate: '2026-11-22',
      productLines: suratLines.slice(0, 1),
    });
    expect(corrected.data!.saveInvoice).toMatchObject({
      placeOfSupply: '27',
      interState: false,
      cgst: 308.63,
      sgst: 308.63,
    });
    const bad = await save('PURCHASE', {
      clientName: 'X Traders',
      placeOfSupply: '99',
      invoiceDate: '2026-11-22',
      productLines: suratLines,
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'placeOfSupply' });
  });

  // the invoices' lines are pieces; their notes' lines take the unit of the line they credit
  const invoiceOf = async (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const r = await save('GST_INVOICE', {
      clientName: 'Asha Traders',
      placeOfSupply: '27',
      invoiceDate: '2026-11-23',
      productLines: lines.map((l) => ({ unit: 'PCS', ...l })),
      ...extra,
    });
    expect(r.errors).toBeUndefined();
    return r.data!.saveInvoice;
  };
  const note = (invoiceId: string, lines: Record<string, unknown>[], reason = 'RETURN') =>
    save('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: invoiceId,
      creditReason: reason,
      productLines: lines,
    });

  it('goods returned: no more pieces than invoiced and not credited yet, never at a higher rate', async () => {
    const tshirt = { description: 'Cotton kids t-shirt', quantity: 3, rate: 449.5, gst: 5, hsnCode: '6109' };
    const toy = { description: 'Soft toy', quantity: 1, rate: 333.33, gst: 12, hsnCode: '9503' };
    const inv = await invoiceOf([tshirt, toy]);

    const four = await note(inv.id, [{ ...tshirt, quantity: 4, invoiceLine: 1 }]);
    expect(four.errors?.[0]?.extensions).toMatchObject({ field: 'quantity', row: 0 });
    expect(four.errors?.[0]?.message).toBe(
      'Line 1 (Cotton kids t-shirt): quantity 4 is more than the 3 invoiced',
    );
    const dearer = await note(inv.id, [toy, { ...tshirt, quantity: 1, rate: 600 }]);
    expect(dearer.errors?.[0]?.extensions).toMatchObject({ field: 'rate', row: 1 });
    expect(dearer.errors?.[0]?.message).toMatch(
      /Line 2 \(Cotton kids t-shirt\): rate ₹600.00 is more than the ₹449.50 invoiced/,
    );

    const two = await note(inv.id, [{ ...tshirt, quantity: 2 }]);
    expect(two.errors).toBeUndefined();
    const againTwo = await note(inv.id, [{ ...tshirt, quantity: 2 }]);
    expect(againTwo.errors?.[0]?.message).toMatch(
      /quantity 2 is more than the 1 not credited yet \(3 invoiced, 2 on earlier credit notes\)/,
    );
    // a cancelled note gives its pieces back
    const cancel = await t.admin.gql(
      `mutation ($id: ID!) { cancelInvoice(where: { id: $id }, reason: "wrong count") { id } }`,
      { id: two.data!.saveInvoice.id },
    );
    expect(cancel.errors).toBeUndefined();
    expect((await note(inv.id, [{ ...tshirt, quantity: 3 }])).errors).toBeUndefined();
    // a price reduction is judged by the remaining value only
    expect((await note(inv.id, [{ ...toy, rate: 100 }], 'PRICE_REDUCTION')).errors).toBeUndefined();
  });

  it('a full return split over three notes credits the last piece too, rounded down to fit', async () => {
    const cap = { description: 'Cap', quantity: 3, rate: 100.48, gst: 5, hsnCode: '6505' };
    const inv = await invoiceOf([cap]);
    expect(inv.total).toBe(317);
    const one = { ...cap, quantity: 1 };
    const first = await note(inv.id, [one]);
    const second = await note(inv.id, [one]);
    expect([first.data!.saveInvoice.total, second.data!.saveInvoice.total]).toEqual([106, 106]);
    const last = await note(inv.id, [one]);
    expect(last.errors).toBeUndefined();
    expect(last.data!.saveInvoice).toMatchObject({ total: 105, roundOff: -0.5 });
    // everything is credited now: nothing more, not even a paisa
    const more = await note(inv.id, [{ ...one, rate: 10 }], 'PRICE_REDUCTION');
    expect(more.errors?.[0]?.extensions?.field).toBe('total');
  });

  it('a credit note dated in a financial year that has ended is issued only when confirmed, as an invoice is', async () => {
    // today is 25 Nov 2026, in 2026-27: the invoice was issued in March, in 2025-26
    const cap = { description: 'Cap', quantity: 2, rate: 250, gst: 5, hsnCode: '6505' };
    const inv = await invoiceOf([cap], { invoiceDate: '2026-03-20', confirmClosedYear: true });
    const march = (confirmClosedYear?: boolean) =>
      save('CREDIT_NOTE', {
        clientName: 'Asha Traders',
        invoiceDate: '2026-03-31',
        againstInvoice: inv.id,
        creditReason: 'RETURN',
        productLines: [{ ...cap, quantity: 1 }],
        confirmClosedYear,
      });
    const asked = await march();
    expect(asked.errors?.[0]).toMatchObject({
      message:
        'Credit note date 31 Mar 2026 is in the financial year 2025-26, which has ended. Confirm to issue it there.',
      extensions: { code: 'BAD_USER_INPUT', field: 'confirmClosedYear' },
    });
    expect((await march(false)).errors?.[0]?.extensions?.field).toBe('confirmClosedYear');
    // nothing was stored: the confirmed note is the first of its day, in the year it is dated in
    const confirmed = await march(true);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.saveInvoice).toMatchObject({ invoiceNumber: 'CN310326001', total: 263 });
    const year = await t.user.gql<{ invoice: { financialYear: string } }>(
      `query ($id: ID!) { invoice(where: { id: $id }) { financialYear } }`,
      { id: confirmed.data!.saveInvoice.id },
    );
    expect(year.data!.invoice.financialYear).toBe('2025-26');
    // a note against the same invoice dated in the year under way is not asked about
    const today = await note(inv.id, [{ ...cap, quantity: 1 }]);
    expect(today.errors).toBeUndefined();
  });

  // the notes crediting courier and packing, for the register below
  const chargeNotes: Saved[] = [];
  it('a credit note credits the invoice’s courier and packing with their GST as invoiced, never more than is left (decisions 124, 128)', async () => {
    const tshirt = { description: 'Cotton kids t-shirt', quantity: 3, rate: 449.5, gst: 5, hsnCode: '6109' };
    // 1348.50 + CGST 33.71 + SGST 33.71 + courier 80 + packing 40.50 = 1536.42 → ₹1,536; the charges
    // include GST at 5 % (decision 128): courier 76.20 + 1.90 + 1.90, packing 38.58 + 0.96 + 0.96
    const inv = await invoiceOf([tshirt], { courier: 80, packingTransportation: 40.5 });
    expect(inv).toMatchObject({ subtotal: 1463.28, cgst: 36.57, sgst: 36.57, roundOff: -0.42, total: 1536 });
    const credit = (lines: Record<string, unknown>[], charges: Record<string, unknown>, reason = 'RETURN') =>
      save('CREDIT_NOTE', {
        clientName: 'Asha Traders',
        invoiceDate: '2026-11-24',
        againstInvoice: inv.id,
        creditReason: reason,
        productLines: lines,
        ...charges,
      });

    // one t-shirt back with ₹50 of the courier: 449.50 + 11.24 + 11.24 + 50 = 521.98 → ₹522, the
    // courier's 50 being 47.62 + 1.19 + 1.19 at the invoice's 5 %
    const first = await credit([{ ...tshirt, quantity: 1, invoiceLine: 1 }], { courier: 50 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveInvoice).toMatchObject({
      subtotal: 497.12,
      cgst: 12.43,
      sgst: 12.43,
      taxTotal: 24.86,
      roundOff: 0.02,
      total: 522,
    });
    chargeNotes.push(first.data!.saveInvoice);

    // more than is left of a charge is refused naming it, whatever the note's reason; nothing is stored
    const rest = [{ ...tshirt, quantity: 2, invoiceLine: 1 }];
    const courier = await credit(rest, { courier: 30.01, packingTransportation: 40.5 });
    expect(courier.errors?.[0]).toMatchObject({
      message:
        'Courier ₹30.01 is more than the ₹30.00 not credited yet (₹80.00 invoiced, ₹50.00 on earlier credit notes)',
      extensions: { code: 'BAD_USER_INPUT', field: 'courier' },
    });
    const packing = await credit(
      [{ ...tshirt, quantity: 1, rate: 10 }],
      { packingTransportation: 41 },
      'PRICE_REDUCTION',
    );
    expect(packing.errors?.[0]).toMatchObject({
      message: 'Packing and transportation ₹41.00 is more than the ₹40.50 invoiced',
      extensions: { field: 'packingTransportation' },
    });

    // the rest of the order: 899 + 22.48 + 22.48 + 30 + 40.50 = 1014.46 → ₹1,014; the two notes are the
    // invoice, and their courier's taxable values (47.62 + 28.58) the invoice's 76.20
    const second = await credit(rest, { courier: 30, packingTransportation: 40.5 });
    expect(second.errors).toBeUndefined();
    expect(second.data!.saveInvoice).toMatchObject({
      subtotal: 966.16,
      cgst: 24.15,
      sgst: 24.15,
      total: 1014,
    });
    expect(first.data!.saveInvoice.total + second.data!.saveInvoice.total).toBe(inv.total);
    chargeNotes.push(second.data!.saveInvoice);
    const CREDITED = `query ($id: ID!) { invoice(where: { id: $id }) { credited creditedCharges { courier packingTransportation } } }`;
    const credited = await t.user.gql<{ invoice: unknown }>(CREDITED, { id: inv.id });
    expect(credited.data!.invoice).toEqual({
      credited: 1536,
      creditedCharges: { courier: 80, packingTransportation: 40.5 },
    });
    // all is credited now: even a note of courier alone is refused on the courier
    expect((await credit([{ ...tshirt, quantity: 0 }], { courier: 5 })).errors?.[0]?.extensions?.field).toBe(
      'courier',
    );

    // its PDF prints the charges credited
    const pdf = await t.user.request('GET', `/files/invoices/${second.data!.saveInvoice.id}.pdf`);
    const file = path.join(tmp, 'cn-charges.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Courier \(₹30\.00 incl\. GST\)\s+28\.58/);
    expect(text).toMatch(/Packing and transportation\s+38\.58/);
    expect(text).toContain('₹1,014.00');

    // an invoice without these charges has none to credit
    const plain = await invoiceOf([tshirt]);
    const none = await save('CREDIT_NOTE', {
      clientName: 'Asha Traders',
      invoiceDate: '2026-11-24',
      againstInvoice: plain.id,
      productLines: [{ ...tshirt, quantity: 1 }],
      courier: 10,
    });
    expect(none.errors?.[0]?.message).toBe(
      `Courier ₹10.00: invoice ${plain.invoiceNumber} charged no courier`,
    );
  });

  it('the register carries every rupee; documents issued leave out the bills received', async () => {
    await save('EXPENSE', {
      clientName: 'Office supplies',
      invoiceDate: '2026-11-24',
      taxLabel: 'GST (18%)',
      productLines: [{ description: 'Printer paper', quantity: 1, rate: 1099.55 }],
    });
    await save('CASH_MEMO', {
      clientName: 'Walk-in',
      invoiceDate: '2026-11-24',
      courier: 50,
      productLines: [{ description: 'Toy', quantity: 1, rate: 299.5 }],
    });
    const issued = await t.user.gql<{ documentsIssued: { kind: string }[] }>(
      `{ documentsIssued(from: "2026-11-01", to: "2026-11-30") { kind } }`,
    );
    expect(issued.data!.documentsIssued.map((s) => s.kind)).toEqual([
      'GST_INVOICE',
      'CREDIT_NOTE',
      'CASH_MEMO',
    ]);

    const res = await t.user.request('GET', '/files/invoices/archive.zip?month=2026-11');
    const file = path.join(tmp, 'month.zip');
    fs.writeFileSync(file, res.rawPayload);
    const csv = (name: string) =>
      execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' })
        .replace(/^\uFEFF/, '')
        .split('\r\n');
    const register = csv('register.csv');
    expect(register[0]).toBe(
      "Document,Number,Date,Client,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Label tax,Total tax,Courier,Packing and transportation,Round off,Total,Cancelled,Cancel reason,Against invoice,Courier incl. GST,Packing and transportation incl. GST,Supplier's bill No.",
    );
    expect(register).toContain(
      'Expense Invoice,EB241126001,2026-11-24,Office supplies,,,1099.55,0,0,0,197.92,197.92,0,0,0,1297.47,no,,,,,',
    );
    expect(register).toContain(
      'Cash Memo,CM241126001,2026-11-24,Walk-in,,,299.5,0,0,0,0,0,50,0,0.5,350,no,,,,,',
    );
    // the credit notes' charges are in their taxable value and taxes; the last columns say what they were
    const [first, second] = chargeNotes;
    expect(register.find((r) => r.includes(first!.invoiceNumber))).toMatch(
      /^Credit Note,CN\d+,2026-11-24,Asha Traders,,27 Maharashtra,497\.12,12\.43,12\.43,0,0,24\.86,0,0,0\.02,522,no,,AE\d+,50,,$/,
    );
    expect(register.find((r) => r.includes(second!.invoiceNumber))).toMatch(
      /,966\.16,24\.15,24\.15,0,0,48\.3,0,0,-0\.46,1014,no,,AE\d+,30,40\.5,$/,
    );
    // a bill received names the supplier's own number, which the accountant matches its tax credit by
    expect(register).toContain(
      'Purchase Invoice,PB241126001,2026-11-24,Surat Textile Mills,24AAACS7777K1ZV,24 Gujarat,20122.7,0,0,1550.57,0,1550.57,0,0,0,21673.27,no,,,,,STM/26-27/0912',
    );
    // every row adds up: taxable + the four taxes + courier + packing + round off = total
    for (const row of register.slice(1).filter((r) => r && !r.includes('"'))) {
      const c = row.split(',');
      const [taxable, cgst, sgst, igst, label, , courier, packing, roundOff, total] = c
        .slice(6, 16)
        .map(Number);
      expect(
        Math.round((taxable! + cgst! + sgst! + igst! + label! + courier! + packing! + roundOff!) * 100),
      ).toBe(Math.round(total! * 100));
    }
    expect(csv('documents-issued.csv').some((r) => /Purchase|Expense/.test(r))).toBe(false);
    const received = csv('bills-received.csv');
    expect(received[0]).toBe('Document,First number,Last number,Total,Cancelled,Net recorded');
    expect(received).toContain('Purchase Invoice,PB221126001,PB241126001,2,0,2');
  });
});
