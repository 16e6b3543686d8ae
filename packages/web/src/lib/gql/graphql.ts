/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** a row of a bulk Amazon listing call: products and category by name, matched without case */
export type AmazonListingBulkInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  /** the Amazon category by name */
  categoryName?: string | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** the linked products by name; on update, given names replace the links */
  productNames?: Array<string> | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  weight?: number | null | undefined;
};

/** every field optional on update; skuid required on create */
export type AmazonListingInput = {
  advertisingCost?: number | null | undefined;
  amazonProductCategory?: CategoryRelationInput | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: ProductsRelationInput | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type AmazonListingUpdateManyInput = {
  data: AmazonListingBulkInput;
  where: ListingWhereUniqueInput;
};

/** every field optional on update; name required on create */
export type AmazonProductCategoryInput = {
  /** the date changed slab lists take effect (default today; a past date re-prices from then on; a version of that date is replaced) */
  effectiveFrom?: string | null | undefined;
  name?: string | null | undefined;
  referalFeePercent?: Array<SlabInput> | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
};

/** what to show; every part optional */
export type AuditLogWhere = {
  /** one kind of record */
  entity?: string | null | undefined;
  /** one record (with its entity); an order line's history also holds the uploads that stored or changed it, the re-prices that priced it again and the publishing of its bill date */
  entityId?: string | null | undefined;
  /** from this India date on */
  from?: string | null | undefined;
  /** up to this India date, included */
  to?: string | null | undefined;
  /** one account's changes */
  userId?: string | null | undefined;
};

/** the marketplace arrays of a bill to write; a line not listed is never dropped */
export type BillInput = {
  amazon?: Array<BillOrderInput> | null | undefined;
  flipkart?: Array<BillOrderInput> | null | undefined;
  littleKid?: Array<BillOrderInput> | null | undefined;
  meesho?: Array<BillOrderInput> | null | undefined;
  trendyHandy?: Array<BillOrderInput> | null | undefined;
};

/** one marketplace order line to insert or update by (channel, orderId, sku); fields left out stay as they are */
export type BillOrderInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  amazonsetlment?: number | null | undefined;
  amountRecieveFromAmazon?: number | null | undefined;
  amountRecieveFromFlipkart?: number | null | undefined;
  amountRecieveFromLittleKid?: number | null | undefined;
  amountRecieveFromMeesho?: number | null | undefined;
  amountRecieveFromTrendyHandy?: number | null | undefined;
  city?: string | null | undefined;
  claimId?: string | null | undefined;
  claimResult?: string | null | undefined;
  condition?: string | null | undefined;
  damageDescription?: string | null | undefined;
  email?: string | null | undefined;
  flipkartsetlment?: number | null | undefined;
  invoiceAmount?: number | null | undefined;
  littleKidsetlment?: number | null | undefined;
  marketplaceFee?: number | null | undefined;
  meeshosetlment?: number | null | undefined;
  orderId: string;
  paymentDate?: string | null | undefined;
  paymentReceived?: boolean | null | undefined;
  phone?: string | null | undefined;
  pinCode?: string | null | undefined;
  podRequestTickeetId?: string | null | undefined;
  profit?: number | null | undefined;
  purchaseCost?: number | null | undefined;
  pysicallyRecieved?: boolean | null | undefined;
  quantity?: number | null | undefined;
  return?: boolean | null | undefined;
  returnType?: string | null | undefined;
  saleType?: string | null | undefined;
  shipToName?: string | null | undefined;
  sku: string;
  state?: string | null | undefined;
  trackingID?: string | null | undefined;
  trendyHandysetlment?: number | null | undefined;
};

/** which lines a Check Bills tab lists (Sale, Return, Payment): every line, the returned ones, the paid ones */
export type BillOrderTab =
  | 'PAYMENT'
  | 'RETURN'
  | 'SALE';

/** one channel's lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, both included) */
export type BillOrderWhereInput = {
  billDate_gte: string;
  billDate_lte: string;
  channel: MarketplaceChannel;
  /** only the lines whose order id, SKU, tracking id or buyer's name contains this text, any case (at most 100 characters) */
  search?: string | null | undefined;
  tab: BillOrderTab;
};

/** a range of bill dates (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), every channel */
export type BusinessNetWhereInput = {
  billDate_gte: string;
  billDate_lte: string;
};

export type CategoryRelationInput = {
  connect?: CategoryWhereUniqueInput | null | undefined;
  disconnect?: boolean | null | undefined;
};

export type CategoryWhereUniqueInput = {
  id: string;
};

export type ChannelDaysInput = {
  amazon?: number | null | undefined;
  flipkart?: number | null | undefined;
  littleKid?: number | null | undefined;
  meesho?: number | null | undefined;
  trendyHandy?: number | null | undefined;
};

/** a band as typed: a fee left out or null is refused naming the version (not read as 0) */
export type ClosingFeeBandInput = {
  fee?: number | null | undefined;
  /** null or left out: every price above the previous band */
  upTo?: number | null | undefined;
};

export type CouponRuleInput = {
  code: string;
  keyword: string;
};

/** which couriers a sync reads */
export type CourierSyncWhich =
  | 'BOTH'
  | 'ITHINK'
  | 'SHIPROCKET';

export type CreditReason =
  | 'PRICE_REDUCTION'
  | 'RETURN';

export type DocumentDefaultsInput = {
  kind: InvoiceKind;
  notes: string;
  term: string;
};

/** a version as typed: a number left out or null is refused with a message naming the version and the field */
export type FeeScheduleVersionInput = {
  closingFeeBands: Array<ClosingFeeBandInput>;
  collectionFlatAbove?: number | null | undefined;
  effectiveFrom: string;
  feeGstPercent?: number | null | undefined;
  referralGstPercent?: number | null | undefined;
};

/** a row of a bulk Flipkart listing call: products and category by name, matched without case */
export type FlipkartListingBulkInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  /** the Flipkart category by name */
  categoryName?: string | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** the linked products by name; on update, given names replace the links */
  productNames?: Array<string> | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  weight?: number | null | undefined;
};

/** every field optional on update; skuid required on create */
export type FlipkartListingInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  flipkartProductCategory?: CategoryRelationInput | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: ProductsRelationInput | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type FlipkartListingUpdateManyInput = {
  data: FlipkartListingBulkInput;
  where: ListingWhereUniqueInput;
};

/** every field optional on update; name required on create; missing slab lists start with the default slabs */
export type FlipkartProductCategoryInput = {
  collectionFeePercent?: Array<SlabInput> | null | undefined;
  commissionPercent?: Array<SlabInput> | null | undefined;
  /** the date changed slab lists take effect (default today; a past date re-prices from then on; a version of that date is replaced) */
  effectiveFrom?: string | null | undefined;
  fixedFeePercent?: Array<SlabInput> | null | undefined;
  name?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
};

/** a band as typed: a number left out or null is refused naming the rule */
export type GstBandInput = {
  ratePercentAbove?: number | null | undefined;
  thresholdRupees?: number | null | undefined;
};

export type GstCheckSeverity =
  | 'ERROR'
  | 'INFO'
  | 'WARNING';

export type GstDatedAmountInput = {
  effectiveFrom: string;
  rupees?: number | null | undefined;
};

export type GstDatedWithholdingInput = {
  effectiveFrom: string;
  percent?: number | null | undefined;
  section: string;
};

export type GstEtinInput = {
  channel: MarketplaceChannel;
  etin: string;
};

export type GstMode =
  | 'BY_HSN'
  | 'FIXED';

/** what a check points to: a marketplace order line, one of our documents, a channel's sale upload, a figure */
export type GstRefKind =
  | 'DOCUMENT'
  | 'ORDER_LINE'
  | 'SECTION'
  | 'UPLOAD';

export type GstReturnSettingsInput = {
  b2clThresholds: Array<GstDatedAmountInput>;
  etins: Array<GstEtinInput>;
  hsnDigits: number;
  jsonVersion: string;
  tcs: Array<GstDatedWithholdingInput>;
  tds: Array<GstDatedWithholdingInput>;
};

/** a rule as typed: a rate left out or null is refused with a message naming the rule and the field */
export type GstRuleInput = {
  band?: GstBandInput | null | undefined;
  effectiveFrom: string;
  hsnPrefix: string;
  note?: string | null | undefined;
  ratePercent?: number | null | undefined;
};

export type ImpLinkInput = {
  group: string;
  title: string;
  url: string;
};

/** money in rupees, dates yyyy-MM-dd; courier and packingTransportation are null when switched off */
export type InvoiceDocumentInput = {
  /** credit notes: the tax invoice it corrects */
  againstInvoice?: string | null | undefined;
  clientAddress?: string | null | undefined;
  clientName: string;
  /** save even though the invoice date is in a financial year that has ended */
  confirmClosedYear?: boolean | null | undefined;
  contact?: string | null | undefined;
  /** what the buyer pays for the courier; on a tax invoice GST included, taxed at the rates of its lines (decision 128). On a credit note: the invoice's courier credited back, taxed as the invoice taxed it, at most what its notes have not credited yet */
  courier?: number | null | undefined;
  creditReason?: CreditReason | null | undefined;
  /** the buyer's GSTIN (the supplier's on purchase and expense bills) */
  gst?: string | null | undefined;
  /** never after today in India */
  invoiceDate: string;
  invoiceDueDate?: string | null | undefined;
  invoiceTitle?: string | null | undefined;
  /** data URL of a PNG or JPEG (at most 512 KiB), or the seller profile's logo; empty for none */
  logo?: string | null | undefined;
  logoWidth?: number | null | undefined;
  notes?: string | null | undefined;
  notesLabel?: string | null | undefined;
  /** on a credit note: as courier */
  packingTransportation?: number | null | undefined;
  /** two-digit GST state code; taken from gst when it is a GSTIN and this is empty. On purchase and expense bills the state the supplier's bill charges tax for: another state than the seller's is IGST */
  placeOfSupply?: string | null | undefined;
  productLines: Array<InvoiceLineInput>;
  /** purchase and expense bills: the number on the supplier's bill, which its input tax credit is matched by */
  supplierBillNumber?: string | null | undefined;
  taxLabel?: string | null | undefined;
  term?: string | null | undefined;
  termLabel?: string | null | undefined;
  title?: string | null | undefined;
};

export type InvoiceKind =
  | 'CASH_MEMO'
  | 'CREDIT_NOTE'
  | 'EXPENSE'
  | 'GST_INVOICE'
  | 'PURCHASE';

/** rate is rupees per unit WITHOUT tax; gst is the GST rate in percent */
export type InvoiceLineInput = {
  description: string;
  /** on a tax invoice, null takes the rate of the GST rules by HSN code on the invoice date at this rate */
  gst?: number | null | undefined;
  hsnCode?: string | null | undefined;
  /** credit notes: the line of the invoice credited (1 = its first line); by default the line of the same description, HSN code and GST rate */
  invoiceLine?: number | null | undefined;
  productId?: string | null | undefined;
  quantity: number;
  rate: number;
  /** the unit of the quantity, a GST unit code (UQC) such as PCS, KGS or MTR; required on a tax invoice's line with a quantity. On a credit note, null takes the unit of the invoice line credited (decision 141) */
  unit?: string | null | undefined;
};

export type InvoiceWhereInput = {
  billDate_gte?: string | null | undefined;
  billDate_lte?: string | null | undefined;
  kind?: InvoiceKind | null | undefined;
  /** part of the number, the client's name or GSTIN, or of a purchase or expense bill's number on the supplier's bill; any case */
  search?: string | null | undefined;
};

/** where a job stands: QUEUED (waiting for a server), RUNNING, DONE or FAILED */
export type JobState =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** exactly one of the two */
export type ListingWhereUniqueInput = {
  id?: string | null | undefined;
  skuid?: string | null | undefined;
};

/** every field optional on update; skuid required on create */
export type LittleKidListingInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: ProductsRelationInput | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type MarketplaceChannel =
  | 'amazon'
  | 'flipkart'
  | 'littleKid'
  | 'meesho'
  | 'trendyHandy';

/** a row of a bulk Meesho listing call: products and category by name, matched without case */
export type MeeshoListingBulkInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** the linked products by name; on update, given names replace the links */
  productNames?: Array<string> | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  skuid?: string | null | undefined;
  weight?: number | null | undefined;
};

/** every field optional on update; skuid required on create */
export type MeeshoListingInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: ProductsRelationInput | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  skuid?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type MeeshoListingUpdateManyInput = {
  data: MeeshoListingBulkInput;
  where: ListingWhereUniqueInput;
};

/** the settings as typed: a number left out or null, or days not whole, are refused by core's check, naming the field as Settings labels it */
export type MessageSettingsInput = {
  couponRules: Array<CouponRuleInput>;
  deliveryPromise: string;
  eddDays?: number | null | undefined;
  returnDiscountRupees?: number | null | undefined;
  shopLinks: string;
  templates: MessageTemplatesInput;
  trackingLinks: TrackingLinksInput;
  unboxingVideoLink: string;
};

export type MessageTemplatesInput = {
  callScript: string;
  firstOrder: string;
  inTransit: string;
  ndr: string;
  rto: string;
};

/** what the NDR queue sends a courier */
export type NdrRequest =
  | 'REATTEMPT'
  | 'RTO';

/** what the staff did about an undelivered shipment */
export type NdrState =
  | 'CLOSED'
  | 'CONTACTED'
  | 'NEW'
  | 'REATTEMPT_REQUESTED'
  | 'RTO_ACCEPTED';

/** one order line: its channel, the marketplace's order id and the SKU */
export type OrderLineWhereUniqueInput = {
  channel: MarketplaceChannel;
  orderId: string;
  sku: string;
};

