// How a return's type reads on a screen or in a download. The marketplaces give it as their own code
// (Flipkart's `courier_return` / `customer_return`, Meesho's `RTO_COMPLETE`) or as words (Meesho's
// returns report, Amazon's reasons, an own store's status). The stored value stays the report's own;
// only its display changes.

/** One word of a code as it reads in a sentence: RTO stays an abbreviation, others are lower case. */
const wordOf = (part: string): string => (/^rto$/i.test(part) ? 'RTO' : part.toLowerCase());

/**
 * A return type in words: a code of words joined by underscores becomes a sentence
 * (`customer_return` → "Customer return", `RTO_COMPLETE` → "RTO complete"), Flipkart's
 * `courier_return` is named as the courier's return to origin it is ("Courier return (RTO)");
 * anything else (words already, or a code such as Amazon's `CR-DAMAGED`) is shown as given.
 */
export function returnTypeInWords(returnType: string | null): string | null {
  if (returnType === null) return null;
  const code = returnType.trim();
  if (/^courier_return$/i.test(code)) return 'Courier return (RTO)';
  if (!/^[a-z0-9]+(_[a-z0-9]+)+$/i.test(code)) return returnType;
  const words = code.split('_').map(wordOf).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
