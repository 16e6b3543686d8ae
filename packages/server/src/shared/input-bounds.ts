import {
  LIST_LIMITS,
  MAX_MONEY_RUPEES,
  MAX_MONEY_TEXT,
  MAX_NUMBER,
  MESSAGE_KINDS,
  TEXT_LIMITS,
  dimensionProblem,
  fieldLabel,
  listProblem,
  moneyInputProblem,
  moneyProblem,
  numberProblem,
  subPaisaProblem,
  textProblem,
} from '@seller-desk/core';
import { DomainError } from './errors.ts';
import { checkBatchSize } from './run-batch.ts';

// The one place where every argument of every GraphQL operation meets the input bounds of core's
// validation/limits.ts, before any resolver runs (plugins/graphql.ts calls it from the guard). The
// services still check meaning (a SKU must not be empty, GST at most 100); this checks size.

/** Rupee amounts of 0 to the money limit: core's moneyProblem (which refuses less than a paisa, decision 206). */
const MONEY_FIELDS = new Set([
  'purchaseCost',
  'listingPrice',
  'profit',
  'packing',
  'advertisingCost',
  'returnCost',
  'discount',
  'shippingFee',
  'invoiceAmount',
]);
/** Slab bounds and values: rupee amounts or percentages, both well inside the money limit. */
const SLAB_FIELDS = new Set(['from', 'to', 'precent']);
/**
 * Other rupee amounts: a bill's settlements, fees and amounts received (which may be negative), a
 * document's rate and charges, the settings' amounts. Their services bound them; here they are refused
 * only below one paisa but not 0 (decision 206), which would be stored as 0.
 */
const OTHER_MONEY_FIELDS = new Set([
  ...['flipkart', 'amazon', 'meesho', 'littleKid', 'trendyHandy'].flatMap((channel) => [
    `${channel}setlment`,
    `amountRecieveFrom${channel[0]!.toUpperCase()}${channel.slice(1)}`,
  ]),
  'marketplaceFee',
  'difference',
  'rate',
  'courier',
  'packingTransportation',
  'fee',
  'upTo',
  'collectionFlatAbove',
  'thresholdRupees',
  'toleranceRupees',
  'returnDiscountRupees',
]);
const DIMENSION_FIELDS = new Set(['productLength', 'breadth', 'height', 'weight']);
const SLAB_LISTS = new Set([
  'commissionPercent',
  'fixedFeePercent',
  'collectionFeePercent',
  'referalFeePercent',
]);
/** The message templates' fields: several lines each. */
const MESSAGE_TEMPLATE_FIELDS = MESSAGE_KINDS;

/** Texts that may hold any character (a password is hashed, never shown or stored as text). */
const ANY_CHARACTER = new Set(['password']);

/** Texts of several lines (addresses, notes, terms): line breaks and tabs are allowed there. */
const MULTILINE = new Set([
  'clientAddress',
  'address',
  'notes',
  'term',
  // the customer message templates (MessageTemplatesInput)
  ...MESSAGE_TEMPLATE_FIELDS,
]);

const TEXT_OF: Record<string, number> = {
  logo: TEXT_LIMITS.logoDataUrl,
  clientAddress: TEXT_LIMITS.multiline,
  address: TEXT_LIMITS.multiline,
  notes: TEXT_LIMITS.multiline,
  term: TEXT_LIMITS.multiline,
  ...Object.fromEntries(MESSAGE_TEMPLATE_FIELDS.map((field) => [field, TEXT_LIMITS.multiline])),
  productName: TEXT_LIMITS.productName,
  skuid: TEXT_LIMITS.skuid,
  searchKeyword: TEXT_LIMITS.keyword,
  amazonKeyword: TEXT_LIMITS.amazonKeyword,
  hsnCode: TEXT_LIMITS.hsnCode,
  rackNo: TEXT_LIMITS.rackNo,
  name: TEXT_LIMITS.categoryName,
  productImage: TEXT_LIMITS.imageUrl,
  username: TEXT_LIMITS.username,
  password: TEXT_LIMITS.password,
  id: 64,
  ids: 64,
};
const LIST_OF: Record<string, number> = {
  searchKeyword: LIST_LIMITS.searchKeyword,
  productImage: LIST_LIMITS.productImage,
  connect: LIST_LIMITS.linkedProducts,
  set: LIST_LIMITS.linkedProducts,
  ids: LIST_LIMITS.ids,
};

