import { describe, expect, it } from 'vitest';
import { BEFORE_ANY_BILL_DATE, indiaDayEnd, indiaDayStart } from '../pricing/dated.ts';
import {
  auditActionLabel,
  auditChanges,
  auditChangesOfLine,
  auditEntityLabel,
  auditRecordName,
  auditReferences,
  isAuditEntity,
  ListHead,
  uploadAfterOfHead,
} from './audit-history.ts';

// A listing as its repository stores it and its audit rows keep it (money in paise, products by id).
const listing = {
  id: 'l-1',
  channel: 'flipkart',
  sno: 3,
  skuid: 'FK-KETTLE',
  listingPricePaise: 44900,
  profitPaise: 5000,
  packingPaise: null,
  productLength: 20,
  categoryId: 'cat-1',
  stage: 'DRAFT',
  publishedAt: null,
  version: 4,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  productIds: ['p-1'],
};

describe('auditChanges: what a change did, field by field', () => {
  it('a listing price in paise reads as rupees; the version and timestamps are not changes', () => {
    const after = {
      ...listing,
      listingPricePaise: 45900,
      version: 5,
      updatedAt: '2026-05-03T09:00:00.000Z',
    };
    expect(auditChanges('listing', listing, after)).toEqual([
      { field: 'listingPricePaise', label: 'Listing Price', before: '₹449.00', after: '₹459.00' },
    ]);
  });

  it('nothing changed: no changes', () => {
    expect(auditChanges('listing', listing, { ...listing, version: 5 })).toEqual([]);
  });

  it('linked records read by name, an unknown id as it is; a cleared field reads as none', () => {
    const names = new Map([
      ['p-1', 'Steel kettle'],
      ['p-2', 'Mug'],
      ['cat-1', 'Kitchen'],
    ]);
    const after = {
      ...listing,
      productIds: ['p-1', 'p-2', 'p-gone'],
      categoryId: null,
      profitPaise: 123456789,
    };
    expect(auditChanges('listing', listing, after, names)).toEqual([
      { field: 'profitPaise', label: 'Profit', before: '₹50.00', after: '₹12,34,567.89' },
      { field: 'categoryId', label: 'Category', before: 'Kitchen', after: null },
      { field: 'productIds', label: 'Products', before: 'Steel kettle', after: 'Steel kettle, Mug, p-gone' },
    ]);
  });

  it('a created record lists the fields it was given; yes/no, choices, images and stage in words', () => {
    const product = {
      id: 'p-1',
      productName: 'Steel kettle',
      purchaseCostPaise: 25050,
      stock: 0,
      gst: null,
      gstMode: 'BY_HSN',
      hsnCode: '7323',
      productImage: ['/files/images/a.jpg', '/files/images/b.jpg'],
      searchKeyword: [],
      rackNo: '',
      forSale: false,
      stage: 'DRAFT',
      version: 1,
    };
    expect(auditChanges('product', null, product)).toEqual([
      { field: 'productName', label: 'Product Name', before: null, after: 'Steel kettle' },
      { field: 'purchaseCostPaise', label: 'Purchase Cost', before: null, after: '₹250.50' },
      { field: 'stock', label: 'Stock', before: null, after: '0' },
      { field: 'gstMode', label: 'GST', before: null, after: 'By HSN code' },
      { field: 'hsnCode', label: 'HSN Code', before: null, after: '7323' },
      { field: 'productImage', label: 'Images', before: null, after: '2 images' },
      { field: 'forSale', label: 'For Sale', before: null, after: 'No' },
      { field: 'stage', label: 'Stage', before: null, after: 'Draft' },
    ]);
  });

  it('a deleted record lists what it held; a list of ids it named reads by name', () => {
    const changes = auditChanges(
      'product',
      { id: 'p-1', productName: 'Mug', stock: 4, listingIds: ['l-1'] },
      null,
      new Map([['l-1', 'FK-MUG (Flipkart)']]),
    );
    expect(changes).toEqual([
      { field: 'productName', label: 'Product Name', before: 'Mug', after: null },
      { field: 'stock', label: 'Stock', before: '4', after: null },
      { field: 'listingIds', label: 'Listings', before: 'FK-MUG (Flipkart)', after: null },
    ]);
  });

  it('the same words for different values say "(changed)"', () => {
    const [change] = auditChanges(
      'product',
      { productImage: ['/files/images/a.jpg'] },
      { productImage: ['/files/images/c.jpg'] },
    );
    expect(change).toEqual({
      field: 'productImage',
      label: 'Images',
      before: '1 image',
      after: '1 image (changed)',
    });
  });

  it('a setting of no known key: nested fields by path, channel keys by label, rupee amounts as rupees', () => {
    const before = {
      toleranceRupees: 5,
      paymentCycleDays: { flipkart: 20, littleKid: 3 },
      claimAfterDays: 30,
    };
    const after = { ...before, toleranceRupees: 7.5, paymentCycleDays: { flipkart: 25, littleKid: 3 } };
    expect(auditChanges('setting', before, after)).toEqual([
      { field: 'toleranceRupees', label: 'Tolerance', before: '₹5.00', after: '₹7.50' },
      {
        field: 'paymentCycleDays.flipkart',
        label: 'Payment cycle days › Flipkart',
        before: '20',
        after: '25',
      },
    ]);
  });

  it('lists of records (a card’s versions and slabs) by position; an added version shows what it holds', () => {
    const v1 = { effectiveFrom: '2025-01-01', commissionPercent: [{ from: 0, to: 500, precent: 5 }] };
    const before = { name: 'Kitchen', versions: [v1] };
    const after = {
      name: 'Kitchen',
      versions: [v1, { effectiveFrom: '2026-06-01', commissionPercent: [{ from: 0, to: 500, precent: 6 }] }],
    };
    expect(auditChanges('fee_category', before, after)).toEqual([
      {
        field: 'versions[1].effectiveFrom',
        label: 'Versions › #2 › Effective from',
        before: null,
        after: '1 Jun 2026',
      },
      {
        field: 'versions[1].commissionPercent[0].from',
        label: 'Versions › #2 › Commission percent › #1 › From',
        before: null,
        after: '0',
      },
      {
        field: 'versions[1].commissionPercent[0].to',
        label: 'Versions › #2 › Commission percent › #1 › To',
        before: null,
        after: '500',
      },
      {
        field: 'versions[1].commissionPercent[0].precent',
        label: 'Versions › #2 › Commission percent › #1 › Percent',
        before: null,
        after: '6',
      },
    ]);
  });

  it("an upload's lines are named as History names an order line, by order and SKU", () => {
    const after = {
      stored: 3,
      orders: ['OD4384/KIDS-SET-01', '403-1723004-9525953/AS/ERC6', 'LK-2001/LK-BLANKET'],
    };
    expect(auditChanges('order_line', null, after)).toEqual([
      { field: 'stored', label: 'Stored', before: null, after: '3' },
      {
        field: 'orders',
        label: 'Lines',
        before: null,
        // a SKU may hold a slash; an order id holds none
        after: 'Order OD4384 · KIDS-SET-01, Order 403-1723004-9525953 · AS/ERC6, Order LK-2001 · LK-BLANKET',
      },
    ]);
    // another record's list of plain values is not read as order lines
    expect(auditChanges('product', null, { searchKeyword: ['a/b'] })[0]!.after).toBe('a/b');
  });

  it('a long list is cut after ten items, saying how many more', () => {
    const orders = Array.from({ length: 25 }, (_, i) => `OD${i + 1}/SKU`);
    const [stored, list] = auditChanges('order_line', null, { stored: 25, orders });
    expect(stored).toEqual({ field: 'stored', label: 'Stored', before: null, after: '25' });
    const named = (item: string) => `Order ${item.replace('/', ' · ')}`;
    expect(list!.after).toBe(`${orders.slice(0, 10).map(named).join(', ')} and 15 more`);
  });

  it('a list of long items shows the items that fit in 300 characters whole, then how many more', () => {
    const orders = Array.from(
      { length: 50_000 },
      (_, i) => `OD4384621357${String(i).padStart(8, '0')}/BENCH-SKU-${i}`,
    );
    const [, list] = auditChanges('order_line', null, { stored: 50_000, orders });
    // 40 to 44 characters an item as named ("Order OD… · BENCH-SKU-0"): seven fit, and none is cut in the middle
    const named = (item: string) => `Order ${item.replace('/', ' · ')}`;
    expect(list!.after).toBe(`${orders.slice(0, 7).map(named).join(', ')} and 49,993 more`);
    // one item longer than all the room is clipped, and the rest still counted
    const [long] = auditChanges('product', null, { searchKeyword: ['k'.repeat(400), 'b'] });
    expect(long!.after).toMatch(/^k{299}… and 1 more$/);
  });

  it("reads an upload's row from the head of its text: the items read whole, and that more follow", () => {
    const after = { stored: 3, orders: ['OD1/FK-1', 'OD2/FK-"2"', 'OD3/FK-3'] };
    const text = JSON.stringify(after);
    // a head that holds the whole row is the row
    expect(uploadAfterOfHead(text)).toEqual(after);
    // cut inside the third item, and inside the second: the items before the cut
    const cut = uploadAfterOfHead(text.slice(0, text.indexOf('OD3') + 2)) as {
      stored: number;
      orders: ListHead;
    };
    expect(cut.stored).toBe(3);
    expect(cut.orders).toBeInstanceOf(ListHead);
    expect(cut.orders.items).toEqual(['OD1/FK-1', 'OD2/FK-"2"']);
    expect(auditChanges('order_line', null, cut)).toEqual([
      { field: 'stored', label: 'Stored', before: null, after: '3' },
      {
        field: 'orders',
        label: 'Lines',
        before: null,
        after: 'Order OD1 · FK-1, Order OD2 · FK-"2" and more',
      },
    ]);
    expect(
      (uploadAfterOfHead(text.slice(0, text.indexOf('FK-\\"2'))) as { orders: ListHead }).orders.items,
    ).toEqual(['OD1/FK-1']);
    // a head of another shape is shown as its text
    expect(uploadAfterOfHead('{"orders":["OD1/FK-1","OD')).toBe('{"orders":["OD1/FK-1","OD');
  });

  it('an invoice: its total is kept in rupees, its cancellation in words', () => {
    expect(
      auditChanges('invoice', null, { kind: 'GST_INVOICE', invoiceNumber: 'INV/1', total: 1180 }),
    ).toEqual([
      { field: 'kind', label: 'Kind', before: null, after: 'Tax Invoice' },
      { field: 'invoiceNumber', label: 'Number', before: null, after: 'INV/1' },
      { field: 'total', label: 'Total', before: null, after: '₹1,180.00' },
    ]);
    expect(auditChanges('invoice', { cancelled: false }, { cancelled: true, reason: 'Typed twice' })).toEqual(
      [
        { field: 'cancelled', label: 'Cancelled', before: 'No', after: 'Yes' },
        { field: 'reason', label: 'Reason', before: null, after: 'Typed twice' },
      ],
    );
  });

  it('the order of the important links reads by their titles', () => {
    const names = new Map([
      ['a', 'Flipkart'],
      ['b', 'Shiprocket'],
    ]);
    expect(auditChanges('impLink', ['a', 'b'], ['b', 'a'], names)).toEqual([
      { field: '', label: 'Value', before: 'Flipkart, Shiprocket', after: 'Shiprocket, Flipkart' },
    ]);
  });

  it('an order line: odd stored names read in plain words', () => {
    const line = { orderId: 'OD1', pysicallyRecieved: false, podRequestTickeetId: null, tcsPaise: 120 };
    expect(
      auditChanges('order_line', line, { ...line, pysicallyRecieved: true, podRequestTickeetId: 'T-9' }),
    ).toEqual([
      { field: 'pysicallyRecieved', label: 'Physically Received', before: 'No', after: 'Yes' },
      { field: 'podRequestTickeetId', label: 'POD Ticket', before: null, after: 'T-9' },
    ]);
  });
});

