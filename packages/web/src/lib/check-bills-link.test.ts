import { describe, expect, it } from 'vitest';
import { checkBillsLinePath, checkBillsPath } from './check-bills-link.ts';

describe('links to Check Bills', () => {
  it("leads to a channel's tab: /dashboard for Flipkart's Sale, /dashboard/<channel>/return or /pay", () => {
    expect(checkBillsPath('flipkart')).toBe('/dashboard');
    expect(checkBillsPath('littleKid', 'RETURN')).toBe('/dashboard/little-kid/return');
    expect(checkBillsPath('amazon', 'PAYMENT')).toBe('/dashboard/amazon/pay');
  });

  it('leads to one line: its order id searched, the dates from and to its bill date, as Check Bills reads them', () => {
    const path = checkBillsLinePath('meesho', 'RETURN', { orderId: '1234_5 &x', billDate: '2026-08-10' });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/dashboard/meesho/return');
    const params = new URLSearchParams(query);
    expect([params.get('from'), params.get('to'), params.get('q')]).toEqual([
      '2026-08-10',
      '2026-08-10',
      '1234_5 &x',
    ]);
    expect(checkBillsLinePath('flipkart', 'PAYMENT', { orderId: 'OD1', billDate: '2026-09-01' })).toBe(
      '/dashboard/pay?from=2026-09-01&to=2026-09-01&q=OD1',
    );
  });
});
