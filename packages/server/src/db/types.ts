import type { Generated } from 'kysely';

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
  attempts: number;
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
  gst: number | null;
  hsn_code: string | null;
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

export interface FeeCategoriesTable extends VersionedRowColumns {
  id: string;
  kind: CategoryKindValue;
  name: string;
  /** JSON arrays of {from, to, precent} (decision 022) */
  commission_percent: string;
  fixed_fee_percent: string;
  collection_fee_percent: string;
  referal_fee_percent: string;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  file_blobs: FileBlobsTable;
  leases: LeasesTable;
  app_state: AppStateTable;
  products: ProductsTable;
  audit_log: AuditLogTable;
  fee_categories: FeeCategoriesTable;
  listing_sequences: ListingSequencesTable;
  listings: ListingsTable;
  listing_products: ListingProductsTable;
}
