import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIthinkExport } from './read-ithink-export.ts';
import { readShiprocketExport } from './read-shiprocket-export.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('Shiprocket orders export reader', () => {
  // fixtures/shiprocket-orders-export.csv: the real 118-column header, five rows of our own (one order of
  // two SKUs, a cancelled `-C` order, a Hindi name, a text quantity), a BOM, CRLF and a blank line.
  const { rows, problems } = readShiprocketExport(fixture('shiprocket-orders-export.csv'));

  it('reads one row per SKU with the expected totals', () => {
    expect(rows.map((r) => r.orderId)).toEqual(['LK-1001', 'LK-1001', 'LK-1002', 'LK-1003', 'LK-1004']);
    const total = rows.reduce((sum, r) => sum + (r.orderTotal ?? 0), 0);
    expect(total).toBeCloseTo(499 + 499 + 325 + 1102.5 + 299, 2);
  });

  it('handles N/A, the -C cancelled marker and the NDR remarks', () => {
    const [first, , cancelled, undelivered] = rows;
    expect(first).toMatchObject({
      courier: 'shiprocket',
      email: null,
      mobile: '+91 98765 43210',
      awb: '14344512345678',
      sku: 'BLANKET-DBL-01',
    });
    expect(first?.address).toBe('12 MG Road, Pune, Maharashtra, 411001');
    expect(cancelled).toMatchObject({ orderId: 'LK-1002', cancelled: true, awb: null });
    expect(undelivered).toMatchObject({
      customerName: 'सीमा शर्मा',
      ndrAttempts: 2,
      ndrReasons: ['Customer not available', 'Address incomplete & phone off'],
    });
  });

  it('names the row and column of a quantity that is not a number', () => {
    expect(problems).toEqual([
      {
        line: 7,
        column: 'Product Quantity',
        message: '"one" is not a whole number of pieces.',
        orderId: 'LK-1004',
        sku: 'BLANKET-SGL-01',
      },
    ]);
    expect(rows[4]?.quantity).toBeNull();
  });

  it('matches headers whatever their case', () => {
    const text = 'order id,CUSTOMER MOBILE,awb code\nX-1,9876543210,123\n';
    expect(readShiprocketExport(text).rows[0]).toMatchObject({
      orderId: 'X-1',
      mobile: '9876543210',
      awb: '123',
    });
  });
});

describe('iThink orders export reader', () => {
  const { rows, problems } = readIthinkExport(fixture('ithink-orders-export.csv'));

  it('reads every row with its product fields', () => {
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toMatchObject({
      courier: 'ithink',
      orderId: 'TH-2002',
      mobile: '+91-70123 45678',
      email: null,
      ndrAttempts: 2,
      ndrReasons: ['Customer refused', 'Door locked'],
      address: 'House 7, Lane 2, Lucknow, Uttar Pradesh, 226001',
    });
    expect(rows[3]?.mobile).toBeNull();
  });

  it('names the columns a Shiprocket file lacks', () => {
    const { problems } = readIthinkExport('Order ID,Phone\nX,9876543210\n');
    expect(problems[0]?.message).toBe(
      'This is not the iThink Logistics orders export: it has no header row with the columns Order Number, customer mobile no.',
    );
  });
});
