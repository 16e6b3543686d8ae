// Document numbers and financial years.
import { isIsoDate } from '../pricing/dated.ts';

export type InvoiceKind = 'GST_INVOICE' | 'CASH_MEMO' | 'PURCHASE' | 'EXPENSE' | 'CREDIT_NOTE';
export const INVOICE_KINDS: readonly InvoiceKind[] = [
  'GST_INVOICE',
  'CASH_MEMO',
  'PURCHASE',
  'EXPENSE',
  'CREDIT_NOTE',
];

/**
 * The bills we receive and record (a supplier's purchase or expense bill): not documents we issue, so
 * not in the documents-issued summary (GSTR-1 Table 13; decision 115).
 */
export const INWARD_KINDS: readonly InvoiceKind[] = ['PURCHASE', 'EXPENSE'];

/**
 * The number a bill we received (purchase or expense) has on the supplier's own bill, which its input
 * tax credit is matched by: as typed without the spaces around it, none when empty. The documents we
 * issue have none. The one rule for the document's field and the invoices' searchable column
 * `supplier_bill_number` (migration 017 fills it for the bills stored before; decision 163).
 */
export function supplierBillNumberOf(
  kind: InvoiceKind,
  document: { supplierBillNumber?: unknown },
): string | null {
  if (!INWARD_KINDS.includes(kind) || typeof document.supplierBillNumber !== 'string') return null;
  return document.supplierBillNumber.trim() || null;
}

/**
 * Why a supplier's bill number is refused, or null (none is fine: the field is optional). A tax invoice's
 * number is at most 16 characters of letters, digits, "-" and "/" (Rule 46(b) of the CGST Rules), and
 * the input tax credit of a bill is matched by it in the supplier's GSTR-1, so a number that no invoice
 * can have is a typing slip (decision 208).
 */
export function supplierBillNumberProblem(number: string | null | undefined): string | null {
  const typed = number?.trim() ?? '';
  if (typed === '') return null;
  if (typed.length > MAX_INVOICE_NUMBER_LENGTH)
    return `Supplier's bill number must be at most ${MAX_INVOICE_NUMBER_LENGTH} characters (a GST invoice number's most); “${typed}” has ${typed.length}`;
  const other = /[^A-Za-z0-9/-]/u.exec(typed)?.[0];
  if (other !== undefined)
    return `Supplier's bill number may hold only letters, digits, - and / (as a GST invoice number does): “${typed}” has ${/\s/.test(other) ? 'a space' : `“${other}”`}`;
  return null;
}

/** The series prefix of each kind: AE tax invoice, CM cash memo, EB expense, PB purchase, CN credit note. */
export const INVOICE_PREFIX: Readonly<Record<InvoiceKind, string>> = {
  GST_INVOICE: 'AE',
  CASH_MEMO: 'CM',
  EXPENSE: 'EB',
  PURCHASE: 'PB',
  CREDIT_NOTE: 'CN',
};

/** What people call each kind (titles, menus, the register). */
export const INVOICE_KIND_LABEL: Readonly<Record<InvoiceKind, string>> = {
  GST_INVOICE: 'Tax Invoice',
  CASH_MEMO: 'Cash Memo',
  PURCHASE: 'Purchase Invoice',
  EXPENSE: 'Expense Invoice',
  CREDIT_NOTE: 'Credit Note',
};

/** A document number may hold at most 16 characters (Rule 46(b) of the CGST Rules). */
export const MAX_INVOICE_NUMBER_LENGTH = 16;

/**
 * prefix + ddMMyy + "00" + sequence (the count of that kind on that day, plus 1):
 * ('GST_INVOICE', '2026-11-22', 3) → "AE221126003". At most 16 letters and digits.
 */
export function formatInvoiceNumber(kind: InvoiceKind, billDate: string, sequence: number): string {
  if (!isIsoDate(billDate)) throw new RangeError(`not a date (yyyy-MM-dd): ${billDate}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`not a sequence number: ${sequence}`);
  const number = `${INVOICE_PREFIX[kind]}${billDate.slice(8, 10)}${billDate.slice(5, 7)}${billDate.slice(2, 4)}00${sequence}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH)
    throw new RangeError(`more than ${MAX_INVOICE_NUMBER_LENGTH} characters: ${number}`);
  return number;
}

/** Reads a number back: its kind, bill date and sequence, or null when it is not one of ours. */
export function parseInvoiceNumber(
  number: string,
): { kind: InvoiceKind; billDate: string; sequence: number } | null {
  const m = /^([A-Z]{2})(\d{2})(\d{2})(\d{2})00([1-9]\d{0,5})$/.exec(number);
  if (!m) return null;
  const kind = INVOICE_KINDS.find((k) => INVOICE_PREFIX[k] === m[1]);
  if (!kind) return null;
  const billDate = `20${m[4]}-${m[3]}-${m[2]}`;
  if (!isIsoDate(billDate)) return null;
  return { kind, billDate, sequence: Number(m[5]) };
}

export interface FinancialYear {
  /** "2026-27" */
  label: string;
  /** first and last day, yyyy-MM-dd */
  from: string;
  to: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The financial year a date falls in. India's runs April to March (startMonth 4); the seller profile
 * can move it. '2026-03-31' → 2025-26, '2026-04-01' → 2026-27.
 */
export function financialYearOf(date: string, startMonth = 4): FinancialYear {
  if (!isIsoDate(date)) throw new RangeError(`not a date (yyyy-MM-dd): ${date}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  if (startMonth === 1) return { label: String(first), from: `${first}-01-01`, to: `${first}-12-31` };
  const endMonth = startMonth - 1;
  const lastDay = new Date(Date.UTC(first + 1, endMonth, 0)).getUTCDate();
  return {
    label: `${first}-${pad2((first + 1) % 100)}`,
    from: `${first}-${pad2(startMonth)}-01`,
    to: `${first + 1}-${pad2(endMonth)}-${pad2(lastDay)}`,
  };
}

/** The first and last day of a month 'yyyy-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`not a month (yyyy-MM): ${month}`);
  const lastDay = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad2(lastDay)}` };
}
