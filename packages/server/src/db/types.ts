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
}

export interface SessionsTable {
  /** sha256 of the cookie token, hex */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: string;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export interface ProductsTable {
  id: string;
  product_name: string;
  purchase_cost_paise: number | null;
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
  stage: 'DRAFT' | 'PUBLISHED';
  published_at: string | null;
  version: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  app_state: AppStateTable;
  products: ProductsTable;
  audit_log: AuditLogTable;
}
