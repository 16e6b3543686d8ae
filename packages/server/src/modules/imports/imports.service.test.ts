import { valueRowsToObjects, type ReturnPreviewRow, type SalePreviewRow } from '@seller-desk/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  memoryImports,
  memoryReportFile,
  memoryReportReader,
  type MemoryImports,
} from '../../../test/fakes/memory-imports.ts';
import { memoryListings } from '../../../test/fakes/memory-listings.ts';
import { fixedClock } from '../../shared/clock.ts';
import { JsonList } from '../../shared/json-stream.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { createListingsService } from '../listings/listings.service.ts';
import { createImportsService } from './imports.service.ts';
import type { PreviewRows } from './pipeline.ts';

// The imports' own rules, run against in-memory ports (no database): which sale lines are new and which
// were uploaded before, which return rows mark nothing and why, and how a payment for a whole order is
// shared and recorded once. report-uploads*.db.test.ts run the same imports through the routes on SQLite
// and PostgreSQL.
const actor: SessionUser = { id: 'u1', username: 'asha', role: 'USER' };

const SALE_HEADER = 'Order Id,Ordered On,SKU,Invoice Amount,Quantity,Ship to name,City,Tracking ID';
const saleRow = (orderId: string, sku = 'KIDS-SET-01') => `${orderId},"Aug 20, 2026",${sku},499,1,A,Pune,T`;
const RETURN_HEADER = 'Order ID,SKU,Return Type,Return Requested Date';
const PAYMENT_HEADER = 'ORDER ID,DATE,BANK';

/** A preview's rows as objects (the service holds them as values; a sale's as JSON text). */
const rowsOf = <T>(result: { rowFields?: readonly string[]; rows?: PreviewRows }): T[] => {
  const rows = result.rows!;
  const values = rows instanceof JsonList ? (rows.toJSON() as unknown[][]) : rows;
  return valueRowsToObjects<T>({ rowFields: result.rowFields!, rows: values });
};

