// The History screen (docs/screens.md, History; decision 122): the audit log's rows told in words. A row
// keeps the record as its repository stores it before and after the change (money in paise, linked rows
// by id; packages/server/src/shared/audit.ts), so what changed is worked out here, field by field, and
// written the way the screens write it: "Listing price: ₹449.00 → ₹459.00".
import { INVOICE_KIND_LABEL, type InvoiceKind } from '../billing/invoice-numbers.ts';
import { CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import { formatPaise, formatRupees } from '../money/index.ts';
import { BEFORE_ANY_BILL_DATE, dateInWords, indiaDateTime, isIsoDate } from '../pricing/dated.ts';
import { settingFieldWords, tableKeys, type SettingTable } from '../settings/setting-fields.ts';
import {
  BOOKKEEPING,
  isPlainObject,
  MAX_ITEMS,
  REFERENCE_FIELDS,
  REPRICE_START_LABEL,
  segmentLabel,
} from './audit-labels.ts';

export {
  AUDIT_ENTITIES,
  auditActionLabel,
  auditEntityLabel,
  isAuditEntity,
  type AuditEntity,
} from './audit-labels.ts';
export {
  auditChangesOfLine,
  auditRecordName,
  auditReferences,
  documentName,
  listingName,
  orderLineName,
} from './audit-records.ts';

/** One changed field: its path in the record, its label and its value before and after, as text. */
export interface AuditChange {
  /** e.g. "listingPricePaise", "paymentCycleDays.flipkart", "versions[1].commissionPercent[0].from" */
  readonly field: string;
  readonly label: string;
  /** null: none (the field was empty, or the record did not exist) */
  readonly before: string | null;
  readonly after: string | null;
}

/** Names of records by id (the server's look-up), for fields such as productIds. */
export type AuditNames = ReadonlyMap<string, string>;

type Path = readonly (string | number)[];

/**
 * The first items of a list whose text was read only in part: an upload's row lists its file's lines (up
 * to 50,000), and History reads the head of that text (decision 130). Shown as its items "and more".
 */
export class ListHead {
  readonly items: readonly string[];
  constructor(items: readonly string[]) {
    this.items = items;
  }
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Nested fields that identify rather than describe: a removed payment's `key` is its report row's
 * identity, made of the values its other fields already show (decision 127).
 */
const NESTED_IDENTITY = new Set(['removedPayment.key']);

/**
 * The leaves of a record: objects and lists of objects are walked; a list of plain values, or the head
 * of one, is one leaf.
 */
function leaves(
  value: unknown,
  path: Path,
  out: Map<string, { path: Path; value: unknown }>,
  whole: (path: Path) => boolean = () => false,
): void {
  if (value instanceof ListHead || (path.length > 0 && whole(path))) out.set(pathText(path), { path, value });
  else if (isPlainObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (path.length === 0 && BOOKKEEPING.has(key)) continue;
      if (NESTED_IDENTITY.has(pathText([...path, key]))) continue;
      leaves(v, [...path, key], out, whole);
    }
  } else if (Array.isArray(value) && value.some((v) => isPlainObject(v) || Array.isArray(v))) {
    value.forEach((v, i) => leaves(v, [...path, i], out, whole));
  } else {
    out.set(pathText(path), { path, value });
  }
}

function pathText(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

const MAX_TEXT = 300;

/** An instant as stored (ISO, UTC), read on India's clock (core's `indiaDateTime`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** How an upload's row starts (the uploads write `{stored, orders}`): its count, then its list of lines. */
const UPLOAD_AFTER_START = /^\{"stored":(\d+),"orders":\[/;

/**
 * An upload row's `after` read from the head of its text (decision 130): the whole record when the head
 * holds it, else its count and, as a ListHead, the items of its list that the head holds whole. A head of
 * another shape is given as text, as a row's text that does not parse is.
 */
export function uploadAfterOfHead(head: string): unknown {
  try {
    return JSON.parse(head) as unknown;
  } catch {
    // cut inside its list: read below
  }
  const start = UPLOAD_AFTER_START.exec(head);
  if (!start) return head;
  // a JSON string followed by a comma is an item read whole
  const item = /"(?:[^"\\]|\\.)*"(?=,)/y;
  item.lastIndex = start[0].length;
  const orders: string[] = [];
  for (let m = item.exec(head); m; m = item.exec(head)) {
    orders.push(JSON.parse(m[0]) as string);
    item.lastIndex += 1; // past the comma
  }
  return { stored: Number(start[1]), orders: new ListHead(orders) };
}

/**
 * A list in words: the items that fit in MAX_TEXT characters, MAX_ITEMS at most (one at least, clipped),
 * then "and N more", or "and more" after a list read in part. Only the items shown are written.
 */
function listText(items: readonly unknown[], itemText: (item: unknown) => string, readInPart: boolean) {
  const shown: string[] = [];
  let length = 0;
  for (const item of items.slice(0, MAX_ITEMS)) {
    const text = itemText(item);
    length += (shown.length > 0 ? 2 : 0) + text.length;
    if (shown.length > 0 && length > MAX_TEXT) break;
    shown.push(text);
  }
  const more = readInPart
    ? ' and more'
    : items.length > shown.length
      ? ` and ${(items.length - shown.length).toLocaleString('en-IN')} more`
      : '';
  return clip(shown.join(', ')) + more;
}

/** The last named segment of a path ("from" for versions[1].commissionPercent[0].from). */
const keyOf = (path: Path): string => {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
};

/** The words of a re-price's start (its row's top-level `from`) when it re-priced every stored line. */
const EVERY_STORED_LINE = 'any date (every stored line)';

/** A re-price row (entity order_line, id category:…) keeps `{from, repriced, kept}`; no order line has a `from`. */
const isRepriceStart = (entity: string, path: Path) =>
  entity === 'order_line' && path.length === 1 && path[0] === 'from';

/** An upload's row keeps `{stored, orders}`, its file's lines as "orderId/sku"; no order line has `orders`. */
const isUploadLines = (entity: string, path: Path) =>
  entity === 'order_line' && path.length === 1 && path[0] === 'orders';

/** What an upload's list is labelled: its items are order lines, not orders. */
const UPLOAD_LINES_LABEL = 'Lines';

/**
 * One line of an upload's list ("OD4384…/KIDS-SET-01") as History names an order line, without the
 * channel the entry's report already names: "Order OD4384… · KIDS-SET-01". The order id is read up to
 * the first slash: a SKU may hold one, the channels' order ids hold none (decision 130).
 */
function uploadLineText(item: unknown): string {
  if (typeof item !== 'string') return '—';
  const slash = item.indexOf('/');
  return slash < 0 ? item : `Order ${item.slice(0, slash)} · ${item.slice(slash + 1)}`;
}

function valueText(entity: string, path: Path, value: unknown, names: AuditNames): string | null {
  if (isEmpty(value)) return null;
  const key = keyOf(path);
  if (isRepriceStart(entity, path) && value === BEFORE_ANY_BILL_DATE) return EVERY_STORED_LINE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('Paise')) return formatPaise(value);
    if (key.endsWith('Rupees') || (entity === 'invoice' && key === 'total')) return formatRupees(value);
    return value.toLocaleString('en-IN');
  }
  if (typeof value === 'string') {
    if (key in REFERENCE_FIELDS) return names.get(value) ?? value;
    if (key === 'gstMode')
      return value === 'BY_HSN' ? 'By HSN code' : value === 'FIXED' ? 'Fixed rate' : value;
    if (key === 'kind' && entity === 'invoice') return INVOICE_KIND_LABEL[value as InvoiceKind] ?? value;
    if ((key === 'channel' || key === 'kind') && value in CHANNEL_INFO)
      return CHANNEL_INFO[value as Channel].label;
    if (key === 'stage') return value === 'PUBLISHED' ? 'Published' : value === 'DRAFT' ? 'Draft' : value;
    if (INSTANT.test(value)) return indiaDateTime(value);
    if (isIsoDate(value)) return dateInWords(value);
    return clip(value);
  }
  if (isUploadLines(entity, path) && (value instanceof ListHead || Array.isArray(value)))
    return value instanceof ListHead
      ? listText(value.items, uploadLineText, true)
      : listText(value, uploadLineText, false);
  if (value instanceof ListHead)
    return listText(value.items, (v) => valueText(entity, [], v, names) ?? '—', true);
  if (Array.isArray(value)) {
    if (key === 'productImage') return value.length === 1 ? '1 image' : `${value.length} images`;
    const named = key in REFERENCE_FIELDS || (entity === 'impLink' && path.length === 0);
    return listText(
      value,
      (v) =>
        typeof v === 'string' && named ? (names.get(v) ?? v) : (valueText(entity, [], v, names) ?? '—'),
      false,
    );
  }
  return clip(JSON.stringify(value));
}

