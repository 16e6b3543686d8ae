import { DEFAULT_GST_RULES, DEFAULT_SELLER_PROFILE, type SellerProfile } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryInvoices, type MemoryInvoices } from '../../../test/fakes/memory-invoices.ts';
import { fixedClock } from '../../shared/clock.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { InvoiceDocumentInput } from './invoice-input.ts';
import { createInvoicesService } from './invoices.service.ts';

// The invoices service's rules, run against in-memory ports (no database): numbering per series and
// day, refusals by field with nothing stored and no number used, credit notes bounded by their invoice,
// cancelling, the documents-issued summary, and what it audits. invoices.db.test.ts and
// bills-received-and-credit-notes.db.test.ts run them through GraphQL on SQLite and PostgreSQL, with
// the numbering of 20 saves at once that only a database can show.
const ACTOR: SessionUser = { id: 'u-1', username: 'asha', role: 'ADMIN' };
const SELLER: SellerProfile = {
  ...DEFAULT_SELLER_PROFILE,
  businessName: 'Little Kid Retail',
  address: '12 Market Road\nPune 411001',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};
const taxInvoice = (over: Partial<InvoiceDocumentInput> = {}) =>
  ({
    clientName: 'Asha Traders',
    clientAddress: '4 Chandni Chowk\nDelhi 110006',
    gst: '07ABGCS4796R1Z8',
    invoiceDate: '2026-11-21',
    productLines: [
      { description: 'Cotton blanket', quantity: 2, unit: 'PCS', rate: 500, gst: 12, hsnCode: '6301' },
    ],
    ...over,
  }) as InvoiceDocumentInput;
const cashMemo = (over: Partial<InvoiceDocumentInput> = {}) =>
  ({
    clientName: 'Ravi',
    invoiceDate: '2026-11-19',
    productLines: [{ description: 'Toy', quantity: 1, rate: 250 }],
    ...over,
  }) as InvoiceDocumentInput;

