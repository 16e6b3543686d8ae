// The fields of each setting as the Settings screen names them (decision 144): History tells a change
// of a setting in these words, and so does a Save refused because someone else saved the section
// (decision 145). The names are the screen's own: the tables' column titles, the sections' labels and
// the row names the checks use ("Version 2", "Rule 3"), each defined once beside its check.
import { rowKeys } from '../editing/changed-fields.ts';
import { INVOICE_KINDS, type InvoiceKind } from '../billing/invoice-numbers.ts';
import {
  MONTH_NAMES,
  SELLER_PROFILE_LABELS,
  SELLER_PROFILE_OTHER_LABELS,
  documentDefaultLabel,
} from '../billing/seller-profile.ts';
import { CHANNEL_INFO, type Channel } from '../channels/channels.ts';
import {
  COUPON_RULE_PARTS,
  MESSAGE_KIND_LABELS,
  MESSAGE_SETTINGS_LABELS,
  couponRuleLabel,
  type MessageKind,
} from '../messaging/message-settings.ts';
import {
  FEE_SCHEDULE_COLUMNS,
  closingFeeBandsText,
  feeScheduleRowName,
  type ClosingFeeBandDraft,
} from '../pricing/fee-schedule.ts';
import { dateInWords } from '../pricing/dated.ts';
import { formatPaise } from '../money/index.ts';
import { GST_RULE_COLUMNS, gstRuleRowName } from '../pricing/gst-rules.ts';
import { RECONCILIATION_FIELDS, reconciliationChannelLabel } from '../reconciliation/reconciliation.ts';
import { ETIN_LABEL, GST_RETURN_COLUMNS, GST_RETURN_LABELS } from '../gst/return-settings.ts';
import {
  GST_RETURN_SETTING,
  GST_RULES_SETTING,
  MESSAGE_SETTINGS_SETTING,
  RECONCILIATION_SETTING,
  SELLER_PROFILE_SETTING,
  SHIPMENT_COSTS_SETTING,
} from './settings.ts';

/** Where a field sits in a setting's value: `[1, 'feeGstPercent']`, `['paymentCycleDays', 'flipkart']`. */
export type SettingPath = readonly (string | number)[];

/**
 * A list the Settings screen shows as a table (decision 149): what identifies a row, so that two values
 * are compared, and merged, row by row by it rather than by position, and how a row is named by it.
 */
export interface SettingTable {
  /** Where the list is in the setting's value: [] when the value is the list. */
  readonly at: SettingPath;
  /** What identifies the row in its list ("61@2025-09-22"); null when it has nothing that could. */
  key(row: unknown): string | null;
  /** The row by what identifies it, as a sentence goes on: "rule for HSN prefix 61 from 1 Apr 2027". */
  name(row: unknown): string;
  /** The row by its place, for a list whose rows cannot be told apart: "rule 3". */
  nameAt(index: number): string;
  /** The cells its name already says, left out when an added or removed row is written out. */
  readonly named: readonly string[];
  /** A cell's column title by its path in the row (['ratePercent'], ['band', 'thresholdRupees']). */
  column(cell: SettingPath): string | null;
}

/** What identifies each row of a table, or null when a row has nothing that does or two share it. */
export function tableKeys(table: SettingTable, rows: readonly unknown[]): string[] | null {
  return rowKeys(rows, table.key);
}

/** How the Settings screen names the fields of one setting and writes their values. */
export interface SettingFieldWords {
  /** The lists shown as tables; a row's cell is named by its row's name and its column. */
  readonly tables: readonly SettingTable[];
  /** The field's name on the screen; null for a path the screen has no name for. */
  label(path: SettingPath): string | null;
  /** Whether the value at the path is one field on the screen, told whole (not field by field). */
  whole(path: SettingPath): boolean;
  /** The value as the screen writes it; undefined: as History writes any value. */
  text(path: SettingPath, value: unknown): string | undefined;
}

const own = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);

const NONE: Pick<SettingFieldWords, 'whole' | 'text' | 'tables'> = {
  whole: () => false,
  text: () => undefined,
  tables: [],
};

const field = (row: unknown, name: string): unknown =>
  typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[name] : undefined;
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
/** "Rule 3" as a sentence goes on: "rule 3". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const dateOf = (row: unknown) => dateInWords(String(field(row, 'effectiveFrom')));

/** A fee schedule's versions: one per effective date (validateFeeSchedule refuses a date twice). */
const FEE_SCHEDULE_TABLE: SettingTable = {
  at: [],
  key: (row) => (filled(field(row, 'effectiveFrom')) ? String(field(row, 'effectiveFrom')) : null),
  name: (row) => `version from ${dateOf(row)}`,
  nameAt: (index) => lowerFirst(feeScheduleRowName(index)),
  named: ['effectiveFrom'],
  column: ([column, more]) =>
    more === undefined && own(FEE_SCHEDULE_COLUMNS, column) ? FEE_SCHEDULE_COLUMNS[column] : null,
};