/** every field optional on update; productName required on create */
export type ProductInput = {
  amazonKeyword?: string | null | undefined;
  breadth?: number | null | undefined;
  forSale?: boolean | null | undefined;
  gst?: number | null | undefined;
  /** default FIXED on create; BY_HSN clears gst */
  gstMode?: GstMode | null | undefined;
  height?: number | null | undefined;
  hsnCode?: string | null | undefined;
  productImage?: Array<string> | null | undefined;
  productLength?: number | null | undefined;
  productName?: string | null | undefined;
  purchaseCost?: number | null | undefined;
  rackNo?: string | null | undefined;
  searchKeyword?: Array<string> | null | undefined;
  stock?: number | null | undefined;
  /** a GST unit code (UQC), stored in capitals; absent or null: PCS on create, unchanged on update */
  unit?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type ProductUpdateManyInput = {
  data: ProductInput;
  where: ProductWhereIdOrNameInput;
};

/** a product of a bulk update: by id, or by its name matched without case (exactly one of the two) */
export type ProductWhereIdOrNameInput = {
  id?: string | null | undefined;
  productName?: string | null | undefined;
};

export type ProductWhereUniqueInput = {
  id: string;
};

export type ProductsRelationInput = {
  connect?: Array<ProductWhereUniqueInput> | null | undefined;
  set?: Array<ProductWhereUniqueInput> | null | undefined;
};

/** the settings as typed: a number left out or null, or days not whole, are refused naming the field as the Settings screen labels it */
export type ReconciliationSettingsInput = {
  claimAfterDays?: number | null | undefined;
  claimWindowDays?: ChannelDaysInput | null | undefined;
  paymentCycleDays?: ChannelDaysInput | null | undefined;
  toleranceRupees?: number | null | undefined;
};

export type Role =
  | 'ADMIN'
  | 'USER';

/** a chart's bucket: a day, a week from Monday, a calendar month */
export type SalesBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** what the SKU table is ordered by (then by SKU and channel) */
export type SalesSkuOrder =
  | 'NET_PROFIT'
  | 'RETURNED_UNITS'
  | 'REVENUE'
  | 'SKU'
  | 'UNITS';

/** the order lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), of one channel or of all five */
export type SalesWhereInput = {
  billDate_gte: string;
  billDate_lte: string;
  channel?: MarketplaceChannel | null | undefined;
};

export type SecretFieldInput = {
  name: string;
  value: string;
};

export type SellerProfileInput = {
  address?: string | null | undefined;
  bankAccountName?: string | null | undefined;
  bankAccountNumber?: string | null | undefined;
  bankIfsc?: string | null | undefined;
  bankName?: string | null | undefined;
  businessName?: string | null | undefined;
  documentDefaults?: Array<DocumentDefaultsInput> | null | undefined;
  email?: string | null | undefined;
  financialYearStartMonth?: number | null | undefined;
  gstin?: string | null | undefined;
  /** empty for none, or the url answered by POST /files/logos */
  logo?: string | null | undefined;
  logoWidth?: number | null | undefined;
  pan?: string | null | undefined;
  phone?: string | null | undefined;
  stateCode?: string | null | undefined;
};

export type ShipmentCostRuleInput = {
  keyword: string;
  /** rupees */
  unitCost: number;
};

/** a tab of Order DataBase MSG (docs/orders.md) */
export type ShipmentTab =
  | 'AFTER_EDD'
  | 'ALL'
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'NEW'
  | 'RTO'
  | 'UNDELIVERED';

export type SlabInput = {
  from: number;
  precent: number;
  to: number;
};

export type Stage =
  | 'DRAFT'
  | 'PUBLISHED';

export type TrackingLinksInput = {
  ithink: string;
  shiprocket: string;
};

/** every field optional on update; skuid required on create */
export type TrendyHandyListingInput = {
  advertisingCost?: number | null | undefined;
  breadth?: number | null | undefined;
  discount?: number | null | undefined;
  height?: number | null | undefined;
  listingPrice?: number | null | undefined;
  packing?: number | null | undefined;
  productLength?: number | null | undefined;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: ProductsRelationInput | null | undefined;
  profit?: number | null | undefined;
  returnCost?: number | null | undefined;
  shippingFee?: number | null | undefined;
  skuid?: string | null | undefined;
  /** on update: the version the editor started from (optimistic lock) */
  version?: number | null | undefined;
  weight?: number | null | undefined;
};

export type UserUpdateInput = {
  disabled?: boolean | null | undefined;
  password?: string | null | undefined;
  role?: Role | null | undefined;
};

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { sellerProfile: { businessName: string, logo: string } };

export type SaveInvoiceMutationVariables = Exact<{
  kind: InvoiceKind;
  data: InvoiceDocumentInput;
}>;


export type SaveInvoiceMutation = { saveInvoice: { id: string, kind: InvoiceKind, invoiceNumber: string, billDate: string, subtotal: number, taxTotal: number, total: number, amountInWords: string, pdfUrl: string } };

export type InvoicesQueryVariables = Exact<{
  where?: InvoiceWhereInput | null | undefined;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type InvoicesQuery = { invoiceCount: number, invoices: Array<{ id: string, kind: InvoiceKind, invoiceNumber: string, billDate: string, clientName: string, clientGstin: string | null, placeOfSupply: string | null, subtotal: number, taxTotal: number, total: number, pdfUrl: string, cancelled: boolean, cancelReason: string | null, credited: number, createdBy: string | null, document: { againstInvoiceNumber: string | null, supplierBillNumber: string | null } }> };

export type CancelInvoiceMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type CancelInvoiceMutation = { cancelInvoice: { id: string, cancelled: boolean } };

export type DocumentsIssuedQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type DocumentsIssuedQuery = { documentsIssued: Array<{ kind: InvoiceKind, label: string, firstNumber: string, lastNumber: string, total: number, cancelled: number }> };

export type BillingProductsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BillingProductsQuery = { products: Array<{ id: string, productName: string, gst: number | null, hsnCode: string | null, purchaseCost: number | null, unit: string }> };

export type CreditNoteInvoiceQueryVariables = Exact<{
  id: string;
}>;


export type CreditNoteInvoiceQuery = { invoice: { id: string, kind: InvoiceKind, invoiceNumber: string, billDate: string, total: number, credited: number, returnedQuantities: Array<number>, cancelled: boolean, placeOfSupply: string | null, creditedCharges: { courier: number, packingTransportation: number }, document: { clientName: string, clientAddress: string | null, gst: string | null, contact: string | null, courier: number | null, packingTransportation: number | null, chargesGstIncluded: boolean | null, logo: string | null, logoWidth: number | null, productLines: Array<{ description: string, quantity: number, unit: string | null, rate: number, hsnCode: string | null, gst: number | null, productId: string | null }> } } | null };

export type BulkFlipkartListingPricesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkFlipkartListingPricesQuery = { listings: Array<{ skuid: string, listingPrice: number | null, hsnCode: string | null, gst: number | null, profit: number | null, afterPurchaseCostDeduct: number | null, products: Array<{ gst: number | null }> }> };

export type BulkAmazonListingPricesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkAmazonListingPricesQuery = { listings: Array<{ skuid: string, listingPrice: number | null, hsnCode: string | null, gst: number | null, profit: number | null, afterPurchaseCostDeduct: number | null, products: Array<{ gst: number | null }> }> };

export type BulkMeeshoListingPricesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkMeeshoListingPricesQuery = { listings: Array<{ skuid: string, listingPrice: number | null, hsnCode: string | null, gst: number | null, profit: number | null, afterPurchaseCostDeduct: number | null, products: Array<{ gst: number | null }> }> };

export type BulkTrendyHandyListingPricesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkTrendyHandyListingPricesQuery = { listings: Array<{ skuid: string, listingPrice: number | null }> };

export type CreateManyFlipkartListingsMutationVariables = Exact<{
  data: Array<FlipkartListingBulkInput> | FlipkartListingBulkInput;
}>;


export type CreateManyFlipkartListingsMutation = { createManyFlipkartListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type UpdateManyFlipkartListingsMutationVariables = Exact<{
  data: Array<FlipkartListingUpdateManyInput> | FlipkartListingUpdateManyInput;
}>;


export type UpdateManyFlipkartListingsMutation = { updateManyFlipkartListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type CreateManyAmazonListingsMutationVariables = Exact<{
  data: Array<AmazonListingBulkInput> | AmazonListingBulkInput;
}>;


export type CreateManyAmazonListingsMutation = { createManyAmazonListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type UpdateManyAmazonListingsMutationVariables = Exact<{
  data: Array<AmazonListingUpdateManyInput> | AmazonListingUpdateManyInput;
}>;


export type UpdateManyAmazonListingsMutation = { updateManyAmazonListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type CreateManyMeeshoListingsMutationVariables = Exact<{
  data: Array<MeeshoListingBulkInput> | MeeshoListingBulkInput;
}>;


export type CreateManyMeeshoListingsMutation = { createManyMeeshoListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type UpdateManyMeeshoListingsMutationVariables = Exact<{
  data: Array<MeeshoListingUpdateManyInput> | MeeshoListingUpdateManyInput;
}>;


export type UpdateManyMeeshoListingsMutation = { updateManyMeeshoListings: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type BulkProductNamesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkProductNamesQuery = { names: Array<{ name: string }> };

export type BulkFlipkartCategoryNamesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkFlipkartCategoryNamesQuery = { names: Array<{ name: string }> };

export type BulkAmazonCategoryNamesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkAmazonCategoryNamesQuery = { names: Array<{ name: string }> };

export type BulkStoredProductsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type BulkStoredProductsQuery = { products: Array<{ productName: string, gst: number | null, gstMode: GstMode, hsnCode: string | null }> };

export type CreateManyProductsMutationVariables = Exact<{
  data: Array<ProductInput> | ProductInput;
}>;


export type CreateManyProductsMutation = { createManyProducts: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type UpdateManyProductsMutationVariables = Exact<{
  data: Array<ProductUpdateManyInput> | ProductUpdateManyInput;
}>;


export type UpdateManyProductsMutation = { updateManyProducts: Array<{ row: number, ok: boolean, id: string | null, error: { field: string | null, message: string } | null }> };

export type BillOrdersPageQueryVariables = Exact<{
  where: BillOrderWhereInput;
  first: number;
  skip: number;
}>;


export type BillOrdersPageQuery = { billOrderCount: number, billOrders: Array<{ id: string, orderedOn: string | null, orderId: string, sku: string, quantity: number | null, invoiceAmount: number | null, purchaseCost: number | null, marketplaceFee: number | null, profit: number | null, saleType: string | null, shipToName: string | null, city: string | null, trackingID: string | null, flipkartsetlment: number | null, amazonsetlment: number | null, meeshosetlment: number | null, littleKidsetlment: number | null, trendyHandysetlment: number | null, return: boolean | null, returnType: string | null, returnDate: string | null, pysicallyRecieved: boolean | null, podRequestTickeetId: string | null, condition: string | null, damageDescription: string | null, claimId: string | null, claimResult: string | null, paymentReceived: boolean | null, paymentDate: string | null, amountRecieveFromFlipkart: number | null, amountRecieveFromAmazon: number | null, amountRecieveFromMeesho: number | null, amountRecieveFromLittleKid: number | null, amountRecieveFromTrendyHandy: number | null, tcs: number | null, tds: number | null, difference: number | null }> };

export type SalesSummaryFieldsFragment = { key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number };

export type ChannelDashboardQueryVariables = Exact<{
  where: SalesWhereInput;
  payment: boolean;
}>;


export type ChannelDashboardQuery = { salesSummary: { key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number }, salesSeries: { bucket: SalesBucket, points: Array<{ key: string | null, revenue: number, netProfit: number }> }, awaitingPayment?: Array<{ label: string, lines: number, expected: number }> };

export type SalesOverviewQueryVariables = Exact<{
  where: SalesWhereInput;
}>;


export type SalesOverviewQuery = { salesSummary: { key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number }, salesByChannel: Array<{ key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number }>, salesSeries: { bucket: SalesBucket, points: Array<{ key: string | null, channel: MarketplaceChannel | null, revenue: number }> } };

export type SkuSalesQueryVariables = Exact<{
  where: SalesWhereInput;
  perChannel: boolean;
  orderBy: SalesSkuOrder;
  descending: boolean;
  first: number;
  skip: number;
}>;


export type SkuSalesQuery = { salesSkuCount: number, salesBySku: Array<{ key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number }>, salesSummary: { key: string | null, channel: MarketplaceChannel | null, orders: number, lines: number, units: number, revenue: number, marketplaceFees: number, settlement: number, purchaseCost: number, tcs: number, tds: number, returns: number, returnedUnits: number, rtoReturns: number, returnCost: number, netProfit: number, returnRate: number | null, paidLines: number, received: number, expectedPayout: number, difference: number } };

export type TopSkusQueryVariables = Exact<{
  where: SalesWhereInput;
}>;


export type TopSkusQuery = { byProfit: Array<{ key: string | null, netProfit: number, returnedUnits: number }>, byLoss: Array<{ key: string | null, netProfit: number, returnedUnits: number }>, byReturns: Array<{ key: string | null, netProfit: number, returnedUnits: number }> };

export type BusinessNetQueryVariables = Exact<{
  where: BusinessNetWhereInput;
}>;


export type BusinessNetQuery = { businessNet: { marketplaceNetProfit: number, ownStoreSales: number, creditNotes: number, purchases: number, expenses: number, net: number, documents: number } };

export type LinePaymentsQueryVariables = Exact<{
  where: OrderLineWhereUniqueInput;
}>;


export type LinePaymentsQuery = { orderLinePayments: Array<{ entryKey: string, paymentDate: string | null, amountReceived: number, reportedSale: number | null, reportedFees: number | null, tcs: number | null, tds: number | null, recordedAt: string, recordedBy: string | null }> };

export type RemoveLinePaymentMutationVariables = Exact<{
  where: OrderLineWhereUniqueInput;
  entryKey: string;
  reason: string;
}>;


export type RemoveLinePaymentMutation = { removeOrderLinePayment: { id: string } };

export type GstReturnQueryVariables = Exact<{
  period: string;
}>;


export type GstReturnQuery = { gstReturn: { period: string, label: string, from: string, to: string, gstin: string, missing: Array<string>, notStoredCount: number, notStoredValue: number, channels: Array<{ channel: MarketplaceChannel, saleLines: number, sales: number, returnLines: number, returns: number, computedLines: number, noRateLines: number }>, documents: Array<{ kind: string, count: number, cancelled: number, total: number }>, sections: Array<{ key: string, title: string, count: number, taxable: number, tax: number, rows: Array<{ label: string, drill: string | null, count: number, taxable: number, tax: number, ref: { kind: GstRefKind, id: string, label: string, number: string | null, billDate: string | null } | null }> }>, documentsIssued: Array<{ series: string, nature: string, from: string, to: string, total: number, cancelled: number, net: number, drill: string }>, checks: Array<{ code: string, severity: GstCheckSeverity, message: string, ref: { kind: GstRefKind, id: string, label: string, channel: MarketplaceChannel | null, orderId: string | null, billDate: string | null, returnDate: string | null, productId: string | null, number: string | null } | null }>, lastExport: { at: string, format: string } | null } };

export type GstLinesQueryVariables = Exact<{
  period: string;
  drill: string;
  first: number;
  skip: number;
}>;


export type GstLinesQuery = { gstLines: { total: number, issuedTotal: number, lines: Array<{ id: string, channel: MarketplaceChannel, orderId: string, sku: string, event: string, date: string, billDate: string, state: string | null, rate: number | null, hsn: string | null, quantity: number, amount: number, invoiceNo: string | null }>, documents: Array<{ documentId: string, kind: string, number: string, date: string, line: number, description: string, hsn: string, rate: number, quantity: number, taxable: number }>, issued: Array<{ documentId: string, kind: string, number: string, date: string, amount: number, cancelled: boolean }> } };

export type GstWithholdingQueryVariables = Exact<{
  period: string;
}>;


export type GstWithholdingQuery = { gstWithholding: Array<{ channel: MarketplaceChannel, month: string, etin: string, taxable: number, creditedBy: string | null, creditedAt: string | null, tcs: { section: string, rates: string, expected: number, withheld: number, credited: number | null, withheldLessExpected: number, creditedLessWithheld: number | null }, tds: { section: string, rates: string, expected: number, withheld: number, credited: number | null, withheldLessExpected: number, creditedLessWithheld: number | null } }> };

export type SetGstWithholdingCreditMutationVariables = Exact<{
  channel: MarketplaceChannel;
  month: string;
  tcsCredited?: number | null | undefined;
  tdsCredited?: number | null | undefined;
}>;


export type SetGstWithholdingCreditMutation = { setGstWithholdingCredit: { channel: MarketplaceChannel, month: string } };

export type AuditLogQueryVariables = Exact<{
  where?: AuditLogWhere | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { nextCursor: string | null, recordName: string | null, entries: Array<{ id: string, at: string, userId: string | null, who: string, entity: string, entityLabel: string, entityId: string, recordName: string, action: string, actionLabel: string, changes: Array<{ field: string, label: string, before: string | null, after: string | null }> }> } };

export type HistoryUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type HistoryUsersQuery = { users: Array<{ id: string, username: string }> };

export type ImpLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type ImpLinksQuery = { impLinks: Array<{ id: string, title: string, url: string, group: string, position: number }> };

export type CreateImpLinkMutationVariables = Exact<{
  data: ImpLinkInput;
}>;


export type CreateImpLinkMutation = { createImpLink: { id: string } };

export type UpdateImpLinkMutationVariables = Exact<{
  id: string;
  data: ImpLinkInput;
}>;


export type UpdateImpLinkMutation = { updateImpLink: { id: string } };

export type DeleteImpLinkMutationVariables = Exact<{
  id: string;
}>;


export type DeleteImpLinkMutation = { deleteImpLink: { id: string } };

export type ReorderImpLinksMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ReorderImpLinksMutation = { reorderImpLinks: Array<{ id: string }> };

export type FlipkartRackListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type FlipkartRackListingsQuery = { listings: Array<{ skuid: string, img: string | null, productName: string | null, rackNo: string | null, gst: number | null, hsnCode: string | null, products: Array<{ productImage: Array<string>, gst: number | null }> }> };

export type AmazonRackListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type AmazonRackListingsQuery = { listings: Array<{ skuid: string, img: string | null, productName: string | null, rackNo: string | null, gst: number | null, hsnCode: string | null, products: Array<{ productImage: Array<string>, gst: number | null }> }> };

export type MeeshoRackListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type MeeshoRackListingsQuery = { listings: Array<{ skuid: string, img: string | null, productName: string | null, rackNo: string | null, gst: number | null, hsnCode: string | null, products: Array<{ productImage: Array<string>, gst: number | null }> }> };

export type FlipkartProductCategoryFieldsFragment = { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> };

export type AmazonProductCategoryFieldsFragment = { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> };

export type CategoryOrderLinesFromQueryVariables = Exact<{
  where: CategoryWhereUniqueInput;
  from: string;
}>;


export type CategoryOrderLinesFromQuery = { count: number };

export type CreateFlipkartProductCategoryMutationVariables = Exact<{
  data: FlipkartProductCategoryInput;
}>;


export type CreateFlipkartProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type CreateAmazonProductCategoryMutationVariables = Exact<{
  data: AmazonProductCategoryInput;
}>;


export type CreateAmazonProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type CreateFlipkartListingMutationVariables = Exact<{
  data: FlipkartListingInput;
}>;


export type CreateFlipkartListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type CreateAmazonListingMutationVariables = Exact<{
  data: AmazonListingInput;
}>;


export type CreateAmazonListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type CreateMeeshoListingMutationVariables = Exact<{
  data: MeeshoListingInput;
}>;


export type CreateMeeshoListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type CreateLittleKidListingMutationVariables = Exact<{
  data: LittleKidListingInput;
}>;


export type CreateLittleKidListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type CreateTrendyHandyListingMutationVariables = Exact<{
  data: TrendyHandyListingInput;
}>;


export type CreateTrendyHandyListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type DeleteFlipkartProductCategoryVersionMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
  effectiveFrom: string;
  version?: number | null | undefined;
}>;


export type DeleteFlipkartProductCategoryVersionMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type DeleteAmazonProductCategoryVersionMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
  effectiveFrom: string;
  version?: number | null | undefined;
}>;


export type DeleteAmazonProductCategoryVersionMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type DeleteFlipkartProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteFlipkartProductCategoryMutation = { category: { id: string, name: string } };

export type DeleteAmazonProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteAmazonProductCategoryMutation = { category: { id: string, name: string } };

export type DeleteFlipkartListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteFlipkartListingMutation = { listing: { id: string, skuid: string } };

export type DeleteAmazonListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteAmazonListingMutation = { listing: { id: string, skuid: string } };

export type DeleteMeeshoListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteMeeshoListingMutation = { listing: { id: string, skuid: string } };

export type DeleteLittleKidListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteLittleKidListingMutation = { listing: { id: string, skuid: string } };

export type DeleteTrendyHandyListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type DeleteTrendyHandyListingMutation = { listing: { id: string, skuid: string } };

export type DeleteManyFlipkartListingsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteManyFlipkartListingsMutation = { results: Array<{ id: string, ok: boolean, message: string | null }> };

export type DeleteManyAmazonListingsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteManyAmazonListingsMutation = { results: Array<{ id: string, ok: boolean, message: string | null }> };

export type DeleteManyMeeshoListingsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteManyMeeshoListingsMutation = { results: Array<{ id: string, ok: boolean, message: string | null }> };

export type DeleteManyLittleKidListingsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteManyLittleKidListingsMutation = { results: Array<{ id: string, ok: boolean, message: string | null }> };

export type DeleteManyTrendyHandyListingsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteManyTrendyHandyListingsMutation = { results: Array<{ id: string, ok: boolean, message: string | null }> };

export type FlipkartProductCategoriesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type FlipkartProductCategoriesQuery = { categories: Array<{ id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> }> };

export type AmazonProductCategoriesQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type AmazonProductCategoriesQuery = { categories: Array<{ id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> }> };

export type ListingProductFieldsFragment = { id: string, productName: string, purchaseCost: number | null, gst: number | null, gstMode: GstMode, hsnCode: string | null, img: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null };

export type ListingProductsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type ListingProductsQuery = { productCount: number, products: Array<{ id: string, productName: string, purchaseCost: number | null, gst: number | null, gstMode: GstMode, hsnCode: string | null, img: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null }> };

export type FlipkartListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type FlipkartListingsQuery = { count: number, listings: Array<{ id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> }> };

export type AmazonListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type AmazonListingsQuery = { count: number, listings: Array<{ id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> }> };

export type MeeshoListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type MeeshoListingsQuery = { count: number, listings: Array<{ id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> }> };

export type LittleKidListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type LittleKidListingsQuery = { count: number, listings: Array<{ id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> }> };

export type TrendyHandyListingsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type TrendyHandyListingsQuery = { count: number, listings: Array<{ id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> }> };

export type FlipkartListingFieldsFragment = { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> };

export type AmazonListingFieldsFragment = { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> };

export type MeeshoListingFieldsFragment = { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> };

export type LittleKidListingFieldsFragment = { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> };

export type TrendyHandyListingFieldsFragment = { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> };

export type PublishFlipkartProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishFlipkartProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type PublishAmazonProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishAmazonProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type PublishFlipkartListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishFlipkartListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type PublishAmazonListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishAmazonListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type PublishMeeshoListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishMeeshoListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type PublishLittleKidListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishLittleKidListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type PublishTrendyHandyListingMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
}>;


export type PublishTrendyHandyListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateFlipkartProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
  data: FlipkartProductCategoryInput;
}>;


export type UpdateFlipkartProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, commissionPercent: Array<{ from: number, to: number, precent: number }>, fixedFeePercent: Array<{ from: number, to: number, precent: number }>, collectionFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type UpdateAmazonProductCategoryMutationVariables = Exact<{
  where: CategoryWhereUniqueInput;
  data: AmazonProductCategoryInput;
}>;


export type UpdateAmazonProductCategoryMutation = { category: { id: string, name: string, effectiveFrom: string, listingCount: number, version: number, referalFeePercent: Array<{ from: number, to: number, precent: number }>, versions: Array<{ effectiveFrom: string, referalFeePercent: Array<{ from: number, to: number, precent: number }> }> } };

export type UpdateFlipkartListingMutationVariables = Exact<{
  where: ListingWhereUniqueInput;
  data: FlipkartListingInput;
}>;


export type UpdateFlipkartListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateAmazonListingMutationVariables = Exact<{
  where: ListingWhereUniqueInput;
  data: AmazonListingInput;
}>;


export type UpdateAmazonListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, category: { id: string, name: string } | null, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateMeeshoListingMutationVariables = Exact<{
  where: ListingWhereUniqueInput;
  data: MeeshoListingInput;
}>;


export type UpdateMeeshoListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateLittleKidListingMutationVariables = Exact<{
  where: ListingWhereUniqueInput;
  data: LittleKidListingInput;
}>;


export type UpdateLittleKidListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateTrendyHandyListingMutationVariables = Exact<{
  where: ListingWhereUniqueInput;
  data: TrendyHandyListingInput;
}>;


export type UpdateTrendyHandyListingMutation = { listing: { id: string, sno: number, skuid: string, listingPrice: number | null, profit: number | null, packing: number | null, advertisingCost: number | null, returnCost: number | null, discount: number | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, shippingFee: number | null, purchaseCost: number | null, lossProfit: string | null, priceShouldBe: number | null, priceCellClass: string | null, img: string | null, productName: string | null, live: boolean, version: number, products: Array<{ id: string, productName: string }>, dimensions: { productLength: number | null, breadth: number | null, height: number | null, weight: number | null }, settlementLines: Array<{ label: string, value: number | null }>, problems: Array<{ field: string, message: string }> } };

export type UpdateBillFromGridMutationVariables = Exact<{
  billDate: string;
  data: BillInput;
}>;


export type UpdateBillFromGridMutation = { updateBill: { id: string } };

export type AcceptedDifferenceFieldsFragment = { difference: number, reason: string, acceptedAt: string, acceptedBy: string | null };

export type ReconciliationQueuesQueryVariables = Exact<{
  channel: MarketplaceChannel;
  first: number;
  differencesSkip: number;
  acceptedSkip: number;
  overdueSkip: number;
  claimsSkip: number;
}>;


export type ReconciliationQueuesQuery = { reconciliation: { settlementDifferenceCount: number, acceptedDifferenceCount: number, overduePaymentCount: number, returnClaimCount: number, settlementDifferences: Array<{ orderId: string, sku: string, billDate: string, paymentDate: string | null, expectedSettlement: number, tcs: number, tds: number, expectedPayout: number, received: number, difference: number, reason: string, accepted: { difference: number, reason: string, acceptedAt: string, acceptedBy: string | null } | null }>, acceptedDifferences: Array<{ orderId: string, sku: string, billDate: string, difference: number, accepted: { difference: number, reason: string, acceptedAt: string, acceptedBy: string | null } | null }>, overduePayments: Array<{ orderId: string, sku: string, billDate: string, dueDate: string, daysOverdue: number, expectedSettlement: number | null }>, returnClaims: Array<{ orderId: string, sku: string, billDate: string, returnDate: string, returnType: string | null, claimDeadline: string, daysLeft: number, podRequestTickeetId: string | null, condition: string | null, damageDescription: string | null, claimId: string | null, claimResult: string | null }>, settings: { toleranceRupees: number, claimAfterDays: number, paymentCycleDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number }, claimWindowDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number } } } };

export type AcceptPaymentDifferenceMutationVariables = Exact<{
  where: OrderLineWhereUniqueInput;
  difference: number;
  reason: string;
}>;


export type AcceptPaymentDifferenceMutation = { acceptPaymentDifference: { id: string } };

export type ReopenPaymentDifferenceMutationVariables = Exact<{
  where: OrderLineWhereUniqueInput;
}>;


export type ReopenPaymentDifferenceMutation = { reopenPaymentDifference: { id: string } };

export type CourierSyncsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierSyncsQuery = { courierSyncs: Array<{ courier: string, startedByName: string | null, job: { id: string, kind: string, createdAt: string, state: JobState, result: string | null, finishedAt: string | null, progress: { done: number, total: number | null, fraction: number | null }, error: { message: string } | null } | null }> };

export type StartCourierSyncMutationVariables = Exact<{
  which: CourierSyncWhich;
}>;


export type StartCourierSyncMutation = { startCourierSync: { jobId: string } };

export type NdrQueueQueryVariables = Exact<{
  withClosed: boolean;
  first: number;
  skip: number;
}>;


export type NdrQueueQuery = { ndrQueueCount: number, ndrQueue: Array<{ id: string, courier: string, channel: string, orderId: string, status: string | null, productName: string | null, sku: string | null, quantity: number | null, customerName: string | null, email: string | null, mobile: string | null, mobileProblem: string | null, address: string | null, pincode: string | null, paymentMethod: string | null, orderTotal: number | null, courierCompany: string | null, awb: string | null, edd: string | null, orderDate: string | null, latestNdrDate: string | null, ndrAttempts: number | null, ndrReasons: Array<string>, noAttempt: boolean, ndrMsg: boolean, ndrState: NdrState, ndrStateAt: string | null, ndrStateByName: string | null, courierTakesNdrRequests: boolean }> };

export type MoveShipmentNdrMutationVariables = Exact<{
  id: string;
  to: NdrState;
}>;


export type MoveShipmentNdrMutation = { moveShipmentNdr: { id: string, ndrState: NdrState } };

export type RequestShipmentNdrMutationVariables = Exact<{
  id: string;
  request: NdrRequest;
}>;


export type RequestShipmentNdrMutation = { requestShipmentNdr: { sentToCourier: boolean, shipment: { id: string, ndrState: NdrState } } };

export type ShipmentSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type ShipmentSummaryQuery = { shipmentSummary: { total: number, pastEdd: number, codPending: number, codPendingOrders: number, byStatus: Array<{ status: string, statusClass: string, count: number }>, byChannel: Array<{ channel: string, count: number }>, byCourier: Array<{ courier: string | null, courierCompany: string | null, count: number, delivered: number, rto: number, rtoRatePercent: number | null }>, byPincodePrefix: Array<{ prefix: string | null, count: number, delivered: number, rto: number, rtoRatePercent: number | null }>, coverage: Array<{ flag: string, statusClass: string, total: number, sent: number, sentAll: number }> } };

export type ShipmentsQueryVariables = Exact<{
  tab: ShipmentTab;
  first: number;
  skip: number;
}>;


export type ShipmentsQuery = { shipments: Array<{ id: string, courier: string, channel: string, orderId: string, status: string | null, statusClass: string, productName: string | null, sku: string | null, quantity: number | null, customerName: string | null, email: string | null, mobile: string | null, mobileProblem: string | null, address: string | null, pincode: string | null, paymentMethod: string | null, orderTotal: number | null, courierCompany: string | null, awb: string | null, edd: string | null, orderDate: string | null, ndrAttempts: number | null, ndrReasons: Array<string>, firstMsg: boolean, inTransitMsg: boolean, ndrMsg: boolean, rtoMsg: boolean }> };

export type ShipmentCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShipmentCountsQuery = { shipmentCounts: { new: number, inTransit: number, delivered: number, undelivered: number, rto: number, afterEdd: number, all: number } };

export type PriceListProductsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type PriceListProductsQuery = { products: Array<{ id: string, productName: string, purchaseCost: number | null, img: string | null, forSale: boolean }> };

export type AddProductForSaleMutationVariables = Exact<{
  data: ProductInput;
}>;


export type AddProductForSaleMutation = { createProduct: { id: string, productName: string } };

export type CreateProductMutationVariables = Exact<{
  data: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, productName: string, purchaseCost: number | null, stock: number | null, unit: string, gst: number | null, gstMode: GstMode, hsnCode: string | null, productImage: Array<string>, img: string | null, searchKeyword: Array<string>, amazonKeyword: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, rackNo: string | null, forSale: boolean, stage: Stage, publishedAt: string | null, updatedAt: string, version: number } };

export type DeleteProductMutationVariables = Exact<{
  where: ProductWhereUniqueInput;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string, productName: string } };

export type ProductListingsQueryVariables = Exact<{
  where: ProductWhereUniqueInput;
}>;


export type ProductListingsQuery = { product: { id: string, flipkartListings: Array<{ skuid: string }>, amazonListing: Array<{ skuid: string }>, meeshoListings: Array<{ skuid: string }>, littleKidListings: Array<{ skuid: string }>, trendyHandyListings: Array<{ skuid: string }> } | null };

export type ProductsQueryVariables = Exact<{
  first: number;
  skip: number;
}>;


export type ProductsQuery = { productCount: number, products: Array<{ id: string, productName: string, purchaseCost: number | null, stock: number | null, unit: string, gst: number | null, gstMode: GstMode, hsnCode: string | null, productImage: Array<string>, img: string | null, searchKeyword: Array<string>, amazonKeyword: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, rackNo: string | null, forSale: boolean, stage: Stage, publishedAt: string | null, updatedAt: string, version: number }> };

export type ProductFieldsFragment = { id: string, productName: string, purchaseCost: number | null, stock: number | null, unit: string, gst: number | null, gstMode: GstMode, hsnCode: string | null, productImage: Array<string>, img: string | null, searchKeyword: Array<string>, amazonKeyword: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, rackNo: string | null, forSale: boolean, stage: Stage, publishedAt: string | null, updatedAt: string, version: number };

export type PublishProductMutationVariables = Exact<{
  where: ProductWhereUniqueInput;
}>;


export type PublishProductMutation = { publishProduct: { id: string, productName: string, purchaseCost: number | null, stock: number | null, unit: string, gst: number | null, gstMode: GstMode, hsnCode: string | null, productImage: Array<string>, img: string | null, searchKeyword: Array<string>, amazonKeyword: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, rackNo: string | null, forSale: boolean, stage: Stage, publishedAt: string | null, updatedAt: string, version: number } };

export type UpdateProductMutationVariables = Exact<{
  where: ProductWhereUniqueInput;
  data: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, productName: string, purchaseCost: number | null, stock: number | null, unit: string, gst: number | null, gstMode: GstMode, hsnCode: string | null, productImage: Array<string>, img: string | null, searchKeyword: Array<string>, amazonKeyword: string | null, productLength: number | null, breadth: number | null, height: number | null, weight: number | null, rackNo: string | null, forSale: boolean, stage: Stage, publishedAt: string | null, updatedAt: string, version: number } };

