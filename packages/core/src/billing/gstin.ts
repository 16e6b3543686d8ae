// GSTIN and GST state codes (a 15-character registration: state code, PAN, entity code, Z, check
// character). docs/billing.md explains the check character.

/**
 * GST state and union-territory codes as the GST network lists them (97 = Other Territory), in code
 * order. A list, not an object: an object puts integer-like keys ('10'…'97') before '01'…'09'.
 */
export const GST_STATE_LIST: readonly (readonly [code: string, name: string])[] = [
  ['01', 'Jammu and Kashmir'],
  ['02', 'Himachal Pradesh'],
  ['03', 'Punjab'],
  ['04', 'Chandigarh'],
  ['05', 'Uttarakhand'],
  ['06', 'Haryana'],
  ['07', 'Delhi'],
  ['08', 'Rajasthan'],
  ['09', 'Uttar Pradesh'],
  ['10', 'Bihar'],
  ['11', 'Sikkim'],
  ['12', 'Arunachal Pradesh'],
  ['13', 'Nagaland'],
  ['14', 'Manipur'],
  ['15', 'Mizoram'],
  ['16', 'Tripura'],
  ['17', 'Meghalaya'],
  ['18', 'Assam'],
  ['19', 'West Bengal'],
  ['20', 'Jharkhand'],
  ['21', 'Odisha'],
  ['22', 'Chhattisgarh'],
  ['23', 'Madhya Pradesh'],
  ['24', 'Gujarat'],
  ['25', 'Daman and Diu'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['27', 'Maharashtra'],
  ['28', 'Andhra Pradesh (before 2014)'],
  ['29', 'Karnataka'],
  ['30', 'Goa'],
  ['31', 'Lakshadweep'],
  ['32', 'Kerala'],
  ['33', 'Tamil Nadu'],
  ['34', 'Puducherry'],
  ['35', 'Andaman and Nicobar Islands'],
  ['36', 'Telangana'],
  ['37', 'Andhra Pradesh'],
  ['38', 'Ladakh'],
  ['97', 'Other Territory'],
];

/** The state's name by its code. */
export const GST_STATES: Readonly<Record<string, string>> = Object.fromEntries(GST_STATE_LIST);

/** "27 Maharashtra", or the code alone when it is not a known state. */
export const stateLabel = (code: string): string => (GST_STATES[code] ? `${code} ${GST_STATES[code]}` : code);

export const isStateCode = (code: string): boolean => Object.hasOwn(GST_STATES, code);

/** The state code of a valid GSTIN (its first two digits), or null. */
export const stateOfGstin = (gstin: string | null | undefined): string | null => {
  const g = (gstin ?? '').trim().toUpperCase();
  return g && !gstinProblem(g) ? g.slice(0, 2) : null;
};

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN (the "Luhn mod 36" rule). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;

/**
 * Why a GSTIN is refused, or null when it is valid: the shape (2 digits, a PAN of 5 letters, 4 digits
 * and a letter, an entity code, a 14th character, a check character), a known state code and the
 * check character. `label` names the field in the message. Letters are checked as capitals.
 */
export function gstinProblem(gstin: string, label = 'GSTIN'): string | null {
  const g = gstin.trim().toUpperCase();
  if (g.length !== 15) return `${label} must be 15 characters (it has ${g.length})`;
  if (!SHAPE.test(g))
    return `${label} must be a state code, a PAN (5 letters, 4 digits, 1 letter), an entity code and 2 more characters, e.g. 27AAPFU0939F1ZV`;
  if (!isStateCode(g.slice(0, 2)))
    return `${label} starts with ${g.slice(0, 2)}, which is not a GST state code`;
  const expected = gstinCheckCharacter(g.slice(0, 14));
  if (g[14] !== expected)
    return `${label} has a wrong check character: please check the number for a typing mistake`;
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** The PAN inside a GSTIN (characters 3–12). */
export const panOfGstin = (gstin: string): string => gstin.trim().toUpperCase().slice(2, 12);

const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export function panProblem(pan: string, label = 'PAN'): string | null {
  return PAN.test(pan.trim().toUpperCase())
    ? null
    : `${label} must be 5 letters, 4 digits and a letter, e.g. AAPFU0939F`;
}
