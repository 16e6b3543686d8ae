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
  /**
   * The default logo: the address of an image uploaded to the image store (`/files/images/<sha256>.jpg`,
   * checked by its content and re-encoded by the server), or empty. A profile saved before logos were
   * uploaded may still hold a PNG or JPEG data URL.
   */
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

/** The address of an image in the image store, as the upload answers it. */
export const STORED_IMAGE_URL = /^\/files\/images\/[0-9a-f]{64}\.jpg$/;
const LOGO_DATA_URL = /^data:image\/(png|jpeg|jpg);base64,/;

/** A stored profile over the defaults, so a profile saved before a field existed still reads whole. */
export function sellerProfileOf(stored: Partial<SellerProfile> | null | undefined): SellerProfile {
  return {
    ...DEFAULT_SELLER_PROFILE,
    ...(stored ?? {}),
    documentDefaults: { ...DEFAULT_SELLER_PROFILE.documentDefaults, ...(stored?.documentDefaults ?? {}) },
  };
}

/** The profile as stored: text trimmed, GSTIN, PAN and IFSC in capitals. */
export function normaliseSellerProfile(p: SellerProfile): SellerProfile {
  const out = { ...p } as SellerProfile;
  for (const [k, v] of Object.entries(out))
    if (typeof v === 'string') (out as unknown as Record<string, unknown>)[k] = v.trim();
  out.gstin = out.gstin.toUpperCase();
  out.pan = out.pan.toUpperCase();
  out.bankIfsc = out.bankIfsc.toUpperCase();
  return out;
}

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
  if (p.logo && !STORED_IMAGE_URL.test(p.logo) && !LOGO_DATA_URL.test(p.logo))
    add('logo', 'The logo must be an uploaded PNG or JPEG image');
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
