import { describe, expect, it } from 'vitest';
import { skuToolRate, skuToolTax } from './sku-tool-tax.ts';

// Issue 40: every SKU was written GST_5 and HSN 9303, a toy of 18 % under HSN 9503 too (decision 296).
describe("the SKU tool's GST and HSN", () => {
  it('a SKU whose listing has products takes their rate and HSN codes', () => {
    expect(skuToolTax({ productCount: 1, gst: 18, productGst: 18, hsnCode: '9503' })).toEqual({
      gst: 'GST_18',
      hsn: '9503',
    });
    // priced by HSN code: the rate the rule gives at the listing price (the API's gst)
    expect(skuToolTax({ productCount: 2, gst: 5, productGst: null, hsnCode: '6109, 6209' })).toEqual({
      gst: 'GST_5',
      hsn: '6109, 6209',
    });
  });
  it('a listing not priced takes its products’ fixed rate; what is not known is left blank, not guessed', () => {
    expect(skuToolTax({ productCount: 1, gst: null, productGst: 12, hsnCode: null })).toEqual({
      gst: 'GST_12',
      hsn: '',
    });
    expect(skuToolTax({ productCount: 1, gst: null, productGst: null, hsnCode: '6109' })).toEqual({
      gst: '',
      hsn: '6109',
    });
    expect(skuToolTax({ productCount: 1, gst: 0, productGst: 0, hsnCode: '4901' }).gst).toBe('GST_0');
  });
  it("the spec's defaults GST_5 and 9303 only for a SKU with no product", () => {
    expect(skuToolTax({ productCount: 0, gst: null, productGst: null, hsnCode: null })).toEqual({
      gst: 'GST_5',
      hsn: '9303',
    });
  });
  it('the rate the GST cell codes, as the Sku Wise Rack Detail table shows it under "GST %"', () => {
    expect(skuToolRate({ productCount: 1, gst: 18, productGst: 12, hsnCode: '9503' })).toBe(18);
    expect(skuToolRate({ productCount: 1, gst: null, productGst: 12, hsnCode: null })).toBe(12);
    expect(skuToolRate({ productCount: 1, gst: null, productGst: null, hsnCode: null })).toBeNull();
    expect(skuToolRate({ productCount: 0, gst: null, productGst: null, hsnCode: null })).toBe(5);
  });
});
