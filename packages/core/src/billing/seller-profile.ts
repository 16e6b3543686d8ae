// The seller profile: who issues the documents. Kept as a setting (ADMIN); every document reads it.

import { gstinProblem, isStateCode, panOfGstin, panProblem } from './gstin.ts';
import { LOGO_WIDTH } from './invoice.ts';
import { INVOICE_KINDS, INVOICE_KIND_LABEL, type InvoiceKind } from './invoice-numbers.ts';
import { TEXT_LIMITS, textProblem } from '../validation/limits.ts';

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

/** The profile's text fields as Settings › Seller profile labels them; its messages name them so. */
export const SELLER_PROFILE_LABELS = {
  businessName: 'Business name',
  address: 'Address',
  gstin: 'GSTIN',
  pan: 'PAN',
  phone: 'Phone',
  email: 'Email',
  bankName: 'Bank',
  bankAccountName: 'Account name',
  bankAccountNumber: 'Account number',
  bankIfsc: 'IFSC',
} as const satisfies Partial<Record<keyof SellerProfile, string>>;

/** The profile's other fields as the section labels them (a list, the logo and its width). */
export const SELLER_PROFILE_OTHER_LABELS = {
  stateCode: 'State',
  financialYearStartMonth: 'Financial year starts in',
  logo: 'Default logo',
  logoWidth: 'Logo width',
} as const satisfies Partial<Record<keyof SellerProfile, string>>;

/** The months as the section names them (the financial year's first month: 4, April). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A document's notes or terms as the section labels them: "Tax Invoice: notes". */
export const documentDefaultLabel = (kind: InvoiceKind, part: keyof DocumentDefaults): string =>
  `${INVOICE_KIND_LABEL[kind]}: ${part === 'notes' ? 'notes' : 'terms'}`;

/** A text of several lines (the address, a document's notes and terms) may hold line breaks and tabs. */
const linesProblem = (text: string, label: string) =>
  textProblem(text.replace(/[\r\n\t]/g, ' '), label, TEXT_LIMITS.multiline);

/**
 * Everything wrong with a profile, each naming its field as the section labels it. Empty GSTIN and PAN
 * are allowed (not yet registered). Every text is within the server's input bounds (decision 042): one
 * line of at most 1,000 characters, the address and a document's notes and terms at most 4,000, none
 * with a control character (a tab pasted from a spreadsheet), so they are named here, in these words.
 */
export function sellerProfileProblems(p: SellerProfile): SellerProfileProblem[] {
  const out: SellerProfileProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const badText = new Set<string>();
  for (const [field, label] of Object.entries(SELLER_PROFILE_LABELS)) {
    const text = p[field as keyof typeof SELLER_PROFILE_LABELS];
    const problem = field === 'address' ? linesProblem(text, label) : textProblem(text, label);
    if (problem) {
      add(field, problem);
      badText.add(field);
    }
  }
  for (const kind of INVOICE_KINDS)
    for (const part of ['notes', 'term'] as const) {
      const problem = linesProblem(p.documentDefaults[kind][part], documentDefaultLabel(kind, part));
      if (problem) add(`documentDefaults.${kind}.${part}`, problem);
    }
  if (!p.businessName.trim()) add('businessName', `${SELLER_PROFILE_LABELS.businessName} is required`);
  if (p.stateCode && !isStateCode(p.stateCode)) add('stateCode', 'State must be a GST state code such as 27');
  if (p.gstin && !badText.has('gstin')) {
    const problem = gstinProblem(p.gstin, 'GSTIN');
    if (problem) add('gstin', problem);
    else if (p.stateCode && p.gstin.slice(0, 2) !== p.stateCode)
      add('gstin', `GSTIN starts with ${p.gstin.slice(0, 2)}, but the state is ${p.stateCode}`);
    else if (p.pan && panOfGstin(p.gstin) !== p.pan.toUpperCase())
      add('pan', 'PAN must be the one inside the GSTIN (characters 3 to 12)');
  }
  if (p.pan && !badText.has('pan')) {
    const problem = panProblem(p.pan);
    if (problem) add('pan', problem);
  }
  if (p.email && !badText.has('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p.email))
    add('email', 'Email must look like name@example.com');
  if (p.bankIfsc && !badText.has('bankIfsc') && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(p.bankIfsc.toUpperCase()))
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
