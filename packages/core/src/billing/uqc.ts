// Units of quantity (UQC): Rule 46(i) of the CGST Rules has a tax invoice show the quantity of each line
// with its unit, and GST returns (GSTR-1's HSN summary, e-invoices) accept only the codes of this list,
// the one the GST Network publishes. docs/billing.md, decision 141.

/** Every unit of quantity the GST returns accept: the code printed and stored, and its name. */
export const UQC_UNITS = [
  { code: 'BAG', name: 'Bags' },
  { code: 'BAL', name: 'Bale' },
  { code: 'BDL', name: 'Bundles' },
  { code: 'BKL', name: 'Buckles' },
  { code: 'BOU', name: 'Billion of units' },
  { code: 'BOX', name: 'Box' },
  { code: 'BTL', name: 'Bottles' },
  { code: 'BUN', name: 'Bunches' },
  { code: 'CAN', name: 'Cans' },
  { code: 'CBM', name: 'Cubic metres' },
  { code: 'CCM', name: 'Cubic centimetres' },
  { code: 'CMS', name: 'Centimetres' },
  { code: 'CTN', name: 'Cartons' },
  { code: 'DOZ', name: 'Dozens' },
  { code: 'DRM', name: 'Drums' },
  { code: 'GGK', name: 'Great gross' },
  { code: 'GMS', name: 'Grammes' },
  { code: 'GRS', name: 'Gross' },
  { code: 'GYD', name: 'Gross yards' },
  { code: 'KGS', name: 'Kilograms' },
  { code: 'KLR', name: 'Kilolitres' },
  { code: 'KME', name: 'Kilometres' },
  { code: 'LTR', name: 'Litres' },
  { code: 'MLT', name: 'Millilitres' },
  { code: 'MTR', name: 'Metres' },
  { code: 'MTS', name: 'Metric tons' },
  { code: 'NOS', name: 'Numbers' },
  { code: 'OTH', name: 'Others' },
  { code: 'PAC', name: 'Packs' },
  { code: 'PCS', name: 'Pieces' },
  { code: 'PRS', name: 'Pairs' },
  { code: 'QTL', name: 'Quintals' },
  { code: 'ROL', name: 'Rolls' },
  { code: 'SET', name: 'Sets' },
  { code: 'SQF', name: 'Square feet' },
  { code: 'SQM', name: 'Square metres' },
  { code: 'SQY', name: 'Square yards' },
  { code: 'TBS', name: 'Tablets' },
  { code: 'TGM', name: 'Ten gross' },
  { code: 'THD', name: 'Thousands' },
  { code: 'TON', name: 'Tonnes' },
  { code: 'TUB', name: 'Tubes' },
  { code: 'UGS', name: 'US gallons' },
  { code: 'UNT', name: 'Units' },
  { code: 'YDS', name: 'Yards' },
] as const;

export type UqcCode = (typeof UQC_UNITS)[number]['code'];

/**
 * The unit a new line starts with (decision 141), and a product's unit until someone sets another: every
 * product stored before products had units counts in pieces (decision 147).
 */
export const DEFAULT_UQC: UqcCode = 'PCS';

const NAMES = new Map<string, string>(UQC_UNITS.map((u) => [u.code, u.name]));

/** Is the text one of the codes, exactly as listed (upper case, no spaces)? */
export const isUqc = (code: string): code is UqcCode => NAMES.has(code);

/**
 * Why `code` is no unit of quantity, naming the field as `label` ("unit" on a document line, "Unit" on
 * a product), or null. One wording for every place a unit is typed or sent (decisions 141 and 147).
 */
export function uqcProblem(code: string, label: string): string | null {
  if (isUqc(code)) return null;
  const given = code.trim() ? ` (it is ${code})` : '';
  return `${label} must be a GST unit code (UQC) such as PCS, KGS or MTR${given}`;
}

/** "PCS — Pieces"; the code alone for a code not listed. */
export const uqcLabel = (code: string): string => {
  const name = NAMES.get(code);
  return name ? `${code} — ${name}` : code;
};