/** The GST rules: one per HSN prefix and effective date (validateGstRules refuses a pair twice). */
const GST_RULES_TABLE: SettingTable = {
  at: [],
  key: (row) =>
    filled(field(row, 'hsnPrefix')) && filled(field(row, 'effectiveFrom'))
      ? `${String(field(row, 'hsnPrefix'))}@${String(field(row, 'effectiveFrom'))}`
      : null,
  name: (row) =>
    `rule for ${GST_RULE_COLUMNS.hsnPrefix} ${String(field(row, 'hsnPrefix'))} from ${dateOf(row)}`,
  nameAt: (index) => lowerFirst(gstRuleRowName(index)),
  named: ['hsnPrefix', 'effectiveFrom'],
  column: (cell) => {
    const [column, more] = cell[0] === 'band' && cell.length === 2 ? [cell[1]] : cell;
    return more === undefined && own(GST_RULE_COLUMNS, column) ? GST_RULE_COLUMNS[column] : null;
  },
};

/**
 * The coupon rules: a product name is matched by keyword without case, so a keyword identifies its rule
 * (nothing refuses one twice: the list is then compared by position).
 */
const COUPON_RULES_TABLE: SettingTable = {
  at: ['couponRules'],
  key: (row) => (filled(field(row, 'keyword')) ? String(field(row, 'keyword')).trim().toLowerCase() : null),
  name: (row) => `coupon rule for “${String(field(row, 'keyword')).trim()}”`,
  nameAt: (index) => `coupon rule ${index + 1}`,
  named: ['keyword'],
  column: ([part, more]) =>
    more === undefined && own(COUPON_RULE_PARTS, part) ? COUPON_RULE_PARTS[part] : null,
};

const FEE_SCHEDULE: SettingFieldWords = {
  tables: [FEE_SCHEDULE_TABLE],
  // a row's cell: [row, column]; the closing-fee bands are one cell, "250: 8, 500: 12, above: 56"
  label: ([row, column]) =>
    typeof row === 'number' && own(FEE_SCHEDULE_COLUMNS, column)
      ? `${feeScheduleRowName(row)}: ${FEE_SCHEDULE_COLUMNS[column]}`
      : null,
  whole: (path) => path.length === 2 && path[1] === 'closingFeeBands',
  text: (path, value) =>
    path[1] === 'closingFeeBands' && Array.isArray(value)
      ? closingFeeBandsText(value as ClosingFeeBandDraft[])
      : undefined,
};

const GST_RULES: SettingFieldWords = {
  // a row's cell: [row, column], a band's two cells [row, 'band', column]
  label: (path) => {
    const [row, column] = path[1] === 'band' && path.length === 3 ? [path[0], path[2]] : path;
    return typeof row === 'number' && own(GST_RULE_COLUMNS, column)
      ? `${gstRuleRowName(row)}: ${GST_RULE_COLUMNS[column]}`
      : null;
  },
  ...NONE,
  tables: [GST_RULES_TABLE],
};

const MESSAGES: SettingFieldWords = {
  label: ([first, second, third]) => {
    if (first === 'templates')
      return own(MESSAGE_KIND_LABELS, second) ? MESSAGE_KIND_LABELS[second as MessageKind] : null;
    if (first === 'trackingLinks')
      return second === 'ithink' || second === 'shiprocket' ? MESSAGE_SETTINGS_LABELS[second] : null;
    if (first === 'couponRules')
      return typeof second === 'number' && (third === 'keyword' || third === 'code')
        ? couponRuleLabel(second, third)
        : null;
    return second === undefined && own(MESSAGE_SETTINGS_LABELS, first)
      ? MESSAGE_SETTINGS_LABELS[first]
      : null;
  },
  ...NONE,
  tables: [COUPON_RULES_TABLE],
};

const isInvoiceKind = (v: unknown): v is InvoiceKind => INVOICE_KINDS.includes(v as InvoiceKind);

