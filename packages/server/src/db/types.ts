import type { ColumnType, Generated } from 'kysely';
import type { ShipmentTables } from './shipments-table.ts';
import type { DashboardTables } from './dashboard-days-table.ts';

// Timestamps are ISO-8601 UTC text on both databases (decision 013); booleans are boolean columns
// (SQLite gives back 0/1, so repositories read them with Boolean()).

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: 'ADMIN' | 'USER';
  disabled: boolean | number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
  oidc_subject: string | null;
}

export interface SessionsTable {
  /** sha256 of the cookie token, hex */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** One counter per throttle key ("user|<name>|<address>" or "address|<address>"), fixed window. */
export interface LoginThrottleTable {
  key: string;
  window_start: string;
  /** Failed sign-ins in the window. */
  attempts: number;
  /** Password checks under way (decision 201). */
  checking: number;
}

/** Images and thumbnails kept in the database ("images/<sha256>.jpg", "thumbs/<sha256>.jpg"). */
export interface FileBlobsTable {
  name: string;
  content: Uint8Array;
  size: number;
  created_at: string;
}

/** Periodic work held by one server at a time until expires_at. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export type StageValue = 'DRAFT' | 'PUBLISHED';
export type ChannelValue = 'flipkart' | 'amazon' | 'meesho' | 'littleKid' | 'trendyHandy';
export type CategoryKindValue = 'flipkart' | 'amazon';
/**
 * The columns of a row a user edits (products, fee categories, listings): its stage, the version
 * bumped on every write (the optimistic lock) and who created and last changed it when.
 */
export interface VersionedRowColumns {
  stage: StageValue;
  published_at: string | null;
  version: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface ProductsTable extends VersionedRowColumns {
  id: string;
  product_name: string;
  /** bigint on PostgreSQL (pg hands it back as a string: read with Number()) */
  purchase_cost_paise: number | string | null;
  stock: number | null;
  /** the unit of quantity, a GST unit code (UQC); PCS by default, and for every product stored before it (decision 147) */
  unit: ColumnType<string, string | undefined, string>;
  gst: number | null;
  hsn_code: string | null;
  /** FIXED (the gst column) or BY_HSN (the GST rules); defaults to FIXED */
  gst_mode: ColumnType<'FIXED' | 'BY_HSN', 'FIXED' | 'BY_HSN' | undefined, 'FIXED' | 'BY_HSN'>;
  /** JSON array of URLs */
  product_image: string;
  /** JSON array of keywords */
  search_keyword: string;
  amazon_keyword: string | null;
  product_length: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  rack_no: string | null;
  for_sale: boolean | number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before: string | null;
  after: string | null;
}

/**
 * The order lines an audit row about many of them changed (an upload's row; decision 130): a line's
 * history reads its uploads through it.
 */
export interface AuditLogOrderLinesTable {
  order_line_id: string;
  /** audit_log.id; PostgreSQL gives a bigint as text */
  audit_id: number | string;
}

export interface FeeCategoriesTable extends VersionedRowColumns {
  id: string;
  kind: CategoryKindValue;
  name: string;
}

/** One dated version of a category's slab lists (decision 051): JSON arrays of {from, to, precent}. */
export interface FeeCardVersionsTable {
  id: string;
  category_id: string;
  /** ISO date, YYYY-MM-DD */
  effective_from: string;
  commission_percent: string;
  fixed_fee_percent: string;
  collection_fee_percent: string;
  referal_fee_percent: string;
  created_at: string;
  created_by: string | null;
}

/** One setting of the Settings screen (decision 052): a JSON value with its own optimistic-lock version. */
export interface SettingsTable {
  key: string;
  value: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ListingSequencesTable {
  channel: ChannelValue;
  last_sno: number;
}

/** Money columns are integer paise (bigint: pg hands them back as strings, so read with Number()). */
export interface ListingsTable extends VersionedRowColumns {
  id: string;
  channel: ChannelValue;
  sno: number;
  skuid: string;
  listing_price_paise: number | string | null;
  profit_paise: number | string | null;
  packing_paise: number | string | null;
  advertising_cost_paise: number | string | null;
  return_cost_paise: number | string | null;
  discount_paise: number | string | null;
  /** always null on Meesho */
  shipping_fee_paise: number | string | null;
  product_length: number | null;
  breadth: number | null;
  height: number | null;
  weight: number | null;
  /** equals channel when category_id is set (Flipkart and Amazon only) */
  category_kind: CategoryKindValue | null;
  category_id: string | null;
}

export interface ListingProductsTable {
  listing_id: string;
  product_id: string;
  position: number;
}

/** One marketplace order line (issue 15): unique on (channel, order_id, sku). Money is paise. */
export interface OrderLinesTable {
  id: string;
  channel: ChannelValue;
  order_id: string;
  sku: string;
  /** yyyy-MM-dd: the order date */
  bill_date: string;
  listing_id: string | null;
  invoice_amount_paise: number | string;
  quantity: number;
  ship_to_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  pin_code: string | null;
  tracking_id: string | null;
  email: string | null;
  phone: string | null;
  marketplace_invoice_no: string | null;
  buyer_gstin: string | null;
  marketplace_invoice_date: string | null;
  cgst_rate: number | null;
  sgst_rate: number | null;
  igst_rate: number | null;
  /** the goods' GST % the line was priced with */
  gst_rate: number | null;
  purchase_cost_paise: number | string | null;
  settlement_paise: number | string | null;
  marketplace_fee_paise: number | string | null;
  profit_paise: number | string | null;
  sale_type: string | null;
  is_return: boolean | number;
  return_type: string | null;
  return_date: string | null;
  pysically_recieved: boolean | number;
  pod_request_tickeet_id: string | null;
  condition: string | null;
  damage_description: string | null;
  claim_id: string | null;
  claim_result: string | null;
  payment_received: boolean | number;
  payment_date: string | null;
  amount_received_paise: number | string | null;
  reported_sale_paise: number | string | null;
  reported_fees_paise: number | string | null;
  reported_fee_lines: string | null;
  tcs_paise: number | string | null;
  tds_paise: number | string | null;
  /** Decision 166: the payment difference an ADMIN accepted (paise), why, when and by whom (user id) */
  accepted_difference_paise: number | string | null;
  accepted_reason: string | null;
  accepted_at: string | null;
  accepted_by: string | null;
  stage: StageValue;
  published_at: string | null;
  version: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** One payment recorded for an order line, one per payment report row (decision 114). Money is paise. */
export interface OrderLinePaymentsTable {
  order_line_id: string;
  /** the report row's identity (core's paymentEntryKey): a row uploaded again is not recorded twice */
  entry_key: string;
  payment_date: string | null;
  amount_paise: number | string;
  sale_paise: number | string | null;
  /** what the marketplace charged, positive */
  fees_paise: number | string | null;
  /** JSON object of the fee lines, in paise */
  fee_lines: string | null;
  tcs_paise: number | string | null;
  tds_paise: number | string | null;
  created_at: string;
  created_by: string | null;
}

/** The last number given per series (document kind) and bill date. */
export interface InvoiceCountersTable {
  kind: string;
  bill_date: string;
  last_sequence: number;
}

/** One saved document; money in paise (bigint on PostgreSQL: read with Number()). */
export interface InvoicesTable {
  id: string;
  kind: string;
  invoice_number: string;
  sequence: number;
  bill_date: string;
  financial_year: string;
  client_name: string;
  client_gstin: string | null;
  place_of_supply: string | null;
  /** a purchase or expense bill's number on the supplier's bill, searched (migration 017; decision 163) */
  supplier_bill_number: string | null;
  subtotal_paise: number | string;
  cgst_paise: number | string;
  sgst_paise: number | string;
  igst_paise: number | string;
  tax_total_paise: number | string;
  total_paise: number | string;
  /** the InvoiceDocument as JSON */
  document: string;
  /** the SellerProfile in force when it was saved, as JSON */
  seller: string;
  against_invoice_id: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  created_at: string;
  created_by: string | null;
}

/** Important links (migration 009). */
export interface ImpLinksTable {
  id: string;
  title: string;
  url: string;
  group_name: string;
  position: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export type JobStateValue = 'queued' | 'running' | 'done' | 'failed';

/** Long work any server may run, held by one at a time through its lease (decision 215). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON */
  input: string;
  /** the stored file the job reads (shared/stored-files), removed with the job */
  file_id: string | null;
  state: JobStateValue;
  progress_done: ColumnType<number, number | undefined, number>;
  progress_total: number | null;
  /** JSON */
  result: string | null;
  error_code: string | null;
  error_message: string | null;
  error_field: string | null;
  error_row: number | null;
  started_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  lease_holder: string | null;
  lease_expires_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
}

/** A large job result kept in parts (an import's preview rows), read a part at a time. */
export interface JobResultPartsTable {
  job_id: string;
  part: number;
  /** JSON */
  content: string;
}

/** An uploaded file (decision 220): whose it is and what for; `bytes` is null while it is written. */
export interface StoredFilesTable {
  id: string;
  owner: string;
  /** what the file is for, as its writer names it ("reports/sale/flipkart") */
  purpose: string;
  filename: string;
  sha256: string | null;
  bytes: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON: what the writer found of the file as it passed (a report's encoding and head) */
  meta: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** A stored file's bytes with PostgreSQL, about 1 MiB a row in order (decision 220). */
export interface StoredFilePartsTable {
  file_id: string;
  part: number;
  content: Uint8Array;
}
export interface Database extends ShipmentTables, DashboardTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  file_blobs: FileBlobsTable;
  leases: LeasesTable;
  app_state: AppStateTable;
  products: ProductsTable;
  audit_log: AuditLogTable;
  audit_log_order_lines: AuditLogOrderLinesTable;
  fee_categories: FeeCategoriesTable;
  fee_card_versions: FeeCardVersionsTable;
  settings: SettingsTable;
  listing_sequences: ListingSequencesTable;
  listings: ListingsTable;
  listing_products: ListingProductsTable;
  order_lines: OrderLinesTable;
  order_line_payments: OrderLinePaymentsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  imp_links: ImpLinksTable;
  jobs: JobsTable;
  job_result_parts: JobResultPartsTable;
  stored_files: StoredFilesTable;
  stored_file_parts: StoredFilePartsTable;
}
