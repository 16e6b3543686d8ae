// The seller profile: who issues the documents. Kept as a setting (ADMIN); every document reads it.

import { gstinProblem, isStateCode, panOfGstin, panProblem } from './gstin.ts';
import { LOGO_WIDTH } from './invoice.ts';
import type { InvoiceKind } from './invoice-numbers.ts';

export interface DocumentDefaults {
  notes: string;
  term: string;
}

export interface SellerProfile {
  businessName: string;
  address: string;
  /** two-digit GST state code of the registered place of business */
  stateCode: string;
  gstin: string;
  pan: string;
  phone: string;
  email: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankIfsc: string;
  /** data URL of a PNG or JPEG, or empty */
  logo: string;
  logoWidth: number;
  /** 1–12: the month the financial year starts (India: 4, April) */
  financialYearStartMonth: number;
  /** notes and terms printed by default, per document kind */
  documentDefaults: Record<InvoiceKind, DocumentDefaults>;
}

const defaults = (notes: string, term: string): DocumentDefaults => ({ notes, term });

export const DEFAULT_SELLER_PROFILE: SellerProfile = {
  businessName: '',
  address: '',
  stateCode: '',
  gstin: '',
  pan: '',
  phone: '',
  email: '',
  bankName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
  logo: '',
  logoWidth: LOGO_WIDTH.default,
  financialYearStartMonth: 4,
  documentDefaults: {
    GST_INVOICE: defaults(
      'Thank you for your business.',
      'Goods once sold are returned only as the return policy allows.',
    ),
    CASH_MEMO: defaults('Thank you for your business.', 'This is not a tax invoice.'),
    PURCHASE: defaults('', ''),
    EXPENSE: defaults('', ''),
    CREDIT_NOTE: defaults('', 'Issued under Section 34 of the CGST Act, 2017.'),
  },
};

export interface SellerProfileProblem {
  field: string;
  message: string;
}

/** Everything wrong with a profile, each naming its field. Empty GSTIN and PAN are allowed (not yet registered). */
export function sellerProfileProblems(p: SellerProfile): SellerProfileProblem[] {
  const out: SellerProfileProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  if (!p.businessName.trim()) add('businessName', 'Business name is required');
  if (p.stateCode && !isStateCode(p.stateCode)) add('stateCode', 'State must be a GST state code such as 27');
  if (p.gstin) {
    const problem = gstinProblem(p.gstin, 'GSTIN');
    if (problem) add('gstin', problem);
    else if (p.stateCode && p.gstin.slice(0, 2) !== p.stateCode)
      add('gstin', `GSTIN starts with ${p.gstin.slice(0, 2)}, but the state is ${p.stateCode}`);
    else if (p.pan && panOfGstin(p.gstin) !== p.pan.toUpperCase())
      add('pan', 'PAN must be the one inside the GSTIN (characters 3 to 12)');
  }
  if (p.pan) {
    const problem = panProblem(p.pan);
    if (problem) add('pan', problem);
  }
  if (p.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p.email))
    add('email', 'Email must look like name@example.com');
  if (p.bankIfsc && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(p.bankIfsc.toUpperCase()))
    add('bankIfsc', 'IFSC must be 4 letters, a 0 and 6 letters or digits, e.g. SBIN0001234');
  if (!(Number.isInteger(p.logoWidth) && p.logoWidth >= LOGO_WIDTH.min && p.logoWidth <= LOGO_WIDTH.max))
    add('logoWidth', `Logo width must be from ${LOGO_WIDTH.min} to ${LOGO_WIDTH.max}`);
  if (!(
    Number.isInteger(p.financialYearStartMonth) &&
    p.financialYearStartMonth >= 1 &&
    p.financialYearStartMonth <= 12
  ))
    add('financialYearStartMonth', 'Financial year start must be a month from 1 to 12');
  return out;
}
