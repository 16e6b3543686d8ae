// The GST and HSN columns of the SKU tool's Listing CSV (/label). The spec's defaults, GST_5 and HSN
// 9303, are for a SKU with no product; a SKU whose listing has products takes theirs: the GST % its
// price is taxed at (a product priced by HSN code at its rule for the listing price today) and the
// products' HSN codes (decision 296).

/** The spec's defaults, for a listed SKU that has no product linked. */
export const SKU_TOOL_DEFAULT_TAX = { gst: 'GST_5', hsn: '9303' } as const;

export interface SkuToolListing {
  /** how many products the listing links */
  productCount: number;
  /** the GST % the listing's price is taxed at (the API's derived gst); null when not priced */
  gst: number | null;
  /** the linked products' highest fixed GST %, the rate when the listing is not priced */
  productGst: number | null;
  /** the linked products' HSN codes, comma-joined (the API's hsnCode) */
  hsnCode: string | null;
}

/** A rate as the marketplaces' listing files write it: 18 → "GST_18"; "" when unknown. */
export const gstCode = (percent: number | null): string => (percent === null ? '' : `GST_${percent}`);

/** The GST and HSN cells of a listed SKU's row: its products', the defaults only without a product. */
export function skuToolTax(listing: SkuToolListing): { gst: string; hsn: string } {
  if (listing.productCount === 0) return { ...SKU_TOOL_DEFAULT_TAX };
  return { gst: gstCode(listing.gst ?? listing.productGst), hsn: listing.hsnCode ?? '' };
}