describe('the words of a row', () => {
  it('names the record from the row itself, or the rows that describe no single record', () => {
    expect(auditRecordName('listing', 'l-1', listing, null)).toBe('FK-KETTLE (Flipkart)');
    expect(auditRecordName('product', 'p-1', null, { productName: 'Mug' })).toBe('Mug');
    expect(auditRecordName('user', 'u-1', { username: 'ravi' }, null)).toBe('ravi');
    expect(auditRecordName('impLink', 'x', null, { title: 'Shiprocket' })).toBe('Shiprocket');
    expect(auditRecordName('impLink', 'order', ['a'], ['a'])).toBe('Order of the links');
    expect(auditRecordName('fee_category', 'c', null, { name: 'Kitchen' })).toBe('Kitchen');
    expect(auditRecordName('invoice', 'i', null, { kind: 'CREDIT_NOTE', invoiceNumber: 'CN/4' })).toBe(
      'Credit Note CN/4',
    );
    expect(auditRecordName('invoice', 'i', { cancelled: false }, { cancelled: true })).toBeNull();
    // a setting as the Settings screen titles it (decision 144)
    expect(auditRecordName('setting', 'reconciliation', 1, 2)).toBe('Reconciliation');
    expect(auditRecordName('setting', 'feeSchedule.littleKid', [], [])).toBe('Little Kid fee schedule');
    expect(
      auditRecordName('order_line', 'o', null, { orderId: 'OD1', sku: 'FK-1', channel: 'littleKid' }),
    ).toBe('Order OD1 · FK-1 (Little Kid)');
    expect(auditRecordName('order_line', 'amazon:return', null, { stored: 2 })).toBe('Amazon return report');
    expect(auditRecordName('order_line', '2026-05-02', null, { billDate: '2026-05-02' })).toBe(
      'Bills of 2 May 2026',
    );
    expect(
      auditRecordName(
        'order_line',
        'category:c-1',
        null,
        { from: '2026-01-01' },
        new Map([['c-1', 'Kitchen']]),
      ),
    ).toBe('Lines of the category Kitchen');
    expect(auditRecordName('product', 'p-1', null, { stock: 1 })).toBeNull();
  });

  it('gives the ids a row names, by kind, for the server to name', () => {
    expect(auditReferences('listing', 'l-1', listing, { ...listing, productIds: ['p-2'] })).toEqual([
      { entity: 'product', id: 'p-1' },
      { entity: 'fee_category', id: 'cat-1' },
      { entity: 'product', id: 'p-2' },
      { entity: 'fee_category', id: 'cat-1' },
    ]);
    expect(auditReferences('impLink', 'order', ['a'], ['a'])).toEqual([
      { entity: 'impLink', id: 'a' },
      { entity: 'impLink', id: 'a' },
    ]);
    expect(auditReferences('order_line', 'category:c-9', null, {})).toEqual([
      { entity: 'fee_category', id: 'c-9' },
    ]);
  });

  it('a re-price reads the bill dates it re-priced from; one of every stored line says so, not 0000-01-01', () => {
    // decision 093: a card change with no earlier version re-prices from before any bill date
    expect(
      auditChanges('order_line', null, { from: BEFORE_ANY_BILL_DATE, repriced: 1200, kept: [] }),
    ).toEqual([
      { field: 'from', label: 'Lines billed from', before: null, after: 'any date (every stored line)' },
      { field: 'repriced', label: 'Lines re-priced', before: null, after: '1,200' },
    ]);
    // the lines it could not price are named as the staff know them, by order id and SKU (decision 130)
    const row = { from: '2026-06-01', repriced: 3, kept: ['l-9', 'l-gone'] };
    expect(auditReferences('order_line', 'category:c-1', null, row)).toEqual([
      { entity: 'fee_category', id: 'c-1' },
      { entity: 'order_line', id: 'l-9' },
      { entity: 'order_line', id: 'l-gone' },
    ]);
    const names = new Map([['l-9', 'Order OD9 · FK-1 (Flipkart)']]);
    expect(auditChanges('order_line', null, row, names)).toEqual([
      { field: 'from', label: 'Lines billed from', before: null, after: '1 Jun 2026' },
      { field: 'repriced', label: 'Lines re-priced', before: null, after: '3' },
      {
        field: 'kept',
        label: 'Kept as they were (could not be priced)',
        before: null,
        after: 'Order OD9 · FK-1 (Flipkart), l-gone',
      },
    ]);
    // a slab's `from` in a card is an amount, not a re-price's start
    expect(
      auditChanges('fee_category', null, { commissionPercent: [{ from: 0, to: 500, precent: 12 }] })[0],
    ).toMatchObject({ label: 'Commission percent › #1 › From', after: '0' });
  });

  it("tells what an upload did to one of its lines, for that line's history, without the file's list", () => {
    expect(auditChangesOfLine('flipkart:sale', 'upload')).toEqual([
      { field: 'orders', label: 'This line', before: null, after: 'Stored from this report' },
    ]);
    expect(auditChangesOfLine('amazon:return', 'upload')[0]!.after).toBe('Marked returned');
    expect(auditChangesOfLine('meesho:payment', 'upload')[0]!.after).toBe('Payment recorded');
    // not an upload of a known channel's report: nothing to tell
    expect(auditChangesOfLine('ebay:sale', 'upload')).toEqual([]);
    // nor a row of another kind
    expect(auditChangesOfLine('l-1', 'updateBill')).toEqual([]);
  });

  it("tells what a re-price and a bill date's publishing did to a line they changed, for its history", () => {
    expect(auditChangesOfLine('category:c-1', 'reprice')).toEqual([
      { field: 'orders', label: 'This line', before: null, after: 'Priced again with the changed card' },
    ]);
    expect(auditChangesOfLine('2026-08-20', 'publishBill')[0]!.after).toBe('Published with its bill date');
  });

  it('says what was done and to what kind of record in words; unknown ones as stored', () => {
    expect(auditActionLabel('update')).toBe('Changed');
    expect(auditActionLabel('updateBill')).toBe('Bill line saved');
    expect(auditActionLabel('removePayment')).toBe('Payment removed');
    expect(auditActionLabel('something new')).toBe('something new');
    expect(auditEntityLabel('order_line')).toBe('Order line');
    expect(auditEntityLabel('thing')).toBe('thing');
    expect(isAuditEntity('listing')).toBe(true);
    expect(isAuditEntity('listings')).toBe(false);
  });

  it("tells a removed payment by the line's amount, the payment removed and why", () => {
    const before = { amountReceivedPaise: 20450, paymentDate: '2026-09-25' };
    const after = {
      amountReceivedPaise: 32500,
      paymentDate: '2026-09-11',
      removedPayment: { amountPaise: -12050, paymentDate: '2026-09-25' },
      removalReason: 'Refund of another order',
    };
    expect(auditChanges('order_line', before, after)).toMatchObject([
      { label: 'Amount Received', before: '₹204.50', after: '₹325.00' },
      { label: 'Payment Date', before: '25 Sep 2026', after: '11 Sep 2026' },
      { label: 'Payment Removed › Amount', before: null, after: '-₹120.50' },
      { label: 'Payment Removed › Payment Date', before: null, after: '25 Sep 2026' },
      { label: 'Why Removed', before: null, after: 'Refund of another order' },
    ]);
  });

  it("names the removed payment as the screen does: no internal key, its recording time in India's clock", () => {
    // the row's after as the server writes it: the payment's report-row key, when and by whom it was recorded
    const after = {
      amountReceivedPaise: 32520,
      removedPayment: {
        key: 'OD100001|||2026-08-15|-99|||||1',
        paymentDate: '2026-08-15',
        amountPaise: -9900,
        recordedAt: '2026-11-24T07:05:14.312Z',
        recordedBy: 'asha',
      },
      removalReason: 'Refund of another order',
    };
    expect(auditChanges('order_line', { amountReceivedPaise: 22620 }, after)).toEqual([
      { field: 'amountReceivedPaise', label: 'Amount Received', before: '₹226.20', after: '₹325.20' },
      {
        field: 'removedPayment.paymentDate',
        label: 'Payment Removed › Payment Date',
        before: null,
        after: '15 Aug 2026',
      },
      {
        field: 'removedPayment.amountPaise',
        label: 'Payment Removed › Amount',
        before: null,
        after: '-₹99.00',
      },
      {
        field: 'removedPayment.recordedAt',
        label: 'Payment Removed › Recorded at',
        before: null,
        after: '24 Nov 2026, 12:35 pm',
      },
      {
        field: 'removedPayment.recordedBy',
        label: 'Payment Removed › Recorded by',
        before: null,
        after: 'asha',
      },
      { field: 'removalReason', label: 'Why Removed', before: null, after: 'Refund of another order' },
    ]);
  });

  it('an India calendar day runs from 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-06-01')).toBe('2026-05-31T18:30:00.000Z');
    expect(indiaDayEnd('2026-06-01')).toBe('2026-06-01T18:30:00.000Z');
    expect(indiaDayEnd('2026-12-31')).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDayStart('2027-01-01')).toBe('2026-12-31T18:30:00.000Z');
  });
});