export type CourierLoginsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierLoginsQuery = { courierLogins: Array<{ key: string, label: string, set: boolean, updatedAt: string | null, updatedByName: string | null, fields: Array<{ name: string, label: string, secret: boolean }> }> };

export type SetCourierLoginMutationVariables = Exact<{
  key: string;
  fields: Array<SecretFieldInput> | SecretFieldInput;
}>;


export type SetCourierLoginMutation = { setCourierLogin: { key: string, set: boolean, updatedAt: string | null, updatedByName: string | null } };

export type GstReturnSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GstReturnSettingsQuery = { gstReturnSettings: { hsnDigits: number, jsonVersion: string, version: number, b2clThresholds: Array<{ effectiveFrom: string, rupees: number }>, etins: Array<{ channel: MarketplaceChannel, etin: string }>, tcs: Array<{ effectiveFrom: string, percent: number, section: string }>, tds: Array<{ effectiveFrom: string, percent: number, section: string }> } };

export type UpdateGstReturnSettingsMutationVariables = Exact<{
  data: GstReturnSettingsInput;
  version: number;
}>;


export type UpdateGstReturnSettingsMutation = { updateGstReturnSettings: { version: number } };

export type UpdateMessageSettingsMutationVariables = Exact<{
  data: MessageSettingsInput;
  version: number;
}>;