interface Where {
  /** the input field under the argument, as the services name it (data.purchaseCost → purchaseCost) */
  field: string;
  /** the innermost named field (a slab's "from") */
  leaf: string;
  row: number | undefined;
}

const fail = (where: Where, message: string) =>
  new DomainError(
    'BAD_USER_INPUT',
    where.row !== undefined ? `${labelOf(where.field)}, row ${where.row + 1}: ${message}` : message,
    {
      field: where.field,
      ...(where.row !== undefined ? { row: where.row } : {}),
    },
  );

/** The words of the arguments that are no field of a record: a listing's linked products, a batch's ids. */
const ARGUMENT_LABELS: Readonly<Record<string, string>> = {
  connect: 'Linked products',
  set: 'Linked products',
  ids: 'IDs',
};

/** A field as the field dictionary labels it (decision 376); an argument by its own words. */
const labelOf = (field: string) => ARGUMENT_LABELS[field] ?? fieldLabel(field);

function check(value: unknown, where: Where): void {
  const label = labelOf(where.leaf);
  if (value === null || value === undefined || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    const problem = ANY_CHARACTER.has(where.leaf)
      ? value.length > TEXT_OF[where.leaf]!
        ? `${label} must be at most ${TEXT_OF[where.leaf]} characters`
        : null
      : textProblem(
          MULTILINE.has(where.leaf) ? value.replace(/[\r\n\t]/g, ' ') : value,
          label,
          TEXT_OF[where.leaf] ?? TEXT_LIMITS.default,
        );
    if (problem) throw fail(where, problem);
    return;
  }
  if (typeof value === 'number') {
    // A listing price has a lower bound of its own, above 0 (decision 119): core's rule and words.
    const problem =
      where.leaf === 'listingPrice'
        ? moneyInputProblem('listingPrice', value, false)
        : MONEY_FIELDS.has(where.leaf)
          ? moneyProblem(value, label)
          : SLAB_FIELDS.has(where.leaf)
            ? numberProblem(value, label, { min: 0, max: MAX_MONEY_RUPEES, maxText: MAX_MONEY_TEXT })
            : DIMENSION_FIELDS.has(where.leaf)
              ? dimensionProblem(value, label)
              : (numberProblem(value, label, { max: MAX_NUMBER }) ??
                (OTHER_MONEY_FIELDS.has(where.leaf) ? subPaisaProblem(value, label) : null));
    if (problem) throw fail(where, problem);
    return;
  }
  if (Array.isArray(value)) {
    const max = SLAB_LISTS.has(where.leaf) ? LIST_LIMITS.slabs : (LIST_OF[where.leaf] ?? LIST_LIMITS.default);
    const problem = listProblem(value.length, label, max);
    if (problem) throw fail(where, problem);
    value.forEach((item, i) => check(item, { ...where, row: where.row ?? i }));
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      check(inner, { field: where.field || key, leaf: key, row: where.row });
    }
  }
}

/**
 * Throws BAD_USER_INPUT naming the field (and the row of a list) when any argument is out of bounds:
 * text too long or holding a control character, a number not finite or beyond its limit, a list too long.
 */
export function checkInputBounds(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) {
    // A batch mutation's rows (data: [...]): the call is refused only for its size; each row is checked
    // by the batch service with checkRowBounds, so that a bad row fails alone (docs/shared-mechanisms.md).
    if (name === 'data' && Array.isArray(value)) {
      checkBatchSize(value, 'rows');
      continue;
    }
    // data: {...} and where: {...} name their fields; a plain argument (ids, first) names itself
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value))
        check(inner, { field: key, leaf: key, row: undefined });
    } else {
      check(value, { field: name, leaf: name, row: undefined });
    }
  }
}

/** The same bounds for one row of a batch: throws BAD_USER_INPUT naming the row's field. */
export function checkRowBounds(row: object): void {
  for (const [key, inner] of Object.entries(row)) check(inner, { field: key, leaf: key, row: undefined });
}
