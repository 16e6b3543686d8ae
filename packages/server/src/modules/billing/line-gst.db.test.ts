import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// A tax invoice sent through the API with a line without a GST rate takes what the screen shows: the
// rule of the GST rules (Settings) for its HSN code on the invoice date at its rate (docs/billing.md).
describe('the GST rate of a tax-invoice line sent without one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-23T09:00:00Z') });
    const r = await t.admin.gql(
      `mutation ($data: SellerProfileInput!) { updateSellerProfile(data: $data) { version } }`,
      {
        data: { businessName: 'Little Kid Retail', stateCode: '27', gstin: '27AAPFU0939F1ZV' },
      },
    );
    expect(r.errors).toBeUndefined();
  });
  afterAll(() => t.close());

  it('takes the HSN rule on the invoice date at the line rate; a rate sent is kept', async () => {
    const r = await t.user.gql<{ saveInvoice: { id: string; igst: number } }>(
      `mutation ($data: InvoiceDocumentInput!) { saveInvoice(kind: GST_INVOICE, data: $data) { id igst } }`,
      {
        data: {
          clientName: 'Asha Traders',
          clientAddress: '4 Chandni Chowk, Delhi 110006',
          gst: '07ABGCS4796R1Z8',
          invoiceDate: '2026-11-22',
          productLines: [
            { description: 'Kurta', quantity: 1, unit: 'PCS', rate: 2600, hsnCode: '6109' },
            { description: 'T-shirt', quantity: 1, unit: 'PCS', rate: 500, hsnCode: '6109' },
            { description: 'Toy car', quantity: 1, unit: 'PCS', rate: 100, hsnCode: '9503', gst: 12 },
          ],
        },
      },
    );
    expect(r.errors).toBeUndefined();
    const read = await t.user.gql<{ invoice: { document: { productLines: { gst: number }[] } } }>(
      `query ($id: ID!) { invoice(where: { id: $id }) { document { productLines { gst } } } }`,
      { id: r.data!.saveInvoice.id },
    );
    expect(read.data!.invoice.document.productLines.map((l) => l.gst)).toEqual([18, 5, 12]);
    expect(r.data!.saveInvoice.igst).toBe(468 + 25 + 12);
  });

  it('a line whose HSN code no rule covers, sent without a rate, is refused on its row, not taxed at 0 %', async () => {
    const count = async () =>
      (await t.user.gql<{ invoiceCount: number }>(`{ invoiceCount }`)).data!.invoiceCount;
    const before = await count();
    const r = await t.user.gql(
      `mutation ($data: InvoiceDocumentInput!) { saveInvoice(kind: GST_INVOICE, data: $data) { id } }`,
      {
        data: {
          clientName: 'Ravi',
          invoiceDate: '2026-11-22',
          placeOfSupply: '27',
          productLines: [
            { description: 'Kurta', quantity: 1, unit: 'PCS', rate: 2600, hsnCode: '6109' },
            { description: 'Handmade diary', quantity: 2, unit: 'PCS', rate: 150, hsnCode: '4820' },
          ],
        },
      },
    );
    expect(r.errors?.[0]).toMatchObject({
      message: 'Line 2: no GST rate is known for HSN code 4820: type it (0 for nil-rated goods)',
      extensions: { code: 'BAD_USER_INPUT', field: 'gst', row: 1 },
    });
    expect(await count()).toBe(before);
  });

  // decision 295: a supplier's bill sent without GST % nor tax label is not taxed 10 % unsaid; a
  // registered supplier's lines take the HSN rule as a tax invoice's do, an unregistered one's none
  it("a purchase bill's lines without a GST %: the HSN rule for a registered supplier, none for an unregistered one", async () => {
    const purchase = (gst: string | null) =>
      t.user.gql<{ saveInvoice: { id: string; taxTotal: number; total: number } }>(
        `mutation ($data: InvoiceDocumentInput!) { saveInvoice(kind: PURCHASE, data: $data) { id taxTotal total } }`,
        {
          data: {
            clientName: 'Surat Textile Mills',
            gst,
            placeOfSupply: '24',
            invoiceDate: '2026-11-22',
            productLines: [{ description: 'Kurta', quantity: 1, unit: 'PCS', rate: 2800, hsnCode: '6109' }],
          },
        },
      );
    const unregistered = await purchase(null);
    expect(unregistered.errors).toBeUndefined();
    expect(unregistered.data!.saveInvoice).toMatchObject({ taxTotal: 0, total: 2800 });
    const registered = await purchase('24AAACS7777K1ZV');
    expect(registered.errors).toBeUndefined();
    // 6109 above ₹2,500 a piece: 18 %, IGST from Gujarat
    expect(registered.data!.saveInvoice).toMatchObject({ taxTotal: 504, total: 3304 });
  });
});