export type UpdateMessageSettingsMutation = { updateMessageSettings: { version: number } };

export type SettingsReconciliationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsReconciliationSettingsQuery = { reconciliationSettings: { version: number, toleranceRupees: number, claimAfterDays: number, paymentCycleDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number }, claimWindowDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number } } };

export type UpdateReconciliationSettingsMutationVariables = Exact<{
  data: ReconciliationSettingsInput;
  version: number;
}>;


export type UpdateReconciliationSettingsMutation = { updateReconciliationSettings: { version: number } };

export type SaveSellerProfileMutationVariables = Exact<{
  data: SellerProfileInput;
  version: number;
}>;


export type SaveSellerProfileMutation = { updateSellerProfile: { version: number } };

export type FeeSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeeSchedulesQuery = { feeSchedules: Array<{ channel: string, label: string, fields: Array<string>, version: number, versions: Array<{ effectiveFrom: string, feeGstPercent: number, collectionFlatAbove: number, referralGstPercent: number, closingFeeBands: Array<{ upTo: number | null, fee: number }> }> }> };

export type GstRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type GstRulesQuery = { gstRules: { version: number, rules: Array<{ hsnPrefix: string, effectiveFrom: string, ratePercent: number, note: string, band: { thresholdRupees: number, ratePercentAbove: number } | null }> } };

export type UpdateFeeScheduleMutationVariables = Exact<{
  channel: string;
  versions: Array<FeeScheduleVersionInput> | FeeScheduleVersionInput;
  version: number;
}>;


export type UpdateFeeScheduleMutation = { updateFeeSchedule: { channel: string, version: number } };

export type UpdateGstRulesMutationVariables = Exact<{
  rules: Array<GstRuleInput> | GstRuleInput;
  version: number;
}>;


export type UpdateGstRulesMutation = { updateGstRules: { version: number } };

export type ShipmentCostSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShipmentCostSettingsQuery = { shipmentCostSettings: { version: number, productCosts: Array<{ keyword: string, unitCost: number }> } };

export type UpdateShipmentCostSettingsMutationVariables = Exact<{
  productCosts: Array<ShipmentCostRuleInput> | ShipmentCostRuleInput;
  version: number;
}>;


export type UpdateShipmentCostSettingsMutation = { updateShipmentCostSettings: { version: number } };

export type CreateUserMutationVariables = Exact<{
  username: string;
  password: string;
  role: Role;
}>;


export type CreateUserMutation = { createUser: { id: string, username: string, role: Role, disabled: boolean, createdAt: string } };

export type DeleteUserMutationVariables = Exact<{
  id: string;
}>;


export type DeleteUserMutation = { deleteUser: { id: string, username: string, role: Role, disabled: boolean, createdAt: string } };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { users: Array<{ id: string, username: string, role: Role, disabled: boolean, createdAt: string }> };

export type UpdateUserMutationVariables = Exact<{
  id: string;
  data: UserUpdateInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, username: string, role: Role, disabled: boolean, createdAt: string } };

export type UserFieldsFragment = { id: string, username: string, role: Role, disabled: boolean, createdAt: string };

export type MessageSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageSettingsQuery = { messageSettings: { deliveryPromise: string, eddDays: number, unboxingVideoLink: string, shopLinks: string, returnDiscountRupees: number, version: number, templates: { firstOrder: string, inTransit: string, rto: string, ndr: string, callScript: string }, couponRules: Array<{ keyword: string, code: string }>, trackingLinks: { ithink: string, shiprocket: string } } };

export type PricingGstRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingGstRulesQuery = { gstRules: { rules: Array<{ hsnPrefix: string, effectiveFrom: string, ratePercent: number, note: string, band: { thresholdRupees: number, ratePercentAbove: number } | null }> } };

export type PricingFeeSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingFeeSchedulesQuery = { feeSchedules: Array<{ channel: string, versions: Array<{ effectiveFrom: string, feeGstPercent: number, collectionFlatAbove: number, referralGstPercent: number, closingFeeBands: Array<{ upTo: number | null, fee: number }> }> }> };

export type ReconciliationSettingsFieldsFragment = { toleranceRupees: number, claimAfterDays: number, paymentCycleDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number }, claimWindowDays: { flipkart: number, amazon: number, meesho: number, littleKid: number, trendyHandy: number } };

export type SaveReturnFollowUpMutationVariables = Exact<{
  billDate: string;
  data: BillInput;
}>;


export type SaveReturnFollowUpMutation = { updateBill: { id: string } };

export type SellerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerProfileQuery = { sellerProfile: { businessName: string, address: string, stateCode: string, gstin: string, pan: string, phone: string, email: string, bankName: string, bankAccountName: string, bankAccountNumber: string, bankIfsc: string, logo: string, logoWidth: number, financialYearStartMonth: number, version: number, documentDefaults: Array<{ kind: InvoiceKind, notes: string, term: string }> } };

export type ClaimShipmentMessageMutationVariables = Exact<{
  id: string;
  tab: ShipmentTab;
}>;


export type ClaimShipmentMessageMutation = { claimShipmentMessage: { claimed: boolean, shipment: { id: string, firstMsg: boolean, inTransitMsg: boolean, ndrMsg: boolean, rtoMsg: boolean } } };

export type MessageScreenShipmentsQueryVariables = Exact<{
  tab: ShipmentTab;
  first: number;
}>;


export type MessageScreenShipmentsQuery = { shipmentCounts: { new: number, inTransit: number, undelivered: number, rto: number, all: number }, shipments: Array<{ id: string, courier: string, channel: string, orderId: string, status: string | null, productName: string | null, sku: string | null, quantity: number | null, customerName: string | null, email: string | null, mobile: string | null, address: string | null, paymentMethod: string | null, orderTotal: number | null, courierCompany: string | null, awb: string | null, edd: string | null, ndrAttempts: number | null, ndrReasons: Array<string>, firstMsg: boolean, inTransitMsg: boolean, ndrMsg: boolean, rtoMsg: boolean }> };

export type JobQueryVariables = Exact<{
  id: string;
}>;


export type JobQuery = { job: { id: string, kind: string, state: JobState, result: string | null, finishedAt: string | null, progress: { done: number, total: number | null, fraction: number | null }, error: { code: string, message: string, field: string | null, row: number | null } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SalesSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment SalesSummaryFields on SalesSummary {
  key
  channel
  orders
  lines
  units
  revenue
  marketplaceFees
  settlement
  purchaseCost
  tcs
  tds
  returns
  returnedUnits
  rtoReturns
  returnCost
  netProfit
  returnRate
  paidLines
  received
  expectedPayout
  difference
}
    `, {"fragmentName":"SalesSummaryFields"}) as unknown as TypedDocumentString<SalesSummaryFieldsFragment, unknown>;
export const FlipkartProductCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}
    `, {"fragmentName":"FlipkartProductCategoryFields"}) as unknown as TypedDocumentString<FlipkartProductCategoryFieldsFragment, unknown>;
export const AmazonProductCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}
    `, {"fragmentName":"AmazonProductCategoryFields"}) as unknown as TypedDocumentString<AmazonProductCategoryFieldsFragment, unknown>;
export const ListingProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListingProductFields on Product {
  id
  productName
  purchaseCost
  gst
  gstMode
  hsnCode
  img
  productLength
  breadth
  height
  weight
}
    `, {"fragmentName":"ListingProductFields"}) as unknown as TypedDocumentString<ListingProductFieldsFragment, unknown>;
export const FlipkartListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment FlipkartListingFields on FlipkartListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: flipkartProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}
    `, {"fragmentName":"FlipkartListingFields"}) as unknown as TypedDocumentString<FlipkartListingFieldsFragment, unknown>;
export const AmazonListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment AmazonListingFields on AmazonListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: amazonProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}
    `, {"fragmentName":"AmazonListingFields"}) as unknown as TypedDocumentString<AmazonListingFieldsFragment, unknown>;
export const MeeshoListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment MeeshoListingFields on MeeshoListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}
    `, {"fragmentName":"MeeshoListingFields"}) as unknown as TypedDocumentString<MeeshoListingFieldsFragment, unknown>;
export const LittleKidListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment LittleKidListingFields on LittleKidListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}
    `, {"fragmentName":"LittleKidListingFields"}) as unknown as TypedDocumentString<LittleKidListingFieldsFragment, unknown>;
