import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GstCheckView } from '../api/gst.ts';
import { CheckList } from './check-list.tsx';

// Each pre-filing check links to what it names (docs/gst.md, Checks; subject-links.ts): a marketplace
// line to its Check Bills row, an HSN check on it also to its product, one of our documents to Check
// Invoice, a sale not stored to the channel's sale upload.
const ref = (r: Partial<NonNullable<GstCheckView['ref']>> & { kind: string; id: string }) =>
  ({
    label: r.id,
    channel: null,
    orderId: null,
    billDate: null,
    returnDate: null,
    productId: null,
    number: null,
    ...r,
  }) as NonNullable<GstCheckView['ref']>;

const checks: GstCheckView[] = [
  {
    code: 'HSN_MISSING',
    severity: 'ERROR',
    message: 'Flipkart order GS1 (SKU GS-KIDS-SET): has no HSN code',
    ref: ref({
      kind: 'ORDER_LINE',
      id: 'line-1',
      channel: 'flipkart',
      orderId: 'GS1',
      billDate: '2026-11-03',
      productId: 'prod-7',
    }),
  },
  {
    code: 'RATE_DIFFERS',
    severity: 'ERROR',
    message: 'Amazon order A9 (SKU B): charged 12 %',
    ref: ref({
      kind: 'ORDER_LINE',
      id: 'line-2',
      channel: 'amazon',
      orderId: 'A9',
      billDate: '2026-11-04',
      returnDate: '2026-11-20',
      productId: 'prod-8',
    }),
  },
  {
    code: 'B2C_ABOVE_THRESHOLD',
    severity: 'INFO',
    message: 'Tax Invoice AE260925001: above the b2cl threshold',
    ref: ref({ kind: 'DOCUMENT', id: 'doc-3', number: 'AE260925001', billDate: '2026-11-26' }),
  },
  {
    code: 'SALE_NOT_STORED',
    severity: 'ERROR',
    message: 'Flipkart sale report, line 3: not stored',
    ref: ref({ kind: 'UPLOAD', id: 'flipkart', channel: 'flipkart' }),
  },
];

describe('the pre-filing checks link to what they name', () => {
  it('a line to Check Bills, an HSN check also to the product, a document to Check Invoice, a sale to its upload', () => {
    render(
      <MemoryRouter>
        <CheckList checks={checks} onDrill={vi.fn()} />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Open order GS1')).toBe('/dashboard?from=2026-11-03&to=2026-11-03&q=GS1');
    expect(href('Open the product')).toBe('/products?product=prod-7');
    // a return's line opens on the Return tab; a rate check has no product link (only an HSN check)
    expect(href('Open order A9')).toBe('/dashboard/amazon/return?from=2026-11-04&to=2026-11-04&q=A9');
    expect(screen.getAllByRole('link', { name: 'Open the product' })).toHaveLength(1);
    expect(href('Open AE260925001')).toBe(
      '/billing/check-invoice?q=AE260925001&from=2026-11-26&to=2026-11-26',
    );
    expect(href('Store it: add the listing, upload the sale report again')).toBe(
      '/billing/marketplace/upload/sale',
    );
  });
});
