// The GST and HSN columns of the SKU tool's Listing CSV (/label). The spec's defaults, GST_5 and HSN
// 9303, are for a SKU with no product; a SKU whose listing has products takes theirs: the GST % its
// price is taxed at (a product priced by HSN code at its rule for the listing price today) and the
// products' HSN codes (decision 296).

/** The spec's defaults, for a listed SKU that has no product linked: GST_5 and HSN 9303. */
const DEFAULT_RATE = 5;
const DEFAULT_HSN = '9303';

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

/** The GST % a listed SKU's row gives: its products', the default only without a product; null unknown. */
export const skuToolRate = (listing: SkuToolListing): number | null =>
  listing.productCount === 0 ? DEFAULT_RATE : (listing.gst ?? listing.productGst);

/** The GST and HSN cells of a listed SKU's row: its products', the defaults only without a product. */
export function skuToolTax(listing: SkuToolListing): { gst: string; hsn: string } {
  return {
    gst: gstCode(skuToolRate(listing)),
    hsn: listing.productCount === 0 ? DEFAULT_HSN : (listing.hsnCode ?? ''),
  };
}
