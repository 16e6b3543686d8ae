// The records an audit row names, in words (decisions 122 and 130): a record's name as the row keeps it,
// the ids of other records its fields name (the server looks their names up), and what a row about many
// order lines did to one of them, for that line's own history.
import { INVOICE_KIND_LABEL, type InvoiceKind } from '../billing/invoice-numbers.ts';
import { CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import { dateInWords } from '../pricing/dated.ts';
import { SETTING_DEFINITIONS } from '../settings/settings.ts';
import type { AuditChange, AuditNames } from './audit-history.ts';
import {
  CATEGORY_PREFIX,
  isPlainObject,
  MANY_LINES_DID,
  MAX_ITEMS,
  REFERENCE_FIELDS,
  UPLOAD_DID,
  uploadOf,
  type AuditEntity,
} from './audit-labels.ts';

/**
 * What a row about many order lines did to one of them, in a line's own history (decision 130): an
 * upload's row lists every line of its file, a re-price's and a bill date's publishing name no line, so
 * the line's history says what the row did to this line instead. Empty for a row of another kind.
 */
export function auditChangesOfLine(entityId: string, action: string): AuditChange[] {
  const upload = action === 'upload' ? uploadOf(entityId) : null;
  const did = upload ? UPLOAD_DID[upload.kind] : MANY_LINES_DID[action];
  return did ? [{ field: 'orders', label: 'This line', before: null, after: did }] : [];
}

/**
 * The ids a row names in its reference fields, by kind: the server looks their names up. Of a list, the
 * ids it can show (a re-price may keep thousands of lines; the list shows ten at most).
 */
export function auditReferences(
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): { entity: AuditEntity; id: string }[] {
  const out: { entity: AuditEntity; id: string }[] = [];
  const add = (kind: AuditEntity, v: unknown) => {
    if (typeof v === 'string' && v !== '') out.push({ entity: kind, id: v });
  };
  if (entity === 'order_line' && entityId.startsWith(CATEGORY_PREFIX))
    add('fee_category', entityId.slice(CATEGORY_PREFIX.length));
  for (const side of [before, after]) {
    if (entity === 'impLink' && entityId === 'order' && Array.isArray(side))
      for (const id of side.slice(0, MAX_ITEMS)) add('impLink', id);
    if (!isPlainObject(side)) continue;
    for (const [field, kind] of Object.entries(REFERENCE_FIELDS)) {
      const v = side[field];
      if (Array.isArray(v)) for (const id of v.slice(0, MAX_ITEMS)) add(kind, id);
      else add(kind, v);
    }
  }
  return out;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** "FK-12 (Flipkart)": a SKU with its channel's label. */
export function listingName(skuid: string, channel: string): string {
  const label = channel in CHANNEL_INFO ? CHANNEL_INFO[channel as Channel].label : channel;
  return `${skuid} (${label})`;
}

/** "Tax Invoice INV/26-27/001": a document's kind and number. */
export function documentName(kind: string, invoiceNumber: string): string {
  return `${INVOICE_KIND_LABEL[kind as InvoiceKind] ?? kind} ${invoiceNumber}`;
}

/** "Order 401-123 · FK-12 (Flipkart)": an order line. */
export function orderLineName(orderId: string, sku: string, channel: string): string {
  return `Order ${orderId} · ${listingName(sku, channel)}`;
}

/**
 * The record's name as the row itself keeps it (a deleted record is named by its last row), or a name
 * for the rows that describe no one record (an upload, a bill date); null when the row has none.
 */
export function auditRecordName(
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
  names: AuditNames = new Map(),
): string | null {
  const r = isPlainObject(after) ? after : isPlainObject(before) ? before : {};
  const channel = text(r.channel) ?? '';
  switch (entity) {
    case 'product':
      return text(r.productName);
    case 'listing':
      return text(r.skuid) && listingName(text(r.skuid)!, channel);
    case 'fee_category':
    case 'impLink':
      return entity === 'impLink' && entityId === 'order'
        ? 'Order of the links'
        : (text(r.name) ?? text(r.title));
    case 'user':
      return text(r.username);
    case 'invoice':
      return text(r.invoiceNumber) && documentName(text(r.kind) ?? '', text(r.invoiceNumber)!);
    case 'setting':
      return SETTING_DEFINITIONS.get(entityId)?.label ?? null;
    case 'order_line': {
      if (text(r.orderId) && text(r.sku)) return orderLineName(text(r.orderId)!, text(r.sku)!, channel);
      const upload = uploadOf(entityId);
      if (upload) return `${CHANNEL_INFO[upload.channel].label} ${upload.kind} report`;
      if (/^\d{4}-\d{2}-\d{2}$/.test(entityId)) return `Bills of ${dateInWords(entityId)}`;
      if (entityId.startsWith(CATEGORY_PREFIX)) {
        const id = entityId.slice(CATEGORY_PREFIX.length);
        return `Lines of the category ${names.get(id) ?? id}`;
      }
      return null;
    }
    default:
      return null;
  }
}
