import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductView } from './modules/products/products.service.ts';
import type { PublicUser } from './modules/users/users.service.ts';
import type { ListingView } from './modules/listings/listing-view.ts';
import type { CategoryView } from './modules/categories/categories.service.ts';
import type { InvoiceView } from './modules/billing/invoices.service.ts';
import type { BillView, BillOrderView } from './modules/billing/bills.service.ts';
import type { SellerProfileRecord } from './modules/billing/seller-profile.service.ts';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** a calendar date, YYYY-MM-DD (dates are the seller’s, in India) */
  Date: { input: string; output: string; }
};

/** a payment difference an ADMIN accepted, with why (rupees) */
export type AcceptedDifference = {
  __typename?: 'AcceptedDifference';
  /** when (ISO 8601) */
  acceptedAt: Scalars['String']['output'];
  /** the username of who accepted it (null: a removed user) */
  acceptedBy?: Maybe<Scalars['String']['output']>;
  /** the difference accepted (received − expected payout) */
  difference: Scalars['Float']['output'];
  reason: Scalars['String']['output'];
};

/** a Amazon listing (docs/architecture.md); derived values are computed by @seller-desk/core */
export type AmazonListing = {
  __typename?: 'AmazonListing';
  advertisingCost?: Maybe<Scalars['Float']['output']>;
  afterPurchaseCostDeduct?: Maybe<Scalars['Float']['output']>;
  amazonProductCategory?: Maybe<AmazonProductCategory>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** from the single linked product, else the listing */
  dimensions: ListingDimensions;
  discount?: Maybe<Scalars['Float']['output']>;
  fees: ListingFees;
  freeDelivery?: Maybe<Scalars['Float']['output']>;
  /** derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for) */
  gst?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first linked product's first image thumbnail */
  img?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  listingPrice?: Maybe<Scalars['Float']['output']>;
  /** at least one product linked and every linked product has stock above 0 */
  live: Scalars['Boolean']['output'];
  lossProfit?: Maybe<Scalars['String']['output']>;
  packing?: Maybe<Scalars['Float']['output']>;
  priceCellClass?: Maybe<Scalars['String']['output']>;
  priceShouldBe?: Maybe<Scalars['Float']['output']>;
  problems: Array<PricingProblem>;
  /** as stored on the listing */
  productLength?: Maybe<Scalars['Float']['output']>;
  /** combined from the linked products, comma-joined */
  productName?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  profit?: Maybe<Scalars['Float']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** derived: the sum of the linked products' purchase costs */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  returnCost?: Maybe<Scalars['Float']['output']>;
  setlmentValue?: Maybe<Scalars['Float']['output']>;
  settlementLines: Array<SettlementLine>;
  /** rupees, before GST */
  shippingFee?: Maybe<Scalars['Float']['output']>;
  skuid: Scalars['String']['output'];
  /** creation order within Amazon; never reused */
  sno: Scalars['Int']['output'];
  stage: Stage;
  taxInsidePrice?: Maybe<Scalars['Float']['output']>;
  totalShippingFee?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** a row of a bulk Amazon listing call: products and category by name, matched without case */
export type AmazonListingBulkInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  /** the Amazon category by name */
  categoryName?: InputMaybe<Scalars['String']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** the linked products by name; on update, given names replace the links */
  productNames?: InputMaybe<Array<Scalars['String']['input']>>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** every field optional on update; skuid required on create */
export type AmazonListingInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  amazonProductCategory?: InputMaybe<CategoryRelationInput>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: InputMaybe<ProductsRelationInput>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type AmazonListingUpdateManyInput = {
  data: AmazonListingBulkInput;
  where: ListingWhereUniqueInput;
};

/** a Amazon fee category (docs/architecture.md) */
export type AmazonProductCategory = {
  __typename?: 'AmazonProductCategory';
  /** the date the version shown takes effect (the version in effect on the list's at, default today) */
  effectiveFrom: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** how many Amazon listings use this category */
  listingCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** referral fee: rupee price from - to => percent of the price */
  referalFeePercent: Array<Slab>;
  stage: Stage;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  /** every version of the card, oldest first */
  versions: Array<AmazonProductCategoryVersion>;
};

/** every field optional on update; name required on create */
export type AmazonProductCategoryInput = {
  /** the date changed slab lists take effect (default today; a past date re-prices from then on; a version of that date is replaced) */
  effectiveFrom?: InputMaybe<Scalars['Date']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  referalFeePercent?: InputMaybe<Array<SlabInput>>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** one dated version of a Amazon category's card */
export type AmazonProductCategoryVersion = {
  __typename?: 'AmazonProductCategoryVersion';
  effectiveFrom: Scalars['Date']['output'];
  referalFeePercent: Array<Slab>;
};

/** one row of the audit log as the History screen shows it */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** what was done as stored: create, update, delete, publish… */
  action: Scalars['String']['output'];
  /** what was done in words: Created, Changed, Deleted… */
  actionLabel: Scalars['String']['output'];
  /** when, an ISO date-time */
  at: Scalars['String']['output'];
  /** the fields that differ between the record before and after, in the record's order */
  changes: Array<AuditFieldChange>;
  /** the kind of record: product, listing, fee_category, order_line, invoice, setting, user, impLink */
  entity: Scalars['String']['output'];
  /** the record's id as the log keeps it */
  entityId: Scalars['String']['output'];
  /** the kind in words: Listing */
  entityLabel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the record's name today (SKU and channel, product name, document number…), else the name its rows kept, else its id */
  recordName: Scalars['String']['output'];
  /** the account that made the change; null for the system (the command line, single sign-on) */
  userId?: Maybe<Scalars['ID']['output']>;
  /** who: the username; a deleted account's last username with (deleted); System when no account */
  who: Scalars['String']['output'];
};

/** one field a change changed, in words: Listing price ₹449.00 → ₹459.00 */
export type AuditFieldChange = {
  __typename?: 'AuditFieldChange';
  after?: Maybe<Scalars['String']['output']>;
  /** null: none (the field was empty, or the record did not exist) */
  before?: Maybe<Scalars['String']['output']>;
  /** the field's path in the stored record, e.g. listingPricePaise or paymentCycleDays.flipkart */
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** what to show; every part optional */
export type AuditLogWhere = {
  /** one kind of record */
  entity?: InputMaybe<Scalars['String']['input']>;
  /** one record (with its entity); an order line's history also holds the uploads that stored or changed it, the re-prices that priced it again and the publishing of its bill date */
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** from this India date on */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** up to this India date, included */
  to?: InputMaybe<Scalars['Date']['input']>;
  /** one account's changes */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** a page of the audit log */
export type AuditPage = {
  __typename?: 'AuditPage';
  entries: Array<AuditEntry>;
  /** pass as after for the next page; null when this page is the last */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** the name of the one record asked for (where.entityId): its name today, else the name its entries on this page kept; null when none is asked for or known */
  recordName?: Maybe<Scalars['String']['output']>;
};

/** the lines awaiting payment (not paid, not returned) ordered fromDays to toDays days ago */
export type AwaitingPaymentBand = {
  __typename?: 'AwaitingPaymentBand';
  /** their expected payout: settlement − TCS − TDS */
  expected: Scalars['Float']['output'];
  fromDays: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  lines: Scalars['Int']['output'];
  /** null: no upper bound */
  toDays?: Maybe<Scalars['Int']['output']>;
};

export type BatchRowResult = {
  __typename?: 'BatchRowResult';
  id: Scalars['ID']['output'];
  /** why the row failed, for people */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** everything filed under one bill date: our documents and the marketplace orders */
export type Bill = {
  __typename?: 'Bill';
  /** the amazon orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many) */
  amazon: Array<BillOrder>;
  billDate: Scalars['String']['output'];
  /** the cash memos of the bill date, a page in the order issued (first at most 10000; documentCount says how many) */
  cashMemo: Array<Invoice>;
  /** the credit notes of the bill date, a page in the order issued (first at most 10000; documentCount says how many) */
  creditNote: Array<Invoice>;
  /** how many documents of one kind the bill date has */
  documentCount: Scalars['Int']['output'];
  /** the expense bills of the bill date, a page in the order issued (first at most 10000; documentCount says how many) */
  expense: Array<Invoice>;
  /** the flipkart orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many) */
  flipkart: Array<BillOrder>;
  /** the tax invoices of the bill date, a page in the order issued (first at most 10000; documentCount says how many) */
  gstInvoice: Array<Invoice>;
  /** the bill date itself (bills are keyed by date) */
  id: Scalars['ID']['output'];
  /** the littleKid orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many) */
  littleKid: Array<BillOrder>;
  /** the meesho orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many) */
  meesho: Array<BillOrder>;
  /** how many orders of one marketplace the bill has */
  orderCount: Scalars['Int']['output'];
  /** the purchase bills of the bill date, a page in the order issued (first at most 10000; documentCount says how many) */
  purchase: Array<Invoice>;
  /** the trendyHandy orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many) */
  trendyHandy: Array<BillOrder>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillAmazonArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillCashMemoArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillCreditNoteArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillDocumentCountArgs = {
  kind: InvoiceKind;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillExpenseArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillFlipkartArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillGstInvoiceArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillLittleKidArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillMeeshoArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillOrderCountArgs = {
  channel: MarketplaceChannel;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillPurchaseArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** everything filed under one bill date: our documents and the marketplace orders */
export type BillTrendyHandyArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** a bill's id is its bill date */
export type BillIdWhereInput = {
  id: Scalars['ID']['input'];
};

/** the marketplace arrays of a bill to write; a line not listed is never dropped */
export type BillInput = {
  amazon?: InputMaybe<Array<BillOrderInput>>;
  flipkart?: InputMaybe<Array<BillOrderInput>>;
  littleKid?: InputMaybe<Array<BillOrderInput>>;
  meesho?: InputMaybe<Array<BillOrderInput>>;
  trendyHandy?: InputMaybe<Array<BillOrderInput>>;
};

/** one marketplace order line of a bill (sale, return and payment fields); filled by the report uploads */
export type BillOrder = {
  __typename?: 'BillOrder';
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  amazonsetlment?: Maybe<Scalars['Float']['output']>;
  amountRecieveFromAmazon?: Maybe<Scalars['Float']['output']>;
  amountRecieveFromFlipkart?: Maybe<Scalars['Float']['output']>;
  amountRecieveFromLittleKid?: Maybe<Scalars['Float']['output']>;
  amountRecieveFromMeesho?: Maybe<Scalars['Float']['output']>;
  amountRecieveFromTrendyHandy?: Maybe<Scalars['Float']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  claimId?: Maybe<Scalars['String']['output']>;
  claimResult?: Maybe<Scalars['String']['output']>;
  condition?: Maybe<Scalars['String']['output']>;
  damageDescription?: Maybe<Scalars['String']['output']>;
  /** the payment Difference, as on Reconciliation: amount received − (settlement − TCS − TDS); null unless paid, not returned and with a settlement, and in the answer of a write */
  difference?: Maybe<Scalars['Float']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  flipkartsetlment?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  invoiceAmount?: Maybe<Scalars['Float']['output']>;
  littleKidsetlment?: Maybe<Scalars['Float']['output']>;
  marketplaceFee?: Maybe<Scalars['Float']['output']>;
  meeshosetlment?: Maybe<Scalars['Float']['output']>;
  orderId: Scalars['String']['output'];
  orderedOn?: Maybe<Scalars['String']['output']>;
  paymentDate?: Maybe<Scalars['String']['output']>;
  paymentReceived?: Maybe<Scalars['Boolean']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  pinCode?: Maybe<Scalars['String']['output']>;
  podRequestTickeetId?: Maybe<Scalars['String']['output']>;
  profit?: Maybe<Scalars['Float']['output']>;
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  pysicallyRecieved?: Maybe<Scalars['Boolean']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  return?: Maybe<Scalars['Boolean']['output']>;
  /** the date the return was uploaded as (read only: set by the return upload) */
  returnDate?: Maybe<Scalars['String']['output']>;
  returnType?: Maybe<Scalars['String']['output']>;
  saleType?: Maybe<Scalars['String']['output']>;
  shipToName?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** rupees of GST TCS withheld from the payout (the payment report's, else at the order date's rate); null for a returned line, and in the answer of a write (read the line again) */
  tcs?: Maybe<Scalars['Float']['output']>;
  /** rupees of income-tax TDS withheld from the payout, as tcs */
  tds?: Maybe<Scalars['Float']['output']>;
  trackingID?: Maybe<Scalars['String']['output']>;
  trendyHandysetlment?: Maybe<Scalars['Float']['output']>;
};

export type BillOrderByInput =
  | 'billDate_ASC'
  | 'billDate_DESC';

/** one marketplace order line to insert or update by (channel, orderId, sku); fields left out stay as they are */
export type BillOrderInput = {
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  amazonsetlment?: InputMaybe<Scalars['Float']['input']>;
  amountRecieveFromAmazon?: InputMaybe<Scalars['Float']['input']>;
  amountRecieveFromFlipkart?: InputMaybe<Scalars['Float']['input']>;
  amountRecieveFromLittleKid?: InputMaybe<Scalars['Float']['input']>;
  amountRecieveFromMeesho?: InputMaybe<Scalars['Float']['input']>;
  amountRecieveFromTrendyHandy?: InputMaybe<Scalars['Float']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  claimId?: InputMaybe<Scalars['String']['input']>;
  claimResult?: InputMaybe<Scalars['String']['input']>;
  condition?: InputMaybe<Scalars['String']['input']>;
  damageDescription?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  flipkartsetlment?: InputMaybe<Scalars['Float']['input']>;
  invoiceAmount?: InputMaybe<Scalars['Float']['input']>;
  littleKidsetlment?: InputMaybe<Scalars['Float']['input']>;
  marketplaceFee?: InputMaybe<Scalars['Float']['input']>;
  meeshosetlment?: InputMaybe<Scalars['Float']['input']>;
  orderId: Scalars['String']['input'];
  paymentDate?: InputMaybe<Scalars['String']['input']>;
  paymentReceived?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pinCode?: InputMaybe<Scalars['String']['input']>;
  podRequestTickeetId?: InputMaybe<Scalars['String']['input']>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  purchaseCost?: InputMaybe<Scalars['Float']['input']>;
  pysicallyRecieved?: InputMaybe<Scalars['Boolean']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  return?: InputMaybe<Scalars['Boolean']['input']>;
  returnType?: InputMaybe<Scalars['String']['input']>;
  saleType?: InputMaybe<Scalars['String']['input']>;
  shipToName?: InputMaybe<Scalars['String']['input']>;
  sku: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  trackingID?: InputMaybe<Scalars['String']['input']>;
  trendyHandysetlment?: InputMaybe<Scalars['Float']['input']>;
};

/** which lines a Check Bills tab lists (Sale, Return, Payment): every line, the returned ones, the paid ones */
export type BillOrderTab =
  | 'PAYMENT'
  | 'RETURN'
  | 'SALE';

/** one channel's lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, both included) */
export type BillOrderWhereInput = {
  billDate_gte: Scalars['String']['input'];
  billDate_lte: Scalars['String']['input'];
  channel: MarketplaceChannel;
  /** only the lines whose order id, SKU, tracking id or buyer's name contains this text, any case (at most 100 characters) */
  search?: InputMaybe<Scalars['String']['input']>;
  tab: BillOrderTab;
};

export type BillRef = {
  __typename?: 'BillRef';
  billDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type BillWhereInput = {
  billDate_gte?: InputMaybe<Scalars['String']['input']>;
  billDate_lte?: InputMaybe<Scalars['String']['input']>;
};

export type BillWhereUniqueInput = {
  billDate: Scalars['String']['input'];
};

/** The field a bulk row failed on (null when the row as a whole failed) and why. */
export type BulkRowError = {
  __typename?: 'BulkRowError';
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** One input row of a batch mutation: row counts from 1 in the call's input order. */
export type BulkRowResult = {
  __typename?: 'BulkRowResult';
  error?: Maybe<BulkRowError>;
  id?: Maybe<Scalars['ID']['output']>;
  ok: Scalars['Boolean']['output'];
  row: Scalars['Int']['output'];
};

/** the business's net for a range (decision 340), in rupees; each document at its value without GST, cancelled ones left out */
export type BusinessNet = {
  __typename?: 'BusinessNet';
  /** our credit notes: own-store sales given back */
  creditNotes: Scalars['Float']['output'];
  /** how many documents of ours the range has, of the four kinds counted */
  documents: Scalars['Int']['output'];
  /** the expense bills recorded */
  expenses: Scalars['Float']['output'];
  /** every channel's net profit (salesSummary's netProfit) */
  marketplaceNetProfit: Scalars['Float']['output'];
  /** marketplaceNetProfit + ownStoreSales − creditNotes − purchases − expenses */
  net: Scalars['Float']['output'];
  /** our tax invoices and cash memos */
  ownStoreSales: Scalars['Float']['output'];
  /** the purchase bills recorded */
  purchases: Scalars['Float']['output'];
};

/** a range of bill dates (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), every channel */
export type BusinessNetWhereInput = {
  billDate_gte: Scalars['String']['input'];
  billDate_lte: Scalars['String']['input'];
};

export type CategoryRelationInput = {
  connect?: InputMaybe<CategoryWhereUniqueInput>;
  disconnect?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CategoryWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type ChannelDays = {
  __typename?: 'ChannelDays';
  amazon: Scalars['Int']['output'];
  flipkart: Scalars['Int']['output'];
  littleKid: Scalars['Int']['output'];
  meesho: Scalars['Int']['output'];
  trendyHandy: Scalars['Int']['output'];
};

export type ChannelDaysInput = {
  amazon?: InputMaybe<Scalars['Float']['input']>;
  flipkart?: InputMaybe<Scalars['Float']['input']>;
  littleKid?: InputMaybe<Scalars['Float']['input']>;
  meesho?: InputMaybe<Scalars['Float']['input']>;
  trendyHandy?: InputMaybe<Scalars['Float']['input']>;
};

/** a channel's fee schedule: every version, oldest first */
export type ChannelFeeSchedule = {
  __typename?: 'ChannelFeeSchedule';
  /** flipkart, amazon, meesho, littleKid or trendyHandy */
  channel: Scalars['String']['output'];
  /** the fields of a version this channel uses */
  fields: Array<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** the optimistic lock of the schedule (0: never saved, the built-in schedule is shown) */
  version: Scalars['Int']['output'];
  versions: Array<FeeScheduleVersion>;
};

/** an Amazon closing-fee band: prices up to and including upTo (rupees) pay fee before GST */
export type ClosingFeeBand = {
  __typename?: 'ClosingFeeBand';
  fee: Scalars['Float']['output'];
  /** null: every price above the previous band */
  upTo?: Maybe<Scalars['Float']['output']>;
};

/** a band as typed: a fee left out or null is refused naming the version (not read as 0) */
export type ClosingFeeBandInput = {
  fee?: InputMaybe<Scalars['Float']['input']>;
  /** null or left out: every price above the previous band */
  upTo?: InputMaybe<Scalars['Float']['input']>;
};

/** a coupon code for products whose name holds the keyword (any case) */
export type CouponRule = {
  __typename?: 'CouponRule';
  code: Scalars['String']['output'];
  keyword: Scalars['String']['output'];
};

export type CouponRuleInput = {
  code: Scalars['String']['input'];
  keyword: Scalars['String']['input'];
};

/** a courier's API login as the screen sees it: whether it is set, when and by whom; never its value */
export type CourierLogin = {
  __typename?: 'CourierLogin';
  fields: Array<CourierLoginField>;
  /** secret.ithink or secret.shiprocket */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  set: Scalars['Boolean']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedByName?: Maybe<Scalars['String']['output']>;
};

export type CourierLoginField = {
  __typename?: 'CourierLoginField';
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** true: typed as a password */
  secret: Scalars['Boolean']['output'];
};

/** a courier's latest job, a sync (kind courier-sync) or an export's import (shipment-import): running now, or the last one with its kept outcome; null job: never synced or imported */
export type CourierSync = {
  __typename?: 'CourierSync';
  /** ithink or shiprocket */
  courier: Scalars['String']['output'];
  job?: Maybe<Job>;
  /** the username of who started the job */
  startedByName?: Maybe<Scalars['String']['output']>;
};

export type CourierSyncStart = {
  __typename?: 'CourierSyncStart';
  jobId: Scalars['ID']['output'];
};

/** which couriers a sync reads */
export type CourierSyncWhich =
  | 'BOTH'
  | 'ITHINK'
  | 'SHIPROCKET';

export type CreditReason =
  | 'PRICE_REDUCTION'
  | 'RETURN';

/** rupees of an invoice's courier and packing charges that its credit notes credit */
export type CreditedCharges = {
  __typename?: 'CreditedCharges';
  courier: Scalars['Float']['output'];
  packingTransportation: Scalars['Float']['output'];
};

export type DocumentDefaults = {
  __typename?: 'DocumentDefaults';
  kind: InvoiceKind;
  notes: Scalars['String']['output'];
  term: Scalars['String']['output'];
};

export type DocumentDefaultsInput = {
  kind: InvoiceKind;
  notes: Scalars['String']['input'];
  term: Scalars['String']['input'];
};

/** GSTR-1 Table 13: one row per series */
export type DocumentSeries = {
  __typename?: 'DocumentSeries';
  cancelled: Scalars['Int']['output'];
  firstNumber: Scalars['String']['output'];
  kind: InvoiceKind;
  label: Scalars['String']['output'];
  lastNumber: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** one dated version of a channel's fee schedule */
export type FeeScheduleVersion = {
  __typename?: 'FeeScheduleVersion';
  /** Amazon: closing fees by price, ascending */
  closingFeeBands: Array<ClosingFeeBand>;
  /** Flipkart: a collection-fee slab value above this is a flat rupee amount, otherwise a percent */
  collectionFlatAbove: Scalars['Float']['output'];
  effectiveFrom: Scalars['Date']['output'];
  /** GST on every marketplace fee line and on shipping, percent */
  feeGstPercent: Scalars['Float']['output'];
  /** Amazon: the GST term of referral fees, percent of the price */
  referralGstPercent: Scalars['Float']['output'];
};

/** a version as typed: a number left out or null is refused with a message naming the version and the field */
export type FeeScheduleVersionInput = {
  closingFeeBands: Array<ClosingFeeBandInput>;
  collectionFlatAbove?: InputMaybe<Scalars['Float']['input']>;
  effectiveFrom: Scalars['Date']['input'];
  feeGstPercent?: InputMaybe<Scalars['Float']['input']>;
  referralGstPercent?: InputMaybe<Scalars['Float']['input']>;
};

/** a Flipkart listing (docs/architecture.md); derived values are computed by @seller-desk/core */
export type FlipkartListing = {
  __typename?: 'FlipkartListing';
  advertisingCost?: Maybe<Scalars['Float']['output']>;
  afterPurchaseCostDeduct?: Maybe<Scalars['Float']['output']>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** from the single linked product, else the listing */
  dimensions: ListingDimensions;
  discount?: Maybe<Scalars['Float']['output']>;
  fees: ListingFees;
  flipkartProductCategory?: Maybe<FlipkartProductCategory>;
  freeDelivery?: Maybe<Scalars['Float']['output']>;
  /** derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for) */
  gst?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first linked product's first image thumbnail */
  img?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  listingPrice?: Maybe<Scalars['Float']['output']>;
  /** at least one product linked and every linked product has stock above 0 */
  live: Scalars['Boolean']['output'];
  lossProfit?: Maybe<Scalars['String']['output']>;
  packing?: Maybe<Scalars['Float']['output']>;
  priceCellClass?: Maybe<Scalars['String']['output']>;
  priceShouldBe?: Maybe<Scalars['Float']['output']>;
  problems: Array<PricingProblem>;
  /** as stored on the listing */
  productLength?: Maybe<Scalars['Float']['output']>;
  /** combined from the linked products, comma-joined */
  productName?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  profit?: Maybe<Scalars['Float']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** derived: the sum of the linked products' purchase costs */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  returnCost?: Maybe<Scalars['Float']['output']>;
  setlmentValue?: Maybe<Scalars['Float']['output']>;
  settlementLines: Array<SettlementLine>;
  /** rupees, before GST */
  shippingFee?: Maybe<Scalars['Float']['output']>;
  skuid: Scalars['String']['output'];
  /** creation order within Flipkart; never reused */
  sno: Scalars['Int']['output'];
  stage: Stage;
  taxInsidePrice?: Maybe<Scalars['Float']['output']>;
  totalShippingFee?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** a row of a bulk Flipkart listing call: products and category by name, matched without case */
export type FlipkartListingBulkInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  /** the Flipkart category by name */
  categoryName?: InputMaybe<Scalars['String']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** the linked products by name; on update, given names replace the links */
  productNames?: InputMaybe<Array<Scalars['String']['input']>>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** every field optional on update; skuid required on create */
export type FlipkartListingInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  flipkartProductCategory?: InputMaybe<CategoryRelationInput>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: InputMaybe<ProductsRelationInput>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type FlipkartListingUpdateManyInput = {
  data: FlipkartListingBulkInput;
  where: ListingWhereUniqueInput;
};

/** a Flipkart fee category (docs/architecture.md) */
export type FlipkartProductCategory = {
  __typename?: 'FlipkartProductCategory';
  /** collection fee: a value above 2 is a rupee amount, otherwise a percent of the price */
  collectionFeePercent: Array<Slab>;
  /** commission: rupee price from - to => percent of the price */
  commissionPercent: Array<Slab>;
  /** the date the version shown takes effect (the version in effect on the list's at, default today) */
  effectiveFrom: Scalars['Date']['output'];
  /** fixed fee: rupee price from - to => rupee fee */
  fixedFeePercent: Array<Slab>;
  id: Scalars['ID']['output'];
  /** how many Flipkart listings use this category */
  listingCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  stage: Stage;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  /** every version of the card, oldest first */
  versions: Array<FlipkartProductCategoryVersion>;
};

/** every field optional on update; name required on create; missing slab lists start with the default slabs */
export type FlipkartProductCategoryInput = {
  collectionFeePercent?: InputMaybe<Array<SlabInput>>;
  commissionPercent?: InputMaybe<Array<SlabInput>>;
  /** the date changed slab lists take effect (default today; a past date re-prices from then on; a version of that date is replaced) */
  effectiveFrom?: InputMaybe<Scalars['Date']['input']>;
  fixedFeePercent?: InputMaybe<Array<SlabInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** one dated version of a Flipkart category's card */
export type FlipkartProductCategoryVersion = {
  __typename?: 'FlipkartProductCategoryVersion';
  collectionFeePercent: Array<Slab>;
  commissionPercent: Array<Slab>;
  effectiveFrom: Scalars['Date']['output'];
  fixedFeePercent: Array<Slab>;
};

/** a price band of a GST rule: above thresholdRupees per piece (before GST at the lower rate) ratePercentAbove applies */
export type GstBand = {
  __typename?: 'GstBand';
  ratePercentAbove: Scalars['Float']['output'];
  thresholdRupees: Scalars['Float']['output'];
};

/** a band as typed: a number left out or null is refused naming the rule */
export type GstBandInput = {
  ratePercentAbove?: InputMaybe<Scalars['Float']['input']>;
  thresholdRupees?: InputMaybe<Scalars['Float']['input']>;
};

/** a channel's lines in the period: sales by bill date, returns by return date (rupees, GST included) */
export type GstChannelSource = {
  __typename?: 'GstChannelSource';
  channel: MarketplaceChannel;
  /** lines whose report gave no rate: taxed at the rule the line was priced with */
  computedLines: Scalars['Int']['output'];
  noRateLines: Scalars['Int']['output'];
  returnLines: Scalars['Int']['output'];
  returns: Scalars['Float']['output'];
  saleLines: Scalars['Int']['output'];
  sales: Scalars['Float']['output'];
};

export type GstCheck = {
  __typename?: 'GstCheck';
  /** HSN_MISSING, RATE_DIFFERS, SALE_NOT_STORED, … (docs/gst.md, Checks) */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  ref?: Maybe<GstRef>;
  severity: GstCheckSeverity;
};

export type GstCheckSeverity =
  | 'ERROR'
  | 'INFO'
  | 'WARNING';

/** a value from a date on: the b2cl threshold */
export type GstDatedAmount = {
  __typename?: 'GstDatedAmount';
  effectiveFrom: Scalars['Date']['output'];
  rupees: Scalars['Float']['output'];
};

export type GstDatedAmountInput = {
  effectiveFrom: Scalars['Date']['input'];
  rupees?: InputMaybe<Scalars['Float']['input']>;
};

/** a withholding rate from a date on, percent of the value without GST, with the law's section */
export type GstDatedWithholding = {
  __typename?: 'GstDatedWithholding';
  effectiveFrom: Scalars['Date']['output'];
  percent: Scalars['Float']['output'];
  section: Scalars['String']['output'];
};

export type GstDatedWithholdingInput = {
  effectiveFrom: Scalars['Date']['input'];
  percent?: InputMaybe<Scalars['Float']['input']>;
  section: Scalars['String']['input'];
};

/** a line of one of our documents inside a figure (b2cs, HSN): a credit note's taxable value is negative */
export type GstDocumentLine = {
  __typename?: 'GstDocumentLine';
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** the document's id (Check Invoice finds it by its number and date) */
  documentId: Scalars['ID']['output'];
  hsn: Scalars['String']['output'];
  /** GST_INVOICE or CREDIT_NOTE */
  kind: Scalars['String']['output'];
  /** the line's place on the document, from 1 */
  line: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  rate: Scalars['Float']['output'];
  /** without GST */
  taxable: Scalars['Float']['output'];
};

/** our documents of a kind dated in the period: GST_INVOICE, CASH_MEMO, CREDIT_NOTE */
export type GstDocumentSource = {
  __typename?: 'GstDocumentSource';
  cancelled: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  /** the documents not cancelled, with GST */
  total: Scalars['Float']['output'];
};

/** a marketplace's GSTIN as a TCS collector (its ETIN, Table 14); empty until entered */
export type GstEtin = {
  __typename?: 'GstEtin';
  channel: MarketplaceChannel;
  etin: Scalars['String']['output'];
};

export type GstEtinInput = {
  channel: MarketplaceChannel;
  etin: Scalars['String']['input'];
};

export type GstExportInfo = {
  __typename?: 'GstExportInfo';
  at: Scalars['String']['output'];
  /** json or xlsx */
  format: Scalars['String']['output'];
};

/** one figure of a section: a row of b2cs or an HSN table, an invoice or note, a marketplace of Table 14 */
export type GstFigure = {
  __typename?: 'GstFigure';
  count: Scalars['Int']['output'];
  /** the key gstLines lists the figure's marketplace lines by; null when the figure is one document or line */
  drill?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** the document or line the figure is */
  ref?: Maybe<GstRef>;
  tax: Scalars['Float']['output'];
  taxable: Scalars['Float']['output'];
};

/** one of our documents in a Table 13 series: a tax invoice, a cash memo or a credit note, cancelled ones too */
export type GstIssuedDocument = {
  __typename?: 'GstIssuedDocument';
  /** as printed, GST included */
  amount: Scalars['Float']['output'];
  cancelled: Scalars['Boolean']['output'];
  date: Scalars['String']['output'];
  /** the document's id (Check Invoice finds it by its number and date) */
  documentId: Scalars['ID']['output'];
  /** GST_INVOICE, CASH_MEMO or CREDIT_NOTE */
  kind: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

/** a marketplace line of the period: its sale (by bill date) or its return (by return date) */
export type GstLine = {
  __typename?: 'GstLine';
  /** GST included */
  amount: Scalars['Float']['output'];
  billDate: Scalars['String']['output'];
  channel: MarketplaceChannel;
  date: Scalars['String']['output'];
  /** SALE or RETURN */
  event: Scalars['String']['output'];
  hsn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceNo?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['String']['output'];
  productId?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  rate?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type GstLinePage = {
  __typename?: 'GstLinePage';
  /** the lines of our documents in the figure, all of them on every page (decision 325) */
  documents: Array<GstDocumentLine>;
  /** a Table 13 series' own documents (its drill key), a page of them at the same first and skip; empty for any other figure */
  issued: Array<GstIssuedDocument>;
  /** how many of our documents the series holds (the issued page is of them) */
  issuedTotal: Scalars['Int']['output'];
  lines: Array<GstLine>;
  /** how many marketplace lines the figure holds (the page is of them) */
  total: Scalars['Int']['output'];
};

export type GstMode =
  | 'BY_HSN'
  | 'FIXED';

export type GstRef = {
  __typename?: 'GstRef';
  /** an order line's bill date, or a document's date */
  billDate?: Maybe<Scalars['String']['output']>;
  /** an order line's channel, order id, bill date and return date, and its listing's first product */
  channel?: Maybe<MarketplaceChannel>;
  /** the order line's or document's id, the upload's channel, the figure's key */
  id: Scalars['String']['output'];
  kind: GstRefKind;
  label: Scalars['String']['output'];
  /** a document's number */
  number?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['String']['output']>;
  productId?: Maybe<Scalars['ID']['output']>;
  returnDate?: Maybe<Scalars['String']['output']>;
};

/** what a check points to: a marketplace order line, one of our documents, a channel's sale upload, a figure */
export type GstRefKind =
  | 'DOCUMENT'
  | 'ORDER_LINE'
  | 'SECTION'
  | 'UPLOAD';

export type GstReturn = {
  __typename?: 'GstReturn';
  channels: Array<GstChannelSource>;
  checks: Array<GstCheck>;
  documents: Array<GstDocumentSource>;
  documentsIssued: Array<GstSeries>;
  from: Scalars['String']['output'];
  gstin: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** the period's last export; a section that moved since is a check */
  lastExport?: Maybe<GstExportInfo>;
  /** what is missing, in words: a marketplace without sales, days without lines, lines without a rate */
  missing: Array<Scalars['String']['output']>;
  /** sale rows of uploaded reports that were not stored, and their value */
  notStoredCount: Scalars['Int']['output'];
  notStoredValue: Scalars['Float']['output'];
  /** 2026-08, 2026-Q2 */
  period: Scalars['String']['output'];
  sections: Array<GstSection>;
  to: Scalars['String']['output'];
};

/** Settings › GST return (decision 286): what a GSTR-1 needs that is kept nowhere else */
export type GstReturnSettings = {
  __typename?: 'GstReturnSettings';
  b2clThresholds: Array<GstDatedAmount>;
  /** the marketplaces' (the channels that collect TCS) */
  etins: Array<GstEtin>;
  /** 4 (aggregate turnover up to ₹5 crore) or 6 */
  hsnDigits: Scalars['Int']['output'];
  /** the offline tool's JSON version */
  jsonVersion: Scalars['String']['output'];
  tcs: Array<GstDatedWithholding>;
  tds: Array<GstDatedWithholding>;
  /** the optimistic lock (0: never saved, the defaults are shown) */
  version: Scalars['Int']['output'];
};

export type GstReturnSettingsInput = {
  b2clThresholds: Array<GstDatedAmountInput>;
  etins: Array<GstEtinInput>;
  hsnDigits: Scalars['Int']['input'];
  jsonVersion: Scalars['String']['input'];
  tcs: Array<GstDatedWithholdingInput>;
  tds: Array<GstDatedWithholdingInput>;
};

/** a GST rule: the longest matching HSN prefix in effect wins */
export type GstRule = {
  __typename?: 'GstRule';
  band?: Maybe<GstBand>;
  effectiveFrom: Scalars['Date']['output'];
  hsnPrefix: Scalars['String']['output'];
  /** where the rate comes from (a notification number) */
  note: Scalars['String']['output'];
  ratePercent: Scalars['Float']['output'];
};

/** a rule as typed: a rate left out or null is refused with a message naming the rule and the field */
export type GstRuleInput = {
  band?: InputMaybe<GstBandInput>;
  effectiveFrom: Scalars['Date']['input'];
  hsnPrefix: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  ratePercent?: InputMaybe<Scalars['Float']['input']>;
};

export type GstRules = {
  __typename?: 'GstRules';
  rules: Array<GstRule>;
  /** the optimistic lock of the table (0: never saved, the built-in rules are shown) */
  version: Scalars['Int']['output'];
};

export type GstSection = {
  __typename?: 'GstSection';
  count: Scalars['Int']['output'];
  /** b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, supeco */
  key: Scalars['String']['output'];
  rows: Array<GstFigure>;
  tax: Scalars['Float']['output'];
  taxable: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/** Table 13: a series of documents issued */
export type GstSeries = {
  __typename?: 'GstSeries';
  cancelled: Scalars['Int']['output'];
  /** the key gstLines lists the series' documents by: our documents in issued, the marketplace sales carrying its numbers in lines */
  drill: Scalars['String']['output'];
  from: Scalars['String']['output'];
  /** what the documents are: Invoices for outward supply, Credit notes */
  nature: Scalars['String']['output'];
  net: Scalars['Int']['output'];
  series: Scalars['String']['output'];
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type GstWithholdingFigures = {
  __typename?: 'GstWithholdingFigures';
  /** as entered from the portal (GSTR-2X, Form 26AS); null until entered */
  credited?: Maybe<Scalars['Float']['output']>;
  creditedLessWithheld?: Maybe<Scalars['Float']['output']>;
  expected: Scalars['Float']['output'];
  /** the rates in force in the month, percent */
  rates: Scalars['String']['output'];
  section: Scalars['String']['output'];
  withheld: Scalars['Float']['output'];
  withheldLessExpected: Scalars['Float']['output'];
};

/** a marketplace's month of the TCS/TDS ledger */
export type GstWithholdingRow = {
  __typename?: 'GstWithholdingRow';
  channel: MarketplaceChannel;
  creditedAt?: Maybe<Scalars['String']['output']>;
  creditedBy?: Maybe<Scalars['String']['output']>;
  /** the operator GSTIN from Settings › GST return; empty until entered */
  etin: Scalars['String']['output'];
  /** yyyy-MM */
  month: Scalars['String']['output'];
  /** the month's sales less its returns, without GST */
  taxable: Scalars['Float']['output'];
  tcs: GstWithholdingFigures;
  tds: GstWithholdingFigures;
};

/** an important link: a seller or courier panel the staff open */
export type ImpLink = {
  __typename?: 'ImpLink';
  /** the heading the link is listed under, e.g. Seller panels */
  group: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the link's place in the whole list, from 1 */
  position: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** an absolute http(s) address */
  url: Scalars['String']['output'];
};

export type ImpLinkInput = {
  group: Scalars['String']['input'];
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** a saved document; never edited: a correction is a new document and the old one is cancelled */
export type Invoice = {
  __typename?: 'Invoice';
  /** credit notes: the invoice corrected */
  againstInvoiceId?: Maybe<Scalars['ID']['output']>;
  amountInWords: Scalars['String']['output'];
  billDate: Scalars['String']['output'];
  cancelReason?: Maybe<Scalars['String']['output']>;
  cancelled: Scalars['Boolean']['output'];
  cancelledAt?: Maybe<Scalars['String']['output']>;
  cgst: Scalars['Float']['output'];
  clientGstin?: Maybe<Scalars['String']['output']>;
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** the username of who saved it */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** tax invoices: the total of the credit notes issued against it (not cancelled) */
  credited: Scalars['Float']['output'];
  /** tax invoices: the courier and packing charges credited already by credit notes (not cancelled) */
  creditedCharges: CreditedCharges;
  document: InvoiceDocument;
  financialYear: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  igst: Scalars['Float']['output'];
  interState: Scalars['Boolean']['output'];
  invoiceNumber: Scalars['String']['output'];
  kind: InvoiceKind;
  pdfUrl: Scalars['String']['output'];
  placeOfSupply?: Maybe<Scalars['String']['output']>;
  /** tax invoices: per line, the quantity credited already by credit notes for goods returned (not cancelled) */
  returnedQuantities: Array<Scalars['Float']['output']>;
  roundOff: Scalars['Float']['output'];
  sgst: Scalars['Float']['output'];
  /** the taxable value: the lines' and, when the charges include GST, the charges' */
  subtotal: Scalars['Float']['output'];
  taxSummary: Array<TaxSummaryRow>;
  taxTotal: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type InvoiceDocument = {
  __typename?: 'InvoiceDocument';
  againstInvoiceDate?: Maybe<Scalars['String']['output']>;
  againstInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** true: courier and packing include GST and are in the taxable value and tax (tax invoices from decision 128 on, and their credit notes); otherwise they were added without GST */
  chargesGstIncluded?: Maybe<Scalars['Boolean']['output']>;
  clientAddress?: Maybe<Scalars['String']['output']>;
  clientName: Scalars['String']['output'];
  contact?: Maybe<Scalars['String']['output']>;
  courier?: Maybe<Scalars['Float']['output']>;
  creditReason?: Maybe<CreditReason>;
  gst?: Maybe<Scalars['String']['output']>;
  invoiceDate: Scalars['String']['output'];
  invoiceDueDate?: Maybe<Scalars['String']['output']>;
  invoiceTitle?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  logoWidth?: Maybe<Scalars['Int']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  notesLabel?: Maybe<Scalars['String']['output']>;
  packingTransportation?: Maybe<Scalars['Float']['output']>;
  placeOfSupply?: Maybe<Scalars['String']['output']>;
  productLines: Array<InvoiceLine>;
  /** purchase and expense bills: the number on the supplier's bill (Check Invoice finds the bill by it) */
  supplierBillNumber?: Maybe<Scalars['String']['output']>;
  taxLabel?: Maybe<Scalars['String']['output']>;
  term?: Maybe<Scalars['String']['output']>;
  termLabel?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** money in rupees, dates yyyy-MM-dd; courier and packingTransportation are null when switched off */
export type InvoiceDocumentInput = {
  /** credit notes: the tax invoice it corrects */
  againstInvoice?: InputMaybe<Scalars['ID']['input']>;
  clientAddress?: InputMaybe<Scalars['String']['input']>;
  clientName: Scalars['String']['input'];
  /** save even though the invoice date is in a financial year that has ended */
  confirmClosedYear?: InputMaybe<Scalars['Boolean']['input']>;
  contact?: InputMaybe<Scalars['String']['input']>;
  /** what the buyer pays for the courier; on a tax invoice GST included, taxed at the rates of its lines (decision 128). On a credit note: the invoice's courier credited back, taxed as the invoice taxed it, at most what its notes have not credited yet */
  courier?: InputMaybe<Scalars['Float']['input']>;
  creditReason?: InputMaybe<CreditReason>;
  /** the buyer's GSTIN (the supplier's on purchase and expense bills) */
  gst?: InputMaybe<Scalars['String']['input']>;
  /** never after today in India */
  invoiceDate: Scalars['String']['input'];
  invoiceDueDate?: InputMaybe<Scalars['String']['input']>;
  invoiceTitle?: InputMaybe<Scalars['String']['input']>;
  /** data URL of a PNG or JPEG (at most 512 KiB), or the seller profile's logo; empty for none */
  logo?: InputMaybe<Scalars['String']['input']>;
  logoWidth?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  notesLabel?: InputMaybe<Scalars['String']['input']>;
  /** on a credit note: as courier */
  packingTransportation?: InputMaybe<Scalars['Float']['input']>;
  /** two-digit GST state code; taken from gst when it is a GSTIN and this is empty. On purchase and expense bills the state the supplier's bill charges tax for: another state than the seller's is IGST */
  placeOfSupply?: InputMaybe<Scalars['String']['input']>;
  productLines: Array<InvoiceLineInput>;
  /** purchase and expense bills: the number on the supplier's bill, which its input tax credit is matched by */
  supplierBillNumber?: InputMaybe<Scalars['String']['input']>;
  taxLabel?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  termLabel?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceKind =
  | 'CASH_MEMO'
  | 'CREDIT_NOTE'
  | 'EXPENSE'
  | 'GST_INVOICE'
  | 'PURCHASE';

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** quantity × rate, rupees */
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  gst?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  /** credit notes: the line of the invoice credited (1 = its first line) */
  invoiceLine?: Maybe<Scalars['Int']['output']>;
  productId?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Float']['output'];
  rate: Scalars['Float']['output'];
  /** the GST unit code (UQC) of the quantity; null on documents stored before units were asked (decision 141) */
  unit?: Maybe<Scalars['String']['output']>;
};

/** rate is rupees per unit WITHOUT tax; gst is the GST rate in percent */
export type InvoiceLineInput = {
  description: Scalars['String']['input'];
  /** on a tax invoice, null takes the rate of the GST rules by HSN code on the invoice date at this rate */
  gst?: InputMaybe<Scalars['Float']['input']>;
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  /** credit notes: the line of the invoice credited (1 = its first line); by default the line of the same description, HSN code and GST rate */
  invoiceLine?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Float']['input'];
  rate: Scalars['Float']['input'];
  /** the unit of the quantity, a GST unit code (UQC) such as PCS, KGS or MTR; required on a tax invoice's line with a quantity. On a credit note, null takes the unit of the invoice line credited (decision 141) */
  unit?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceWhereInput = {
  billDate_gte?: InputMaybe<Scalars['String']['input']>;
  billDate_lte?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<InvoiceKind>;
  /** part of the number, the client's name or GSTIN, or of a purchase or expense bill's number on the supplier's bill; any case */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type Job = {
  __typename?: 'Job';
  /** how many times a server took it up (a second time when the first server stopped mid-way) */
  attempts: Scalars['Int']['output'];
  /** ISO date-times */
  createdAt: Scalars['String']['output'];
  /** null unless it failed */
  error?: Maybe<JobError>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** what it does, e.g. import */
  kind: Scalars['String']['output'];
  /** one part of a large result as JSON text (an import's preview rows, a page a part), from 0; null past the last */
  part?: Maybe<Scalars['String']['output']>;
  progress: JobProgress;
  /** the job's result as JSON text, in the kind's shape; null until it is done */
  result?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['String']['output']>;
  /** the user id of who started it */
  startedBy: Scalars['ID']['output'];
  state: JobState;
};


export type JobPartArgs = {
  number: Scalars['Int']['input'];
};

/** why a job failed, as the API's errors say it: a code, words for people, the field and the row (from 1) it is about */
export type JobError = {
  __typename?: 'JobError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  row?: Maybe<Scalars['Int']['output']>;
};

/** how far a running job is */
export type JobProgress = {
  __typename?: 'JobProgress';
  done: Scalars['Int']['output'];
  /** done ÷ total, 0 to 1; null while the total is not known */
  fraction?: Maybe<Scalars['Float']['output']>;
  /** null while the job does not know yet */
  total?: Maybe<Scalars['Int']['output']>;
};

/** where a job stands: QUEUED (waiting for a server), RUNNING, DONE or FAILED */
export type JobState =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type ListingDimensions = {
  __typename?: 'ListingDimensions';
  breadth?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  productLength?: Maybe<Scalars['Float']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
};

/** fee lines in rupees, GST included; a line that does not apply to the channel is null */
export type ListingFees = {
  __typename?: 'ListingFees';
  closingFee?: Maybe<Scalars['Float']['output']>;
  collectionFee?: Maybe<Scalars['Float']['output']>;
  commission?: Maybe<Scalars['Float']['output']>;
  fixedFee?: Maybe<Scalars['Float']['output']>;
  referalFee?: Maybe<Scalars['Float']['output']>;
  setlmentValueWithoutShipping?: Maybe<Scalars['Float']['output']>;
  shippingFee?: Maybe<Scalars['Float']['output']>;
};

/** a listing a product is linked to */
export type ListingRef = {
  __typename?: 'ListingRef';
  id: Scalars['ID']['output'];
  skuid: Scalars['String']['output'];
};

/** exactly one of the two */
export type ListingWhereUniqueInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
};

/** a Little Kid listing (docs/architecture.md); derived values are computed by @seller-desk/core */
export type LittleKidListing = {
  __typename?: 'LittleKidListing';
  advertisingCost?: Maybe<Scalars['Float']['output']>;
  afterPurchaseCostDeduct?: Maybe<Scalars['Float']['output']>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** from the single linked product, else the listing */
  dimensions: ListingDimensions;
  discount?: Maybe<Scalars['Float']['output']>;
  fees: ListingFees;
  freeDelivery?: Maybe<Scalars['Float']['output']>;
  /** derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for) */
  gst?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first linked product's first image thumbnail */
  img?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  listingPrice?: Maybe<Scalars['Float']['output']>;
  /** at least one product linked and every linked product has stock above 0 */
  live: Scalars['Boolean']['output'];
  lossProfit?: Maybe<Scalars['String']['output']>;
  packing?: Maybe<Scalars['Float']['output']>;
  priceCellClass?: Maybe<Scalars['String']['output']>;
  priceShouldBe?: Maybe<Scalars['Float']['output']>;
  problems: Array<PricingProblem>;
  /** as stored on the listing */
  productLength?: Maybe<Scalars['Float']['output']>;
  /** combined from the linked products, comma-joined */
  productName?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  profit?: Maybe<Scalars['Float']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** derived: the sum of the linked products' purchase costs */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  returnCost?: Maybe<Scalars['Float']['output']>;
  setlmentValue?: Maybe<Scalars['Float']['output']>;
  settlementLines: Array<SettlementLine>;
  /** rupees, before GST */
  shippingFee?: Maybe<Scalars['Float']['output']>;
  skuid: Scalars['String']['output'];
  /** creation order within Little Kid; never reused */
  sno: Scalars['Int']['output'];
  stage: Stage;
  taxInsidePrice?: Maybe<Scalars['Float']['output']>;
  totalShippingFee?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** a row of a bulk Little Kid listing call: products and category by name, matched without case */
export type LittleKidListingBulkInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** the linked products by name; on update, given names replace the links */
  productNames?: InputMaybe<Array<Scalars['String']['input']>>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** every field optional on update; skuid required on create */
export type LittleKidListingInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: InputMaybe<ProductsRelationInput>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type LittleKidListingUpdateManyInput = {
  data: LittleKidListingBulkInput;
  where: ListingWhereUniqueInput;
};

export type MarketplaceChannel =
  | 'amazon'
  | 'flipkart'
  | 'littleKid'
  | 'meesho'
  | 'trendyHandy';

/** a Meesho listing (docs/architecture.md); derived values are computed by @seller-desk/core */
export type MeeshoListing = {
  __typename?: 'MeeshoListing';
  advertisingCost?: Maybe<Scalars['Float']['output']>;
  afterPurchaseCostDeduct?: Maybe<Scalars['Float']['output']>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** from the single linked product, else the listing */
  dimensions: ListingDimensions;
  discount?: Maybe<Scalars['Float']['output']>;
  fees: ListingFees;
  freeDelivery?: Maybe<Scalars['Float']['output']>;
  /** derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for) */
  gst?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first linked product's first image thumbnail */
  img?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  listingPrice?: Maybe<Scalars['Float']['output']>;
  /** at least one product linked and every linked product has stock above 0 */
  live: Scalars['Boolean']['output'];
  lossProfit?: Maybe<Scalars['String']['output']>;
  packing?: Maybe<Scalars['Float']['output']>;
  priceCellClass?: Maybe<Scalars['String']['output']>;
  priceShouldBe?: Maybe<Scalars['Float']['output']>;
  problems: Array<PricingProblem>;
  /** as stored on the listing */
  productLength?: Maybe<Scalars['Float']['output']>;
  /** combined from the linked products, comma-joined */
  productName?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  profit?: Maybe<Scalars['Float']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** derived: the sum of the linked products' purchase costs */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  returnCost?: Maybe<Scalars['Float']['output']>;
  setlmentValue?: Maybe<Scalars['Float']['output']>;
  settlementLines: Array<SettlementLine>;
  skuid: Scalars['String']['output'];
  /** creation order within Meesho; never reused */
  sno: Scalars['Int']['output'];
  stage: Stage;
  taxInsidePrice?: Maybe<Scalars['Float']['output']>;
  totalShippingFee?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** a row of a bulk Meesho listing call: products and category by name, matched without case */
export type MeeshoListingBulkInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** the linked products by name; on update, given names replace the links */
  productNames?: InputMaybe<Array<Scalars['String']['input']>>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** every field optional on update; skuid required on create */
export type MeeshoListingInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: InputMaybe<ProductsRelationInput>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type MeeshoListingUpdateManyInput = {
  data: MeeshoListingBulkInput;
  where: ListingWhereUniqueInput;
};

export type MessageSettings = {
  __typename?: 'MessageSettings';
  couponRules: Array<CouponRule>;
  deliveryPromise: Scalars['String']['output'];
  /** expected delivery in call scripts: this many days from today */
  eddDays: Scalars['Int']['output'];
  returnDiscountRupees: Scalars['Float']['output'];
  shopLinks: Scalars['String']['output'];
  templates: MessageTemplates;
  trackingLinks: TrackingLinks;
  unboxingVideoLink: Scalars['String']['output'];
  /** the optimistic lock (0: never saved, the built-in texts are shown) */
  version: Scalars['Int']['output'];
};

/** the settings as typed: a number left out or null, or days not whole, are refused by core's check, naming the field as Settings labels it */
export type MessageSettingsInput = {
  couponRules: Array<CouponRuleInput>;
  deliveryPromise: Scalars['String']['input'];
  eddDays?: InputMaybe<Scalars['Float']['input']>;
  returnDiscountRupees?: InputMaybe<Scalars['Float']['input']>;
  shopLinks: Scalars['String']['input'];
  templates: MessageTemplatesInput;
  trackingLinks: TrackingLinksInput;
  unboxingVideoLink: Scalars['String']['input'];
};

/** the texts of the customer messages; {placeholders} are filled per order */
export type MessageTemplates = {
  __typename?: 'MessageTemplates';
  callScript: Scalars['String']['output'];
  firstOrder: Scalars['String']['output'];
  inTransit: Scalars['String']['output'];
  ndr: Scalars['String']['output'];
  rto: Scalars['String']['output'];
};

export type MessageTemplatesInput = {
  callScript: Scalars['String']['input'];
  firstOrder: Scalars['String']['input'];
  inTransit: Scalars['String']['input'];
  ndr: Scalars['String']['input'];
  rto: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** placeholder that lets each module extend the root type; always null */
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** ADMIN only: accepts a paid line's payment difference, saying why (3 to 200 characters); difference: the one shown (rupees), refused when a payment recorded since changed it */
  acceptPaymentDifference: BillOrder;
  /** ADMIN only; the document stays stored, marked cancelled, and its number is not given again */
  cancelInvoice: Invoice;
  /** sets the tab's message flag if it is not set yet (decision 277) */
  claimShipmentMessage: ShipmentClaim;
  createAmazonListing: AmazonListing;
  createAmazonProductCategory: AmazonProductCategory;
  createFlipkartListing: FlipkartListing;
  createFlipkartProductCategory: FlipkartProductCategory;
  /** ADMIN only; added at the end */
  createImpLink: ImpLink;
  createLittleKidListing: LittleKidListing;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order */
  createManyAmazonListings: Array<BulkRowResult>;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order */
  createManyFlipkartListings: Array<BulkRowResult>;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order */
  createManyLittleKidListings: Array<BulkRowResult>;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order */
  createManyMeeshoListings: Array<BulkRowResult>;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order; a name stored already is that row's error */
  createManyProducts: Array<BulkRowResult>;
  /** bulk create: at most 1000 rows a call, one transaction, a result per row in input order */
  createManyTrendyHandyListings: Array<BulkRowResult>;
  createMeeshoListing: MeeshoListing;
  createProduct: Product;
  createTrendyHandyListing: TrendyHandyListing;
  /** ADMIN only */
  createUser: User;
  deleteAmazonListing: AmazonListing;
  /** refused with CONFLICT while listings use the category */
  deleteAmazonProductCategory: AmazonProductCategory;
  /** deletes the card version of a date; the only version is refused */
  deleteAmazonProductCategoryVersion: AmazonProductCategory;
  deleteFlipkartListing: FlipkartListing;
  /** refused with CONFLICT while listings use the category */
  deleteFlipkartProductCategory: FlipkartProductCategory;
  /** deletes the card version of a date; the only version is refused */
  deleteFlipkartProductCategoryVersion: FlipkartProductCategory;
  /** ADMIN only */
  deleteImpLink: ImpLink;
  deleteLittleKidListing: LittleKidListing;
  /** the grid's delete of the selected rows: one transaction, a result per id */
  deleteManyAmazonListings: Array<BatchRowResult>;
  /** the grid's delete of the selected rows: one transaction, a result per id */
  deleteManyFlipkartListings: Array<BatchRowResult>;
  /** the grid's delete of the selected rows: one transaction, a result per id */
  deleteManyLittleKidListings: Array<BatchRowResult>;
  /** the grid's delete of the selected rows: one transaction, a result per id */
  deleteManyMeeshoListings: Array<BatchRowResult>;
  /** the grid's delete of the selected rows: one transaction, a result per id */
  deleteManyTrendyHandyListings: Array<BatchRowResult>;
  deleteMeeshoListing: MeeshoListing;
  deleteProduct: Product;
  deleteTrendyHandyListing: TrendyHandyListing;
  /** ADMIN only; never yourself */
  deleteUser: User;
  /** moves the NDR action state (new, contacted, re-attempt requested or RTO accepted, closed) */
  moveShipmentNdr: Shipment;
  publishAmazonListing: AmazonListing;
  publishAmazonProductCategory: AmazonProductCategory;
  publishBill: BillRef;
  publishFlipkartListing: FlipkartListing;
  publishFlipkartProductCategory: FlipkartProductCategory;
  publishLittleKidListing: LittleKidListing;
  publishMeeshoListing: MeeshoListing;
  publishProduct: Product;
  publishTrendyHandyListing: TrendyHandyListing;
  /** ADMIN only: removes one recorded payment of a line (a report row recorded by mistake), saying why; the line is then paid what its other payments add up to, or unpaid */
  removeOrderLinePayment: BillOrder;
  /** ADMIN only: clears the acceptance of a line's payment difference; the line is in the open queue again */
  reopenPaymentDifference: BillOrder;
  /** ADMIN only: ids names every link once, in the new order */
  reorderImpLinks: Array<ImpLink>;
  /** sends a re-attempt or an RTO request for an undelivered Shiprocket shipment to Shiprocket */
  requestNdrAction: NdrActionRequest;
  /** asks the courier for a re-attempt or an RTO where it takes requests, and moves the NDR action state (an RTO cannot be undone) */
  requestShipmentNdr: NdrRequestResult;
  saveInvoice: Invoice;
  /** ADMIN only: replaces a courier's API login (every field entered again) */
  setCourierLogin: CourierLogin;
  /** stores what the portal shows as credited for a marketplace's month (rupees; null: not entered) */
  setGstWithholdingCredit: GstWithholdingRow;
  /** starts a sync job; CONFLICT, naming the running job, while a sync or an export import of one of its couriers runs */
  startCourierSync: CourierSyncStart;
  updateAmazonListing: AmazonListing;
  updateAmazonProductCategory: AmazonProductCategory;
  /** inserts or updates the given order lines on this bill date in one transaction; others stay */
  updateBill: BillRef;
  /** ADMIN only: replaces the channel's versions (version: the lock the editor started from) */
  updateFeeSchedule: ChannelFeeSchedule;
  updateFlipkartListing: FlipkartListing;
  updateFlipkartProductCategory: FlipkartProductCategory;
  /** saves Settings › GST return (ADMIN) when it is still at version; a bad value is refused naming its field and row */
  updateGstReturnSettings: GstReturnSettings;
  /** ADMIN only: replaces the rules table */
  updateGstRules: GstRules;
  /** ADMIN only */
  updateImpLink: ImpLink;
  updateLittleKidListing: LittleKidListing;
  /** bulk update by id or SKU: at most 1000 rows a call, one transaction, a result per row */
  updateManyAmazonListings: Array<BulkRowResult>;
  /** bulk update by id or SKU: at most 1000 rows a call, one transaction, a result per row */
  updateManyFlipkartListings: Array<BulkRowResult>;
  /** bulk update by id or SKU: at most 1000 rows a call, one transaction, a result per row */
  updateManyLittleKidListings: Array<BulkRowResult>;
  /** bulk update by id or SKU: at most 1000 rows a call, one transaction, a result per row */
  updateManyMeeshoListings: Array<BulkRowResult>;
  /** bulk update by id or product name: at most 1000 rows a call, one transaction, a result per row */
  updateManyProducts: Array<BulkRowResult>;
  /** bulk update by id or SKU: at most 1000 rows a call, one transaction, a result per row */
  updateManyTrendyHandyListings: Array<BulkRowResult>;
  updateMeeshoListing: MeeshoListing;
  /** ADMIN only: replaces the message settings (version: the lock the editor started from) */
  updateMessageSettings: MessageSettings;
  updateProduct: Product;
  /** ADMIN only (version: the lock the editor started from) */
  updateReconciliationSettings: ReconciliationSettings;
  /** ADMIN only; changes the fields given. version: the lock the editor started from (refused when someone saved since); without it the current one */
  updateSellerProfile: SellerProfile;
  /** ADMIN: saves the order sync's product costs when the setting is still at version */
  updateShipmentCostSettings: ShipmentCostSettings;
  updateTrendyHandyListing: TrendyHandyListing;
  /** ADMIN only */
  updateUser: User;
};


export type MutationAcceptPaymentDifferenceArgs = {
  difference: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  where: OrderLineWhereUniqueInput;
};


export type MutationCancelInvoiceArgs = {
  reason: Scalars['String']['input'];
  where: InvoiceWhereUniqueInput;
};


export type MutationClaimShipmentMessageArgs = {
  id: Scalars['ID']['input'];
  tab: ShipmentTab;
};


export type MutationCreateAmazonListingArgs = {
  data: AmazonListingInput;
};


export type MutationCreateAmazonProductCategoryArgs = {
  data: AmazonProductCategoryInput;
};


export type MutationCreateFlipkartListingArgs = {
  data: FlipkartListingInput;
};


export type MutationCreateFlipkartProductCategoryArgs = {
  data: FlipkartProductCategoryInput;
};


export type MutationCreateImpLinkArgs = {
  data: ImpLinkInput;
};


export type MutationCreateLittleKidListingArgs = {
  data: LittleKidListingInput;
};


export type MutationCreateManyAmazonListingsArgs = {
  data: Array<AmazonListingBulkInput>;
};


export type MutationCreateManyFlipkartListingsArgs = {
  data: Array<FlipkartListingBulkInput>;
};


export type MutationCreateManyLittleKidListingsArgs = {
  data: Array<LittleKidListingBulkInput>;
};


export type MutationCreateManyMeeshoListingsArgs = {
  data: Array<MeeshoListingBulkInput>;
};


export type MutationCreateManyProductsArgs = {
  data: Array<ProductInput>;
};


export type MutationCreateManyTrendyHandyListingsArgs = {
  data: Array<TrendyHandyListingBulkInput>;
};


export type MutationCreateMeeshoListingArgs = {
  data: MeeshoListingInput;
};


export type MutationCreateProductArgs = {
  data: ProductInput;
};


export type MutationCreateTrendyHandyListingArgs = {
  data: TrendyHandyListingInput;
};


export type MutationCreateUserArgs = {
  data: UserCreateInput;
};


export type MutationDeleteAmazonListingArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteAmazonProductCategoryArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteAmazonProductCategoryVersionArgs = {
  effectiveFrom: Scalars['Date']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteFlipkartListingArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteFlipkartProductCategoryArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteFlipkartProductCategoryVersionArgs = {
  effectiveFrom: Scalars['Date']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteImpLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteLittleKidListingArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteManyAmazonListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteManyFlipkartListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteManyLittleKidListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteManyMeeshoListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteManyTrendyHandyListingsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMeeshoListingArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteProductArgs = {
  where: ProductWhereUniqueInput;
};


export type MutationDeleteTrendyHandyListingArgs = {
  where: CategoryWhereUniqueInput;
};


export type MutationDeleteUserArgs = {
  where: UserWhereUniqueInput;
};


export type MutationMoveShipmentNdrArgs = {
  id: Scalars['ID']['input'];
  to: NdrState;
};


export type MutationPublishAmazonListingArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishAmazonProductCategoryArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishBillArgs = {
  to: Stage;
  where: BillIdWhereInput;
};


export type MutationPublishFlipkartListingArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishFlipkartProductCategoryArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishLittleKidListingArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishMeeshoListingArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationPublishProductArgs = {
  to: Stage;
  where: ProductWhereUniqueInput;
};


export type MutationPublishTrendyHandyListingArgs = {
  to: Stage;
  where: CategoryWhereUniqueInput;
};


export type MutationRemoveOrderLinePaymentArgs = {
  entryKey: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  where: OrderLineWhereUniqueInput;
};


export type MutationReopenPaymentDifferenceArgs = {
  where: OrderLineWhereUniqueInput;
};


export type MutationReorderImpLinksArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRequestNdrActionArgs = {
  action: NdrActionKind;
  awb: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestShipmentNdrArgs = {
  id: Scalars['ID']['input'];
  request: NdrRequest;
};


export type MutationSaveInvoiceArgs = {
  data: InvoiceDocumentInput;
  kind: InvoiceKind;
};


export type MutationSetCourierLoginArgs = {
  fields: Array<SecretFieldInput>;
  key: Scalars['String']['input'];
};


export type MutationSetGstWithholdingCreditArgs = {
  channel: MarketplaceChannel;
  month: Scalars['String']['input'];
  tcsCredited?: InputMaybe<Scalars['Float']['input']>;
  tdsCredited?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationStartCourierSyncArgs = {
  which: CourierSyncWhich;
};


export type MutationUpdateAmazonListingArgs = {
  data: AmazonListingInput;
  where: ListingWhereUniqueInput;
};


export type MutationUpdateAmazonProductCategoryArgs = {
  data: AmazonProductCategoryInput;
  where: CategoryWhereUniqueInput;
};


export type MutationUpdateBillArgs = {
  data: BillInput;
  where: BillWhereUniqueInput;
};


export type MutationUpdateFeeScheduleArgs = {
  channel: Scalars['String']['input'];
  version: Scalars['Int']['input'];
  versions: Array<FeeScheduleVersionInput>;
};


export type MutationUpdateFlipkartListingArgs = {
  data: FlipkartListingInput;
  where: ListingWhereUniqueInput;
};


export type MutationUpdateFlipkartProductCategoryArgs = {
  data: FlipkartProductCategoryInput;
  where: CategoryWhereUniqueInput;
};


export type MutationUpdateGstReturnSettingsArgs = {
  data: GstReturnSettingsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateGstRulesArgs = {
  rules: Array<GstRuleInput>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateImpLinkArgs = {
  data: ImpLinkInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateLittleKidListingArgs = {
  data: LittleKidListingInput;
  where: ListingWhereUniqueInput;
};


export type MutationUpdateManyAmazonListingsArgs = {
  data: Array<AmazonListingUpdateManyInput>;
};


export type MutationUpdateManyFlipkartListingsArgs = {
  data: Array<FlipkartListingUpdateManyInput>;
};


export type MutationUpdateManyLittleKidListingsArgs = {
  data: Array<LittleKidListingUpdateManyInput>;
};


export type MutationUpdateManyMeeshoListingsArgs = {
  data: Array<MeeshoListingUpdateManyInput>;
};


export type MutationUpdateManyProductsArgs = {
  data: Array<ProductUpdateManyInput>;
};


export type MutationUpdateManyTrendyHandyListingsArgs = {
  data: Array<TrendyHandyListingUpdateManyInput>;
};


export type MutationUpdateMeeshoListingArgs = {
  data: MeeshoListingInput;
  where: ListingWhereUniqueInput;
};


export type MutationUpdateMessageSettingsArgs = {
  data: MessageSettingsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateProductArgs = {
  data: ProductInput;
  where: ProductWhereUniqueInput;
};


export type MutationUpdateReconciliationSettingsArgs = {
  data: ReconciliationSettingsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateSellerProfileArgs = {
  data: SellerProfileInput;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateShipmentCostSettingsArgs = {
  productCosts: Array<ShipmentCostRuleInput>;
  version: Scalars['Int']['input'];
};


export type MutationUpdateTrendyHandyListingArgs = {
  data: TrendyHandyListingInput;
  where: ListingWhereUniqueInput;
};


export type MutationUpdateUserArgs = {
  data: UserUpdateInput;
  where: UserWhereUniqueInput;
};

/** what a seller asks a courier to do about an NDR: deliver again, or return the parcel (RTO, cannot be undone) */
export type NdrActionKind =
  | 'RETURN'
  | 'RE_ATTEMPT';

export type NdrActionRequest = {
  __typename?: 'NdrActionRequest';
  action: NdrActionKind;
  awb: Scalars['String']['output'];
  /** ISO date-time */
  requestedAt: Scalars['String']['output'];
};

/** what the NDR queue sends a courier */
export type NdrRequest =
  | 'REATTEMPT'
  | 'RTO';

export type NdrRequestResult = {
  __typename?: 'NdrRequestResult';
  /** true when the courier was asked; false when only our action state changed (no connection takes requests) */
  sentToCourier: Scalars['Boolean']['output'];
  shipment: Shipment;
};

/** what the staff did about an undelivered shipment */
export type NdrState =
  | 'CLOSED'
  | 'CONTACTED'
  | 'NEW'
  | 'REATTEMPT_REQUESTED'
  | 'RTO_ACCEPTED';

/** one payment recorded for an order line: one payment report row, or its share of a row for the whole order (decision 114); rupees */
export type OrderLinePayment = {
  __typename?: 'OrderLinePayment';
  amountReceived: Scalars['Float']['output'];
  /** the report row's identity; names the payment to removeOrderLinePayment */
  entryKey: Scalars['String']['output'];
  paymentDate?: Maybe<Scalars['String']['output']>;
  /** when it was recorded (ISO 8601) */
  recordedAt: Scalars['String']['output'];
  /** the username of who uploaded it (null: recorded before payments were kept one by one, or a removed user) */
  recordedBy?: Maybe<Scalars['String']['output']>;
  /** what the marketplace charged, positive */
  reportedFees?: Maybe<Scalars['Float']['output']>;
  reportedSale?: Maybe<Scalars['Float']['output']>;
  tcs?: Maybe<Scalars['Float']['output']>;
  tds?: Maybe<Scalars['Float']['output']>;
};

/** one order line: its channel, the marketplace's order id and the SKU */
export type OrderLineWhereUniqueInput = {
  channel: MarketplaceChannel;
  orderId: Scalars['String']['input'];
  sku: Scalars['String']['input'];
};

/** an unpaid line past the channel's payment cycle */
export type OverduePayment = {
  __typename?: 'OverduePayment';
  billDate: Scalars['String']['output'];
  daysOverdue: Scalars['Int']['output'];
  dueDate: Scalars['String']['output'];
  expectedSettlement?: Maybe<Scalars['Float']['output']>;
  orderId: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/** why a derived value could not be computed */
export type PricingProblem = {
  __typename?: 'PricingProblem';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  amazonKeyword?: Maybe<Scalars['String']['output']>;
  /** the Amazon listings this product is linked to */
  amazonListing: Array<ListingRef>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** the Flipkart listings this product is linked to */
  flipkartListings: Array<ListingRef>;
  forSale: Scalars['Boolean']['output'];
  /** percent, when gstMode is FIXED; null BY_HSN */
  gst?: Maybe<Scalars['Float']['output']>;
  /** FIXED: gst is the rate; BY_HSN: the GST rules by HSN code give the rate on the date priced for */
  gstMode: GstMode;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first image's thumbnail URL, or null */
  img?: Maybe<Scalars['String']['output']>;
  /** the Little Kid listings this product is linked to */
  littleKidListings: Array<ListingRef>;
  /** the Meesho listings this product is linked to */
  meeshoListings: Array<ListingRef>;
  /** image URLs served by /files/images */
  productImage: Array<Scalars['String']['output']>;
  productLength?: Maybe<Scalars['Float']['output']>;
  productName: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  searchKeyword: Array<Scalars['String']['output']>;
  stage: Stage;
  stock?: Maybe<Scalars['Int']['output']>;
  /** the Trendy Handy listings this product is linked to */
  trendyHandyListings: Array<ListingRef>;
  /** the unit of quantity, a GST unit code (UQC: PCS, KGS, MTR, …) its prices are per; PCS unless set */
  unit: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** every field optional on update; productName required on create */
export type ProductInput = {
  amazonKeyword?: InputMaybe<Scalars['String']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  forSale?: InputMaybe<Scalars['Boolean']['input']>;
  gst?: InputMaybe<Scalars['Float']['input']>;
  /** default FIXED on create; BY_HSN clears gst */
  gstMode?: InputMaybe<GstMode>;
  height?: InputMaybe<Scalars['Float']['input']>;
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  productImage?: InputMaybe<Array<Scalars['String']['input']>>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
  purchaseCost?: InputMaybe<Scalars['Float']['input']>;
  rackNo?: InputMaybe<Scalars['String']['input']>;
  searchKeyword?: InputMaybe<Array<Scalars['String']['input']>>;
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** a GST unit code (UQC), stored in capitals; absent or null: PCS on create, unchanged on update */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductUpdateManyInput = {
  data: ProductInput;
  where: ProductWhereIdOrNameInput;
};

/** a product of a bulk update: by id, or by its name matched without case (exactly one of the two) */
export type ProductWhereIdOrNameInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  productName?: InputMaybe<Scalars['String']['input']>;
};

export type ProductWhereUniqueInput = {
  id: Scalars['ID']['input'];
};

export type ProductsRelationInput = {
  connect?: InputMaybe<Array<ProductWhereUniqueInput>>;
  set?: InputMaybe<Array<ProductWhereUniqueInput>>;
};

export type Query = {
  __typename?: 'Query';
  /** placeholder that lets each module extend the root type; always null */
  _empty?: Maybe<Scalars['Boolean']['output']>;
  amazonListingCount: Scalars['Int']['output'];
  /** ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today) */
  amazonListings: Array<AmazonListing>;
  /** ordered by name, id; first up to 10000; at: the date whose card version the slab lists show (default today) */
  amazonProductCategories: Array<AmazonProductCategory>;
  /** ADMIN only: the audit log newest first; first ≤ 200, after: the nextCursor of the page before */
  auditLog: AuditPage;
  /** the range's lines awaiting payment by age today */
  awaitingPayment: Array<AwaitingPaymentBand>;
  bill?: Maybe<Bill>;
  billOrderCount: Scalars['Int']['output'];
  /** the stored order lines of the Check Bills screens, newest bill date first; first up to 10000 */
  billOrders: Array<BillOrder>;
  /** one Bill per bill date that has anything filed; first up to 1000 */
  bills: Array<Bill>;
  /** the business's net for the range: marketplace net profit plus own-store sales less purchase and expense bills */
  businessNet: BusinessNet;
  /** how many stored order lines a card version effective from `from` re-prices: the order lines of the category's listings billed on or after that date (either kind) */
  categoryOrderLinesFrom: Scalars['Int']['output'];
  /** ADMIN only: the courier logins, set or not */
  courierLogins: Array<CourierLogin>;
  /** each courier's latest sync (every signed-in user sees them) */
  courierSyncs: Array<CourierSync>;
  /** the documents-issued summary between two bill dates (yyyy-MM-dd) */
  documentsIssued: Array<DocumentSeries>;
  /** the fee schedule of every channel */
  feeSchedules: Array<ChannelFeeSchedule>;
  flipkartListingCount: Scalars['Int']['output'];
  /** ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today) */
  flipkartListings: Array<FlipkartListing>;
  /** ordered by name, id; first up to 10000; at: the date whose card version the slab lists show (default today) */
  flipkartProductCategories: Array<FlipkartProductCategory>;
  /** the marketplace lines behind a figure (its drill key), oldest first, a page of at most 200, and our documents' lines in it; a Table 13 series' documents */
  gstLines: GstLinePage;
  /** a period's GSTR-1 as prepared now: 2026-08 (a month) or 2026-Q2 (April to June) */
  gstReturn: GstReturn;
  /** Settings › GST return, for every signed-in user */
  gstReturnSettings: GstReturnSettings;
  /** the GST rules by HSN code, by prefix then date */
  gstRules: GstRules;
  /** the TCS/TDS ledger of a period: each marketplace's months */
  gstWithholding: Array<GstWithholdingRow>;
  /** every important link in order */
  impLinks: Array<ImpLink>;
  invoice?: Maybe<Invoice>;
  invoiceCount: Scalars['Int']['output'];
  /** newest bill date first; first up to 1000 */
  invoices: Array<Invoice>;
  /** a job the signed-in user started (an ADMIN: anyone's); null when there is none they may see */
  job?: Maybe<Job>;
  /** newest first: the signed-in user's jobs (an ADMIN: everyone's); first ≤ 100 */
  jobs: Array<Job>;
  littleKidListingCount: Scalars['Int']['output'];
  /** ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today) */
  littleKidListings: Array<LittleKidListing>;
  meeshoListingCount: Scalars['Int']['output'];
  /** ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today) */
  meeshoListings: Array<MeeshoListing>;
  messageSettings: MessageSettings;
  /** the NDR queue: undelivered shipments of both couriers, newest first; closed ones only with withClosed */
  ndrQueue: Array<Shipment>;
  ndrQueueCount: Scalars['Int']['output'];
  /** the payments recorded for one order line, oldest first */
  orderLinePayments: Array<OrderLinePayment>;
  product?: Maybe<Product>;
  productCount: Scalars['Int']['output'];
  /** ordered by productName, id; first up to 10000 */
  products: Array<Product>;
  /** the reconciliation queues of one channel today */
  reconciliation: Reconciliation;
  reconciliationSettings: ReconciliationSettings;
  /** each channel's sums over the range (one channel when where names it) */
  salesByChannel: Array<SalesSummary>;
  /** the range's sums per SKU, or per SKU and channel; first up to 10000 */
  salesBySku: Array<SalesSummary>;
  /** the range's sums per bucket: the one given, else a day up to 45 days, a week up to 26 weeks, else a month */
  salesSeries: SalesSeries;
  salesSkuCount: Scalars['Int']['output'];
  /** the range's sums */
  salesSummary: SalesSummary;
  /** who issues the documents (any signed-in user reads it; the documents print it) */
  sellerProfile: SellerProfile;
  shipmentCostSettings: ShipmentCostSettings;
  /** how many rows each tab lists now */
  shipmentCounts: ShipmentCounts;
  shipmentSummary: ShipmentSummary;
  /** a page of a tab, in the tab's order (New: oldest order id first; the others newest first) */
  shipments: Array<Shipment>;
  trendyHandyListingCount: Scalars['Int']['output'];
  /** ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today) */
  trendyHandyListings: Array<TrendyHandyListing>;
  /** ADMIN only */
  users: Array<User>;
};


export type QueryAmazonListingsArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAmazonProductCategoriesArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AuditLogWhere>;
};


export type QueryAwaitingPaymentArgs = {
  where: SalesWhereInput;
};


export type QueryBillArgs = {
  where: BillWhereUniqueInput;
};


export type QueryBillOrderCountArgs = {
  where: BillOrderWhereInput;
};


export type QueryBillOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where: BillOrderWhereInput;
};


export type QueryBillsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<BillOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<BillWhereInput>;
};


export type QueryBusinessNetArgs = {
  where: BusinessNetWhereInput;
};


export type QueryCategoryOrderLinesFromArgs = {
  from: Scalars['Date']['input'];
  where: CategoryWhereUniqueInput;
};


export type QueryDocumentsIssuedArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryFlipkartListingsArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFlipkartProductCategoriesArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGstLinesArgs = {
  drill: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  period: Scalars['String']['input'];
  skip: Scalars['Int']['input'];
};


export type QueryGstReturnArgs = {
  period: Scalars['String']['input'];
};


export type QueryGstWithholdingArgs = {
  period: Scalars['String']['input'];
};


export type QueryInvoiceArgs = {
  where: InvoiceWhereUniqueInput;
};


export type QueryInvoiceCountArgs = {
  where?: InputMaybe<InvoiceWhereInput>;
};


export type QueryInvoicesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<InvoiceWhereInput>;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLittleKidListingsArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMeeshoListingsArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNdrQueueArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  withClosed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryNdrQueueCountArgs = {
  withClosed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOrderLinePaymentsArgs = {
  where: OrderLineWhereUniqueInput;
};


export type QueryProductArgs = {
  where: ProductWhereUniqueInput;
};


export type QueryProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReconciliationArgs = {
  channel: MarketplaceChannel;
};


export type QuerySalesByChannelArgs = {
  where: SalesWhereInput;
};


export type QuerySalesBySkuArgs = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<SalesSkuOrder>;
  perChannel?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where: SalesWhereInput;
};


export type QuerySalesSeriesArgs = {
  bucket?: InputMaybe<SalesBucket>;
  perChannel?: InputMaybe<Scalars['Boolean']['input']>;
  where: SalesWhereInput;
};


export type QuerySalesSkuCountArgs = {
  perChannel?: InputMaybe<Scalars['Boolean']['input']>;
  where: SalesWhereInput;
};


export type QuerySalesSummaryArgs = {
  where: SalesWhereInput;
};


export type QueryShipmentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  tab: ShipmentTab;
};


export type QueryTrendyHandyListingsArgs = {
  at?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** the reconciliation queues of one channel today, each a page with its count */
export type Reconciliation = {
  __typename?: 'Reconciliation';
  /** how many lines acceptedDifferences lists in all */
  acceptedDifferenceCount: Scalars['Int']['output'];
  /** the payment differences an ADMIN accepted that still hold (decision 166), the oldest order date first: a page in the queue's order (first at most 10000) */
  acceptedDifferences: Array<SettlementDifference>;
  /** how many lines overduePayments lists in all */
  overduePaymentCount: Scalars['Int']['output'];
  /** the unpaid sale lines past the payment cycle, the most days overdue first: a page in the queue's order (first at most 10000) */
  overduePayments: Array<OverduePayment>;
  /** how many lines returnClaims lists in all */
  returnClaimCount: Scalars['Int']['output'];
  /** the returns not received to claim, the nearest claim deadline first: a page in the queue's order (first at most 10000) */
  returnClaims: Array<ReturnClaim>;
  settings: ReconciliationSettings;
  /** how many lines settlementDifferences lists in all */
  settlementDifferenceCount: Scalars['Int']['output'];
  /** the open payment differences (not accepted, or accepted at another difference before a later payment), the oldest order date first: a page in the queue's order (first at most 10000) */
  settlementDifferences: Array<SettlementDifference>;
};


/** the reconciliation queues of one channel today, each a page with its count */
export type ReconciliationAcceptedDifferencesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** the reconciliation queues of one channel today, each a page with its count */
export type ReconciliationOverduePaymentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** the reconciliation queues of one channel today, each a page with its count */
export type ReconciliationReturnClaimsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** the reconciliation queues of one channel today, each a page with its count */
export type ReconciliationSettlementDifferencesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** the reconciliation settings (Settings › Reconciliation; stored by the settings module) */
export type ReconciliationSettings = {
  __typename?: 'ReconciliationSettings';
  /** a return not physically received this many days after its date is listed for a claim */
  claimAfterDays: Scalars['Int']['output'];
  /** days from the return's date within which each channel takes a claim */
  claimWindowDays: ChannelDays;
  /** days after the order date by which each channel pays */
  paymentCycleDays: ChannelDays;
  /** a payment off the expected payout by more than this (rupees) is listed */
  toleranceRupees: Scalars['Float']['output'];
  /** the optimistic lock (0: never saved, the defaults are shown) */
  version: Scalars['Int']['output'];
};

/** the settings as typed: a number left out or null, or days not whole, are refused naming the field as the Settings screen labels it */
export type ReconciliationSettingsInput = {
  claimAfterDays?: InputMaybe<Scalars['Float']['input']>;
  claimWindowDays?: InputMaybe<ChannelDaysInput>;
  paymentCycleDays?: InputMaybe<ChannelDaysInput>;
  toleranceRupees?: InputMaybe<Scalars['Float']['input']>;
};

/** a return not physically received after claimAfterDays, with the claim deadline */
export type ReturnClaim = {
  __typename?: 'ReturnClaim';
  billDate: Scalars['String']['output'];
  claimDeadline: Scalars['String']['output'];
  claimId?: Maybe<Scalars['String']['output']>;
  claimResult?: Maybe<Scalars['String']['output']>;
  condition?: Maybe<Scalars['String']['output']>;
  damageDescription?: Maybe<Scalars['String']['output']>;
  daysLeft: Scalars['Int']['output'];
  orderId: Scalars['String']['output'];
  /** the follow-up recorded so far (the screen's follow-up form opens with it; saved through updateBill) */
  podRequestTickeetId?: Maybe<Scalars['String']['output']>;
  returnDate: Scalars['String']['output'];
  returnType?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
};

export type Role =
  | 'ADMIN'
  | 'USER';

/** a chart's bucket: a day, a week from Monday, a calendar month */
export type SalesBucket =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

export type SalesSeries = {
  __typename?: 'SalesSeries';
  bucket: SalesBucket;
  /** every bucket of the range, oldest first (per channel in the drawer's order when asked) */
  points: Array<SalesSummary>;
};

/** what the SKU table is ordered by (then by SKU and channel) */
export type SalesSkuOrder =
  | 'NET_PROFIT'
  | 'RETURNED_UNITS'
  | 'REVENUE'
  | 'SKU'
  | 'UNITS';

/** the sums of a group of order lines (docs/dashboards.md says what each counts); money in rupees */
export type SalesSummary = {
  __typename?: 'SalesSummary';
  /** the group's channel; null when it adds up every channel's lines */
  channel?: Maybe<MarketplaceChannel>;
  /** of the paid lines not returned: received − expected payout, the reconciliation's Difference */
  difference: Scalars['Float']['output'];
  /** of the paid lines not returned: settlement − TCS − TDS */
  expectedPayout: Scalars['Float']['output'];
  /** the group: the channel (salesByChannel), the first day of the bucket (salesSeries), the SKU (salesBySku); null for the whole range */
  key?: Maybe<Scalars['String']['output']>;
  lines: Scalars['Int']['output'];
  /** our fee model's marketplace fees, GST on the fees included */
  marketplaceFees: Scalars['Float']['output'];
  /** the fee model's profit of the lines not returned, less the return cost (decision 265) */
  netProfit: Scalars['Float']['output'];
  orders: Scalars['Int']['output'];
  paidLines: Scalars['Int']['output'];
  purchaseCost: Scalars['Float']['output'];
  /** what the recorded payments add up to, returned lines included */
  received: Scalars['Float']['output'];
  /** each returned unit's listing Return Cost (none for a line without a listing) */
  returnCost: Scalars['Float']['output'];
  /** units returned per unit sold (0.125 is 12.5 %); null when nothing sold */
  returnRate?: Maybe<Scalars['Float']['output']>;
  returnedUnits: Scalars['Int']['output'];
  returns: Scalars['Int']['output'];
  /** the invoice amounts of every line sold, returned or not */
  revenue: Scalars['Float']['output'];
  /** returns to origin: Courier return (RTO), RTO complete */
  rtoReturns: Scalars['Int']['output'];
  settlement: Scalars['Float']['output'];
  /** TCS and TDS withheld on the lines not returned: the payment report's, else at the rates of the order date */
  tcs: Scalars['Float']['output'];
  tds: Scalars['Float']['output'];
  units: Scalars['Int']['output'];
};

/** the order lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), of one channel or of all five */
export type SalesWhereInput = {
  billDate_gte: Scalars['String']['input'];
  billDate_lte: Scalars['String']['input'];
  channel?: InputMaybe<MarketplaceChannel>;
};

export type SecretFieldInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** who issues the documents: the Seller profile section of the Settings screen (one setting) */
export type SellerProfile = {
  __typename?: 'SellerProfile';
  address: Scalars['String']['output'];
  bankAccountName: Scalars['String']['output'];
  bankAccountNumber: Scalars['String']['output'];
  bankIfsc: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  businessName: Scalars['String']['output'];
  documentDefaults: Array<DocumentDefaults>;
  email: Scalars['String']['output'];
  financialYearStartMonth: Scalars['Int']['output'];
  gstin: Scalars['String']['output'];
  logo: Scalars['String']['output'];
  logoWidth: Scalars['Int']['output'];
  pan: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  stateCode: Scalars['String']['output'];
  /** the optimistic lock of the setting (0: never saved, the defaults are shown) */
  version: Scalars['Int']['output'];
};

export type SellerProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  bankAccountName?: InputMaybe<Scalars['String']['input']>;
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  bankIfsc?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  documentDefaults?: InputMaybe<Array<DocumentDefaultsInput>>;
  email?: InputMaybe<Scalars['String']['input']>;
  financialYearStartMonth?: InputMaybe<Scalars['Int']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** empty for none, or the url answered by POST /files/logos */
  logo?: InputMaybe<Scalars['String']['input']>;
  logoWidth?: InputMaybe<Scalars['Int']['input']>;
  pan?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
};

/** a paid line whose payment differs from the expected payout by more than the tolerance (rupees) */
export type SettlementDifference = {
  __typename?: 'SettlementDifference';
  /** the acceptance of the line's difference (decision 166): in acceptedDifferences the one that holds; in settlementDifferences one made before a later payment changed the difference; else null */
  accepted?: Maybe<AcceptedDifference>;
  billDate: Scalars['String']['output'];
  difference: Scalars['Float']['output'];
  expectedPayout: Scalars['Float']['output'];
  expectedSettlement: Scalars['Float']['output'];
  orderId: Scalars['String']['output'];
  paymentDate?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  received: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  tcs: Scalars['Float']['output'];
  tds: Scalars['Float']['output'];
};

/** a line of the Settlement Calculator drawer */
export type SettlementLine = {
  __typename?: 'SettlementLine';
  label: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

/** a courier order (iThink or Shiprocket), one per courier, channel and order id */
export type Shipment = {
  __typename?: 'Shipment';
  address?: Maybe<Scalars['String']['output']>;
  awb?: Maybe<Scalars['String']['output']>;
  /** the sales channel as the courier names it; empty when the export has none */
  channel: Scalars['String']['output'];
  codPayable?: Maybe<Scalars['Float']['output']>;
  /** ithink or shiprocket */
  courier: Scalars['String']['output'];
  courierCompany?: Maybe<Scalars['String']['output']>;
  /** whether the courier takes a re-attempt or RTO request from the NDR queue (Shiprocket, once connected) */
  courierTakesNdrRequests: Scalars['Boolean']['output'];
  /** the courier's order date as written */
  createdAt?: Maybe<Scalars['String']['output']>;
  customerName?: Maybe<Scalars['String']['output']>;
  deliveredDate?: Maybe<Scalars['String']['output']>;
  /** as the courier wrote it */
  edd?: Maybe<Scalars['String']['output']>;
  /** yyyy-MM-dd, when the EDD is a date */
  eddDate?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstMsg: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  inTransitMsg: Scalars['Boolean']['output'];
  latestNdrDate?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  /** why the mobile is no Indian mobile number, or null */
  mobileProblem?: Maybe<Scalars['String']['output']>;
  ndrAttempts?: Maybe<Scalars['Int']['output']>;
  ndrMsg: Scalars['Boolean']['output'];
  ndrReasons: Array<Scalars['String']['output']>;
  ndrState: NdrState;
  ndrStateAt?: Maybe<Scalars['String']['output']>;
  ndrStateBy?: Maybe<Scalars['String']['output']>;
  /** the name of whoever moved the NDR state last */
  ndrStateByName?: Maybe<Scalars['String']['output']>;
  /** the courier's latest reason says the customer was unreachable and nothing says the door was reached (core's isNoAttemptNdr) */
  noAttempt: Scalars['Boolean']['output'];
  orderDate?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['String']['output'];
  orderTotal?: Maybe<Scalars['Float']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  pickupDate?: Maybe<Scalars['String']['output']>;
  pincode?: Maybe<Scalars['String']['output']>;
  productCost: Scalars['Float']['output'];
  productName?: Maybe<Scalars['String']['output']>;
  productPrice?: Maybe<Scalars['Float']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  rtoDeliveredDate?: Maybe<Scalars['String']['output']>;
  rtoInitiatedDate?: Maybe<Scalars['String']['output']>;
  rtoMsg: Scalars['Boolean']['output'];
  shipCharge?: Maybe<Scalars['Float']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** new, inTransit, delivered, undelivered, rto or other (core's classifyShipment) */
  statusClass: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ShipmentChannelCount = {
  __typename?: 'ShipmentChannelCount';
  channel: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

export type ShipmentClaim = {
  __typename?: 'ShipmentClaim';
  /** true: this caller set the flag and may open the link; false: it was set already */
  claimed: Scalars['Boolean']['output'];
  shipment: Shipment;
};

/** a product cost rule of the order sync: the first rule whose keyword the product's name holds gives the cost of one unit */
export type ShipmentCostRule = {
  __typename?: 'ShipmentCostRule';
  keyword: Scalars['String']['output'];
  /** rupees */
  unitCost: Scalars['Float']['output'];
};

export type ShipmentCostRuleInput = {
  keyword: Scalars['String']['input'];
  /** rupees */
  unitCost: Scalars['Float']['input'];
};

/** the setting shipmentCosts (Settings › Order sync, decision 278) */
export type ShipmentCostSettings = {
  __typename?: 'ShipmentCostSettings';
  productCosts: Array<ShipmentCostRule>;
  version: Scalars['Int']['output'];
};

export type ShipmentCounts = {
  __typename?: 'ShipmentCounts';
  afterEdd: Scalars['Int']['output'];
  all: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  inTransit: Scalars['Int']['output'];
  new: Scalars['Int']['output'];
  rto: Scalars['Int']['output'];
  undelivered: Scalars['Int']['output'];
};

export type ShipmentMessageCoverage = {
  __typename?: 'ShipmentMessageCoverage';
  /** firstMsg, inTransitMsg, ndrMsg or rtoMsg */
  flag: Scalars['String']['output'];
  sent: Scalars['Int']['output'];
  /** shipments of any class with the flag set */
  sentAll: Scalars['Int']['output'];
  /** the class the message is for */
  statusClass: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** delivered and RTO shipments of a courier (or a pincode prefix), and the RTO rate: RTO over delivered plus RTO, in percent */
export type ShipmentRtoRate = {
  __typename?: 'ShipmentRtoRate';
  count: Scalars['Int']['output'];
  courier?: Maybe<Scalars['String']['output']>;
  courierCompany?: Maybe<Scalars['String']['output']>;
  delivered: Scalars['Int']['output'];
  prefix?: Maybe<Scalars['String']['output']>;
  rto: Scalars['Int']['output'];
  rtoRatePercent?: Maybe<Scalars['Float']['output']>;
};

export type ShipmentStatusCount = {
  __typename?: 'ShipmentStatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  statusClass: Scalars['String']['output'];
};

/** the Summary tab of Order DataBase MSG (decision 311) */
export type ShipmentSummary = {
  __typename?: 'ShipmentSummary';
  byChannel: Array<ShipmentChannelCount>;
  byCourier: Array<ShipmentRtoRate>;
  /** the 20 pincode prefixes (3 digits) with the most RTOs */
  byPincodePrefix: Array<ShipmentRtoRate>;
  byStatus: Array<ShipmentStatusCount>;
  /** COD still to collect: new, in transit and undelivered COD orders */
  codPending: Scalars['Float']['output'];
  codPendingOrders: Scalars['Int']['output'];
  coverage: Array<ShipmentMessageCoverage>;
  /** in transit past the EDD by more than 24 hours */
  pastEdd: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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

/** a fee slab: applies when from < price < to (rupees); the spelling precent is the contract */
export type Slab = {
  __typename?: 'Slab';
  from: Scalars['Float']['output'];
  precent: Scalars['Float']['output'];
  to: Scalars['Float']['output'];
};

export type SlabInput = {
  from: Scalars['Float']['input'];
  precent: Scalars['Float']['input'];
  to: Scalars['Float']['input'];
};

export type Stage =
  | 'DRAFT'
  | 'PUBLISHED';

export type TaxSummaryRow = {
  __typename?: 'TaxSummaryRow';
  cgst: Scalars['Float']['output'];
  hsnCode: Scalars['String']['output'];
  igst: Scalars['Float']['output'];
  rate: Scalars['Float']['output'];
  sgst: Scalars['Float']['output'];
  taxable: Scalars['Float']['output'];
};

/** the tracking page per courier; {awb} stands for the AWB number */
export type TrackingLinks = {
  __typename?: 'TrackingLinks';
  ithink: Scalars['String']['output'];
  shiprocket: Scalars['String']['output'];
};

export type TrackingLinksInput = {
  ithink: Scalars['String']['input'];
  shiprocket: Scalars['String']['input'];
};

/** a Trendy Handy listing (docs/architecture.md); derived values are computed by @seller-desk/core */
export type TrendyHandyListing = {
  __typename?: 'TrendyHandyListing';
  advertisingCost?: Maybe<Scalars['Float']['output']>;
  afterPurchaseCostDeduct?: Maybe<Scalars['Float']['output']>;
  breadth?: Maybe<Scalars['Float']['output']>;
  /** from the single linked product, else the listing */
  dimensions: ListingDimensions;
  discount?: Maybe<Scalars['Float']['output']>;
  fees: ListingFees;
  freeDelivery?: Maybe<Scalars['Float']['output']>;
  /** derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for) */
  gst?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  hsnCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the first linked product's first image thumbnail */
  img?: Maybe<Scalars['String']['output']>;
  /** rupees, 2 decimals */
  listingPrice?: Maybe<Scalars['Float']['output']>;
  /** at least one product linked and every linked product has stock above 0 */
  live: Scalars['Boolean']['output'];
  lossProfit?: Maybe<Scalars['String']['output']>;
  packing?: Maybe<Scalars['Float']['output']>;
  priceCellClass?: Maybe<Scalars['String']['output']>;
  priceShouldBe?: Maybe<Scalars['Float']['output']>;
  problems: Array<PricingProblem>;
  /** as stored on the listing */
  productLength?: Maybe<Scalars['Float']['output']>;
  /** combined from the linked products, comma-joined */
  productName?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
  profit?: Maybe<Scalars['Float']['output']>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** derived: the sum of the linked products' purchase costs */
  purchaseCost?: Maybe<Scalars['Float']['output']>;
  rackNo?: Maybe<Scalars['String']['output']>;
  returnCost?: Maybe<Scalars['Float']['output']>;
  setlmentValue?: Maybe<Scalars['Float']['output']>;
  settlementLines: Array<SettlementLine>;
  /** rupees, before GST */
  shippingFee?: Maybe<Scalars['Float']['output']>;
  skuid: Scalars['String']['output'];
  /** creation order within Trendy Handy; never reused */
  sno: Scalars['Int']['output'];
  stage: Stage;
  taxInsidePrice?: Maybe<Scalars['Float']['output']>;
  totalShippingFee?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
  weight?: Maybe<Scalars['Float']['output']>;
};

/** a row of a bulk Trendy Handy listing call: products and category by name, matched without case */
export type TrendyHandyListingBulkInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** the linked products by name; on update, given names replace the links */
  productNames?: InputMaybe<Array<Scalars['String']['input']>>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

/** every field optional on update; skuid required on create */
export type TrendyHandyListingInput = {
  advertisingCost?: InputMaybe<Scalars['Float']['input']>;
  breadth?: InputMaybe<Scalars['Float']['input']>;
  discount?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  listingPrice?: InputMaybe<Scalars['Float']['input']>;
  packing?: InputMaybe<Scalars['Float']['input']>;
  productLength?: InputMaybe<Scalars['Float']['input']>;
  /** create: connect; update: set replaces the links (connect appends) */
  products?: InputMaybe<ProductsRelationInput>;
  profit?: InputMaybe<Scalars['Float']['input']>;
  returnCost?: InputMaybe<Scalars['Float']['input']>;
  shippingFee?: InputMaybe<Scalars['Float']['input']>;
  skuid?: InputMaybe<Scalars['String']['input']>;
  /** on update: the version the editor started from (optimistic lock) */
  version?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
};

export type TrendyHandyListingUpdateManyInput = {
  data: TrendyHandyListingBulkInput;
  where: ListingWhereUniqueInput;
};

export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  disabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  role: Role;
  username: Scalars['String']['output'];
};

export type UserCreateInput = {
  password: Scalars['String']['input'];
  role: Role;
  username: Scalars['String']['input'];
};

export type UserUpdateInput = {
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
};

export type UserWhereUniqueInput = {
  id: Scalars['ID']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptedDifference: ResolverTypeWrapper<AcceptedDifference>;
  AmazonListing: ResolverTypeWrapper<ListingView>;
  AmazonListingBulkInput: AmazonListingBulkInput;
  AmazonListingInput: AmazonListingInput;
  AmazonListingUpdateManyInput: AmazonListingUpdateManyInput;
  AmazonProductCategory: ResolverTypeWrapper<CategoryView>;
  AmazonProductCategoryInput: AmazonProductCategoryInput;
  AmazonProductCategoryVersion: ResolverTypeWrapper<AmazonProductCategoryVersion>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFieldChange: ResolverTypeWrapper<AuditFieldChange>;
  AuditLogWhere: AuditLogWhere;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AwaitingPaymentBand: ResolverTypeWrapper<AwaitingPaymentBand>;
  BatchRowResult: ResolverTypeWrapper<BatchRowResult>;
  Bill: ResolverTypeWrapper<BillView>;
  BillIdWhereInput: BillIdWhereInput;
  BillInput: BillInput;
  BillOrder: ResolverTypeWrapper<BillOrderView>;
  BillOrderByInput: BillOrderByInput;
  BillOrderInput: BillOrderInput;
  BillOrderTab: BillOrderTab;
  BillOrderWhereInput: BillOrderWhereInput;
  BillRef: ResolverTypeWrapper<BillRef>;
  BillWhereInput: BillWhereInput;
  BillWhereUniqueInput: BillWhereUniqueInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkRowError: ResolverTypeWrapper<BulkRowError>;
  BulkRowResult: ResolverTypeWrapper<BulkRowResult>;
  BusinessNet: ResolverTypeWrapper<BusinessNet>;
  BusinessNetWhereInput: BusinessNetWhereInput;
  CategoryRelationInput: CategoryRelationInput;
  CategoryWhereUniqueInput: CategoryWhereUniqueInput;
  ChannelDays: ResolverTypeWrapper<ChannelDays>;
  ChannelDaysInput: ChannelDaysInput;
  ChannelFeeSchedule: ResolverTypeWrapper<ChannelFeeSchedule>;
  ClosingFeeBand: ResolverTypeWrapper<ClosingFeeBand>;
  ClosingFeeBandInput: ClosingFeeBandInput;
  CouponRule: ResolverTypeWrapper<CouponRule>;
  CouponRuleInput: CouponRuleInput;
  CourierLogin: ResolverTypeWrapper<CourierLogin>;
  CourierLoginField: ResolverTypeWrapper<CourierLoginField>;
  CourierSync: ResolverTypeWrapper<CourierSync>;
  CourierSyncStart: ResolverTypeWrapper<CourierSyncStart>;
  CourierSyncWhich: CourierSyncWhich;
  CreditReason: CreditReason;
  CreditedCharges: ResolverTypeWrapper<CreditedCharges>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DocumentDefaults: ResolverTypeWrapper<DocumentDefaults>;
  DocumentDefaultsInput: DocumentDefaultsInput;
  DocumentSeries: ResolverTypeWrapper<DocumentSeries>;
  FeeScheduleVersion: ResolverTypeWrapper<FeeScheduleVersion>;
  FeeScheduleVersionInput: FeeScheduleVersionInput;
  FlipkartListing: ResolverTypeWrapper<ListingView>;
  FlipkartListingBulkInput: FlipkartListingBulkInput;
  FlipkartListingInput: FlipkartListingInput;
  FlipkartListingUpdateManyInput: FlipkartListingUpdateManyInput;
  FlipkartProductCategory: ResolverTypeWrapper<CategoryView>;
  FlipkartProductCategoryInput: FlipkartProductCategoryInput;
  FlipkartProductCategoryVersion: ResolverTypeWrapper<FlipkartProductCategoryVersion>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GstBand: ResolverTypeWrapper<GstBand>;
  GstBandInput: GstBandInput;
  GstChannelSource: ResolverTypeWrapper<GstChannelSource>;
  GstCheck: ResolverTypeWrapper<GstCheck>;
  GstCheckSeverity: GstCheckSeverity;
  GstDatedAmount: ResolverTypeWrapper<GstDatedAmount>;
  GstDatedAmountInput: GstDatedAmountInput;
  GstDatedWithholding: ResolverTypeWrapper<GstDatedWithholding>;
  GstDatedWithholdingInput: GstDatedWithholdingInput;
  GstDocumentLine: ResolverTypeWrapper<GstDocumentLine>;
  GstDocumentSource: ResolverTypeWrapper<GstDocumentSource>;
  GstEtin: ResolverTypeWrapper<GstEtin>;
  GstEtinInput: GstEtinInput;
  GstExportInfo: ResolverTypeWrapper<GstExportInfo>;
  GstFigure: ResolverTypeWrapper<GstFigure>;
  GstIssuedDocument: ResolverTypeWrapper<GstIssuedDocument>;
  GstLine: ResolverTypeWrapper<GstLine>;
  GstLinePage: ResolverTypeWrapper<GstLinePage>;
  GstMode: GstMode;
  GstRef: ResolverTypeWrapper<GstRef>;
  GstRefKind: GstRefKind;
  GstReturn: ResolverTypeWrapper<GstReturn>;
  GstReturnSettings: ResolverTypeWrapper<GstReturnSettings>;
  GstReturnSettingsInput: GstReturnSettingsInput;
  GstRule: ResolverTypeWrapper<GstRule>;
  GstRuleInput: GstRuleInput;
  GstRules: ResolverTypeWrapper<GstRules>;
  GstSection: ResolverTypeWrapper<GstSection>;
  GstSeries: ResolverTypeWrapper<GstSeries>;
  GstWithholdingFigures: ResolverTypeWrapper<GstWithholdingFigures>;
  GstWithholdingRow: ResolverTypeWrapper<GstWithholdingRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpLink: ResolverTypeWrapper<ImpLink>;
  ImpLinkInput: ImpLinkInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceView>;
  InvoiceDocument: ResolverTypeWrapper<InvoiceDocument>;
  InvoiceDocumentInput: InvoiceDocumentInput;
  InvoiceKind: InvoiceKind;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceWhereInput: InvoiceWhereInput;
  InvoiceWhereUniqueInput: InvoiceWhereUniqueInput;
  Job: ResolverTypeWrapper<Job>;
  JobError: ResolverTypeWrapper<JobError>;
  JobProgress: ResolverTypeWrapper<JobProgress>;
  JobState: JobState;
  ListingDimensions: ResolverTypeWrapper<ListingDimensions>;
  ListingFees: ResolverTypeWrapper<ListingFees>;
  ListingRef: ResolverTypeWrapper<ListingRef>;
  ListingWhereUniqueInput: ListingWhereUniqueInput;
  LittleKidListing: ResolverTypeWrapper<ListingView>;
  LittleKidListingBulkInput: LittleKidListingBulkInput;
  LittleKidListingInput: LittleKidListingInput;
  LittleKidListingUpdateManyInput: LittleKidListingUpdateManyInput;
  MarketplaceChannel: MarketplaceChannel;
  MeeshoListing: ResolverTypeWrapper<ListingView>;
  MeeshoListingBulkInput: MeeshoListingBulkInput;
  MeeshoListingInput: MeeshoListingInput;
  MeeshoListingUpdateManyInput: MeeshoListingUpdateManyInput;
  MessageSettings: ResolverTypeWrapper<MessageSettings>;
  MessageSettingsInput: MessageSettingsInput;
  MessageTemplates: ResolverTypeWrapper<MessageTemplates>;
  MessageTemplatesInput: MessageTemplatesInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NdrActionKind: NdrActionKind;
  NdrActionRequest: ResolverTypeWrapper<NdrActionRequest>;
  NdrRequest: NdrRequest;
  NdrRequestResult: ResolverTypeWrapper<NdrRequestResult>;
  NdrState: NdrState;
  OrderLinePayment: ResolverTypeWrapper<OrderLinePayment>;
  OrderLineWhereUniqueInput: OrderLineWhereUniqueInput;
  OverduePayment: ResolverTypeWrapper<OverduePayment>;
  PricingProblem: ResolverTypeWrapper<PricingProblem>;
  Product: ResolverTypeWrapper<ProductView>;
  ProductInput: ProductInput;
  ProductUpdateManyInput: ProductUpdateManyInput;
  ProductWhereIdOrNameInput: ProductWhereIdOrNameInput;
  ProductWhereUniqueInput: ProductWhereUniqueInput;
  ProductsRelationInput: ProductsRelationInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reconciliation: ResolverTypeWrapper<Reconciliation>;
  ReconciliationSettings: ResolverTypeWrapper<ReconciliationSettings>;
  ReconciliationSettingsInput: ReconciliationSettingsInput;
  ReturnClaim: ResolverTypeWrapper<ReturnClaim>;
  Role: Role;
  SalesBucket: SalesBucket;
  SalesSeries: ResolverTypeWrapper<SalesSeries>;
  SalesSkuOrder: SalesSkuOrder;
  SalesSummary: ResolverTypeWrapper<SalesSummary>;
  SalesWhereInput: SalesWhereInput;
  SecretFieldInput: SecretFieldInput;
  SellerProfile: ResolverTypeWrapper<SellerProfileRecord>;
  SellerProfileInput: SellerProfileInput;
  SettlementDifference: ResolverTypeWrapper<SettlementDifference>;
  SettlementLine: ResolverTypeWrapper<SettlementLine>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentChannelCount: ResolverTypeWrapper<ShipmentChannelCount>;
  ShipmentClaim: ResolverTypeWrapper<ShipmentClaim>;
  ShipmentCostRule: ResolverTypeWrapper<ShipmentCostRule>;
  ShipmentCostRuleInput: ShipmentCostRuleInput;
  ShipmentCostSettings: ResolverTypeWrapper<ShipmentCostSettings>;
  ShipmentCounts: ResolverTypeWrapper<ShipmentCounts>;
  ShipmentMessageCoverage: ResolverTypeWrapper<ShipmentMessageCoverage>;
  ShipmentRtoRate: ResolverTypeWrapper<ShipmentRtoRate>;
  ShipmentStatusCount: ResolverTypeWrapper<ShipmentStatusCount>;
  ShipmentSummary: ResolverTypeWrapper<ShipmentSummary>;
  ShipmentTab: ShipmentTab;
  Slab: ResolverTypeWrapper<Slab>;
  SlabInput: SlabInput;
  Stage: Stage;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxSummaryRow: ResolverTypeWrapper<TaxSummaryRow>;
  TrackingLinks: ResolverTypeWrapper<TrackingLinks>;
  TrackingLinksInput: TrackingLinksInput;
  TrendyHandyListing: ResolverTypeWrapper<ListingView>;
  TrendyHandyListingBulkInput: TrendyHandyListingBulkInput;
  TrendyHandyListingInput: TrendyHandyListingInput;
  TrendyHandyListingUpdateManyInput: TrendyHandyListingUpdateManyInput;
  User: ResolverTypeWrapper<PublicUser>;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  UserWhereUniqueInput: UserWhereUniqueInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedDifference: AcceptedDifference;
  AmazonListing: ListingView;
  AmazonListingBulkInput: AmazonListingBulkInput;
  AmazonListingInput: AmazonListingInput;
  AmazonListingUpdateManyInput: AmazonListingUpdateManyInput;
  AmazonProductCategory: CategoryView;
  AmazonProductCategoryInput: AmazonProductCategoryInput;
  AmazonProductCategoryVersion: AmazonProductCategoryVersion;
  AuditEntry: AuditEntry;
  AuditFieldChange: AuditFieldChange;
  AuditLogWhere: AuditLogWhere;
  AuditPage: AuditPage;
  AwaitingPaymentBand: AwaitingPaymentBand;
  BatchRowResult: BatchRowResult;
  Bill: BillView;
  BillIdWhereInput: BillIdWhereInput;
  BillInput: BillInput;
  BillOrder: BillOrderView;
  BillOrderInput: BillOrderInput;
  BillOrderWhereInput: BillOrderWhereInput;
  BillRef: BillRef;
  BillWhereInput: BillWhereInput;
  BillWhereUniqueInput: BillWhereUniqueInput;
  Boolean: Scalars['Boolean']['output'];
  BulkRowError: BulkRowError;
  BulkRowResult: BulkRowResult;
  BusinessNet: BusinessNet;
  BusinessNetWhereInput: BusinessNetWhereInput;
  CategoryRelationInput: CategoryRelationInput;
  CategoryWhereUniqueInput: CategoryWhereUniqueInput;
  ChannelDays: ChannelDays;
  ChannelDaysInput: ChannelDaysInput;
  ChannelFeeSchedule: ChannelFeeSchedule;
  ClosingFeeBand: ClosingFeeBand;
  ClosingFeeBandInput: ClosingFeeBandInput;
  CouponRule: CouponRule;
  CouponRuleInput: CouponRuleInput;
  CourierLogin: CourierLogin;
  CourierLoginField: CourierLoginField;
  CourierSync: CourierSync;
  CourierSyncStart: CourierSyncStart;
  CreditedCharges: CreditedCharges;
  Date: Scalars['Date']['output'];
  DocumentDefaults: DocumentDefaults;
  DocumentDefaultsInput: DocumentDefaultsInput;
  DocumentSeries: DocumentSeries;
  FeeScheduleVersion: FeeScheduleVersion;
  FeeScheduleVersionInput: FeeScheduleVersionInput;
  FlipkartListing: ListingView;
  FlipkartListingBulkInput: FlipkartListingBulkInput;
  FlipkartListingInput: FlipkartListingInput;
  FlipkartListingUpdateManyInput: FlipkartListingUpdateManyInput;
  FlipkartProductCategory: CategoryView;
  FlipkartProductCategoryInput: FlipkartProductCategoryInput;
  FlipkartProductCategoryVersion: FlipkartProductCategoryVersion;
  Float: Scalars['Float']['output'];
  GstBand: GstBand;
  GstBandInput: GstBandInput;
  GstChannelSource: GstChannelSource;
  GstCheck: GstCheck;
  GstDatedAmount: GstDatedAmount;
  GstDatedAmountInput: GstDatedAmountInput;
  GstDatedWithholding: GstDatedWithholding;
  GstDatedWithholdingInput: GstDatedWithholdingInput;
  GstDocumentLine: GstDocumentLine;
  GstDocumentSource: GstDocumentSource;
  GstEtin: GstEtin;
  GstEtinInput: GstEtinInput;
  GstExportInfo: GstExportInfo;
  GstFigure: GstFigure;
  GstIssuedDocument: GstIssuedDocument;
  GstLine: GstLine;
  GstLinePage: GstLinePage;
  GstRef: GstRef;
  GstReturn: GstReturn;
  GstReturnSettings: GstReturnSettings;
  GstReturnSettingsInput: GstReturnSettingsInput;
  GstRule: GstRule;
  GstRuleInput: GstRuleInput;
  GstRules: GstRules;
  GstSection: GstSection;
  GstSeries: GstSeries;
  GstWithholdingFigures: GstWithholdingFigures;
  GstWithholdingRow: GstWithholdingRow;
  ID: Scalars['ID']['output'];
  ImpLink: ImpLink;
  ImpLinkInput: ImpLinkInput;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceView;
  InvoiceDocument: InvoiceDocument;
  InvoiceDocumentInput: InvoiceDocumentInput;
  InvoiceLine: InvoiceLine;
  InvoiceLineInput: InvoiceLineInput;
  InvoiceWhereInput: InvoiceWhereInput;
  InvoiceWhereUniqueInput: InvoiceWhereUniqueInput;
  Job: Job;
  JobError: JobError;
  JobProgress: JobProgress;
  ListingDimensions: ListingDimensions;
  ListingFees: ListingFees;
  ListingRef: ListingRef;
  ListingWhereUniqueInput: ListingWhereUniqueInput;
  LittleKidListing: ListingView;
  LittleKidListingBulkInput: LittleKidListingBulkInput;
  LittleKidListingInput: LittleKidListingInput;
  LittleKidListingUpdateManyInput: LittleKidListingUpdateManyInput;
  MeeshoListing: ListingView;
  MeeshoListingBulkInput: MeeshoListingBulkInput;
  MeeshoListingInput: MeeshoListingInput;
  MeeshoListingUpdateManyInput: MeeshoListingUpdateManyInput;
  MessageSettings: MessageSettings;
  MessageSettingsInput: MessageSettingsInput;
  MessageTemplates: MessageTemplates;
  MessageTemplatesInput: MessageTemplatesInput;
  Mutation: Record<PropertyKey, never>;
  NdrActionRequest: NdrActionRequest;
  NdrRequestResult: NdrRequestResult;
  OrderLinePayment: OrderLinePayment;
  OrderLineWhereUniqueInput: OrderLineWhereUniqueInput;
  OverduePayment: OverduePayment;
  PricingProblem: PricingProblem;
  Product: ProductView;
  ProductInput: ProductInput;
  ProductUpdateManyInput: ProductUpdateManyInput;
  ProductWhereIdOrNameInput: ProductWhereIdOrNameInput;
  ProductWhereUniqueInput: ProductWhereUniqueInput;
  ProductsRelationInput: ProductsRelationInput;
  Query: Record<PropertyKey, never>;
  Reconciliation: Reconciliation;
  ReconciliationSettings: ReconciliationSettings;
  ReconciliationSettingsInput: ReconciliationSettingsInput;
  ReturnClaim: ReturnClaim;
  SalesSeries: SalesSeries;
  SalesSummary: SalesSummary;
  SalesWhereInput: SalesWhereInput;
  SecretFieldInput: SecretFieldInput;
  SellerProfile: SellerProfileRecord;
  SellerProfileInput: SellerProfileInput;
  SettlementDifference: SettlementDifference;
  SettlementLine: SettlementLine;
  Shipment: Shipment;
  ShipmentChannelCount: ShipmentChannelCount;
  ShipmentClaim: ShipmentClaim;
  ShipmentCostRule: ShipmentCostRule;
  ShipmentCostRuleInput: ShipmentCostRuleInput;
  ShipmentCostSettings: ShipmentCostSettings;
  ShipmentCounts: ShipmentCounts;
  ShipmentMessageCoverage: ShipmentMessageCoverage;
  ShipmentRtoRate: ShipmentRtoRate;
  ShipmentStatusCount: ShipmentStatusCount;
  ShipmentSummary: ShipmentSummary;
  Slab: Slab;
  SlabInput: SlabInput;
  String: Scalars['String']['output'];
  TaxSummaryRow: TaxSummaryRow;
  TrackingLinks: TrackingLinks;
  TrackingLinksInput: TrackingLinksInput;
  TrendyHandyListing: ListingView;
  TrendyHandyListingBulkInput: TrendyHandyListingBulkInput;
  TrendyHandyListingInput: TrendyHandyListingInput;
  TrendyHandyListingUpdateManyInput: TrendyHandyListingUpdateManyInput;
  User: PublicUser;
  UserCreateInput: UserCreateInput;
  UserUpdateInput: UserUpdateInput;
  UserWhereUniqueInput: UserWhereUniqueInput;
};

export type AcceptedDifferenceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AcceptedDifference'] = ResolversParentTypes['AcceptedDifference']> = {
  acceptedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  acceptedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmazonListingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AmazonListing'] = ResolversParentTypes['AmazonListing']> = {
  advertisingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  afterPurchaseCostDeduct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amazonProductCategory?: Resolver<Maybe<ResolversTypes['AmazonProductCategory']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ListingDimensions'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['ListingFees'], ParentType, ContextType>;
  freeDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packing?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCellClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceShouldBe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PricingProblem']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlementLines?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sno?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  taxInsidePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalShippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AmazonProductCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AmazonProductCategory'] = ResolversParentTypes['AmazonProductCategory']> = {
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referalFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['AmazonProductCategoryVersion']>, ParentType, ContextType>;
};

export type AmazonProductCategoryVersionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AmazonProductCategoryVersion'] = ResolversParentTypes['AmazonProductCategoryVersion']> = {
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  referalFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditFieldChange']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  who?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditFieldChangeResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AuditFieldChange'] = ResolversParentTypes['AuditFieldChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AwaitingPaymentBandResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['AwaitingPaymentBand'] = ResolversParentTypes['AwaitingPaymentBand']> = {
  expected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fromDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BatchRowResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BatchRowResult'] = ResolversParentTypes['BatchRowResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BillResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Bill'] = ResolversParentTypes['Bill']> = {
  amazon?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<BillAmazonArgs, 'first' | 'skip'>>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cashMemo?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<BillCashMemoArgs, 'first' | 'skip'>>;
  creditNote?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<BillCreditNoteArgs, 'first' | 'skip'>>;
  documentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<BillDocumentCountArgs, 'kind'>>;
  expense?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<BillExpenseArgs, 'first' | 'skip'>>;
  flipkart?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<BillFlipkartArgs, 'first' | 'skip'>>;
  gstInvoice?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<BillGstInvoiceArgs, 'first' | 'skip'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  littleKid?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<BillLittleKidArgs, 'first' | 'skip'>>;
  meesho?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<BillMeeshoArgs, 'first' | 'skip'>>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<BillOrderCountArgs, 'channel'>>;
  purchase?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<BillPurchaseArgs, 'first' | 'skip'>>;
  trendyHandy?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<BillTrendyHandyArgs, 'first' | 'skip'>>;
};

export type BillOrderResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BillOrder'] = ResolversParentTypes['BillOrder']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amazonsetlment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountRecieveFromAmazon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountRecieveFromFlipkart?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountRecieveFromLittleKid?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountRecieveFromMeesho?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountRecieveFromTrendyHandy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimResult?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  damageDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flipkartsetlment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  littleKidsetlment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketplaceFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  meeshosetlment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReceived?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podRequestTickeetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pysicallyRecieved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  return?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipToName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tcs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trackingID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trendyHandysetlment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BillRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BillRef'] = ResolversParentTypes['BillRef']> = {
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BulkRowErrorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BulkRowError'] = ResolversParentTypes['BulkRowError']> = {
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkRowResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BulkRowResult'] = ResolversParentTypes['BulkRowResult']> = {
  error?: Resolver<Maybe<ResolversTypes['BulkRowError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BusinessNetResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['BusinessNet'] = ResolversParentTypes['BusinessNet']> = {
  creditNotes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  documents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketplaceNetProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ownStoreSales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ChannelDaysResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChannelDays'] = ResolversParentTypes['ChannelDays']> = {
  amazon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flipkart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  littleKid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meesho?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trendyHandy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChannelFeeScheduleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ChannelFeeSchedule'] = ResolversParentTypes['ChannelFeeSchedule']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['FeeScheduleVersion']>, ParentType, ContextType>;
};

export type ClosingFeeBandResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ClosingFeeBand'] = ResolversParentTypes['ClosingFeeBand']> = {
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upTo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CouponRuleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CouponRule'] = ResolversParentTypes['CouponRule']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourierLoginResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CourierLogin'] = ResolversParentTypes['CourierLogin']> = {
  fields?: Resolver<Array<ResolversTypes['CourierLoginField']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CourierLoginFieldResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CourierLoginField'] = ResolversParentTypes['CourierLoginField']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CourierSyncResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CourierSync'] = ResolversParentTypes['CourierSync']> = {
  courier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  startedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CourierSyncStartResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CourierSyncStart'] = ResolversParentTypes['CourierSyncStart']> = {
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CreditedChargesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['CreditedCharges'] = ResolversParentTypes['CreditedCharges']> = {
  courier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packingTransportation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DocumentDefaultsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DocumentDefaults'] = ResolversParentTypes['DocumentDefaults']> = {
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentSeriesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['DocumentSeries'] = ResolversParentTypes['DocumentSeries']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeeScheduleVersionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FeeScheduleVersion'] = ResolversParentTypes['FeeScheduleVersion']> = {
  closingFeeBands?: Resolver<Array<ResolversTypes['ClosingFeeBand']>, ParentType, ContextType>;
  collectionFlatAbove?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  feeGstPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referralGstPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FlipkartListingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FlipkartListing'] = ResolversParentTypes['FlipkartListing']> = {
  advertisingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  afterPurchaseCostDeduct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ListingDimensions'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['ListingFees'], ParentType, ContextType>;
  flipkartProductCategory?: Resolver<Maybe<ResolversTypes['FlipkartProductCategory']>, ParentType, ContextType>;
  freeDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packing?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCellClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceShouldBe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PricingProblem']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlementLines?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sno?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  taxInsidePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalShippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FlipkartProductCategoryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FlipkartProductCategory'] = ResolversParentTypes['FlipkartProductCategory']> = {
  collectionFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  commissionPercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fixedFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['FlipkartProductCategoryVersion']>, ParentType, ContextType>;
};

export type FlipkartProductCategoryVersionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['FlipkartProductCategoryVersion'] = ResolversParentTypes['FlipkartProductCategoryVersion']> = {
  collectionFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  commissionPercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fixedFeePercent?: Resolver<Array<ResolversTypes['Slab']>, ParentType, ContextType>;
};

export type GstBandResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstBand'] = ResolversParentTypes['GstBand']> = {
  ratePercentAbove?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thresholdRupees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstChannelSourceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstChannelSource'] = ResolversParentTypes['GstChannelSource']> = {
  channel?: Resolver<ResolversTypes['MarketplaceChannel'], ParentType, ContextType>;
  computedLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noRateLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  saleLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstCheckResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstCheck'] = ResolversParentTypes['GstCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['GstRef']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['GstCheckSeverity'], ParentType, ContextType>;
};

export type GstDatedAmountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstDatedAmount'] = ResolversParentTypes['GstDatedAmount']> = {
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rupees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstDatedWithholdingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstDatedWithholding'] = ResolversParentTypes['GstDatedWithholding']> = {
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstDocumentLineResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstDocumentLine'] = ResolversParentTypes['GstDocumentLine']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstDocumentSourceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstDocumentSource'] = ResolversParentTypes['GstDocumentSource']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstEtinResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstEtin'] = ResolversParentTypes['GstEtin']> = {
  channel?: Resolver<ResolversTypes['MarketplaceChannel'], ParentType, ContextType>;
  etin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstExportInfoResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstExportInfo'] = ResolversParentTypes['GstExportInfo']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstFigureResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstFigure'] = ResolversParentTypes['GstFigure']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drill?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['GstRef']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstIssuedDocumentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstIssuedDocument'] = ResolversParentTypes['GstIssuedDocument']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstLineResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstLine'] = ResolversParentTypes['GstLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MarketplaceChannel'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GstLinePageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstLinePage'] = ResolversParentTypes['GstLinePage']> = {
  documents?: Resolver<Array<ResolversTypes['GstDocumentLine']>, ParentType, ContextType>;
  issued?: Resolver<Array<ResolversTypes['GstIssuedDocument']>, ParentType, ContextType>;
  issuedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['GstLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstRef'] = ResolversParentTypes['GstRef']> = {
  billDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['MarketplaceChannel']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GstRefKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returnDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GstReturnResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstReturn'] = ResolversParentTypes['GstReturn']> = {
  channels?: Resolver<Array<ResolversTypes['GstChannelSource']>, ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['GstCheck']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['GstDocumentSource']>, ParentType, ContextType>;
  documentsIssued?: Resolver<Array<ResolversTypes['GstSeries']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastExport?: Resolver<Maybe<ResolversTypes['GstExportInfo']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notStoredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notStoredValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['GstSection']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstReturnSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstReturnSettings'] = ResolversParentTypes['GstReturnSettings']> = {
  b2clThresholds?: Resolver<Array<ResolversTypes['GstDatedAmount']>, ParentType, ContextType>;
  etins?: Resolver<Array<ResolversTypes['GstEtin']>, ParentType, ContextType>;
  hsnDigits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jsonVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tcs?: Resolver<Array<ResolversTypes['GstDatedWithholding']>, ParentType, ContextType>;
  tds?: Resolver<Array<ResolversTypes['GstDatedWithholding']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstRuleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstRule'] = ResolversParentTypes['GstRule']> = {
  band?: Resolver<Maybe<ResolversTypes['GstBand']>, ParentType, ContextType>;
  effectiveFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hsnPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstRulesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstRules'] = ResolversParentTypes['GstRules']> = {
  rules?: Resolver<Array<ResolversTypes['GstRule']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstSectionResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstSection'] = ResolversParentTypes['GstSection']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['GstFigure']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GstSeriesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstSeries'] = ResolversParentTypes['GstSeries']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drill?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GstWithholdingFiguresResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstWithholdingFigures'] = ResolversParentTypes['GstWithholdingFigures']> = {
  credited?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditedLessWithheld?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withheld?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  withheldLessExpected?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GstWithholdingRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['GstWithholdingRow'] = ResolversParentTypes['GstWithholdingRow']> = {
  channel?: Resolver<ResolversTypes['MarketplaceChannel'], ParentType, ContextType>;
  creditedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  etin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tcs?: Resolver<ResolversTypes['GstWithholdingFigures'], ParentType, ContextType>;
  tds?: Resolver<ResolversTypes['GstWithholdingFigures'], ParentType, ContextType>;
};

export type ImpLinkResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ImpLink'] = ResolversParentTypes['ImpLink']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  againstInvoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  amountInWords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clientGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditedCharges?: Resolver<ResolversTypes['CreditedCharges'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['InvoiceDocument'], ParentType, ContextType>;
  financialYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  interState?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnedQuantities?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  roundOff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxSummary?: Resolver<Array<ResolversTypes['TaxSummaryRow']>, ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceDocumentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InvoiceDocument'] = ResolversParentTypes['InvoiceDocument']> = {
  againstInvoiceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  againstInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargesGstIncluded?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  clientAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditReason?: Resolver<Maybe<ResolversTypes['CreditReason']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceDueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packingTransportation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  supplierBillNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceLine?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['JobError']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<JobPartArgs, 'number'>>;
  progress?: Resolver<ResolversTypes['JobProgress'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobState'], ParentType, ContextType>;
};

export type JobErrorResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['JobError'] = ResolversParentTypes['JobError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JobProgressResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['JobProgress'] = ResolversParentTypes['JobProgress']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fraction?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ListingDimensionsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ListingDimensions'] = ResolversParentTypes['ListingDimensions']> = {
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ListingFeesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ListingFees'] = ResolversParentTypes['ListingFees']> = {
  closingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  collectionFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  commission?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fixedFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referalFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValueWithoutShipping?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ListingRefResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ListingRef'] = ResolversParentTypes['ListingRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LittleKidListingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['LittleKidListing'] = ResolversParentTypes['LittleKidListing']> = {
  advertisingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  afterPurchaseCostDeduct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ListingDimensions'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['ListingFees'], ParentType, ContextType>;
  freeDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packing?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCellClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceShouldBe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PricingProblem']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlementLines?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sno?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  taxInsidePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalShippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MeeshoListingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MeeshoListing'] = ResolversParentTypes['MeeshoListing']> = {
  advertisingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  afterPurchaseCostDeduct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ListingDimensions'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['ListingFees'], ParentType, ContextType>;
  freeDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packing?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCellClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceShouldBe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PricingProblem']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlementLines?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sno?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  taxInsidePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalShippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MessageSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MessageSettings'] = ResolversParentTypes['MessageSettings']> = {
  couponRules?: Resolver<Array<ResolversTypes['CouponRule']>, ParentType, ContextType>;
  deliveryPromise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eddDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnDiscountRupees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shopLinks?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  templates?: Resolver<ResolversTypes['MessageTemplates'], ParentType, ContextType>;
  trackingLinks?: Resolver<ResolversTypes['TrackingLinks'], ParentType, ContextType>;
  unboxingVideoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageTemplatesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['MessageTemplates'] = ResolversParentTypes['MessageTemplates']> = {
  callScript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inTransit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ndr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rto?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptPaymentDifference?: Resolver<ResolversTypes['BillOrder'], ParentType, ContextType, RequireFields<MutationAcceptPaymentDifferenceArgs, 'difference' | 'reason' | 'where'>>;
  cancelInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCancelInvoiceArgs, 'reason' | 'where'>>;
  claimShipmentMessage?: Resolver<ResolversTypes['ShipmentClaim'], ParentType, ContextType, RequireFields<MutationClaimShipmentMessageArgs, 'id' | 'tab'>>;
  createAmazonListing?: Resolver<ResolversTypes['AmazonListing'], ParentType, ContextType, RequireFields<MutationCreateAmazonListingArgs, 'data'>>;
  createAmazonProductCategory?: Resolver<ResolversTypes['AmazonProductCategory'], ParentType, ContextType, RequireFields<MutationCreateAmazonProductCategoryArgs, 'data'>>;
  createFlipkartListing?: Resolver<ResolversTypes['FlipkartListing'], ParentType, ContextType, RequireFields<MutationCreateFlipkartListingArgs, 'data'>>;
  createFlipkartProductCategory?: Resolver<ResolversTypes['FlipkartProductCategory'], ParentType, ContextType, RequireFields<MutationCreateFlipkartProductCategoryArgs, 'data'>>;
  createImpLink?: Resolver<ResolversTypes['ImpLink'], ParentType, ContextType, RequireFields<MutationCreateImpLinkArgs, 'data'>>;
  createLittleKidListing?: Resolver<ResolversTypes['LittleKidListing'], ParentType, ContextType, RequireFields<MutationCreateLittleKidListingArgs, 'data'>>;
  createManyAmazonListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyAmazonListingsArgs, 'data'>>;
  createManyFlipkartListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyFlipkartListingsArgs, 'data'>>;
  createManyLittleKidListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyLittleKidListingsArgs, 'data'>>;
  createManyMeeshoListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyMeeshoListingsArgs, 'data'>>;
  createManyProducts?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyProductsArgs, 'data'>>;
  createManyTrendyHandyListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationCreateManyTrendyHandyListingsArgs, 'data'>>;
  createMeeshoListing?: Resolver<ResolversTypes['MeeshoListing'], ParentType, ContextType, RequireFields<MutationCreateMeeshoListingArgs, 'data'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'data'>>;
  createTrendyHandyListing?: Resolver<ResolversTypes['TrendyHandyListing'], ParentType, ContextType, RequireFields<MutationCreateTrendyHandyListingArgs, 'data'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  deleteAmazonListing?: Resolver<ResolversTypes['AmazonListing'], ParentType, ContextType, RequireFields<MutationDeleteAmazonListingArgs, 'where'>>;
  deleteAmazonProductCategory?: Resolver<ResolversTypes['AmazonProductCategory'], ParentType, ContextType, RequireFields<MutationDeleteAmazonProductCategoryArgs, 'where'>>;
  deleteAmazonProductCategoryVersion?: Resolver<ResolversTypes['AmazonProductCategory'], ParentType, ContextType, RequireFields<MutationDeleteAmazonProductCategoryVersionArgs, 'effectiveFrom' | 'where'>>;
  deleteFlipkartListing?: Resolver<ResolversTypes['FlipkartListing'], ParentType, ContextType, RequireFields<MutationDeleteFlipkartListingArgs, 'where'>>;
  deleteFlipkartProductCategory?: Resolver<ResolversTypes['FlipkartProductCategory'], ParentType, ContextType, RequireFields<MutationDeleteFlipkartProductCategoryArgs, 'where'>>;
  deleteFlipkartProductCategoryVersion?: Resolver<ResolversTypes['FlipkartProductCategory'], ParentType, ContextType, RequireFields<MutationDeleteFlipkartProductCategoryVersionArgs, 'effectiveFrom' | 'where'>>;
  deleteImpLink?: Resolver<ResolversTypes['ImpLink'], ParentType, ContextType, RequireFields<MutationDeleteImpLinkArgs, 'id'>>;
  deleteLittleKidListing?: Resolver<ResolversTypes['LittleKidListing'], ParentType, ContextType, RequireFields<MutationDeleteLittleKidListingArgs, 'where'>>;
  deleteManyAmazonListings?: Resolver<Array<ResolversTypes['BatchRowResult']>, ParentType, ContextType, RequireFields<MutationDeleteManyAmazonListingsArgs, 'ids'>>;
  deleteManyFlipkartListings?: Resolver<Array<ResolversTypes['BatchRowResult']>, ParentType, ContextType, RequireFields<MutationDeleteManyFlipkartListingsArgs, 'ids'>>;
  deleteManyLittleKidListings?: Resolver<Array<ResolversTypes['BatchRowResult']>, ParentType, ContextType, RequireFields<MutationDeleteManyLittleKidListingsArgs, 'ids'>>;
  deleteManyMeeshoListings?: Resolver<Array<ResolversTypes['BatchRowResult']>, ParentType, ContextType, RequireFields<MutationDeleteManyMeeshoListingsArgs, 'ids'>>;
  deleteManyTrendyHandyListings?: Resolver<Array<ResolversTypes['BatchRowResult']>, ParentType, ContextType, RequireFields<MutationDeleteManyTrendyHandyListingsArgs, 'ids'>>;
  deleteMeeshoListing?: Resolver<ResolversTypes['MeeshoListing'], ParentType, ContextType, RequireFields<MutationDeleteMeeshoListingArgs, 'where'>>;
  deleteProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'where'>>;
  deleteTrendyHandyListing?: Resolver<ResolversTypes['TrendyHandyListing'], ParentType, ContextType, RequireFields<MutationDeleteTrendyHandyListingArgs, 'where'>>;
  deleteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'where'>>;
  moveShipmentNdr?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType, RequireFields<MutationMoveShipmentNdrArgs, 'id' | 'to'>>;
  publishAmazonListing?: Resolver<ResolversTypes['AmazonListing'], ParentType, ContextType, RequireFields<MutationPublishAmazonListingArgs, 'to' | 'where'>>;
  publishAmazonProductCategory?: Resolver<ResolversTypes['AmazonProductCategory'], ParentType, ContextType, RequireFields<MutationPublishAmazonProductCategoryArgs, 'to' | 'where'>>;
  publishBill?: Resolver<ResolversTypes['BillRef'], ParentType, ContextType, RequireFields<MutationPublishBillArgs, 'to' | 'where'>>;
  publishFlipkartListing?: Resolver<ResolversTypes['FlipkartListing'], ParentType, ContextType, RequireFields<MutationPublishFlipkartListingArgs, 'to' | 'where'>>;
  publishFlipkartProductCategory?: Resolver<ResolversTypes['FlipkartProductCategory'], ParentType, ContextType, RequireFields<MutationPublishFlipkartProductCategoryArgs, 'to' | 'where'>>;
  publishLittleKidListing?: Resolver<ResolversTypes['LittleKidListing'], ParentType, ContextType, RequireFields<MutationPublishLittleKidListingArgs, 'to' | 'where'>>;
  publishMeeshoListing?: Resolver<ResolversTypes['MeeshoListing'], ParentType, ContextType, RequireFields<MutationPublishMeeshoListingArgs, 'to' | 'where'>>;
  publishProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationPublishProductArgs, 'to' | 'where'>>;
  publishTrendyHandyListing?: Resolver<ResolversTypes['TrendyHandyListing'], ParentType, ContextType, RequireFields<MutationPublishTrendyHandyListingArgs, 'to' | 'where'>>;
  removeOrderLinePayment?: Resolver<ResolversTypes['BillOrder'], ParentType, ContextType, RequireFields<MutationRemoveOrderLinePaymentArgs, 'entryKey' | 'reason' | 'where'>>;
  reopenPaymentDifference?: Resolver<ResolversTypes['BillOrder'], ParentType, ContextType, RequireFields<MutationReopenPaymentDifferenceArgs, 'where'>>;
  reorderImpLinks?: Resolver<Array<ResolversTypes['ImpLink']>, ParentType, ContextType, RequireFields<MutationReorderImpLinksArgs, 'ids'>>;
  requestNdrAction?: Resolver<ResolversTypes['NdrActionRequest'], ParentType, ContextType, RequireFields<MutationRequestNdrActionArgs, 'action' | 'awb'>>;
  requestShipmentNdr?: Resolver<ResolversTypes['NdrRequestResult'], ParentType, ContextType, RequireFields<MutationRequestShipmentNdrArgs, 'id' | 'request'>>;
  saveInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationSaveInvoiceArgs, 'data' | 'kind'>>;
  setCourierLogin?: Resolver<ResolversTypes['CourierLogin'], ParentType, ContextType, RequireFields<MutationSetCourierLoginArgs, 'fields' | 'key'>>;
  setGstWithholdingCredit?: Resolver<ResolversTypes['GstWithholdingRow'], ParentType, ContextType, RequireFields<MutationSetGstWithholdingCreditArgs, 'channel' | 'month'>>;
  startCourierSync?: Resolver<ResolversTypes['CourierSyncStart'], ParentType, ContextType, RequireFields<MutationStartCourierSyncArgs, 'which'>>;
  updateAmazonListing?: Resolver<ResolversTypes['AmazonListing'], ParentType, ContextType, RequireFields<MutationUpdateAmazonListingArgs, 'data' | 'where'>>;
  updateAmazonProductCategory?: Resolver<ResolversTypes['AmazonProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateAmazonProductCategoryArgs, 'data' | 'where'>>;
  updateBill?: Resolver<ResolversTypes['BillRef'], ParentType, ContextType, RequireFields<MutationUpdateBillArgs, 'data' | 'where'>>;
  updateFeeSchedule?: Resolver<ResolversTypes['ChannelFeeSchedule'], ParentType, ContextType, RequireFields<MutationUpdateFeeScheduleArgs, 'channel' | 'version' | 'versions'>>;
  updateFlipkartListing?: Resolver<ResolversTypes['FlipkartListing'], ParentType, ContextType, RequireFields<MutationUpdateFlipkartListingArgs, 'data' | 'where'>>;
  updateFlipkartProductCategory?: Resolver<ResolversTypes['FlipkartProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateFlipkartProductCategoryArgs, 'data' | 'where'>>;
  updateGstReturnSettings?: Resolver<ResolversTypes['GstReturnSettings'], ParentType, ContextType, RequireFields<MutationUpdateGstReturnSettingsArgs, 'data' | 'version'>>;
  updateGstRules?: Resolver<ResolversTypes['GstRules'], ParentType, ContextType, RequireFields<MutationUpdateGstRulesArgs, 'rules' | 'version'>>;
  updateImpLink?: Resolver<ResolversTypes['ImpLink'], ParentType, ContextType, RequireFields<MutationUpdateImpLinkArgs, 'data' | 'id'>>;
  updateLittleKidListing?: Resolver<ResolversTypes['LittleKidListing'], ParentType, ContextType, RequireFields<MutationUpdateLittleKidListingArgs, 'data' | 'where'>>;
  updateManyAmazonListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyAmazonListingsArgs, 'data'>>;
  updateManyFlipkartListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyFlipkartListingsArgs, 'data'>>;
  updateManyLittleKidListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyLittleKidListingsArgs, 'data'>>;
  updateManyMeeshoListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyMeeshoListingsArgs, 'data'>>;
  updateManyProducts?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyProductsArgs, 'data'>>;
  updateManyTrendyHandyListings?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType, RequireFields<MutationUpdateManyTrendyHandyListingsArgs, 'data'>>;
  updateMeeshoListing?: Resolver<ResolversTypes['MeeshoListing'], ParentType, ContextType, RequireFields<MutationUpdateMeeshoListingArgs, 'data' | 'where'>>;
  updateMessageSettings?: Resolver<ResolversTypes['MessageSettings'], ParentType, ContextType, RequireFields<MutationUpdateMessageSettingsArgs, 'data' | 'version'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'data' | 'where'>>;
  updateReconciliationSettings?: Resolver<ResolversTypes['ReconciliationSettings'], ParentType, ContextType, RequireFields<MutationUpdateReconciliationSettingsArgs, 'data' | 'version'>>;
  updateSellerProfile?: Resolver<ResolversTypes['SellerProfile'], ParentType, ContextType, RequireFields<MutationUpdateSellerProfileArgs, 'data'>>;
  updateShipmentCostSettings?: Resolver<ResolversTypes['ShipmentCostSettings'], ParentType, ContextType, RequireFields<MutationUpdateShipmentCostSettingsArgs, 'productCosts' | 'version'>>;
  updateTrendyHandyListing?: Resolver<ResolversTypes['TrendyHandyListing'], ParentType, ContextType, RequireFields<MutationUpdateTrendyHandyListingArgs, 'data' | 'where'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'where'>>;
};

export type NdrActionRequestResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NdrActionRequest'] = ResolversParentTypes['NdrActionRequest']> = {
  action?: Resolver<ResolversTypes['NdrActionKind'], ParentType, ContextType>;
  awb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NdrRequestResultResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['NdrRequestResult'] = ResolversParentTypes['NdrRequestResult']> = {
  sentToCourier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
};

export type OrderLinePaymentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OrderLinePayment'] = ResolversParentTypes['OrderLinePayment']> = {
  amountReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entryKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportedFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reportedSale?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tcs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OverduePaymentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['OverduePayment'] = ResolversParentTypes['OverduePayment']> = {
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedSettlement?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricingProblemResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['PricingProblem'] = ResolversParentTypes['PricingProblem']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  amazonKeyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amazonListing?: Resolver<Array<ResolversTypes['ListingRef']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  flipkartListings?: Resolver<Array<ResolversTypes['ListingRef']>, ParentType, ContextType>;
  forSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gstMode?: Resolver<ResolversTypes['GstMode'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  littleKidListings?: Resolver<Array<ResolversTypes['ListingRef']>, ParentType, ContextType>;
  meeshoListings?: Resolver<Array<ResolversTypes['ListingRef']>, ParentType, ContextType>;
  productImage?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchKeyword?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trendyHandyListings?: Resolver<Array<ResolversTypes['ListingRef']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amazonListingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amazonListings?: Resolver<Array<ResolversTypes['AmazonListing']>, ParentType, ContextType, RequireFields<QueryAmazonListingsArgs, 'first' | 'skip'>>;
  amazonProductCategories?: Resolver<Array<ResolversTypes['AmazonProductCategory']>, ParentType, ContextType, RequireFields<QueryAmazonProductCategoriesArgs, 'first' | 'skip'>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  awaitingPayment?: Resolver<Array<ResolversTypes['AwaitingPaymentBand']>, ParentType, ContextType, RequireFields<QueryAwaitingPaymentArgs, 'where'>>;
  bill?: Resolver<Maybe<ResolversTypes['Bill']>, ParentType, ContextType, RequireFields<QueryBillArgs, 'where'>>;
  billOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryBillOrderCountArgs, 'where'>>;
  billOrders?: Resolver<Array<ResolversTypes['BillOrder']>, ParentType, ContextType, RequireFields<QueryBillOrdersArgs, 'first' | 'skip' | 'where'>>;
  bills?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType, RequireFields<QueryBillsArgs, 'first' | 'orderBy' | 'skip'>>;
  businessNet?: Resolver<ResolversTypes['BusinessNet'], ParentType, ContextType, RequireFields<QueryBusinessNetArgs, 'where'>>;
  categoryOrderLinesFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCategoryOrderLinesFromArgs, 'from' | 'where'>>;
  courierLogins?: Resolver<Array<ResolversTypes['CourierLogin']>, ParentType, ContextType>;
  courierSyncs?: Resolver<Array<ResolversTypes['CourierSync']>, ParentType, ContextType>;
  documentsIssued?: Resolver<Array<ResolversTypes['DocumentSeries']>, ParentType, ContextType, RequireFields<QueryDocumentsIssuedArgs, 'from' | 'to'>>;
  feeSchedules?: Resolver<Array<ResolversTypes['ChannelFeeSchedule']>, ParentType, ContextType>;
  flipkartListingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flipkartListings?: Resolver<Array<ResolversTypes['FlipkartListing']>, ParentType, ContextType, RequireFields<QueryFlipkartListingsArgs, 'first' | 'skip'>>;
  flipkartProductCategories?: Resolver<Array<ResolversTypes['FlipkartProductCategory']>, ParentType, ContextType, RequireFields<QueryFlipkartProductCategoriesArgs, 'first' | 'skip'>>;
  gstLines?: Resolver<ResolversTypes['GstLinePage'], ParentType, ContextType, RequireFields<QueryGstLinesArgs, 'drill' | 'first' | 'period' | 'skip'>>;
  gstReturn?: Resolver<ResolversTypes['GstReturn'], ParentType, ContextType, RequireFields<QueryGstReturnArgs, 'period'>>;
  gstReturnSettings?: Resolver<ResolversTypes['GstReturnSettings'], ParentType, ContextType>;
  gstRules?: Resolver<ResolversTypes['GstRules'], ParentType, ContextType>;
  gstWithholding?: Resolver<Array<ResolversTypes['GstWithholdingRow']>, ParentType, ContextType, RequireFields<QueryGstWithholdingArgs, 'period'>>;
  impLinks?: Resolver<Array<ResolversTypes['ImpLink']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'where'>>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryInvoiceCountArgs>>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'first' | 'skip'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsArgs, 'first'>>;
  littleKidListingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  littleKidListings?: Resolver<Array<ResolversTypes['LittleKidListing']>, ParentType, ContextType, RequireFields<QueryLittleKidListingsArgs, 'first' | 'skip'>>;
  meeshoListingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meeshoListings?: Resolver<Array<ResolversTypes['MeeshoListing']>, ParentType, ContextType, RequireFields<QueryMeeshoListingsArgs, 'first' | 'skip'>>;
  messageSettings?: Resolver<ResolversTypes['MessageSettings'], ParentType, ContextType>;
  ndrQueue?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType, RequireFields<QueryNdrQueueArgs, 'first' | 'skip' | 'withClosed'>>;
  ndrQueueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryNdrQueueCountArgs, 'withClosed'>>;
  orderLinePayments?: Resolver<Array<ResolversTypes['OrderLinePayment']>, ParentType, ContextType, RequireFields<QueryOrderLinePaymentsArgs, 'where'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'where'>>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'skip'>>;
  reconciliation?: Resolver<ResolversTypes['Reconciliation'], ParentType, ContextType, RequireFields<QueryReconciliationArgs, 'channel'>>;
  reconciliationSettings?: Resolver<ResolversTypes['ReconciliationSettings'], ParentType, ContextType>;
  salesByChannel?: Resolver<Array<ResolversTypes['SalesSummary']>, ParentType, ContextType, RequireFields<QuerySalesByChannelArgs, 'where'>>;
  salesBySku?: Resolver<Array<ResolversTypes['SalesSummary']>, ParentType, ContextType, RequireFields<QuerySalesBySkuArgs, 'descending' | 'first' | 'orderBy' | 'perChannel' | 'skip' | 'where'>>;
  salesSeries?: Resolver<ResolversTypes['SalesSeries'], ParentType, ContextType, RequireFields<QuerySalesSeriesArgs, 'perChannel' | 'where'>>;
  salesSkuCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QuerySalesSkuCountArgs, 'perChannel' | 'where'>>;
  salesSummary?: Resolver<ResolversTypes['SalesSummary'], ParentType, ContextType, RequireFields<QuerySalesSummaryArgs, 'where'>>;
  sellerProfile?: Resolver<ResolversTypes['SellerProfile'], ParentType, ContextType>;
  shipmentCostSettings?: Resolver<ResolversTypes['ShipmentCostSettings'], ParentType, ContextType>;
  shipmentCounts?: Resolver<ResolversTypes['ShipmentCounts'], ParentType, ContextType>;
  shipmentSummary?: Resolver<ResolversTypes['ShipmentSummary'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType, RequireFields<QueryShipmentsArgs, 'first' | 'skip' | 'tab'>>;
  trendyHandyListingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trendyHandyListings?: Resolver<Array<ResolversTypes['TrendyHandyListing']>, ParentType, ContextType, RequireFields<QueryTrendyHandyListingsArgs, 'first' | 'skip'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type ReconciliationResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Reconciliation'] = ResolversParentTypes['Reconciliation']> = {
  acceptedDifferenceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acceptedDifferences?: Resolver<Array<ResolversTypes['SettlementDifference']>, ParentType, ContextType, RequireFields<ReconciliationAcceptedDifferencesArgs, 'first' | 'skip'>>;
  overduePaymentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overduePayments?: Resolver<Array<ResolversTypes['OverduePayment']>, ParentType, ContextType, RequireFields<ReconciliationOverduePaymentsArgs, 'first' | 'skip'>>;
  returnClaimCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnClaims?: Resolver<Array<ResolversTypes['ReturnClaim']>, ParentType, ContextType, RequireFields<ReconciliationReturnClaimsArgs, 'first' | 'skip'>>;
  settings?: Resolver<ResolversTypes['ReconciliationSettings'], ParentType, ContextType>;
  settlementDifferenceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settlementDifferences?: Resolver<Array<ResolversTypes['SettlementDifference']>, ParentType, ContextType, RequireFields<ReconciliationSettlementDifferencesArgs, 'first' | 'skip'>>;
};

export type ReconciliationSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReconciliationSettings'] = ResolversParentTypes['ReconciliationSettings']> = {
  claimAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimWindowDays?: Resolver<ResolversTypes['ChannelDays'], ParentType, ContextType>;
  paymentCycleDays?: Resolver<ResolversTypes['ChannelDays'], ParentType, ContextType>;
  toleranceRupees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReturnClaimResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ReturnClaim'] = ResolversParentTypes['ReturnClaim']> = {
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimResult?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  damageDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podRequestTickeetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesSeriesResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SalesSeries'] = ResolversParentTypes['SalesSeries']> = {
  bucket?: Resolver<ResolversTypes['SalesBucket'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['SalesSummary']>, ParentType, ContextType>;
};

export type SalesSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SalesSummary'] = ResolversParentTypes['SalesSummary']> = {
  channel?: Resolver<Maybe<ResolversTypes['MarketplaceChannel']>, ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketplaceFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netProfit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidLines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchaseCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  returnedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rtoReturns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settlement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tcs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellerProfileResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SellerProfile'] = ResolversParentTypes['SellerProfile']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankAccountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankIfsc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentDefaults?: Resolver<Array<ResolversTypes['DocumentDefaults']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialYearStartMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SettlementDifferenceResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SettlementDifference'] = ResolversParentTypes['SettlementDifference']> = {
  accepted?: Resolver<Maybe<ResolversTypes['AcceptedDifference']>, ParentType, ContextType>;
  billDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedSettlement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tcs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SettlementLineResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['SettlementLine'] = ResolversParentTypes['SettlementLine']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  awb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codPayable?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courierCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierTakesNdrRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  edd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eddDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstMsg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inTransitMsg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestNdrDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileProblem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ndrAttempts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ndrMsg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ndrReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ndrState?: Resolver<ResolversTypes['NdrState'], ParentType, ContextType>;
  ndrStateAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ndrStateBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ndrStateByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noAttempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pincode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rtoDeliveredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rtoInitiatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rtoMsg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipCharge?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentChannelCountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentChannelCount'] = ResolversParentTypes['ShipmentChannelCount']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentClaimResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentClaim'] = ResolversParentTypes['ShipmentClaim']> = {
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['Shipment'], ParentType, ContextType>;
};

export type ShipmentCostRuleResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentCostRule'] = ResolversParentTypes['ShipmentCostRule']> = {
  keyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShipmentCostSettingsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentCostSettings'] = ResolversParentTypes['ShipmentCostSettings']> = {
  productCosts?: Resolver<Array<ResolversTypes['ShipmentCostRule']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentCountsResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentCounts'] = ResolversParentTypes['ShipmentCounts']> = {
  afterEdd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  all?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inTransit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rto?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  undelivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentMessageCoverageResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentMessageCoverage'] = ResolversParentTypes['ShipmentMessageCoverage']> = {
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAll?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShipmentRtoRateResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentRtoRate'] = ResolversParentTypes['ShipmentRtoRate']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rto?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rtoRatePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ShipmentStatusCountResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentStatusCount'] = ResolversParentTypes['ShipmentStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentSummaryResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['ShipmentSummary'] = ResolversParentTypes['ShipmentSummary']> = {
  byChannel?: Resolver<Array<ResolversTypes['ShipmentChannelCount']>, ParentType, ContextType>;
  byCourier?: Resolver<Array<ResolversTypes['ShipmentRtoRate']>, ParentType, ContextType>;
  byPincodePrefix?: Resolver<Array<ResolversTypes['ShipmentRtoRate']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['ShipmentStatusCount']>, ParentType, ContextType>;
  codPending?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  codPendingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverage?: Resolver<Array<ResolversTypes['ShipmentMessageCoverage']>, ParentType, ContextType>;
  pastEdd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SlabResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['Slab'] = ResolversParentTypes['Slab']> = {
  from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  precent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TaxSummaryRowResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TaxSummaryRow'] = ResolversParentTypes['TaxSummaryRow']> = {
  cgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TrackingLinksResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TrackingLinks'] = ResolversParentTypes['TrackingLinks']> = {
  ithink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shiprocket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrendyHandyListingResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['TrendyHandyListing'] = ResolversParentTypes['TrendyHandyListing']> = {
  advertisingCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  afterPurchaseCostDeduct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  breadth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ListingDimensions'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['ListingFees'], ParentType, ContextType>;
  freeDelivery?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gst?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  img?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listingPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lossProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packing?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceCellClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceShouldBe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PricingProblem']>, ParentType, ContextType>;
  productLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  profit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rackNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnCost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setlmentValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settlementLines?: Resolver<Array<ResolversTypes['SettlementLine']>, ParentType, ContextType>;
  shippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  skuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sno?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['Stage'], ParentType, ContextType>;
  taxInsidePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalShippingFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = MercuriusContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  AcceptedDifference?: AcceptedDifferenceResolvers<ContextType>;
  AmazonListing?: AmazonListingResolvers<ContextType>;
  AmazonProductCategory?: AmazonProductCategoryResolvers<ContextType>;
  AmazonProductCategoryVersion?: AmazonProductCategoryVersionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditFieldChange?: AuditFieldChangeResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AwaitingPaymentBand?: AwaitingPaymentBandResolvers<ContextType>;
  BatchRowResult?: BatchRowResultResolvers<ContextType>;
  Bill?: BillResolvers<ContextType>;
  BillOrder?: BillOrderResolvers<ContextType>;
  BillRef?: BillRefResolvers<ContextType>;
  BulkRowError?: BulkRowErrorResolvers<ContextType>;
  BulkRowResult?: BulkRowResultResolvers<ContextType>;
  BusinessNet?: BusinessNetResolvers<ContextType>;
  ChannelDays?: ChannelDaysResolvers<ContextType>;
  ChannelFeeSchedule?: ChannelFeeScheduleResolvers<ContextType>;
  ClosingFeeBand?: ClosingFeeBandResolvers<ContextType>;
  CouponRule?: CouponRuleResolvers<ContextType>;
  CourierLogin?: CourierLoginResolvers<ContextType>;
  CourierLoginField?: CourierLoginFieldResolvers<ContextType>;
  CourierSync?: CourierSyncResolvers<ContextType>;
  CourierSyncStart?: CourierSyncStartResolvers<ContextType>;
  CreditedCharges?: CreditedChargesResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DocumentDefaults?: DocumentDefaultsResolvers<ContextType>;
  DocumentSeries?: DocumentSeriesResolvers<ContextType>;
  FeeScheduleVersion?: FeeScheduleVersionResolvers<ContextType>;
  FlipkartListing?: FlipkartListingResolvers<ContextType>;
  FlipkartProductCategory?: FlipkartProductCategoryResolvers<ContextType>;
  FlipkartProductCategoryVersion?: FlipkartProductCategoryVersionResolvers<ContextType>;
  GstBand?: GstBandResolvers<ContextType>;
  GstChannelSource?: GstChannelSourceResolvers<ContextType>;
  GstCheck?: GstCheckResolvers<ContextType>;
  GstDatedAmount?: GstDatedAmountResolvers<ContextType>;
  GstDatedWithholding?: GstDatedWithholdingResolvers<ContextType>;
  GstDocumentLine?: GstDocumentLineResolvers<ContextType>;
  GstDocumentSource?: GstDocumentSourceResolvers<ContextType>;
  GstEtin?: GstEtinResolvers<ContextType>;
  GstExportInfo?: GstExportInfoResolvers<ContextType>;
  GstFigure?: GstFigureResolvers<ContextType>;
  GstIssuedDocument?: GstIssuedDocumentResolvers<ContextType>;
  GstLine?: GstLineResolvers<ContextType>;
  GstLinePage?: GstLinePageResolvers<ContextType>;
  GstRef?: GstRefResolvers<ContextType>;
  GstReturn?: GstReturnResolvers<ContextType>;
  GstReturnSettings?: GstReturnSettingsResolvers<ContextType>;
  GstRule?: GstRuleResolvers<ContextType>;
  GstRules?: GstRulesResolvers<ContextType>;
  GstSection?: GstSectionResolvers<ContextType>;
  GstSeries?: GstSeriesResolvers<ContextType>;
  GstWithholdingFigures?: GstWithholdingFiguresResolvers<ContextType>;
  GstWithholdingRow?: GstWithholdingRowResolvers<ContextType>;
  ImpLink?: ImpLinkResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDocument?: InvoiceDocumentResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobError?: JobErrorResolvers<ContextType>;
  JobProgress?: JobProgressResolvers<ContextType>;
  ListingDimensions?: ListingDimensionsResolvers<ContextType>;
  ListingFees?: ListingFeesResolvers<ContextType>;
  ListingRef?: ListingRefResolvers<ContextType>;
  LittleKidListing?: LittleKidListingResolvers<ContextType>;
  MeeshoListing?: MeeshoListingResolvers<ContextType>;
  MessageSettings?: MessageSettingsResolvers<ContextType>;
  MessageTemplates?: MessageTemplatesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NdrActionRequest?: NdrActionRequestResolvers<ContextType>;
  NdrRequestResult?: NdrRequestResultResolvers<ContextType>;
  OrderLinePayment?: OrderLinePaymentResolvers<ContextType>;
  OverduePayment?: OverduePaymentResolvers<ContextType>;
  PricingProblem?: PricingProblemResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reconciliation?: ReconciliationResolvers<ContextType>;
  ReconciliationSettings?: ReconciliationSettingsResolvers<ContextType>;
  ReturnClaim?: ReturnClaimResolvers<ContextType>;
  SalesSeries?: SalesSeriesResolvers<ContextType>;
  SalesSummary?: SalesSummaryResolvers<ContextType>;
  SellerProfile?: SellerProfileResolvers<ContextType>;
  SettlementDifference?: SettlementDifferenceResolvers<ContextType>;
  SettlementLine?: SettlementLineResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentChannelCount?: ShipmentChannelCountResolvers<ContextType>;
  ShipmentClaim?: ShipmentClaimResolvers<ContextType>;
  ShipmentCostRule?: ShipmentCostRuleResolvers<ContextType>;
  ShipmentCostSettings?: ShipmentCostSettingsResolvers<ContextType>;
  ShipmentCounts?: ShipmentCountsResolvers<ContextType>;
  ShipmentMessageCoverage?: ShipmentMessageCoverageResolvers<ContextType>;
  ShipmentRtoRate?: ShipmentRtoRateResolvers<ContextType>;
  ShipmentStatusCount?: ShipmentStatusCountResolvers<ContextType>;
  ShipmentSummary?: ShipmentSummaryResolvers<ContextType>;
  Slab?: SlabResolvers<ContextType>;
  TaxSummaryRow?: TaxSummaryRowResolvers<ContextType>;
  TrackingLinks?: TrackingLinksResolvers<ContextType>;
  TrendyHandyListing?: TrendyHandyListingResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

