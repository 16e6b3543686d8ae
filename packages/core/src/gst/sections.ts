// Which GSTR-1 section a supply goes to (docs/gst.md "Sections"), and the tax a GST-included amount
// holds. Each line of a period is classified once, by these rules; the reporting module's SQL sums each
// section's lines with the same arithmetic.
import { isValidGstin } from '../billing/gstin.ts';
import { splitGstIncluded } from '../billing/charge-tax.ts';
import type { IsoDate } from '../pricing/dated.ts';
import { b2clThresholdPaise, type GstReturnSettings } from './return-settings.ts';

export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

export interface SupplyToClassify {
  readonly kind: 'INVOICE' | 'CREDIT_NOTE';
  /** the buyer's GSTIN as the document or report gives it; empty or null for an unregistered buyer */
  readonly buyerGstin?: string | null;
  readonly interState: boolean;
  /** the invoice's date (a credit note: its original invoice's date, which decides b2cl) */
  readonly date: IsoDate;
  /** the whole invoice's value, tax included (a credit note: its original invoice's) */
  readonly invoiceValuePaise: number;
  /** a credit note: the section of the invoice it credits, null when that invoice is not known */
  readonly originalSection?: Gstr1Section | null;
}

/** A registered buyer: a GSTIN that passes the check (an invalid one is a check, and the supply is B2C). */
export const isRegisteredBuyer = (gstin: string | null | undefined): boolean =>
  typeof gstin === 'string' && gstin.trim() !== '' && isValidGstin(gstin.trim());

/**
 * The section of an invoice: b2b to a registered buyer; b2cl an inter-state invoice to an unregistered
 * buyer above the threshold in force on its date (Table 5); every other B2C invoice b2cs (Table 7).
 */
export function invoiceSection(s: SupplyToClassify, settings: GstReturnSettings): 'b2b' | 'b2cl' | 'b2cs' {
  if (isRegisteredBuyer(s.buyerGstin)) return 'b2b';
  if (s.interState && s.invoiceValuePaise > b2clThresholdPaise(settings, s.date)) return 'b2cl';
  return 'b2cs';
}

/**
 * The section of a supply: an invoice's by invoiceSection; a credit note cdnr against a registered
 * buyer's invoice, cdnur only against a b2cl invoice, and netted into b2cs against any other B2C sale
 * (Table 9B covers notes to unregistered buyers only for b2cl invoices and exports).
 */
export function supplySection(s: SupplyToClassify, settings: GstReturnSettings): Gstr1Section {
  if (s.kind === 'INVOICE') return invoiceSection(s, settings);
  const original = s.originalSection ?? invoiceSection({ ...s, kind: 'INVOICE' }, settings);
  if (original === 'b2b' || original === 'cdnr') return 'cdnr';
  if (original === 'b2cl' || original === 'cdnur') return 'cdnur';
  return 'b2cs';
}

/** The HSN summary a section's lines go to: hsn_b2b for b2b and cdnr, hsn_b2c for the rest. */
export const hsnTableOf = (section: Gstr1Section): 'hsn_b2b' | 'hsn_b2c' =>
  section === 'b2b' || section === 'cdnr' ? 'hsn_b2b' : 'hsn_b2c';

export interface LineTax {
  readonly taxablePaise: number;
  readonly igstPaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
}

/**
 * The taxable value and each tax inside a GST-included amount (a marketplace line's invoice amount):
 * billing's splitGstIncluded (nearest paisa; inside a state the tax even, so CGST and SGST are equal
 * halves). A negative amount (a return) is the sale's split with its sign turned.
 */
export function taxOfIncluded(amountPaise: number, ratePercent: number, interState: boolean): LineTax {
  const sign = amountPaise < 0 ? -1 : 1;
  const { taxablePaise, taxPaise } = splitGstIncluded(Math.abs(amountPaise), ratePercent, interState);
  const tax = sign * taxPaise;
  return {
    taxablePaise: sign * taxablePaise,
    igstPaise: interState ? tax : 0,
    cgstPaise: interState ? 0 : tax / 2,
    sgstPaise: interState ? 0 : tax / 2,
  };
}

/** The period from which Table 12 is split into B2B and B2C (May 2025) and Table 13 is mandatory. */
export const HSN_SPLIT_FROM_MONTH = '2025-05';
/** Table 14 (supplies through e-commerce operators) from the January 2024 period. */
export const ECO_TABLE_FROM_MONTH = '2024-01';

/**
 * The HSN code as Table 12 takes it (digits only), and whether it has the digits the setting asks for
 * (at least 4 or 6; longer codes are reported as they are).
 */
export function hsnForTable12(
  hsnCode: string | null | undefined,
  digits: 4 | 6,
): { code: string | null; problem: string | null } {
  const code = (hsnCode ?? '').replaceAll(' ', '');
  if (code === '') return { code: null, problem: 'has no HSN code' };
  if (!/^\d+$/.test(code)) return { code: null, problem: `HSN code “${hsnCode}” is not digits` };
  if (code.length < digits)
    return { code, problem: `HSN code ${code} has ${code.length} digits; Table 12 needs at least ${digits}` };
  return { code, problem: null };
}

/** The unit code Table 12 writes: NA for a service code (SAC, 99…), else the line's unit. */
export const table12Uqc = (hsnCode: string, unit: string | null | undefined): string =>
  hsnCode.startsWith('99') ? 'NA' : (unit ?? '').trim().toUpperCase() || 'OTH';
