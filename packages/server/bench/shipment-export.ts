// The order database benches' input (shipments.bench.ts, order-database-browser.bench.ts): a generated
// Shiprocket export with the real 118-column header, and its import through the plain route.
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app.ts';
import { multipartFile } from '../test/multipart.ts';
import { round } from './bench-utils.ts';

const HEADER = fs
  .readFileSync(
    path.join(import.meta.dirname, '../../core/src/shipments/fixtures/shiprocket-sync.csv'),
    'utf8',
  )
  .replace(/^\uFEFF/, '')
  .split('\r\n')[0]!;
const COLUMNS = HEADER.split(',');
const STATUSES = ['NEW', 'IN TRANSIT', 'DELIVERED', 'UNDELIVERED', 'RTO DELIVERED', 'OUT FOR DELIVERY'];

/** `rows` export rows, order ids from `prefix`; every fifth order has a second SKU. */
export function exportFile(rows: number, prefix: string): string {
  const out = [HEADER];
  let order = 0;
  for (let i = 0; i < rows; i++) {
    const second = i % 5 === 1;
    if (!second) order++;
    const cells: Record<string, string> = {
      'Order ID': `${prefix}${order}`,
      Channel: order % 3 === 0 ? 'Trendy Handy' : 'Little Kid',
      'Shiprocket Created At': `2026-11-${String(1 + (order % 28)).padStart(2, '0')} 10:00:00`,
      Status: STATUSES[order % STATUSES.length]!,
      'Channel SKU': second ? 'CACTUS-PLUSH-02' : 'BLANKET-DBL-01',
      'Product Name': second ? 'Dancing Cactus Toy' : 'Fleece Blanket Double',
      'Product Quantity': '1',
      'Customer Name': `Customer ${order}`,
      'Customer Mobile': `98${String(10_000_000 + order).slice(-8)}`,
      'Address Line 1': `${order} MG Road`,
      'Address City': 'Pune',
      'Address State': 'Maharashtra',
      'Address Pincode': `4110${String(order % 100).padStart(2, '0')}`,
      'Payment Method': order % 2 ? 'COD' : 'Prepaid',
      'Product Price': '499',
      'Order Total': '549',
      'Courier Company': 'Delhivery Surface',
      'AWB Code': `1434451${String(order).padStart(7, '0')}`,
      EDD: `${1 + (order % 28)} Dec 2026`,
      'Freight Total Amount': '72.50',
    };
    out.push(COLUMNS.map((c) => cells[c] ?? '').join(','));
  }
  return out.join('\r\n');
}

export async function timedImport(app: App, cookie: string, text: string) {
  const upload = multipartFile('shiprocket.csv', text, 'text/csv');
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/files/orders/import/shiprocket',
    headers: { ...upload.headers, 'x-requested-with': 'bench', cookie: `sd_session=${cookie}` },
    payload: upload.payload,
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(res.body);
  const body = res.json() as { added: number; updated: number; unchanged: number };
  return { ms: round(ms), added: body.added, updated: body.updated, unchanged: body.unchanged };
}