export const TrendyHandyListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrendyHandyListingFields on TrendyHandyListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}
    `, {"fragmentName":"TrendyHandyListingFields"}) as unknown as TypedDocumentString<TrendyHandyListingFieldsFragment, unknown>;
export const AcceptedDifferenceFieldsFragmentDoc = new TypedDocumentString(`
    fragment AcceptedDifferenceFields on AcceptedDifference {
  difference
  reason
  acceptedAt
  acceptedBy
}
    `, {"fragmentName":"AcceptedDifferenceFields"}) as unknown as TypedDocumentString<AcceptedDifferenceFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  productName
  purchaseCost
  stock
  unit
  gst
  gstMode
  hsnCode
  productImage
  img
  searchKeyword
  amazonKeyword
  productLength
  breadth
  height
  weight
  rackNo
  forSale
  stage
  publishedAt
  updatedAt
  version
}
    `, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  username
  role
  disabled
  createdAt
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const ReconciliationSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReconciliationSettingsFields on ReconciliationSettings {
  toleranceRupees
  claimAfterDays
  paymentCycleDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
  claimWindowDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
}
    `, {"fragmentName":"ReconciliationSettingsFields"}) as unknown as TypedDocumentString<ReconciliationSettingsFieldsFragment, unknown>;
export const BrandingDocument = new TypedDocumentString(`
    query Branding {
  sellerProfile {
    businessName
    logo
  }
}
    `) as unknown as TypedDocumentString<BrandingQuery, BrandingQueryVariables>;
export const SaveInvoiceDocument = new TypedDocumentString(`
    mutation SaveInvoice($kind: InvoiceKind!, $data: InvoiceDocumentInput!) {
  saveInvoice(kind: $kind, data: $data) {
    id
    kind
    invoiceNumber
    billDate
    subtotal
    taxTotal
    total
    amountInWords
    pdfUrl
  }
}
    `) as unknown as TypedDocumentString<SaveInvoiceMutation, SaveInvoiceMutationVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($where: InvoiceWhereInput, $first: Int, $skip: Int) {
  invoiceCount(where: $where)
  invoices(where: $where, first: $first, skip: $skip) {
    id
    kind
    invoiceNumber
    billDate
    clientName
    clientGstin
    placeOfSupply
    subtotal
    taxTotal
    total
    pdfUrl
    cancelled
    cancelReason
    credited
    createdBy
    document {
      againstInvoiceNumber
      supplierBillNumber
    }
  }
}
    `) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const CancelInvoiceDocument = new TypedDocumentString(`
    mutation CancelInvoice($id: ID!, $reason: String!) {
  cancelInvoice(where: {id: $id}, reason: $reason) {
    id
    cancelled
  }
}
    `) as unknown as TypedDocumentString<CancelInvoiceMutation, CancelInvoiceMutationVariables>;
export const DocumentsIssuedDocument = new TypedDocumentString(`
    query DocumentsIssued($from: String!, $to: String!) {
  documentsIssued(from: $from, to: $to) {
    kind
    label
    firstNumber
    lastNumber
    total
    cancelled
  }
}
    `) as unknown as TypedDocumentString<DocumentsIssuedQuery, DocumentsIssuedQueryVariables>;
export const BillingProductsDocument = new TypedDocumentString(`
    query BillingProducts($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) {
    id
    productName
    gst
    hsnCode
    purchaseCost
    unit
  }
}
    `) as unknown as TypedDocumentString<BillingProductsQuery, BillingProductsQueryVariables>;