describe('invoices service', () => {
  let memory: MemoryInvoices;
  let service: ReturnType<typeof createInvoicesService>;
  beforeEach(() => {
    memory = memoryInvoices();
    service = createInvoicesService({
      store: memory.store,
      clock: fixedClock('2026-11-23T09:00:00.000Z'),
      sellerProfile: async () => SELLER,
      gstRules: async () => DEFAULT_GST_RULES,
    });
  });

  it('numbers each series per bill date, one after another, and audits kind, number and total', async () => {
    const first = await service.save('GST_INVOICE', taxInvoice(), ACTOR);
    const second = await service.save('GST_INVOICE', taxInvoice(), ACTOR);
    const memo = await service.save('CASH_MEMO', cashMemo({ invoiceDate: '2026-11-21' }), ACTOR);
    expect([first.sequence, second.sequence, memo.sequence]).toEqual([1, 2, 1]);
    expect(new Set([first.invoiceNumber, second.invoiceNumber, memo.invoiceNumber]).size).toBe(3);
    // to Delhi from Maharashtra: IGST at the line's 12 %
    expect(first).toMatchObject({ subtotalPaise: 100_000, igstPaise: 12_000, totalPaise: 112_000 });
    expect(first.seller).toEqual(SELLER);
    expect(memory.data.audit[0]).toMatchObject({
      entity: 'invoice',
      entityId: first.id,
      action: 'create',
      userId: ACTOR.id,
      before: null,
      after: { kind: 'GST_INVOICE', invoiceNumber: first.invoiceNumber, total: 1120 },
    });
  });

  it('refuses a document dated after today in India on its date, storing nothing and using no number', async () => {
    await expect(
      service.save('CASH_MEMO', cashMemo({ invoiceDate: '2026-11-24' }), ACTOR),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'invoiceDate' });
    await expect(service.save('CASH_MEMO', cashMemo({ productLines: [] }), ACTOR)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(memory.data.invoices).toEqual([]);
    expect(memory.data.audit).toEqual([]);
    expect((await service.save('CASH_MEMO', cashMemo(), ACTOR)).sequence).toBe(1);
  });

  it('asks for confirmation before saving into a financial year that has ended', async () => {
    await expect(
      service.save('CASH_MEMO', cashMemo({ invoiceDate: '2025-03-31' }), ACTOR),
    ).rejects.toMatchObject({
      field: 'confirmClosedYear',
      message: expect.stringMatching(/2024-25, which has ended/),
    });
    const saved = await service.save(
      'CASH_MEMO',
      cashMemo({ invoiceDate: '2025-03-31', confirmClosedYear: true }),
      ACTOR,
    );
    expect(saved.financialYear).toBe('2024-25');
  });

  it("issues a credit note against a tax invoice only, up to the invoice's remaining value", async () => {
    const inv = await service.save('GST_INVOICE', taxInvoice(), ACTOR);
    const memo = await service.save('CASH_MEMO', cashMemo(), ACTOR);
    const note = (
      againstInvoice: string,
      rate: number,
      creditReason: 'RETURN' | 'PRICE_REDUCTION' = 'RETURN',
    ) =>
      service.save(
        'CREDIT_NOTE',
        {
          clientName: 'Asha Traders',
          invoiceDate: '2026-11-23',
          againstInvoice,
          creditReason,
          productLines: [{ description: 'Blanket returned', quantity: 1, rate, gst: 12, hsnCode: '6301' }],
        } as InvoiceDocumentInput,
        ACTOR,
      );
    await expect(note(memo.id, 100)).rejects.toMatchObject({ field: 'againstInvoice' });
    const first = await note(inv.id, 500);
    // the note follows its invoice: its buyer's registration and place of supply, its number
    expect(first).toMatchObject({ againstInvoiceId: inv.id, placeOfSupply: '07', totalPaise: 56_000 });
    expect(first.document.againstInvoiceNumber).toBe(inv.invoiceNumber);
    expect(await service.creditedPaise(inv.id)).toBe(56_000);
    await expect(note(inv.id, 700, 'PRICE_REDUCTION')).rejects.toMatchObject({
      field: 'total',
      message: expect.stringMatching(/at most the invoice's remaining value, ₹560.00/),
    });
    expect(memory.data.invoices).toHaveLength(3);
  });

  it('cancels with a reason, once, and a tax invoice only after its credit notes', async () => {
    const memo = await service.save('CASH_MEMO', cashMemo(), ACTOR);
    await expect(service.cancel(memo.id, ' x ', ACTOR)).rejects.toMatchObject({ field: 'reason' });
    const cancelled = await service.cancel(memo.id, '  wrong client ', ACTOR);
    expect(cancelled).toMatchObject({
      cancelReason: 'wrong client',
      cancelledAt: '2026-11-23T09:00:00.000Z',
    });
    await expect(service.cancel(memo.id, 'again', ACTOR)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/is cancelled already$/),
    });
    await expect(service.cancel('no-such-id', 'typing mistake', ACTOR)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(memory.data.audit.at(-1)).toMatchObject({
      action: 'cancel',
      before: { cancelled: false },
      after: { cancelled: true, reason: 'wrong client' },
    });

    const inv = await service.save('GST_INVOICE', taxInvoice(), ACTOR);
    await service.save(
      'CREDIT_NOTE',
      {
        clientName: 'Asha Traders',
        invoiceDate: '2026-11-23',
        againstInvoice: inv.id,
        creditReason: 'RETURN',
        productLines: [{ description: 'Blanket returned', quantity: 1, rate: 500, gst: 12, hsnCode: '6301' }],
      } as InvoiceDocumentInput,
      ACTOR,
    );
    await expect(service.cancel(inv.id, 'typing mistake', ACTOR)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/has credit notes: cancel them first/),
    });
  });

  it('sums each series issued in a range, first and last number, with its cancelled ones; bills received apart', async () => {
    const a = await service.save('CASH_MEMO', cashMemo({ invoiceDate: '2026-11-19' }), ACTOR);
    const b = await service.save('CASH_MEMO', cashMemo({ invoiceDate: '2026-11-20' }), ACTOR);
    await service.cancel(b.id, 'wrong client', ACTOR);
    await service.save('CASH_MEMO', cashMemo({ invoiceDate: '2026-11-22' }), ACTOR);
    expect(await service.documentsIssued('2026-11-19', '2026-11-21')).toEqual([
      {
        kind: 'CASH_MEMO',
        label: expect.any(String),
        firstNumber: a.invoiceNumber,
        lastNumber: b.invoiceNumber,
        total: 2,
        cancelled: 1,
      },
    ]);
    expect(await service.billsReceived('2026-11-19', '2026-11-21')).toEqual([]);
    await expect(service.documentsIssued('19-11-2026', '2026-11-21')).rejects.toMatchObject({
      field: 'from',
    });
  });
});
