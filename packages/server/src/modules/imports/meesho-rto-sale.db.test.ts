import { valueRowsToObjects } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createProduct, LISTING_CHANNELS } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../shared/clock.ts';

// Issue 40: a Meesho order that came back to origin (RTO_COMPLETE) in the orders export was stored as
// a sale like a delivered one. It never earned: it is stored with its return (an RTO, whose cost the
// listing's Return Cost gives), and the preview says so on its line.
const EXPORT = [
  '"Reason for Credit Entry","Sub Order No","Order Date","Customer State","SKU","Quantity","Supplier Listed Price (Incl. GST + Commission)"',
  '"DELIVERED","411074730393034201_1","2026-11-20","Karnataka","RTO-KURTA","1","499.0"',
  '"RTO_COMPLETE","411074730393034202_1","2026-11-21","Kerala","RTO-KURTA","1","499.0"',
].join('\n');

describe('a Meesho order returned to origin in the sale export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock('2026-11-25T09:00:00Z') });
    const product = await createProduct(t.user, { purchaseCost: 150, gst: 5, stock: 5 });
    await createListing(t.user, LISTING_CHANNELS[2], {
      skuid: 'RTO-KURTA',
      products: { connect: [{ id: product.id }] },
    });
  });
  afterAll(() => t.close());

  const upload = async (preview: boolean) => {
    const res = await t.user.request(
      'POST',
      `/files/reports/sale/meesho${preview ? '?preview=true' : ''}`,
      multipartFile('orders.csv', EXPORT, 'text/csv'),
    );
    expect(res.statusCode).toBe(200);
    return res.json() as { rowFields?: string[]; rows?: unknown[][]; newInvoices: number };
  };

  it('the preview marks it; it is stored returned, as an RTO dated the day of the upload', async () => {
    const preview = await upload(true);
    const rows = valueRowsToObjects({ rowFields: preview.rowFields!, rows: preview.rows! }) as Record<
      string,
      unknown
    >[];
    expect(rows.map((r) => [r.orderId, r.returnType])).toEqual([
      ['411074730393034201_1', null],
      ['411074730393034202_1', 'RTO_COMPLETE'],
    ]);
    expect((await upload(false)).newInvoices).toBe(2);
    const stored = await t.app.database.db
      .selectFrom('order_lines')
      .select(['order_id', 'is_return', 'return_type', 'return_date'])
      .orderBy('order_id')
      .execute();
    expect(stored.map((l) => [l.order_id, Boolean(l.is_return), l.return_type, l.return_date])).toEqual([
      ['411074730393034201_1', false, null, null],
      ['411074730393034202_1', true, 'RTO_COMPLETE', '2026-11-25'],
    ]);
  });
});
