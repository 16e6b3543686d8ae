import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Decision 163: Check Invoice finds a purchase or expense bill by its number on the supplier's bill (part
// of it, any case), which the staff reconcile input tax credit by, besides our number, the client's name
// and GSTIN. Migration 017's test covers the bills stored before it.
const SAVE = /* GraphQL */ `
  mutation ($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
    saveInvoice(kind: $kind, data: $data) {
      invoiceNumber
    }
  }
`;
const FIND = /* GraphQL */ `
  query ($where: InvoiceWhereInput) {
    invoiceCount(where: $where)
    invoices(where: $where) {
      invoiceNumber
      document {
        supplierBillNumber
      }
    }
  }
`;

describe("Check Invoice's search: a bill received by its supplier's bill number", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
  });
  afterAll(() => t.close());

  const save = async (kind: string, clientName: string, supplierBillNumber: string | null) => {
    const r = await t.user.gql<{ saveInvoice: { invoiceNumber: string } }>(SAVE, {
      kind,
      data: {
        clientName,
        supplierBillNumber,
        invoiceDate: '2026-11-24',
        productLines: [{ description: 'Cotton fabric', quantity: 10, rate: 123.45, gst: 5, hsnCode: '5208' }],
      },
    });
    expect(r.errors).toBeUndefined();
    return r.data!.saveInvoice.invoiceNumber;
  };
  const find = async (where: Record<string, unknown>) => {
    const r = await t.user.gql<{
      invoiceCount: number;
      invoices: { invoiceNumber: string; document: { supplierBillNumber: string | null } }[];
    }>(FIND, { where });
    expect(r.errors).toBeUndefined();
    expect(r.data!.invoiceCount).toBe(r.data!.invoices.length);
    return r.data!.invoices.map((i) => [i.invoiceNumber, i.document.supplierBillNumber]);
  };

  it('finds a purchase or expense bill by part of the number on its supplier’s bill, in any case', async () => {
    const purchase = await save('PURCHASE', 'Surat Textile Mills', '  STM/26-27/0912 ');
    const expense = await save('EXPENSE', 'Pune Courier Services', 'pcs-inv-0042');
    const lookalike = await save('EXPENSE', 'Deccan Movers', 'PCSXINVX0042');
    // a document we issue records no supplier's bill, whatever is sent
    await save('CASH_MEMO', 'Asha Traders', 'STM/26-27/0912');

    expect(await find({ search: '26-27/09' })).toEqual([[purchase, 'STM/26-27/0912']]);
    expect(await find({ search: 'stm/26' })).toEqual([[purchase, 'STM/26-27/0912']]);
    expect(await find({ search: 'PCS-INV' })).toEqual([[expense, 'pcs-inv-0042']]);
    // `_` is itself, not any character: neither PCSXINVX0042 nor pcs-inv-0042 matches "s_inv_" (a
    // supplier's bill number holds no `_`, decision 208, but a search may)
    expect(await find({ search: 's_inv_' })).toEqual([]);
    expect(await find({ search: 'inv%0042' })).toEqual([]);
    expect((await find({ search: 'X0042' })).map(([n]) => n)).toEqual([lookalike]);
    // with the kind chosen too
    expect(await find({ search: '0912', kind: 'EXPENSE' })).toEqual([]);
    expect(await find({ search: '0912', kind: 'PURCHASE' })).toEqual([[purchase, 'STM/26-27/0912']]);
  });
});