describe('imports service', () => {
  let ledger: MemoryImports;
  let imports: ReturnType<typeof createImportsService>;
  beforeEach(async () => {
    const clock = fixedClock('2026-09-25T10:00:00.000Z');
    const listingsData = memoryListings();
    // docs/fee-model.md's worked example: P 499, C 180, g 5 on a Flipkart card → settlement 328.06
    listingsData.addProduct({ id: 'p1', productName: 'Kids set', purchaseCostPaise: 18000, gst: 5 });
    listingsData.addCategory({
      id: 'c1',
      kind: 'flipkart',
      name: 'Kids',
      versions: [
        {
          effectiveFrom: '2022-09-01',
          commissionPercent: [{ from: 300, to: 500, precent: 12 }],
          fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
          collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
          referalFeePercent: [],
        },
      ],
    });
    const listings = createListingsService({ store: listingsData.store, clock });
    await listings.create(
      'flipkart',
      {
        skuid: 'KIDS-SET-01',
        listingPrice: 499,
        profit: 40,
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        discount: 0,
        shippingFee: 60,
        products: { connect: [{ id: 'p1' }] },
        flipkartProductCategory: { connect: { id: 'c1' } },
      },
      actor,
    );
    ledger = memoryImports();
    imports = createImportsService({
      store: ledger.store,
      bulk: ledger.store,
      clock,
      listings,
      pricing: listingsData.store.read.pricing,
      reader: memoryReportReader(),
    });
  });

  describe('sale', () => {
    it('stores the new lines priced by the fee model, counts those uploaded before, and audits the new ones', async () => {
      ledger.addLine({ channel: 'flipkart', orderId: 'OD2', sku: 'KIDS-SET-01', billDate: '2026-08-20' });
      const file = memoryReportFile(
        [SALE_HEADER, saleRow('OD1'), saleRow('OD2'), saleRow('OD3', 'NO-SUCH')].join('\n'),
      );
      const preview = await imports.sale('flipkart', file, false, actor);
      expect(preview).toMatchObject({
        totalInvoices: 3,
        validSkuInvoices: 2,
        newInvoices: 1,
        alreadyUploaded: [{ orderId: 'OD2', sku: 'KIDS-SET-01' }],
        invoicesWithIssues: [{ orderId: 'OD3', line: 4, reason: 'SKU matches no Flipkart listing' }],
        billDates: ['2026-08-20'],
      });
      expect(rowsOf<SalePreviewRow>(preview)).toMatchObject([
        { line: 2, orderId: 'OD1', purchaseCost: 180, marketplaceFee: 170.94, settlement: 328.06 },
      ]);
      expect(ledger.data.lines).toHaveLength(1);

      const stored = await imports.sale('flipkart', file, true, actor);
      expect(stored).toMatchObject({ stored: 1, newInvoices: 1 });
      expect(stored.rows).toBeUndefined();
      expect(ledger.data.lines.find((l) => l.orderId === 'OD1')).toMatchObject({
        billDate: '2026-08-20',
        invoiceAmountPaise: 49900,
        purchaseCostPaise: 18000,
        settlementPaise: 32806,
        createdBy: 'u1',
      });
      expect(ledger.data.audit).toEqual([
        expect.objectContaining({
          entityId: 'flipkart:sale',
          action: 'upload',
          after: { stored: 1, orders: ['OD1/KIDS-SET-01'] },
        }),
      ]);
      // the same file again stores nothing and counts both lines as uploaded before
      const again = await imports.sale('flipkart', file, true, actor);
      expect(again).toMatchObject({
        stored: 0,
        newInvoices: 0,
        alreadyUploaded: [{ orderId: 'OD1' }, { orderId: 'OD2' }],
      });
      expect(ledger.data.lines).toHaveLength(2);
    });

    it('refuses a file that is another report whole, saying which, and stores nothing', async () => {
      const file = memoryReportFile([RETURN_HEADER, 'OD1,KIDS-SET-01,courier_return,2026-09-01'].join('\n'));
      await expect(imports.sale('flipkart', file, true, actor)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'file',
        message: expect.stringMatching(/return report/i),
      });
      expect(ledger.data.lines).toHaveLength(0);
      expect(ledger.data.audit).toHaveLength(0);
    });
  });

  describe('return', () => {
    beforeEach(() => {
      ledger.addLine({ channel: 'flipkart', orderId: 'R1', sku: 'KIDS-SET-01', billDate: '2026-08-20' });
      ledger.addLine({ channel: 'flipkart', orderId: 'R2', sku: 'KIDS-SET-01', billDate: '2026-08-20' });
      ledger.addLine({
        channel: 'flipkart',
        orderId: 'R3',
        sku: 'KIDS-SET-01',
        billDate: '2026-08-20',
        isReturn: true,
        returnDate: '2026-09-01',
      });
    });

    it('marks a line once; a line returned before, a repeated row and a misdated return mark nothing', async () => {
      const file = memoryReportFile(
        [
          RETURN_HEADER,
          'R1,KIDS-SET-01,courier_return,2026-09-02',
          'R1,KIDS-SET-01,courier_return,2026-09-03',
          'R2,KIDS-SET-01,customer_return,2026-08-19',
          'R3,KIDS-SET-01,courier_return,2026-09-02',
          'R9,KIDS-SET-01,courier_return,2026-09-02',
        ].join('\n'),
      );
      const preview = await imports.returns('flipkart', file, false, actor);
      expect(preview).toMatchObject({
        totalReturnOrders: 5,
        validReturnOrders: 1,
        invalidReturnOrders: 3,
        alreadyReturned: [{ line: 5, orderId: 'R3', sku: 'KIDS-SET-01' }],
      });
      expect(preview.orderIdMissing.map((m) => [m.line, m.orderId])).toEqual([
        [3, 'R1'],
        [4, 'R2'],
        [6, 'R9'],
      ]);
      // the repeated row names the line that marked it; the return before its sale says so
      expect(preview.orderIdMissing[0]!.reason).toMatch(/line 2/i);
      expect(preview.orderIdMissing[1]!.reason).toMatch(/before 20 Aug 2026, the bill date of order R2/);
      expect(rowsOf<ReturnPreviewRow>(preview)).toEqual([
        {
          line: 2,
          orderId: 'R1',
          sku: 'KIDS-SET-01',
          returnType: 'courier_return',
          returnDate: '2026-09-02',
          billDate: '2026-08-20',
        },
      ]);

      const stored = await imports.returns('flipkart', file, true, actor);
      expect(stored).toMatchObject({ stored: 1 });
      const r1 = ledger.data.lines.find((l) => l.orderId === 'R1')!;
      expect(r1).toMatchObject({ isReturn: true, returnType: 'courier_return', returnDate: '2026-09-02' });
      expect(ledger.data.lines.find((l) => l.orderId === 'R2')!.isReturn).toBe(false);
      expect(ledger.data.audit).toHaveLength(1);
      expect(ledger.data.audit[0]).toMatchObject({ entityId: 'flipkart:return', after: { stored: 1 } });
      expect(ledger.data.auditLines.get(0)).toEqual([r1.id]);

      // uploaded again: R1 is now returned before, and nothing changes
      const again = await imports.returns('flipkart', file, true, actor);
      expect(again).toMatchObject({ stored: 0, validReturnOrders: 0 });
      expect(again.alreadyReturned.map((r) => r.orderId)).toEqual(['R1', 'R1', 'R3']);
    });
  });

  describe('payment', () => {
    it('shares a payment for a whole order by invoice amount to the paisa, and records it once', async () => {
      const a = ledger.addLine({
        channel: 'flipkart',
        orderId: 'P1',
        sku: 'A',
        billDate: '2026-08-20',
        invoiceAmountPaise: 20_000,
      });
      const b = ledger.addLine({
        channel: 'flipkart',
        orderId: 'P1',
        sku: 'B',
        billDate: '2026-08-20',
        invoiceAmountPaise: 10_000,
      });
      const file = memoryReportFile(
        [PAYMENT_HEADER, 'P1,2026-09-20,100.00', 'P9,2026-09-20,5.00'].join('\n'),
      );
      const preview = await imports.payments('flipkart', file, false, actor);
      expect(preview).toMatchObject({
        totalPaymentRows: 2,
        validPaymentOrders: 2,
        alreadyRecorded: 0,
        invalidPaymentOrders: 1,
        orderIdMissing: [{ orderId: 'P9', line: 3 }],
      });
      const stored = await imports.payments('flipkart', file, true, actor);
      expect(stored).toMatchObject({ stored: 2 });
      // ₹100.00 shared 2:1 — 66.67 and 33.33, adding up to the whole
      expect(ledger.data.payments.map((p) => [p.orderLineId, p.amountPaise])).toEqual([
        [a.id, 6667],
        [b.id, 3333],
      ]);
      expect(ledger.data.lines.map((l) => [l.amountReceivedPaise, l.paymentReceived])).toEqual([
        [6667, true],
        [3333, true],
      ]);
      expect(ledger.data.audit).toHaveLength(1);
      expect(ledger.data.auditLines.get(0)).toEqual([a.id, b.id]);

      // the same report again: each line's payment was recorded before, nothing is recorded twice
      const again = await imports.payments('flipkart', file, true, actor);
      expect(again).toMatchObject({ stored: 0, validPaymentOrders: 2, alreadyRecorded: 2 });
      expect(ledger.data.payments).toHaveLength(2);
      expect(ledger.data.lines.map((l) => l.amountReceivedPaise)).toEqual([6667, 3333]);
    });
  });

  it('runs any kind through one entry, telling the rows read', async () => {
    ledger.addLine({ channel: 'flipkart', orderId: 'R1', sku: 'KIDS-SET-01', billDate: '2026-08-20' });
    const progress: number[] = [];
    const file = memoryReportFile([RETURN_HEADER, 'R1,KIDS-SET-01,courier_return,2026-09-02'].join('\n'));
    const result = await imports.run('return', 'flipkart', file, { store: true }, actor, (done) =>
      progress.push(done),
    );
    expect(result).toMatchObject({ stored: 1, validReturnOrders: 1 });
    expect(progress).toEqual([1]);
  });
});
