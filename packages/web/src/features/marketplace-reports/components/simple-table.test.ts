import { describe, expect, it } from 'vitest';
import { shownColumnOrder } from './simple-table.tsx';

describe('shownColumnOrder', () => {
  it('on a phone puts the Reason first, after a leading Line column', () => {
    expect(shownColumnOrder(['Line', 'Order ID', 'SKU', 'Reason'], true)).toEqual([0, 3, 1, 2]);
    expect(shownColumnOrder(['Order ID', 'SKU', 'Payment Date', 'Reason'], true)).toEqual([3, 0, 1, 2]);
  });

  it('keeps the order given from md on, and for a table without a Reason', () => {
    expect(shownColumnOrder(['Line', 'Order ID', 'SKU', 'Reason'], false)).toEqual([0, 1, 2, 3]);
    expect(shownColumnOrder(['Order ID', 'SKU'], true)).toEqual([0, 1]);
  });
});