export const CreditNoteInvoiceDocument = new TypedDocumentString(`
    query CreditNoteInvoice($id: ID!) {
  invoice(where: {id: $id}) {
    id
    kind
    invoiceNumber
    billDate
    total
    credited
    returnedQuantities
    creditedCharges {
      courier
      packingTransportation
    }
    cancelled
    placeOfSupply
    document {
      clientName
      clientAddress
      gst
      contact
      courier
      packingTransportation
      chargesGstIncluded
      logo
      logoWidth
      productLines {
        description
        quantity
        unit
        rate
        hsnCode
        gst
        productId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreditNoteInvoiceQuery, CreditNoteInvoiceQueryVariables>;
export const BulkFlipkartListingPricesDocument = new TypedDocumentString(`
    query BulkFlipkartListingPrices($first: Int!, $skip: Int!) {
  listings: flipkartListings(first: $first, skip: $skip) {
    skuid
    listingPrice
    hsnCode
    gst
    profit
    afterPurchaseCostDeduct
    products {
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<BulkFlipkartListingPricesQuery, BulkFlipkartListingPricesQueryVariables>;
export const BulkAmazonListingPricesDocument = new TypedDocumentString(`
    query BulkAmazonListingPrices($first: Int!, $skip: Int!) {
  listings: amazonListings(first: $first, skip: $skip) {
    skuid
    listingPrice
    hsnCode
    gst
    profit
    afterPurchaseCostDeduct
    products {
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<BulkAmazonListingPricesQuery, BulkAmazonListingPricesQueryVariables>;
export const BulkMeeshoListingPricesDocument = new TypedDocumentString(`
    query BulkMeeshoListingPrices($first: Int!, $skip: Int!) {
  listings: meeshoListings(first: $first, skip: $skip) {
    skuid
    listingPrice
    hsnCode
    gst
    profit
    afterPurchaseCostDeduct
    products {
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<BulkMeeshoListingPricesQuery, BulkMeeshoListingPricesQueryVariables>;
export const BulkTrendyHandyListingPricesDocument = new TypedDocumentString(`
    query BulkTrendyHandyListingPrices($first: Int!, $skip: Int!) {
  listings: trendyHandyListings(first: $first, skip: $skip) {
    skuid
    listingPrice
  }
}
    `) as unknown as TypedDocumentString<BulkTrendyHandyListingPricesQuery, BulkTrendyHandyListingPricesQueryVariables>;
export const CreateManyFlipkartListingsDocument = new TypedDocumentString(`
    mutation CreateManyFlipkartListings($data: [FlipkartListingBulkInput!]!) {
  createManyFlipkartListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateManyFlipkartListingsMutation, CreateManyFlipkartListingsMutationVariables>;
export const UpdateManyFlipkartListingsDocument = new TypedDocumentString(`
    mutation UpdateManyFlipkartListings($data: [FlipkartListingUpdateManyInput!]!) {
  updateManyFlipkartListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateManyFlipkartListingsMutation, UpdateManyFlipkartListingsMutationVariables>;
export const CreateManyAmazonListingsDocument = new TypedDocumentString(`
    mutation CreateManyAmazonListings($data: [AmazonListingBulkInput!]!) {
  createManyAmazonListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateManyAmazonListingsMutation, CreateManyAmazonListingsMutationVariables>;
export const UpdateManyAmazonListingsDocument = new TypedDocumentString(`
    mutation UpdateManyAmazonListings($data: [AmazonListingUpdateManyInput!]!) {
  updateManyAmazonListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateManyAmazonListingsMutation, UpdateManyAmazonListingsMutationVariables>;
export const CreateManyMeeshoListingsDocument = new TypedDocumentString(`
    mutation CreateManyMeeshoListings($data: [MeeshoListingBulkInput!]!) {
  createManyMeeshoListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateManyMeeshoListingsMutation, CreateManyMeeshoListingsMutationVariables>;
export const UpdateManyMeeshoListingsDocument = new TypedDocumentString(`
    mutation UpdateManyMeeshoListings($data: [MeeshoListingUpdateManyInput!]!) {
  updateManyMeeshoListings(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateManyMeeshoListingsMutation, UpdateManyMeeshoListingsMutationVariables>;
export const BulkProductNamesDocument = new TypedDocumentString(`
    query BulkProductNames($first: Int!, $skip: Int!) {
  names: products(first: $first, skip: $skip) {
    name: productName
  }
}
    `) as unknown as TypedDocumentString<BulkProductNamesQuery, BulkProductNamesQueryVariables>;
export const BulkFlipkartCategoryNamesDocument = new TypedDocumentString(`
    query BulkFlipkartCategoryNames($first: Int!, $skip: Int!) {
  names: flipkartProductCategories(first: $first, skip: $skip) {
    name
  }
}
    `) as unknown as TypedDocumentString<BulkFlipkartCategoryNamesQuery, BulkFlipkartCategoryNamesQueryVariables>;
export const BulkAmazonCategoryNamesDocument = new TypedDocumentString(`
    query BulkAmazonCategoryNames($first: Int!, $skip: Int!) {
  names: amazonProductCategories(first: $first, skip: $skip) {
    name
  }
}
    `) as unknown as TypedDocumentString<BulkAmazonCategoryNamesQuery, BulkAmazonCategoryNamesQueryVariables>;
export const BulkStoredProductsDocument = new TypedDocumentString(`
    query BulkStoredProducts($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) {
    productName
    gst
    gstMode
    hsnCode
  }
}
    `) as unknown as TypedDocumentString<BulkStoredProductsQuery, BulkStoredProductsQueryVariables>;
export const CreateManyProductsDocument = new TypedDocumentString(`
    mutation CreateManyProducts($data: [ProductInput!]!) {
  createManyProducts(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateManyProductsMutation, CreateManyProductsMutationVariables>;
export const UpdateManyProductsDocument = new TypedDocumentString(`
    mutation UpdateManyProducts($data: [ProductUpdateManyInput!]!) {
  updateManyProducts(data: $data) {
    row
    ok
    id
    error {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateManyProductsMutation, UpdateManyProductsMutationVariables>;
export const BillOrdersPageDocument = new TypedDocumentString(`
    query BillOrdersPage($where: BillOrderWhereInput!, $first: Int!, $skip: Int!) {
  billOrders(where: $where, first: $first, skip: $skip) {
    id
    orderedOn
    orderId
    sku
    quantity
    invoiceAmount
    purchaseCost
    marketplaceFee
    profit
    saleType
    shipToName
    city
    trackingID
    flipkartsetlment
    amazonsetlment
    meeshosetlment
    littleKidsetlment
    trendyHandysetlment
    return
    returnType
    returnDate
    pysicallyRecieved
    podRequestTickeetId
    condition
    damageDescription
    claimId
    claimResult
    paymentReceived
    paymentDate
    amountRecieveFromFlipkart
    amountRecieveFromAmazon
    amountRecieveFromMeesho
    amountRecieveFromLittleKid
    amountRecieveFromTrendyHandy
    tcs
    tds
    difference
  }
  billOrderCount(where: $where)
}
    `) as unknown as TypedDocumentString<BillOrdersPageQuery, BillOrdersPageQueryVariables>;
export const ChannelDashboardDocument = new TypedDocumentString(`
    query ChannelDashboard($where: SalesWhereInput!, $payment: Boolean!) {
  salesSummary(where: $where) {
    ...SalesSummaryFields
  }
  salesSeries(where: $where) {
    bucket
    points {
      key
      revenue
      netProfit
    }
  }
  awaitingPayment(where: $where) @include(if: $payment) {
    label
    lines
    expected
  }
}
    fragment SalesSummaryFields on SalesSummary {
  key
  channel
  orders
  lines
  units
  revenue
  marketplaceFees
  settlement
  purchaseCost
  tcs
  tds
  returns
  returnedUnits
  rtoReturns
  returnCost
  netProfit
  returnRate
  paidLines
  received
  expectedPayout
  difference
}`) as unknown as TypedDocumentString<ChannelDashboardQuery, ChannelDashboardQueryVariables>;
export const SalesOverviewDocument = new TypedDocumentString(`
    query SalesOverview($where: SalesWhereInput!) {
  salesSummary(where: $where) {
    ...SalesSummaryFields
  }
  salesByChannel(where: $where) {
    ...SalesSummaryFields
  }
  salesSeries(where: $where, perChannel: true) {
    bucket
    points {
      key
      channel
      revenue
    }
  }
}
    fragment SalesSummaryFields on SalesSummary {
  key
  channel
  orders
  lines
  units
  revenue
  marketplaceFees
  settlement
  purchaseCost
  tcs
  tds
  returns
  returnedUnits
  rtoReturns
  returnCost
  netProfit
  returnRate
  paidLines
  received
  expectedPayout
  difference
}`) as unknown as TypedDocumentString<SalesOverviewQuery, SalesOverviewQueryVariables>;
export const SkuSalesDocument = new TypedDocumentString(`
    query SkuSales($where: SalesWhereInput!, $perChannel: Boolean!, $orderBy: SalesSkuOrder!, $descending: Boolean!, $first: Int!, $skip: Int!) {
  salesBySku(
    where: $where
    perChannel: $perChannel
    orderBy: $orderBy
    descending: $descending
    first: $first
    skip: $skip
  ) {
    ...SalesSummaryFields
  }
  salesSkuCount(where: $where, perChannel: $perChannel)
  salesSummary(where: $where) {
    ...SalesSummaryFields
  }
}
    fragment SalesSummaryFields on SalesSummary {
  key
  channel
  orders
  lines
  units
  revenue
  marketplaceFees
  settlement
  purchaseCost
  tcs
  tds
  returns
  returnedUnits
  rtoReturns
  returnCost
  netProfit
  returnRate
  paidLines
  received
  expectedPayout
  difference
}`) as unknown as TypedDocumentString<SkuSalesQuery, SkuSalesQueryVariables>;
export const TopSkusDocument = new TypedDocumentString(`
    query TopSkus($where: SalesWhereInput!) {
  byProfit: salesBySku(
    where: $where
    orderBy: NET_PROFIT
    descending: true
    first: 10
  ) {
    key
    netProfit
    returnedUnits
  }
  byLoss: salesBySku(
    where: $where
    orderBy: NET_PROFIT
    descending: false
    first: 10
  ) {
    key
    netProfit
    returnedUnits
  }
  byReturns: salesBySku(
    where: $where
    orderBy: RETURNED_UNITS
    descending: true
    first: 10
  ) {
    key
    netProfit
    returnedUnits
  }
}
    `) as unknown as TypedDocumentString<TopSkusQuery, TopSkusQueryVariables>;
export const BusinessNetDocument = new TypedDocumentString(`
    query BusinessNet($where: BusinessNetWhereInput!) {
  businessNet(where: $where) {
    marketplaceNetProfit
    ownStoreSales
    creditNotes
    purchases
    expenses
    net
    documents
  }
}
    `) as unknown as TypedDocumentString<BusinessNetQuery, BusinessNetQueryVariables>;
export const LinePaymentsDocument = new TypedDocumentString(`
    query LinePayments($where: OrderLineWhereUniqueInput!) {
  orderLinePayments(where: $where) {
    entryKey
    paymentDate
    amountReceived
    reportedSale
    reportedFees
    tcs
    tds
    recordedAt
    recordedBy
  }
}
    `) as unknown as TypedDocumentString<LinePaymentsQuery, LinePaymentsQueryVariables>;
export const RemoveLinePaymentDocument = new TypedDocumentString(`
    mutation RemoveLinePayment($where: OrderLineWhereUniqueInput!, $entryKey: String!, $reason: String!) {
  removeOrderLinePayment(where: $where, entryKey: $entryKey, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveLinePaymentMutation, RemoveLinePaymentMutationVariables>;
export const GstReturnDocument = new TypedDocumentString(`
    query GstReturn($period: String!) {
  gstReturn(period: $period) {
    period
    label
    from
    to
    gstin
    channels {
      channel
      saleLines
      sales
      returnLines
      returns
      computedLines
      noRateLines
    }
    documents {
      kind
      count
      cancelled
      total
    }
    missing
    notStoredCount
    notStoredValue
    sections {
      key
      title
      count
      taxable
      tax
      rows {
        label
        drill
        count
        taxable
        tax
        ref {
          kind
          id
          label
          number
          billDate
        }
      }
    }
    documentsIssued {
      series
      nature
      from
      to
      total
      cancelled
      net
      drill
    }
    checks {
      code
      severity
      message
      ref {
        kind
        id
        label
        channel
        orderId
        billDate
        returnDate
        productId
        number
      }
    }
    lastExport {
      at
      format
    }
  }
}
    `) as unknown as TypedDocumentString<GstReturnQuery, GstReturnQueryVariables>;
export const GstLinesDocument = new TypedDocumentString(`
    query GstLines($period: String!, $drill: String!, $first: Int!, $skip: Int!) {
  gstLines(period: $period, drill: $drill, first: $first, skip: $skip) {
    total
    lines {
      id
      channel
      orderId
      sku
      event
      date
      billDate
      state
      rate
      hsn
      quantity
      amount
      invoiceNo
    }
    documents {
      documentId
      kind
      number
      date
      line
      description
      hsn
      rate
      quantity
      taxable
    }
    issued {
      documentId
      kind
      number
      date
      amount
      cancelled
    }
    issuedTotal
  }
}
    `) as unknown as TypedDocumentString<GstLinesQuery, GstLinesQueryVariables>;
export const GstWithholdingDocument = new TypedDocumentString(`
    query GstWithholding($period: String!) {
  gstWithholding(period: $period) {
    channel
    month
    etin
    taxable
    creditedBy
    creditedAt
    tcs {
      section
      rates
      expected
      withheld
      credited
      withheldLessExpected
      creditedLessWithheld
    }
    tds {
      section
      rates
      expected
      withheld
      credited
      withheldLessExpected
      creditedLessWithheld
    }
  }
}
    `) as unknown as TypedDocumentString<GstWithholdingQuery, GstWithholdingQueryVariables>;
export const SetGstWithholdingCreditDocument = new TypedDocumentString(`
    mutation SetGstWithholdingCredit($channel: MarketplaceChannel!, $month: String!, $tcsCredited: Float, $tdsCredited: Float) {
  setGstWithholdingCredit(
    channel: $channel
    month: $month
    tcsCredited: $tcsCredited
    tdsCredited: $tdsCredited
  ) {
    channel
    month
  }
}
    `) as unknown as TypedDocumentString<SetGstWithholdingCreditMutation, SetGstWithholdingCreditMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($where: AuditLogWhere, $first: Int, $after: String) {
  auditLog(where: $where, first: $first, after: $after) {
    entries {
      id
      at
      userId
      who
      entity
      entityLabel
      entityId
      recordName
      action
      actionLabel
      changes {
        field
        label
        before
        after
      }
    }
    nextCursor
    recordName
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const HistoryUsersDocument = new TypedDocumentString(`
    query HistoryUsers {
  users {
    id
    username
  }
}
    `) as unknown as TypedDocumentString<HistoryUsersQuery, HistoryUsersQueryVariables>;
export const ImpLinksDocument = new TypedDocumentString(`
    query ImpLinks {
  impLinks {
    id
    title
    url
    group
    position
  }
}
    `) as unknown as TypedDocumentString<ImpLinksQuery, ImpLinksQueryVariables>;
export const CreateImpLinkDocument = new TypedDocumentString(`
    mutation CreateImpLink($data: ImpLinkInput!) {
  createImpLink(data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateImpLinkMutation, CreateImpLinkMutationVariables>;
export const UpdateImpLinkDocument = new TypedDocumentString(`
    mutation UpdateImpLink($id: ID!, $data: ImpLinkInput!) {
  updateImpLink(id: $id, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateImpLinkMutation, UpdateImpLinkMutationVariables>;
export const DeleteImpLinkDocument = new TypedDocumentString(`
    mutation DeleteImpLink($id: ID!) {
  deleteImpLink(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteImpLinkMutation, DeleteImpLinkMutationVariables>;
export const ReorderImpLinksDocument = new TypedDocumentString(`
    mutation ReorderImpLinks($ids: [ID!]!) {
  reorderImpLinks(ids: $ids) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReorderImpLinksMutation, ReorderImpLinksMutationVariables>;
export const FlipkartRackListingsDocument = new TypedDocumentString(`
    query FlipkartRackListings($first: Int!, $skip: Int!) {
  listings: flipkartListings(first: $first, skip: $skip) {
    skuid
    img
    productName
    rackNo
    gst
    hsnCode
    products {
      productImage
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<FlipkartRackListingsQuery, FlipkartRackListingsQueryVariables>;
export const AmazonRackListingsDocument = new TypedDocumentString(`
    query AmazonRackListings($first: Int!, $skip: Int!) {
  listings: amazonListings(first: $first, skip: $skip) {
    skuid
    img
    productName
    rackNo
    gst
    hsnCode
    products {
      productImage
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<AmazonRackListingsQuery, AmazonRackListingsQueryVariables>;
export const MeeshoRackListingsDocument = new TypedDocumentString(`
    query MeeshoRackListings($first: Int!, $skip: Int!) {
  listings: meeshoListings(first: $first, skip: $skip) {
    skuid
    img
    productName
    rackNo
    gst
    hsnCode
    products {
      productImage
      gst
    }
  }
}
    `) as unknown as TypedDocumentString<MeeshoRackListingsQuery, MeeshoRackListingsQueryVariables>;
export const CategoryOrderLinesFromDocument = new TypedDocumentString(`
    query CategoryOrderLinesFrom($where: CategoryWhereUniqueInput!, $from: Date!) {
  count: categoryOrderLinesFrom(where: $where, from: $from)
}
    `) as unknown as TypedDocumentString<CategoryOrderLinesFromQuery, CategoryOrderLinesFromQueryVariables>;
export const CreateFlipkartProductCategoryDocument = new TypedDocumentString(`
    mutation CreateFlipkartProductCategory($data: FlipkartProductCategoryInput!) {
  category: createFlipkartProductCategory(data: $data) {
    ...FlipkartProductCategoryFields
  }
}
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<CreateFlipkartProductCategoryMutation, CreateFlipkartProductCategoryMutationVariables>;
export const CreateAmazonProductCategoryDocument = new TypedDocumentString(`
    mutation CreateAmazonProductCategory($data: AmazonProductCategoryInput!) {
  category: createAmazonProductCategory(data: $data) {
    ...AmazonProductCategoryFields
  }
}
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<CreateAmazonProductCategoryMutation, CreateAmazonProductCategoryMutationVariables>;
export const CreateFlipkartListingDocument = new TypedDocumentString(`
    mutation CreateFlipkartListing($data: FlipkartListingInput!) {
  listing: createFlipkartListing(data: $data) {
    ...FlipkartListingFields
  }
}
    fragment FlipkartListingFields on FlipkartListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: flipkartProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<CreateFlipkartListingMutation, CreateFlipkartListingMutationVariables>;
export const CreateAmazonListingDocument = new TypedDocumentString(`
    mutation CreateAmazonListing($data: AmazonListingInput!) {
  listing: createAmazonListing(data: $data) {
    ...AmazonListingFields
  }
}
    fragment AmazonListingFields on AmazonListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: amazonProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<CreateAmazonListingMutation, CreateAmazonListingMutationVariables>;
export const CreateMeeshoListingDocument = new TypedDocumentString(`
    mutation CreateMeeshoListing($data: MeeshoListingInput!) {
  listing: createMeeshoListing(data: $data) {
    ...MeeshoListingFields
  }
}
    fragment MeeshoListingFields on MeeshoListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<CreateMeeshoListingMutation, CreateMeeshoListingMutationVariables>;
export const CreateLittleKidListingDocument = new TypedDocumentString(`
    mutation CreateLittleKidListing($data: LittleKidListingInput!) {
  listing: createLittleKidListing(data: $data) {
    ...LittleKidListingFields
  }
}
    fragment LittleKidListingFields on LittleKidListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<CreateLittleKidListingMutation, CreateLittleKidListingMutationVariables>;
export const CreateTrendyHandyListingDocument = new TypedDocumentString(`
    mutation CreateTrendyHandyListing($data: TrendyHandyListingInput!) {
  listing: createTrendyHandyListing(data: $data) {
    ...TrendyHandyListingFields
  }
}
    fragment TrendyHandyListingFields on TrendyHandyListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<CreateTrendyHandyListingMutation, CreateTrendyHandyListingMutationVariables>;
export const DeleteFlipkartProductCategoryVersionDocument = new TypedDocumentString(`
    mutation DeleteFlipkartProductCategoryVersion($where: CategoryWhereUniqueInput!, $effectiveFrom: Date!, $version: Int) {
  category: deleteFlipkartProductCategoryVersion(
    where: $where
    effectiveFrom: $effectiveFrom
    version: $version
  ) {
    ...FlipkartProductCategoryFields
  }
}
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<DeleteFlipkartProductCategoryVersionMutation, DeleteFlipkartProductCategoryVersionMutationVariables>;
export const DeleteAmazonProductCategoryVersionDocument = new TypedDocumentString(`
    mutation DeleteAmazonProductCategoryVersion($where: CategoryWhereUniqueInput!, $effectiveFrom: Date!, $version: Int) {
  category: deleteAmazonProductCategoryVersion(
    where: $where
    effectiveFrom: $effectiveFrom
    version: $version
  ) {
    ...AmazonProductCategoryFields
  }
}
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<DeleteAmazonProductCategoryVersionMutation, DeleteAmazonProductCategoryVersionMutationVariables>;
export const DeleteFlipkartProductCategoryDocument = new TypedDocumentString(`
    mutation DeleteFlipkartProductCategory($where: CategoryWhereUniqueInput!) {
  category: deleteFlipkartProductCategory(where: $where) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DeleteFlipkartProductCategoryMutation, DeleteFlipkartProductCategoryMutationVariables>;
export const DeleteAmazonProductCategoryDocument = new TypedDocumentString(`
    mutation DeleteAmazonProductCategory($where: CategoryWhereUniqueInput!) {
  category: deleteAmazonProductCategory(where: $where) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DeleteAmazonProductCategoryMutation, DeleteAmazonProductCategoryMutationVariables>;
export const DeleteFlipkartListingDocument = new TypedDocumentString(`
    mutation DeleteFlipkartListing($where: CategoryWhereUniqueInput!) {
  listing: deleteFlipkartListing(where: $where) {
    id
    skuid
  }
}
    `) as unknown as TypedDocumentString<DeleteFlipkartListingMutation, DeleteFlipkartListingMutationVariables>;
export const DeleteAmazonListingDocument = new TypedDocumentString(`
    mutation DeleteAmazonListing($where: CategoryWhereUniqueInput!) {
  listing: deleteAmazonListing(where: $where) {
    id
    skuid
  }
}
    `) as unknown as TypedDocumentString<DeleteAmazonListingMutation, DeleteAmazonListingMutationVariables>;
export const DeleteMeeshoListingDocument = new TypedDocumentString(`
    mutation DeleteMeeshoListing($where: CategoryWhereUniqueInput!) {
  listing: deleteMeeshoListing(where: $where) {
    id
    skuid
  }
}
    `) as unknown as TypedDocumentString<DeleteMeeshoListingMutation, DeleteMeeshoListingMutationVariables>;
export const DeleteLittleKidListingDocument = new TypedDocumentString(`
    mutation DeleteLittleKidListing($where: CategoryWhereUniqueInput!) {
  listing: deleteLittleKidListing(where: $where) {
    id
    skuid
  }
}
    `) as unknown as TypedDocumentString<DeleteLittleKidListingMutation, DeleteLittleKidListingMutationVariables>;
export const DeleteTrendyHandyListingDocument = new TypedDocumentString(`
    mutation DeleteTrendyHandyListing($where: CategoryWhereUniqueInput!) {
  listing: deleteTrendyHandyListing(where: $where) {
    id
    skuid
  }
}
    `) as unknown as TypedDocumentString<DeleteTrendyHandyListingMutation, DeleteTrendyHandyListingMutationVariables>;
export const DeleteManyFlipkartListingsDocument = new TypedDocumentString(`
    mutation DeleteManyFlipkartListings($ids: [ID!]!) {
  results: deleteManyFlipkartListings(ids: $ids) {
    id
    ok
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteManyFlipkartListingsMutation, DeleteManyFlipkartListingsMutationVariables>;
export const DeleteManyAmazonListingsDocument = new TypedDocumentString(`
    mutation DeleteManyAmazonListings($ids: [ID!]!) {
  results: deleteManyAmazonListings(ids: $ids) {
    id
    ok
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteManyAmazonListingsMutation, DeleteManyAmazonListingsMutationVariables>;
export const DeleteManyMeeshoListingsDocument = new TypedDocumentString(`
    mutation DeleteManyMeeshoListings($ids: [ID!]!) {
  results: deleteManyMeeshoListings(ids: $ids) {
    id
    ok
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteManyMeeshoListingsMutation, DeleteManyMeeshoListingsMutationVariables>;
export const DeleteManyLittleKidListingsDocument = new TypedDocumentString(`
    mutation DeleteManyLittleKidListings($ids: [ID!]!) {
  results: deleteManyLittleKidListings(ids: $ids) {
    id
    ok
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteManyLittleKidListingsMutation, DeleteManyLittleKidListingsMutationVariables>;
export const DeleteManyTrendyHandyListingsDocument = new TypedDocumentString(`
    mutation DeleteManyTrendyHandyListings($ids: [ID!]!) {
  results: deleteManyTrendyHandyListings(ids: $ids) {
    id
    ok
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteManyTrendyHandyListingsMutation, DeleteManyTrendyHandyListingsMutationVariables>;
export const FlipkartProductCategoriesDocument = new TypedDocumentString(`
    query FlipkartProductCategories($first: Int!, $skip: Int!) {
  categories: flipkartProductCategories(first: $first, skip: $skip) {
    ...FlipkartProductCategoryFields
  }
}
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<FlipkartProductCategoriesQuery, FlipkartProductCategoriesQueryVariables>;
export const AmazonProductCategoriesDocument = new TypedDocumentString(`
    query AmazonProductCategories($first: Int!, $skip: Int!) {
  categories: amazonProductCategories(first: $first, skip: $skip) {
    ...AmazonProductCategoryFields
  }
}
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<AmazonProductCategoriesQuery, AmazonProductCategoriesQueryVariables>;
export const ListingProductsDocument = new TypedDocumentString(`
    query ListingProducts($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) {
    ...ListingProductFields
  }
  productCount
}
    fragment ListingProductFields on Product {
  id
  productName
  purchaseCost
  gst
  gstMode
  hsnCode
  img
  productLength
  breadth
  height
  weight
}`) as unknown as TypedDocumentString<ListingProductsQuery, ListingProductsQueryVariables>;
export const FlipkartListingsDocument = new TypedDocumentString(`
    query FlipkartListings($first: Int!, $skip: Int!) {
  listings: flipkartListings(first: $first, skip: $skip) {
    ...FlipkartListingFields
  }
  count: flipkartListingCount
}
    fragment FlipkartListingFields on FlipkartListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: flipkartProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<FlipkartListingsQuery, FlipkartListingsQueryVariables>;
export const AmazonListingsDocument = new TypedDocumentString(`
    query AmazonListings($first: Int!, $skip: Int!) {
  listings: amazonListings(first: $first, skip: $skip) {
    ...AmazonListingFields
  }
  count: amazonListingCount
}
    fragment AmazonListingFields on AmazonListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: amazonProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<AmazonListingsQuery, AmazonListingsQueryVariables>;
export const MeeshoListingsDocument = new TypedDocumentString(`
    query MeeshoListings($first: Int!, $skip: Int!) {
  listings: meeshoListings(first: $first, skip: $skip) {
    ...MeeshoListingFields
  }
  count: meeshoListingCount
}
    fragment MeeshoListingFields on MeeshoListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<MeeshoListingsQuery, MeeshoListingsQueryVariables>;
export const LittleKidListingsDocument = new TypedDocumentString(`
    query LittleKidListings($first: Int!, $skip: Int!) {
  listings: littleKidListings(first: $first, skip: $skip) {
    ...LittleKidListingFields
  }
  count: littleKidListingCount
}
    fragment LittleKidListingFields on LittleKidListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<LittleKidListingsQuery, LittleKidListingsQueryVariables>;
export const TrendyHandyListingsDocument = new TypedDocumentString(`
    query TrendyHandyListings($first: Int!, $skip: Int!) {
  listings: trendyHandyListings(first: $first, skip: $skip) {
    ...TrendyHandyListingFields
  }
  count: trendyHandyListingCount
}
    fragment TrendyHandyListingFields on TrendyHandyListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<TrendyHandyListingsQuery, TrendyHandyListingsQueryVariables>;
export const PublishFlipkartProductCategoryDocument = new TypedDocumentString(`
    mutation PublishFlipkartProductCategory($where: CategoryWhereUniqueInput!) {
  category: publishFlipkartProductCategory(where: $where, to: PUBLISHED) {
    ...FlipkartProductCategoryFields
  }
}
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<PublishFlipkartProductCategoryMutation, PublishFlipkartProductCategoryMutationVariables>;
export const PublishAmazonProductCategoryDocument = new TypedDocumentString(`
    mutation PublishAmazonProductCategory($where: CategoryWhereUniqueInput!) {
  category: publishAmazonProductCategory(where: $where, to: PUBLISHED) {
    ...AmazonProductCategoryFields
  }
}
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<PublishAmazonProductCategoryMutation, PublishAmazonProductCategoryMutationVariables>;
export const PublishFlipkartListingDocument = new TypedDocumentString(`
    mutation PublishFlipkartListing($where: CategoryWhereUniqueInput!) {
  listing: publishFlipkartListing(where: $where, to: PUBLISHED) {
    ...FlipkartListingFields
  }
}
    fragment FlipkartListingFields on FlipkartListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: flipkartProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<PublishFlipkartListingMutation, PublishFlipkartListingMutationVariables>;
export const PublishAmazonListingDocument = new TypedDocumentString(`
    mutation PublishAmazonListing($where: CategoryWhereUniqueInput!) {
  listing: publishAmazonListing(where: $where, to: PUBLISHED) {
    ...AmazonListingFields
  }
}
    fragment AmazonListingFields on AmazonListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: amazonProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<PublishAmazonListingMutation, PublishAmazonListingMutationVariables>;
export const PublishMeeshoListingDocument = new TypedDocumentString(`
    mutation PublishMeeshoListing($where: CategoryWhereUniqueInput!) {
  listing: publishMeeshoListing(where: $where, to: PUBLISHED) {
    ...MeeshoListingFields
  }
}
    fragment MeeshoListingFields on MeeshoListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<PublishMeeshoListingMutation, PublishMeeshoListingMutationVariables>;
export const PublishLittleKidListingDocument = new TypedDocumentString(`
    mutation PublishLittleKidListing($where: CategoryWhereUniqueInput!) {
  listing: publishLittleKidListing(where: $where, to: PUBLISHED) {
    ...LittleKidListingFields
  }
}
    fragment LittleKidListingFields on LittleKidListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<PublishLittleKidListingMutation, PublishLittleKidListingMutationVariables>;
export const PublishTrendyHandyListingDocument = new TypedDocumentString(`
    mutation PublishTrendyHandyListing($where: CategoryWhereUniqueInput!) {
  listing: publishTrendyHandyListing(where: $where, to: PUBLISHED) {
    ...TrendyHandyListingFields
  }
}
    fragment TrendyHandyListingFields on TrendyHandyListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<PublishTrendyHandyListingMutation, PublishTrendyHandyListingMutationVariables>;
export const UpdateFlipkartProductCategoryDocument = new TypedDocumentString(`
    mutation UpdateFlipkartProductCategory($where: CategoryWhereUniqueInput!, $data: FlipkartProductCategoryInput!) {
  category: updateFlipkartProductCategory(where: $where, data: $data) {
    ...FlipkartProductCategoryFields
  }
}
    fragment FlipkartProductCategoryFields on FlipkartProductCategory {
  id
  name
  commissionPercent {
    from
    to
    precent
  }
  fixedFeePercent {
    from
    to
    precent
  }
  collectionFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    commissionPercent {
      from
      to
      precent
    }
    fixedFeePercent {
      from
      to
      precent
    }
    collectionFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<UpdateFlipkartProductCategoryMutation, UpdateFlipkartProductCategoryMutationVariables>;
export const UpdateAmazonProductCategoryDocument = new TypedDocumentString(`
    mutation UpdateAmazonProductCategory($where: CategoryWhereUniqueInput!, $data: AmazonProductCategoryInput!) {
  category: updateAmazonProductCategory(where: $where, data: $data) {
    ...AmazonProductCategoryFields
  }
}
    fragment AmazonProductCategoryFields on AmazonProductCategory {
  id
  name
  referalFeePercent {
    from
    to
    precent
  }
  effectiveFrom
  versions {
    effectiveFrom
    referalFeePercent {
      from
      to
      precent
    }
  }
  listingCount
  version
}`) as unknown as TypedDocumentString<UpdateAmazonProductCategoryMutation, UpdateAmazonProductCategoryMutationVariables>;
export const UpdateFlipkartListingDocument = new TypedDocumentString(`
    mutation UpdateFlipkartListing($where: ListingWhereUniqueInput!, $data: FlipkartListingInput!) {
  listing: updateFlipkartListing(where: $where, data: $data) {
    ...FlipkartListingFields
  }
}
    fragment FlipkartListingFields on FlipkartListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: flipkartProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<UpdateFlipkartListingMutation, UpdateFlipkartListingMutationVariables>;
export const UpdateAmazonListingDocument = new TypedDocumentString(`
    mutation UpdateAmazonListing($where: ListingWhereUniqueInput!, $data: AmazonListingInput!) {
  listing: updateAmazonListing(where: $where, data: $data) {
    ...AmazonListingFields
  }
}
    fragment AmazonListingFields on AmazonListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  category: amazonProductCategory {
    id
    name
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<UpdateAmazonListingMutation, UpdateAmazonListingMutationVariables>;
export const UpdateMeeshoListingDocument = new TypedDocumentString(`
    mutation UpdateMeeshoListing($where: ListingWhereUniqueInput!, $data: MeeshoListingInput!) {
  listing: updateMeeshoListing(where: $where, data: $data) {
    ...MeeshoListingFields
  }
}
    fragment MeeshoListingFields on MeeshoListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<UpdateMeeshoListingMutation, UpdateMeeshoListingMutationVariables>;
export const UpdateLittleKidListingDocument = new TypedDocumentString(`
    mutation UpdateLittleKidListing($where: ListingWhereUniqueInput!, $data: LittleKidListingInput!) {
  listing: updateLittleKidListing(where: $where, data: $data) {
    ...LittleKidListingFields
  }
}
    fragment LittleKidListingFields on LittleKidListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<UpdateLittleKidListingMutation, UpdateLittleKidListingMutationVariables>;
export const UpdateTrendyHandyListingDocument = new TypedDocumentString(`
    mutation UpdateTrendyHandyListing($where: ListingWhereUniqueInput!, $data: TrendyHandyListingInput!) {
  listing: updateTrendyHandyListing(where: $where, data: $data) {
    ...TrendyHandyListingFields
  }
}
    fragment TrendyHandyListingFields on TrendyHandyListing {
  id
  sno
  skuid
  listingPrice
  profit
  packing
  advertisingCost
  returnCost
  discount
  productLength
  breadth
  height
  weight
  shippingFee
  products {
    id
    productName
  }
  purchaseCost
  lossProfit
  priceShouldBe
  priceCellClass
  dimensions {
    productLength
    breadth
    height
    weight
  }
  settlementLines {
    label
    value
  }
  problems {
    field
    message
  }
  img
  productName
  live
  version
}`) as unknown as TypedDocumentString<UpdateTrendyHandyListingMutation, UpdateTrendyHandyListingMutationVariables>;
export const UpdateBillFromGridDocument = new TypedDocumentString(`
    mutation UpdateBillFromGrid($billDate: String!, $data: BillInput!) {
  updateBill(where: {billDate: $billDate}, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateBillFromGridMutation, UpdateBillFromGridMutationVariables>;
export const ReconciliationQueuesDocument = new TypedDocumentString(`
    query ReconciliationQueues($channel: MarketplaceChannel!, $first: Int!, $differencesSkip: Int!, $acceptedSkip: Int!, $overdueSkip: Int!, $claimsSkip: Int!) {
  reconciliation(channel: $channel) {
    settlementDifferences(first: $first, skip: $differencesSkip) {
      orderId
      sku
      billDate
      paymentDate
      expectedSettlement
      tcs
      tds
      expectedPayout
      received
      difference
      reason
      accepted {
        ...AcceptedDifferenceFields
      }
    }
    settlementDifferenceCount
    acceptedDifferences(first: $first, skip: $acceptedSkip) {
      orderId
      sku
      billDate
      difference
      accepted {
        ...AcceptedDifferenceFields
      }
    }
    acceptedDifferenceCount
    overduePayments(first: $first, skip: $overdueSkip) {
      orderId
      sku
      billDate
      dueDate
      daysOverdue
      expectedSettlement
    }
    overduePaymentCount
    returnClaims(first: $first, skip: $claimsSkip) {
      orderId
      sku
      billDate
      returnDate
      returnType
      claimDeadline
      daysLeft
      podRequestTickeetId
      condition
      damageDescription
      claimId
      claimResult
    }
    returnClaimCount
    settings {
      ...ReconciliationSettingsFields
    }
  }
}
    fragment AcceptedDifferenceFields on AcceptedDifference {
  difference
  reason
  acceptedAt
  acceptedBy
}
fragment ReconciliationSettingsFields on ReconciliationSettings {
  toleranceRupees
  claimAfterDays
  paymentCycleDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
  claimWindowDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
}`) as unknown as TypedDocumentString<ReconciliationQueuesQuery, ReconciliationQueuesQueryVariables>;
export const AcceptPaymentDifferenceDocument = new TypedDocumentString(`
    mutation AcceptPaymentDifference($where: OrderLineWhereUniqueInput!, $difference: Float!, $reason: String!) {
  acceptPaymentDifference(where: $where, difference: $difference, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptPaymentDifferenceMutation, AcceptPaymentDifferenceMutationVariables>;
export const ReopenPaymentDifferenceDocument = new TypedDocumentString(`
    mutation ReopenPaymentDifference($where: OrderLineWhereUniqueInput!) {
  reopenPaymentDifference(where: $where) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReopenPaymentDifferenceMutation, ReopenPaymentDifferenceMutationVariables>;
export const CourierSyncsDocument = new TypedDocumentString(`
    query CourierSyncs {
  courierSyncs {
    courier
    startedByName
    job {
      id
      kind
      createdAt
      state
      progress {
        done
        total
        fraction
      }
      result
      error {
        message
      }
      finishedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CourierSyncsQuery, CourierSyncsQueryVariables>;
export const StartCourierSyncDocument = new TypedDocumentString(`
    mutation StartCourierSync($which: CourierSyncWhich!) {
  startCourierSync(which: $which) {
    jobId
  }
}
    `) as unknown as TypedDocumentString<StartCourierSyncMutation, StartCourierSyncMutationVariables>;
export const NdrQueueDocument = new TypedDocumentString(`
    query NdrQueue($withClosed: Boolean!, $first: Int!, $skip: Int!) {
  ndrQueueCount(withClosed: $withClosed)
  ndrQueue(withClosed: $withClosed, first: $first, skip: $skip) {
    id
    courier
    channel
    orderId
    status
    productName
    sku
    quantity
    customerName
    email
    mobile
    mobileProblem
    address
    pincode
    paymentMethod
    orderTotal
    courierCompany
    awb
    edd
    orderDate
    latestNdrDate
    ndrAttempts
    ndrReasons
    noAttempt
    ndrMsg
    ndrState
    ndrStateAt
    ndrStateByName
    courierTakesNdrRequests
  }
}
    `) as unknown as TypedDocumentString<NdrQueueQuery, NdrQueueQueryVariables>;
export const MoveShipmentNdrDocument = new TypedDocumentString(`
    mutation MoveShipmentNdr($id: ID!, $to: NdrState!) {
  moveShipmentNdr(id: $id, to: $to) {
    id
    ndrState
  }
}
    `) as unknown as TypedDocumentString<MoveShipmentNdrMutation, MoveShipmentNdrMutationVariables>;
export const RequestShipmentNdrDocument = new TypedDocumentString(`
    mutation RequestShipmentNdr($id: ID!, $request: NdrRequest!) {
  requestShipmentNdr(id: $id, request: $request) {
    sentToCourier
    shipment {
      id
      ndrState
    }
  }
}
    `) as unknown as TypedDocumentString<RequestShipmentNdrMutation, RequestShipmentNdrMutationVariables>;
export const ShipmentSummaryDocument = new TypedDocumentString(`
    query ShipmentSummary {
  shipmentSummary {
    total
    pastEdd
    codPending
    codPendingOrders
    byStatus {
      status
      statusClass
      count
    }
    byChannel {
      channel
      count
    }
    byCourier {
      courier
      courierCompany
      count
      delivered
      rto
      rtoRatePercent
    }
    byPincodePrefix {
      prefix
      count
      delivered
      rto
      rtoRatePercent
    }
    coverage {
      flag
      statusClass
      total
      sent
      sentAll
    }
  }
}
    `) as unknown as TypedDocumentString<ShipmentSummaryQuery, ShipmentSummaryQueryVariables>;
export const ShipmentsDocument = new TypedDocumentString(`
    query Shipments($tab: ShipmentTab!, $first: Int!, $skip: Int!) {
  shipments(tab: $tab, first: $first, skip: $skip) {
    id
    courier
    channel
    orderId
    status
    statusClass
    productName
    sku
    quantity
    customerName
    email
    mobile
    mobileProblem
    address
    pincode
    paymentMethod
    orderTotal
    courierCompany
    awb
    edd
    orderDate
    ndrAttempts
    ndrReasons
    firstMsg
    inTransitMsg
    ndrMsg
    rtoMsg
  }
}
    `) as unknown as TypedDocumentString<ShipmentsQuery, ShipmentsQueryVariables>;
export const ShipmentCountsDocument = new TypedDocumentString(`
    query ShipmentCounts {
  shipmentCounts {
    new
    inTransit
    delivered
    undelivered
    rto
    afterEdd
    all
  }
}
    `) as unknown as TypedDocumentString<ShipmentCountsQuery, ShipmentCountsQueryVariables>;
export const PriceListProductsDocument = new TypedDocumentString(`
    query PriceListProducts($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) {
    id
    productName
    purchaseCost
    img
    forSale
  }
}
    `) as unknown as TypedDocumentString<PriceListProductsQuery, PriceListProductsQueryVariables>;
export const AddProductForSaleDocument = new TypedDocumentString(`
    mutation AddProductForSale($data: ProductInput!) {
  createProduct(data: $data) {
    id
    productName
  }
}
    `) as unknown as TypedDocumentString<AddProductForSaleMutation, AddProductForSaleMutationVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($data: ProductInput!) {
  createProduct(data: $data) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  productName
  purchaseCost
  stock
  unit
  gst
  gstMode
  hsnCode
  productImage
  img
  searchKeyword
  amazonKeyword
  productLength
  breadth
  height
  weight
  rackNo
  forSale
  stage
  publishedAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($where: ProductWhereUniqueInput!) {
  deleteProduct(where: $where) {
    id
    productName
  }
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const ProductListingsDocument = new TypedDocumentString(`
    query ProductListings($where: ProductWhereUniqueInput!) {
  product(where: $where) {
    id
    flipkartListings {
      skuid
    }
    amazonListing {
      skuid
    }
    meeshoListings {
      skuid
    }
    littleKidListings {
      skuid
    }
    trendyHandyListings {
      skuid
    }
  }
}
    `) as unknown as TypedDocumentString<ProductListingsQuery, ProductListingsQueryVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($first: Int!, $skip: Int!) {
  products(first: $first, skip: $skip) {
    ...ProductFields
  }
  productCount
}
    fragment ProductFields on Product {
  id
  productName
  purchaseCost
  stock
  unit
  gst
  gstMode
  hsnCode
  productImage
  img
  searchKeyword
  amazonKeyword
  productLength
  breadth
  height
  weight
  rackNo
  forSale
  stage
  publishedAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const PublishProductDocument = new TypedDocumentString(`
    mutation PublishProduct($where: ProductWhereUniqueInput!) {
  publishProduct(where: $where, to: PUBLISHED) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  productName
  purchaseCost
  stock
  unit
  gst
  gstMode
  hsnCode
  productImage
  img
  searchKeyword
  amazonKeyword
  productLength
  breadth
  height
  weight
  rackNo
  forSale
  stage
  publishedAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<PublishProductMutation, PublishProductMutationVariables>;
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($where: ProductWhereUniqueInput!, $data: ProductInput!) {
  updateProduct(where: $where, data: $data) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  productName
  purchaseCost
  stock
  unit
  gst
  gstMode
  hsnCode
  productImage
  img
  searchKeyword
  amazonKeyword
  productLength
  breadth
  height
  weight
  rackNo
  forSale
  stage
  publishedAt
  updatedAt
  version
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>;
export const CourierLoginsDocument = new TypedDocumentString(`
    query CourierLogins {
  courierLogins {
    key
    label
    fields {
      name
      label
      secret
    }
    set
    updatedAt
    updatedByName
  }
}
    `) as unknown as TypedDocumentString<CourierLoginsQuery, CourierLoginsQueryVariables>;
export const SetCourierLoginDocument = new TypedDocumentString(`
    mutation SetCourierLogin($key: String!, $fields: [SecretFieldInput!]!) {
  setCourierLogin(key: $key, fields: $fields) {
    key
    set
    updatedAt
    updatedByName
  }
}
    `) as unknown as TypedDocumentString<SetCourierLoginMutation, SetCourierLoginMutationVariables>;
export const GstReturnSettingsDocument = new TypedDocumentString(`
    query GstReturnSettings {
  gstReturnSettings {
    b2clThresholds {
      effectiveFrom
      rupees
    }
    hsnDigits
    jsonVersion
    etins {
      channel
      etin
    }
    tcs {
      effectiveFrom
      percent
      section
    }
    tds {
      effectiveFrom
      percent
      section
    }
    version
  }
}
    `) as unknown as TypedDocumentString<GstReturnSettingsQuery, GstReturnSettingsQueryVariables>;
export const UpdateGstReturnSettingsDocument = new TypedDocumentString(`
    mutation UpdateGstReturnSettings($data: GstReturnSettingsInput!, $version: Int!) {
  updateGstReturnSettings(data: $data, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateGstReturnSettingsMutation, UpdateGstReturnSettingsMutationVariables>;
export const UpdateMessageSettingsDocument = new TypedDocumentString(`
    mutation UpdateMessageSettings($data: MessageSettingsInput!, $version: Int!) {
  updateMessageSettings(data: $data, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateMessageSettingsMutation, UpdateMessageSettingsMutationVariables>;
export const SettingsReconciliationSettingsDocument = new TypedDocumentString(`
    query SettingsReconciliationSettings {
  reconciliationSettings {
    ...ReconciliationSettingsFields
    version
  }
}
    fragment ReconciliationSettingsFields on ReconciliationSettings {
  toleranceRupees
  claimAfterDays
  paymentCycleDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
  claimWindowDays {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
}`) as unknown as TypedDocumentString<SettingsReconciliationSettingsQuery, SettingsReconciliationSettingsQueryVariables>;
export const UpdateReconciliationSettingsDocument = new TypedDocumentString(`
    mutation UpdateReconciliationSettings($data: ReconciliationSettingsInput!, $version: Int!) {
  updateReconciliationSettings(data: $data, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateReconciliationSettingsMutation, UpdateReconciliationSettingsMutationVariables>;
export const SaveSellerProfileDocument = new TypedDocumentString(`
    mutation SaveSellerProfile($data: SellerProfileInput!, $version: Int!) {
  updateSellerProfile(data: $data, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<SaveSellerProfileMutation, SaveSellerProfileMutationVariables>;
export const FeeSchedulesDocument = new TypedDocumentString(`
    query FeeSchedules {
  feeSchedules {
    channel
    label
    fields
    version
    versions {
      effectiveFrom
      feeGstPercent
      collectionFlatAbove
      referralGstPercent
      closingFeeBands {
        upTo
        fee
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeeSchedulesQuery, FeeSchedulesQueryVariables>;
export const GstRulesDocument = new TypedDocumentString(`
    query GstRules {
  gstRules {
    version
    rules {
      hsnPrefix
      effectiveFrom
      ratePercent
      band {
        thresholdRupees
        ratePercentAbove
      }
      note
    }
  }
}
    `) as unknown as TypedDocumentString<GstRulesQuery, GstRulesQueryVariables>;
export const UpdateFeeScheduleDocument = new TypedDocumentString(`
    mutation UpdateFeeSchedule($channel: String!, $versions: [FeeScheduleVersionInput!]!, $version: Int!) {
  updateFeeSchedule(channel: $channel, versions: $versions, version: $version) {
    channel
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateFeeScheduleMutation, UpdateFeeScheduleMutationVariables>;
export const UpdateGstRulesDocument = new TypedDocumentString(`
    mutation UpdateGstRules($rules: [GstRuleInput!]!, $version: Int!) {
  updateGstRules(rules: $rules, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateGstRulesMutation, UpdateGstRulesMutationVariables>;
export const ShipmentCostSettingsDocument = new TypedDocumentString(`
    query ShipmentCostSettings {
  shipmentCostSettings {
    productCosts {
      keyword
      unitCost
    }
    version
  }
}
    `) as unknown as TypedDocumentString<ShipmentCostSettingsQuery, ShipmentCostSettingsQueryVariables>;
export const UpdateShipmentCostSettingsDocument = new TypedDocumentString(`
    mutation UpdateShipmentCostSettings($productCosts: [ShipmentCostRuleInput!]!, $version: Int!) {
  updateShipmentCostSettings(productCosts: $productCosts, version: $version) {
    version
  }
}
    `) as unknown as TypedDocumentString<UpdateShipmentCostSettingsMutation, UpdateShipmentCostSettingsMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($username: String!, $password: String!, $role: Role!) {
  createUser(data: {username: $username, password: $password, role: $role}) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  role
  disabled
  createdAt
}`) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($id: ID!) {
  deleteUser(where: {id: $id}) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  role
  disabled
  createdAt
}`) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users {
  users {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  role
  disabled
  createdAt
}`) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($id: ID!, $data: UserUpdateInput!) {
  updateUser(where: {id: $id}, data: $data) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  role
  disabled
  createdAt
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const MessageSettingsDocument = new TypedDocumentString(`
    query MessageSettings {
  messageSettings {
    templates {
      firstOrder
      inTransit
      rto
      ndr
      callScript
    }
    deliveryPromise
    eddDays
    unboxingVideoLink
    shopLinks
    returnDiscountRupees
    couponRules {
      keyword
      code
    }
    trackingLinks {
      ithink
      shiprocket
    }
    version
  }
}
    `) as unknown as TypedDocumentString<MessageSettingsQuery, MessageSettingsQueryVariables>;
export const PricingGstRulesDocument = new TypedDocumentString(`
    query PricingGstRules {
  gstRules {
    rules {
      hsnPrefix
      effectiveFrom
      ratePercent
      band {
        thresholdRupees
        ratePercentAbove
      }
      note
    }
  }
}
    `) as unknown as TypedDocumentString<PricingGstRulesQuery, PricingGstRulesQueryVariables>;
export const PricingFeeSchedulesDocument = new TypedDocumentString(`
    query PricingFeeSchedules {
  feeSchedules {
    channel
    versions {
      effectiveFrom
      feeGstPercent
      collectionFlatAbove
      referralGstPercent
      closingFeeBands {
        upTo
        fee
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PricingFeeSchedulesQuery, PricingFeeSchedulesQueryVariables>;
export const SaveReturnFollowUpDocument = new TypedDocumentString(`
    mutation SaveReturnFollowUp($billDate: String!, $data: BillInput!) {
  updateBill(where: {billDate: $billDate}, data: $data) {
    id
  }
}
    `) as unknown as TypedDocumentString<SaveReturnFollowUpMutation, SaveReturnFollowUpMutationVariables>;
export const SellerProfileDocument = new TypedDocumentString(`
    query SellerProfile {
  sellerProfile {
    businessName
    address
    stateCode
    gstin
    pan
    phone
    email
    bankName
    bankAccountName
    bankAccountNumber
    bankIfsc
    logo
    logoWidth
    financialYearStartMonth
    documentDefaults {
      kind
      notes
      term
    }
    version
  }
}
    `) as unknown as TypedDocumentString<SellerProfileQuery, SellerProfileQueryVariables>;
export const ClaimShipmentMessageDocument = new TypedDocumentString(`
    mutation ClaimShipmentMessage($id: ID!, $tab: ShipmentTab!) {
  claimShipmentMessage(id: $id, tab: $tab) {
    claimed
    shipment {
      id
      firstMsg
      inTransitMsg
      ndrMsg
      rtoMsg
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimShipmentMessageMutation, ClaimShipmentMessageMutationVariables>;
export const MessageScreenShipmentsDocument = new TypedDocumentString(`
    query MessageScreenShipments($tab: ShipmentTab!, $first: Int!) {
  shipmentCounts {
    new
    inTransit
    undelivered
    rto
    all
  }
  shipments(tab: $tab, first: $first, skip: 0) {
    id
    courier
    channel
    orderId
    status
    productName
    sku
    quantity
    customerName
    email
    mobile
    address
    paymentMethod
    orderTotal
    courierCompany
    awb
    edd
    ndrAttempts
    ndrReasons
    firstMsg
    inTransitMsg
    ndrMsg
    rtoMsg
  }
}
    `) as unknown as TypedDocumentString<MessageScreenShipmentsQuery, MessageScreenShipmentsQueryVariables>;
export const JobDocument = new TypedDocumentString(`
    query Job($id: ID!) {
  job(id: $id) {
    id
    kind
    state
    progress {
      done
      total
      fraction
    }
    result
    error {
      code
      message
      field
      row
    }
    finishedAt
  }
}
    `) as unknown as TypedDocumentString<JobQuery, JobQueryVariables>;