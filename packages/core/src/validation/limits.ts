// Every number and text a person can send has a finite, documented bound (docs/security.md, "Input
// bounds"). The server checks them in one place at its edge (plugins/input-bounds.ts in the server);
// the screens use the same constants and messages.

/** The largest money amount anywhere (₹1,00,00,00,000): purchase costs and every listing amount. */
export const MAX_MONEY_RUPEES = 1_000_000_000;
/** Money is stored as whole paise; amounts have at most 2 decimals. */
export const MONEY_DECIMALS = 2;
/** Lengths in cm and weights in kg. */
export const MAX_DIMENSION = 100_000;
/** Stock and other counts: fits a 32-bit integer column on both databases. */
export const MAX_COUNT = 1_000_000_000;
/** Any number without a bound of its own (a bound far inside what a float and a bigint hold exactly). */
export const MAX_NUMBER = 1_000_000_000_000;

/**
 * The most rows one page of a list holds (docs/architecture.md: nothing is silently cut). A screen that
 * needs a whole list reads it a page of this size at a time.
 */
export const MAX_PAGE_SIZE = 10_000;

/** Text lengths in characters. */
export const TEXT_LIMITS = {
  productName: 200,
  skuid: 64,
  keyword: 100,
  amazonKeyword: 500,
  hsnCode: 16,
  rackNo: 32,
  categoryName: 200,
  imageUrl: 200,
  username: 64,
  password: 1024,
  /** a logo sent inline as a data URL (a 512 KiB image in base64, with room to spare) */
  logoDataUrl: 720_000,
  /** addresses, notes and terms: several lines */
  multiline: 4000,
  /** any other text field */
  default: 1000,
} as const;

/** Items in one list input. */
export const LIST_LIMITS = {
  searchKeyword: 50,
  productImage: 20,
  /** slabs of one fee list (commission, fixed fee, …) */
  slabs: 50,
  /** products linked to one listing */
  linkedProducts: 50,
  /** ids in one batch operation (delete many) */
  ids: 10_000,
  /** any other list */
  default: 1000,
} as const;

/**
 * C0 control characters (NUL, newline, tab, …), DEL and the C1 controls (U+0080–U+009F, among them
 * U+0085, "next line"): never part of a name, SKU or keyword. Refused, not stripped (decision 205).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const indian = (n: number) => n.toLocaleString('en-IN');

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** Why a text is refused, or null: too long or holding a control character. `label` names the field. */
export function textProblem(text: string, label: string, max: number = TEXT_LIMITS.default): string | null {
  if (hasControlCharacters(text))
    return `${label} must not contain control characters (such as a line break, a tab or NUL)`;
  if (text.length > max) return `${label} must be at most ${indian(max)} characters`;
  return null;
}

/** Why a list is refused, or null. */
export function listProblem(length: number, label: string, max: number = LIST_LIMITS.default): string | null {
  return length > max ? `${label} can hold at most ${indian(max)} items` : null;
}

/**
 * Why a number is refused, or null: not finite, below `min` or above `max`. Below a minimum of 0 the
 * message is the services' own ("must be a number of 0 or more").
 */
export function numberProblem(
  value: number,
  label: string,
  bounds: { min?: number; max: number; maxText?: string },
): string | null {
  const min = bounds.min ?? -bounds.max;
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < min)
    return min === 0 ? `${label} must be a number of 0 or more` : `${label} must be at least ${indian(min)}`;
  if (value > bounds.max) return `${label} must be at most ${bounds.maxText ?? indian(bounds.max)}`;
  return null;
}

/**
 * Why an edited number is no number at all, or null when it is one: empty (null or missing: a cell left
 * blank) or not a number (NaN: "x" typed, or anything not finite). `expected` says what to write instead,
 * "write a percent from 0 to 100"; the range is the caller's to check.
 */
export function notANumberProblem(value: unknown, label: string, expected: string): string | null {
  if (value === null || value === undefined) return `${label} is empty; ${expected}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} is not a number; ${expected}`;
  return null;
}

/** "₹1,00,00,00,000": the money limit as the screens write it. */
export const MAX_MONEY_TEXT = '₹1,00,00,00,000';

/**
 * The one rule of money below a paisa (decision 206): an amount other than 0 whose size is below ₹0.01
 * is refused. Money is stored as whole paise, so ₹0.001 would be stored as ₹0.00 after every "more than
 * 0" check had passed. Amounts of a paisa or more with further decimals are rounded to the paisa as
 * before (rupeesToPaise), where their input allows more than 2 decimals.
 */
export const isBelowOnePaisa = (value: number): boolean => value !== 0 && Math.abs(value) < 0.01;

/**
 * Why a money input is refused for being below a paisa, naming it by `label`, or null; `zeroAllowed`
 * false for an amount that must be above 0 (a listing price).
 */
export function subPaisaProblem(value: number, label: string, zeroAllowed = true): string | null {
  if (!isBelowOnePaisa(value)) return null;
  return `${label} must be ${zeroAllowed ? '0 or ' : ''}at least ₹0.01 (one paisa): ${value} would be stored as ₹0.00`;
}

/** Why a money amount is refused, or null: amounts are 0, or ₹0.01 to ₹1,00,00,00,000. */
export const moneyProblem = (value: number, label: string): string | null =>
  numberProblem(value, label, { min: 0, max: MAX_MONEY_RUPEES, maxText: MAX_MONEY_TEXT }) ??
  subPaisaProblem(value, label);

/** Why a length or weight is refused, or null. */
export const dimensionProblem = (value: number, label: string): string | null =>
  numberProblem(value, label, { min: 0, max: MAX_DIMENSION });
