// The fields of products, listings and fee categories (docs/screens.md, Product and Listing). Labels
// are the grids' column titles, in the old screens' Title Case (decision 376).
import { ROW_NUMBER, defineFields } from './field.ts';

/** A product's and a listing's measurements: the same words on both. */
const MEASUREMENTS = {
  productLength: { label: 'Length', unit: 'cm', help: 'The packed length, in centimetres' },
  breadth: { label: 'Breadth', unit: 'cm', help: 'The packed breadth, in centimetres' },
  height: { label: 'Height', unit: 'cm', help: 'The packed height, in centimetres' },
  weight: { label: 'Weight', unit: 'kg', help: 'The packed weight, in kilograms' },
} as const;

export const PRODUCT_FIELDS = defineFields({
  productName: { label: 'Product Name', help: 'The name the staff know the product by' },
  purchaseCost: { label: 'Purchase Cost', unit: '₹', help: 'What one unit costs to buy' },
  stock: { label: 'Stock', help: 'Units in hand; a listing is live while each of its products has some' },
  unit: { label: 'Unit', help: 'The unit of quantity (UQC) the stock counts and the prices are per' },
  gstMode: { label: 'GST', help: 'A fixed rate of its own, or the rate the GST rules give its HSN code' },
  gst: { label: 'GST %', unit: '%', help: 'The GST rate of a product with a fixed rate' },
  hsnCode: { label: 'HSN Code', help: 'The 4, 6 or 8 digit HSN code of the goods' },
  productImage: { label: 'Images', help: 'The product’s pictures, uploaded to Seller Desk' },
  searchKeyword: { label: 'Search Keywords', help: 'Words a search for the product may use' },
  amazonKeyword: { label: 'Amazon Keyword', help: 'The search terms sent with an Amazon listing' },
  ...MEASUREMENTS,
  rackNo: { label: 'Rack No', help: 'Where the stock is kept' },
  forSale: { label: 'For Sale', help: 'Shown on the retail and wholesale price lists' },
});

export const LISTING_FIELDS = defineFields({
  sno: ROW_NUMBER,
  skuid: { label: 'SKU', help: 'The listing’s stock keeping unit on its channel' },
  listingPrice: { label: 'Listing Price', unit: '₹', help: 'The price the listing is sold at' },
  priceShouldBe: { label: 'Price Should Be', unit: '₹', help: 'The price that brings the profit target' },
  lossProfit: { label: 'Label', help: 'Loss, best or extra: the listing price beside Price Should Be' },
  products: { label: 'Products', help: 'The products one sale of the listing sends' },
  purchaseCost: { label: 'Purchase Cost', unit: '₹', help: 'What the linked products cost together' },
  category: { label: 'Category', help: 'The channel’s fee category the listing is charged by' },
  profit: { label: 'Profit', unit: '₹', help: 'The profit target of one sale' },
  packing: { label: 'Packing', unit: '₹', help: 'What packing one order costs' },
  advertisingCost: { label: 'Advertising Cost', unit: '₹', help: 'Advertising spent per sale' },
  returnCost: { label: 'Return Cost', unit: '₹', help: 'Returns’ cost spread over each sale' },
  discount: { label: 'Discount', unit: '₹', help: 'Taken off the listing price' },
  shippingFee: { label: 'Shipping Fee', unit: '₹', help: 'What the buyer pays for shipping' },
  ...MEASUREMENTS,
});

export const FEE_CATEGORY_FIELDS = defineFields({
  name: { label: 'Name', help: 'The marketplace’s name of the category' },
  from: { label: 'From', unit: '₹', help: 'The lowest price a slab covers' },
  to: { label: 'To', unit: '₹', help: 'The highest price a slab covers' },
  precent: { label: 'Percent', unit: '%', help: 'The slab’s commission rate' },
  referalFeePercent: { label: 'Referral Fee Percent', unit: '%', help: 'Amazon’s referral fee rate' },
});