const SELLER_PROFILE: SettingFieldWords = {
  label: ([field, kind, part]) => {
    if (field === 'documentDefaults')
      return isInvoiceKind(kind) && (part === 'notes' || part === 'term')
        ? documentDefaultLabel(kind, part)
        : null;
    if (kind !== undefined) return null;
    if (own(SELLER_PROFILE_LABELS, field)) return SELLER_PROFILE_LABELS[field];
    return own(SELLER_PROFILE_OTHER_LABELS, field) ? SELLER_PROFILE_OTHER_LABELS[field] : null;
  },
  tables: [],
  whole: () => false,
  text: ([field], value) => {
    if (field === 'financialYearStartMonth' && typeof value === 'number') return MONTH_NAMES[value - 1];
    // an image's address (or, saved long ago, its data) says nothing to a reader
    if (field === 'logo' && typeof value === 'string' && value !== '') return 'an uploaded image';
    return undefined;
  },
};

const RECONCILIATION: SettingFieldWords = {
  label: ([field, channel]) => {
    if (field === 'paymentCycleDays' || field === 'claimWindowDays')
      return typeof channel === 'string' && channel in CHANNEL_INFO
        ? reconciliationChannelLabel(field, channel as Channel)
        : null;
    return channel === undefined && own(RECONCILIATION_FIELDS, field) ? RECONCILIATION_FIELDS[field] : null;
  },
  ...NONE,
};

/** The order sync's product costs: a keyword identifies its rule (validateShipmentCostSettings). */
const PRODUCT_COST_COLUMNS = { keyword: 'Keyword', unitCostPaise: 'Cost per unit' } as const;
const SHIPMENT_COSTS: SettingFieldWords = {
  label: ([list, row, column]) =>
    list === 'productCosts' && typeof row === 'number' && own(PRODUCT_COST_COLUMNS, column)
      ? `Rule ${row + 1}: ${PRODUCT_COST_COLUMNS[column]}`
      : null,
  whole: () => false,
  text: ([, , column], value) =>
    column === 'unitCostPaise' && typeof value === 'number' ? formatPaise(value) : undefined,
  tables: [
    {
      at: ['productCosts'],
      key: (row) =>
        filled(field(row, 'keyword')) ? String(field(row, 'keyword')).trim().toLowerCase() : null,
      name: (row) => `cost rule for “${String(field(row, 'keyword')).trim()}”`,
      nameAt: (index) => `cost rule ${index + 1}`,
      named: ['keyword'],
      column: ([part, more]) =>
        more === undefined && own(PRODUCT_COST_COLUMNS, part) ? PRODUCT_COST_COLUMNS[part] : null,
    },
  ],
};

/** The GST return's dated lists (b2cl threshold, TCS, TDS): one row per effective date. */
const gstReturnTable = (list: 'b2clThresholds' | 'tcs' | 'tds'): SettingTable => ({
  at: [list],
  key: (row) => (filled(field(row, 'effectiveFrom')) ? String(field(row, 'effectiveFrom')) : null),
  name: (row) => `${GST_RETURN_LABELS[list]} from ${dateOf(row)}`,
  nameAt: (index) => `${GST_RETURN_LABELS[list]} ${index + 1}`,
  named: ['effectiveFrom'],
  column: ([column, more]) =>
    more === undefined && own(GST_RETURN_COLUMNS, column) ? GST_RETURN_COLUMNS[column] : null,
});

const GST_RETURN: SettingFieldWords = {
  label: ([first, second, third]) => {
    if (first === 'etins')
      return typeof second === 'string' && second in CHANNEL_INFO ? ETIN_LABEL(second as Channel) : null;
    if (first === 'b2clThresholds' || first === 'tcs' || first === 'tds')
      return typeof second === 'number' && own(GST_RETURN_COLUMNS, third)
        ? `${GST_RETURN_LABELS[first]} ${second + 1}: ${GST_RETURN_COLUMNS[third]}`
        : null;
    return second === undefined && own(GST_RETURN_LABELS, first) ? GST_RETURN_LABELS[first] : null;
  },
  ...NONE,
  tables: (['b2clThresholds', 'tcs', 'tds'] as const).map(gstReturnTable),
};

const WORDS: ReadonlyMap<string, SettingFieldWords> = new Map([
  [GST_RULES_SETTING.key, GST_RULES],
  [MESSAGE_SETTINGS_SETTING.key, MESSAGES],
  [SELLER_PROFILE_SETTING.key, SELLER_PROFILE],
  [RECONCILIATION_SETTING.key, RECONCILIATION],
  [SHIPMENT_COSTS_SETTING.key, SHIPMENT_COSTS],
  [GST_RETURN_SETTING.key, GST_RETURN],
]);

/** The words of a setting by its key (`feeSchedule.amazon`, `gstRules`…); null for a key not known. */
export function settingFieldWords(key: string): SettingFieldWords | null {
  if (/^feeSchedule\.\w+$/.test(key) && key.slice('feeSchedule.'.length) in CHANNEL_INFO) return FEE_SCHEDULE;
  return WORDS.get(key) ?? null;
}
