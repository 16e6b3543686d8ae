// Place of supply from the state a report or a document names (docs/gst.md). The marketplaces write the
// buyer's state in words, spelled as their forms let buyers type it: "MAHARASHTRA", "Tamil nadu",
// "Orissa", "NCT of Delhi", "Jammu & Kashmir". Each is read to the GST state code; a name that is no
// state is null, which the return shows as a check, never as a default state.
import { GST_STATE_LIST, GST_STATES, isStateCode } from '../billing/gstin.ts';

/** A name reduced to what tells states apart: lower case letters and digits, "&" read as "and". */
const key = (name: string): string =>
  name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(the )?(state of |ut of |union territory of )/, '')
    .replaceAll(' ', '');

/**
 * Other spellings seen in the reports and in addresses, to their code. Daman and Diu has been part of
 * code 26 since 26 Jan 2020, so a supply there today is 26; old Andhra Pradesh (28) is no place of supply
 * any more, so "Andhra Pradesh" is 37.
 */
const ALIASES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  puduchery: '34',
  nctofdelhi: '07',
  newdelhi: '07',
  delhincr: '07',
  telengana: '36',
  chattisgarh: '22',
  chhatisgarh: '22',
  uttaranchal: '05',
  jammukashmir: '01',
  jammuandkashmir: '01',
  andamanandnicobar: '35',
  andamanandnicobarisland: '35',
  andamannicobarislands: '35',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
  dadranagarhavelianddamananddiu: '26',
  andhrapradesh: '37',
  andhrapradeshnew: '37',
};

const BY_KEY: ReadonlyMap<string, string> = new Map([
  ...GST_STATE_LIST.filter(([code]) => code !== '25' && code !== '28').map(
    ([code, name]) => [key(name), code] as const,
  ),
  ...Object.entries(ALIASES),
]);

/**
 * The GST state code of a state as a report or an address names it, or null when it names none: a name
 * in any case and spacing ("TAMIL NADU", "Tamilnadu"), a known other spelling, a code ("27"), or the
 * workbook's "27-Maharashtra".
 */
export function stateCodeOfName(name: string | null | undefined): string | null {
  const typed = (name ?? '').trim();
  if (typed === '') return null;
  const coded = /^(\d{1,2})(?:\s*-\s*.*)?$/.exec(typed);
  if (coded) {
    const code = coded[1]!.padStart(2, '0');
    return isStateCode(code) ? code : null;
  }
  return BY_KEY.get(key(typed)) ?? null;
}

/** The place of supply as the offline tool's workbook writes it: "27-Maharashtra". */
export function placeOfSupplyLabel(code: string): string {
  const name = GST_STATES[code];
  if (name === undefined) throw new RangeError(`not a GST state code: ${code}`);
  return `${code}-${name}`;
}

/**
 * Whether a supply is inter-state (IGST) or intra-state (CGST + SGST): the seller's state against the
 * place of supply (IGST Act sections 7 and 8).
 */
export const supplyType = (sellerState: string, placeOfSupply: string): 'INTRA' | 'INTER' =>
  sellerState === placeOfSupply ? 'INTRA' : 'INTER';
