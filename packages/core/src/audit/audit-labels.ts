// The words of the History screen (decision 122): the kinds of record and the actions the audit log
// holds, the labels of the fields a row changes, and the ids of the rows about many order lines (an
// upload, a re-price, a bill date); with the few helpers the change list and the names both read.
import { CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import { fieldEntry } from '../fields/dictionary.ts';

/** The kinds of record the audit log holds (its `entity` column), with the words the screen uses. */
export const AUDIT_ENTITIES = [
  { entity: 'product', label: 'Product' },
  { entity: 'listing', label: 'Listing' },
  { entity: 'fee_category', label: 'Fee category' },
  { entity: 'order_line', label: 'Order line' },
  { entity: 'invoice', label: 'Invoice or bill' },
  { entity: 'setting', label: 'Setting' },
  { entity: 'user', label: 'User' },
  { entity: 'impLink', label: 'Important link' },
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number]['entity'];

export function isAuditEntity(value: string): value is AuditEntity {
  return AUDIT_ENTITIES.some((e) => e.entity === value);
}

/** "Listing" for listing; an unknown kind as stored. */
export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITIES.find((e) => e.entity === entity)?.label ?? entity;
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  'delete-version': 'Card version deleted',
  'update+password': 'Changed, with a new password',
  'create (single sign-on)': 'Created by single sign-on',
  'update (single sign-on)': 'Changed by single sign-on',
  setup: 'First administrator created',
  cancel: 'Cancelled',
  updateBill: 'Bill line saved',
  publishBill: 'Bill published',
  removePayment: 'Payment removed',
  acceptDifference: 'Payment difference accepted',
  reopenDifference: 'Payment difference reopened',
  reprice: 'Re-priced',
  upload: 'Report uploaded',
  reorder: 'Reordered',
};

/** What was done, in words: "Changed" for update; an unknown action as stored. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** A field that names other records by id, and the kind of record it names. */
export const REFERENCE_FIELDS: Readonly<Record<string, AuditEntity>> = {
  productIds: 'product',
  categoryId: 'fee_category',
  listingIds: 'listing',
  listingId: 'listing',
  // a re-price's lines it could not price (decision 093): named by order id and SKU (decision 130)
  kept: 'order_line',
};

/** The entity id of a card change's re-pricing row (order lines of a fee category). */
export const CATEGORY_PREFIX = 'category:';

/** A re-price's `from`: the bill dates it re-priced lines from (decision 093). */
export const REPRICE_START_LABEL = 'Lines billed from';

export type UploadKind = 'sale' | 'return' | 'payment';

/** An upload's row is about a channel's report of one kind: its entity id is "flipkart:payment". */
export function uploadOf(entityId: string): { channel: Channel; kind: UploadKind } | null {
  const m = /^(\w+):(sale|return|payment)$/.exec(entityId);
  return m && m[1]! in CHANNEL_INFO ? { channel: m[1] as Channel, kind: m[2] as UploadKind } : null;
}

/** What an upload of each kind does to a line it names (docs/ledger.md). */
export const UPLOAD_DID: Readonly<Record<UploadKind, string>> = {
  sale: 'Stored from this report',
  return: 'Marked returned',
  payment: 'Payment recorded',
};

/** What a row about many lines that is no upload did to each line it names (decision 130). */
export const MANY_LINES_DID: Readonly<Record<string, string>> = {
  reprice: 'Priced again with the changed card',
  publishBill: 'Published with its bill date',
};

/** Bookkeeping every stored record has; the change it describes is the row's own time and action. */
export const BOOKKEEPING = new Set([
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'publishedAt',
  // who accepted a line's payment difference, and when: the row's own user and time (decision 166)
  'acceptedAt',
  'acceptedBy',
]);

/**
 * The History screen's words for what a row names that is no field of a record: the ids of the records
 * it names and what a re-price did. A field of a record reads as the field dictionary labels it
 * (decision 376).
 */
const ROW_LABELS: Readonly<Record<string, string>> = {
  productIds: 'Products',
  categoryId: 'Category',
  listingIds: 'Listings',
  listingId: 'Listing',
  repriced: 'Lines re-priced',
  kept: 'Kept as they were (could not be priced)',
};

const ACRONYMS = new Set([
  'gst',
  'cgst',
  'sgst',
  'igst',
  'hsn',
  'sku',
  'tcs',
  'tds',
  'pod',
  'url',
  'id',
  'awb',
]);

/**
 * A field as the field dictionary labels it, its stored money suffix aside: "listingPricePaise" →
 * "Listing Price"; "flipkart" → "Flipkart"; an array index 0 → "#1"; a name no record has in words
 * ("commissionPercent" → "Commission percent").
 */
export function segmentLabel(segment: string | number): string {
  if (typeof segment === 'number') return `#${segment + 1}`;
  const field = segment.replace(/(Paise|Rupees)$/, '');
  const known = ROW_LABELS[segment] ?? fieldEntry(segment)?.label ?? fieldEntry(field)?.label;
  if (known) return known;
  if (segment in CHANNEL_INFO) return CHANNEL_INFO[segment as Channel].label;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A record as a row keeps it (an object), not a list or a value. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The most items of a list a row's change shows, and of its ids the names are looked up for. */
export const MAX_ITEMS = 10;