/**
 * What a change did, field by field, in the order the record lists its fields: the fields whose value
 * differs between `before` and `after` (either may be null: a record created or deleted), written for
 * people. Money stored in paise reads as rupees; yes/no, lists and linked records (by `names`) in words;
 * the record's id, version and timestamps are left out (the row itself says when). A setting's fields
 * (`entityId` its key) are named as the Settings screen names them (decision 144), and the rows of its
 * tables are matched by what identifies them, not by position (decision 149).
 */
export function auditChanges(
  entity: string,
  before: unknown,
  after: unknown,
  names: AuditNames = new Map(),
  entityId?: string,
): AuditChange[] {
  const words = entity === 'setting' && entityId !== undefined ? settingFieldWords(entityId) : null;
  const tableAt = (path: Path) => words?.tables.find((t) => pathText(t.at) === pathText(path));
  const whole = (path: Path) => (words?.whole(path) ?? false) || tableAt(path) !== undefined;
  const textOf = (path: Path, value: unknown) =>
    (isEmpty(value) ? null : words?.text(path, value)) ?? valueText(entity, path, value, names);
  const labelOf = (path: Path): string => {
    const screenLabel = path.length > 0 ? words?.label(path) : null;
    return path.length === 0
      ? 'Value'
      : screenLabel
        ? screenLabel
        : isRepriceStart(entity, path)
          ? REPRICE_START_LABEL
          : isUploadLines(entity, path)
            ? UPLOAD_LINES_LABEL
            : path.map(segmentLabel).join(' › ');
  };

  /** The fields of two values that differ; `field` and `label` name a field by its path. */
  function compare(
    before: unknown,
    after: unknown,
    at: Path,
    field: (path: Path) => string,
    label: (path: Path) => string,
  ): AuditChange[] {
    const was = new Map<string, { path: Path; value: unknown }>();
    const now = new Map<string, { path: Path; value: unknown }>();
    leaves(before, at, was, whole);
    leaves(after, at, now, whole);
    const changes: AuditChange[] = [];
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      const a = was.get(key);
      const b = now.get(key);
      const path = (b ?? a)!.path;
      const table = tableAt(path);
      if (table) {
        changes.push(...rowChanges(table, a?.value, b?.value));
        continue;
      }
      const beforeText = a ? textOf(path, a.value) : null;
      const afterText = b ? textOf(path, b.value) : null;
      if (beforeText === null && afterText === null) continue;
      const same = a !== undefined && b !== undefined && JSON.stringify(a.value) === JSON.stringify(b.value);
      if (same) continue;
      changes.push({
        field: field(path),
        label: label(path),
        before: beforeText,
        // the same words for different values (two images replaced by two others, a clipped text)
        after: beforeText === afterText ? `${afterText} (changed)` : afterText,
      });
    }
    return changes;
  }

  /** A row added or removed, in one line: its cells by their columns, but those its name says. */
  function rowText(table: SettingTable, row: unknown, at: Path, keyed: boolean): string | null {
    const cells = new Map<string, { path: Path; value: unknown }>();
    leaves(row, at, cells, whole);
    const parts: string[] = [];
    for (const { path, value } of cells.values()) {
      const cell = path.slice(at.length);
      if (keyed && table.named.includes(String(cell[0]))) continue;
      const text = textOf(path, value);
      if (text !== null) parts.push(`${table.column(cell) ?? cell.map(segmentLabel).join(' › ')}: ${text}`);
    }
    return parts.length > 0 ? clip(parts.join('; ')) : null;
  }

  /**
   * The rows of a table: matched by what identifies them (a GST rule inserted at the top leaves the
   * rules below it as they were), each added or removed row a line of its own, each changed cell a line
   * named by its row and column. A list whose rows cannot be told apart is compared by position.
   */
  function rowChanges(table: SettingTable, before: unknown, after: unknown): AuditChange[] {
    const was: unknown[] = Array.isArray(before) ? before : [];
    const now: unknown[] = Array.isArray(after) ? after : [];
    const wasKeys = tableKeys(table, was);
    const nowKeys = tableKeys(table, now);
    const at = (index: number): Path => [...table.at, index];
    const changes: AuditChange[] = [];
    const row = (kind: 'Added' | 'Removed', name: string, field: string, text: string | null) =>
      changes.push({
        field,
        label: `${kind} ${name}`,
        before: kind === 'Removed' ? text : null,
        after: kind === 'Added' ? text : null,
      });
    if (wasKeys && nowKeys) {
      const wasAt = new Map(wasKeys.map((key, index) => [key, index]));
      const fieldOf = (key: string) => (path: Path) =>
        `${pathText(table.at)}[${JSON.stringify(key)}]${pathText(['', ...path.slice(table.at.length + 1)])}`;
      now.forEach((r, index) => {
        const key = nowKeys[index]!;
        const old = wasAt.get(key);
        const name = table.name(r);
        if (old === undefined) row('Added', name, fieldOf(key)([]), rowText(table, r, at(index), true));
        else
          changes.push(
            ...compare(was[old], r, at(index), fieldOf(key), (path) => {
              const cell = path.slice(table.at.length + 1);
              return `${upperFirst(name)}: ${table.column(cell) ?? cell.map(segmentLabel).join(' › ')}`;
            }),
          );
      });
      const kept = new Set(nowKeys);
      was.forEach((r, index) => {
        const key = wasKeys[index]!;
        if (!kept.has(key))
          row('Removed', table.name(r), fieldOf(key)([]), rowText(table, r, at(index), true));
      });
      return changes;
    }
    for (let index = 0; index < Math.max(was.length, now.length); index++) {
      if (index >= was.length)
        row('Added', table.nameAt(index), pathText(at(index)), rowText(table, now[index], at(index), false));
      else if (index >= now.length)
        row(
          'Removed',
          table.nameAt(index),
          pathText(at(index)),
          rowText(table, was[index], at(index), false),
        );
      else changes.push(...compare(was[index], now[index], at(index), pathText, labelOf));
    }
    return changes;
  }

  const root = tableAt([]);
  return root ? rowChanges(root, before, after) : compare(before, after, [], pathText, labelOf);
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a Save of a setting changed, named as the Settings screen names the fields: "Flipkart: Payment
 * cycle (days)", "Version 2: GST on fees %" (decision 144). `key` is the setting's key.
 */
export const settingChanges = (key: string, before: unknown, after: unknown): AuditChange[] =>
  auditChanges('setting', before, after, new Map(), key);
