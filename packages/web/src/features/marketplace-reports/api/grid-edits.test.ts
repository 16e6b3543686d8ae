import { describe, expect, it } from 'vitest';
import { billEditsOf, saleGridRowId } from './grid-edits.ts';
import type { SaleRow } from './upload-report.ts';

const row = (orderId: string, orderedOn: string, over: Partial<SaleRow> = {}): SaleRow => ({
  line: 2,
  orderedOn,
  orderId,
  sku: 'KIDS-SET',
  invoiceAmount: 499,
  quantity: 1,
  shipToName: 'Asha',
  addressLine1: null,
  addressLine2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411001',
  trackingID: 'FMPP1',
  email: null,
  phone: null,
  returnType: null,
  purchaseCost: 180,
  marketplaceFee: 170.94,
  settlement: 328.06,
  profit: 94.3,
  saleType: 'Extra',
  ...over,
});

describe('sale grid edits as updateBill calls', () => {
  const rows = [row('OD1', '2026-08-11'), row('OD2', '2026-08-10'), row('OD3', '2026-08-11')];

  it('sends one call per bill date with only the changed fields of the edited lines', () => {
    const edited = new Map([
      [saleGridRowId(rows[0]!), { ...rows[0]!, city: ' Mumbai ', pinCode: '400001' }],
      [saleGridRowId(rows[1]!), { ...rows[1]!, trackingID: '' }],
      // edited back to what it was: nothing to send
      [saleGridRowId(rows[2]!), { ...rows[2]!, shipToName: 'Asha' }],
    ]);
    expect(billEditsOf('flipkart', rows, edited)).toEqual([
      { billDate: '2026-08-10', data: { flipkart: [{ orderId: 'OD2', sku: 'KIDS-SET', trackingID: null }] } },
      {
        billDate: '2026-08-11',
        data: { flipkart: [{ orderId: 'OD1', sku: 'KIDS-SET', city: 'Mumbai', pinCode: '400001' }] },
      },
    ]);
  });

  it('uses the channel as the array of the bill, and sends nothing without edits', () => {
    const edited = new Map([[saleGridRowId(rows[1]!), { ...rows[1]!, state: 'Goa' }]]);
    expect(billEditsOf('littleKid', rows, edited)).toEqual([
      { billDate: '2026-08-10', data: { littleKid: [{ orderId: 'OD2', sku: 'KIDS-SET', state: 'Goa' }] } },
    ]);
    expect(billEditsOf('flipkart', rows, new Map())).toEqual([]);
  });
});
