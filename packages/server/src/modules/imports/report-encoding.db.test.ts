// A sale report saved by Excel on Windows as "CSV (Comma delimited)" is Windows-1252, not UTF-8: its
// names are read as such and the preview says so; nothing is stored with U+FFFD (decision 209).
import { valueRowsToObjects } from '@seller-desk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKidsSetListing } from '../../../test/factories.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { WINDOWS_1252_NOTICE } from './report-text.ts';

// the header of a Flipkart orders export, and a line with é, ñ and ’ in its buyer's name and address
const HEADER =
  'Ordered On,Shipment ID,ORDER ITEM ID,Order Id,HSN CODE,Order State,Order Type,FSN,SKU,Product,Invoice No.,CGST,IGST,SGST,Invoice Date (mm/dd/yy),Invoice Amount,Selling Price Per Item,Shipping and Handling Charges,Quantity,Price inc. FKMP Contribution & Subsidy,Buyer name,Ship to name,Address Line 1,Address Line 2,City,State,PIN Code,Dispatch After date,Dispatch by date,Form requirement,Tracking ID,Package Length (cm),Package Breadth (cm),Package Height (cm),Package Weight (kg),Ready to Make,With Attachment';
const LINE =
  '"Aug 26, 2026",ship-1,\'438462135749739101,OD438462135749739100,6211,Ready to dispatch,NON_FBF,FSN1,KIDS-SET-01,Kids set,FAINV0001,NA,5,NA,08/26/26,499,499,0,1,499,José,José Muñoz,D’Souza Lane,Near Café,Pune,Maharashtra,411001,"Aug 26, 2026 23:16:23","Aug 27, 2026 12:00:00",,FMPP0000000001,8,4,2,0.2,NO,NO';

/** The text in Windows-1252 bytes: Latin-1's letters are their own code, ’ is 0x92. */
const cp1252 = (text: string) => Buffer.from(Array.from(text, (c) => (c === '’' ? 0x92 : c.charCodeAt(0))));

describe('a sale report in Windows-1252', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createKidsSetListing(t.user);
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, preview: boolean) =>
    t.user.request(
      'POST',
      `/files/reports/sale/flipkart${preview ? '?preview=true' : ''}`,
      multipartFile('Orders.csv', body, 'text/csv'),
    );

  it('is previewed with its names read right and a notice saying how it was read, then stored so', async () => {
    const file = cp1252(`${HEADER}\r\n${LINE}\r\n`);
    expect(file.includes(0x92)).toBe(true);
    const preview = await upload(file, true);
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as {
      notice?: string;
      rowFields: string[];
      rows: unknown[][];
      fileId: string;
    };
    expect(body.notice).toBe(WINDOWS_1252_NOTICE);
    const [row] = valueRowsToObjects({ rowFields: body.rowFields, rows: body.rows }) as Record<
      string,
      unknown
    >[];
    expect(row).toMatchObject({
      shipToName: 'José Muñoz',
      addressLine1: 'D’Souza Lane',
      addressLine2: 'Near Café',
    });

    // the store names the file the preview read, kept by its id, which keeps its notice
    const stored = await t.user.request('POST', `/files/reports/sale/flipkart?file=${body.fileId}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ stored: 1, notice: WINDOWS_1252_NOTICE });
    const line = await t.app.database.db
      .selectFrom('order_lines')
      .select(['ship_to_name', 'address_line1', 'address_line2'])
      .where('order_id', '=', 'OD438462135749739100')
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      ship_to_name: 'José Muñoz',
      address_line1: 'D’Souza Lane',
      address_line2: 'Near Café',
    });
  });

  it('a UTF-8 file is previewed without a notice', async () => {
    const preview = await upload(
      Buffer.from(`${HEADER}\n${LINE.replace('OD438462135749739100', 'OD2')}\n`),
      true,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).not.toHaveProperty('notice');
  });

  it('a UTF-8 file damaged in one place is refused with a message naming its line', async () => {
    const damaged = Buffer.concat([
      Buffer.from(`${HEADER}\n${LINE.replace('OD438462135749739100', 'OD3')}\n`),
      Buffer.from([0x4f, 0x44, 0x34, 0xe9, 0x0a]),
    ]);
    const res = await upload(damaged, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      message: expect.stringMatching(/^The file is UTF-8 but line 3 has bytes that are no UTF-8 character/),
    });
  });
});
