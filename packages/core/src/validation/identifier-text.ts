// A name, SKU or other text that identifies a record is compared, and stored, as people see it: two
// texts that look the same are the same text, so a uniqueness check cannot be passed with a look-alike
// (issue 43; decision 205).

/**
 * Unicode's format characters (general category Cf): invisible, and changing no letter a person reads.
 * Among them the zero-width space, non-joiner and joiner (U+200B–U+200D), the word joiner (U+2060), the
 * byte order mark (U+FEFF), the soft hyphen, and the bidirectional controls (U+200E, U+200F, U+061C,
 * U+202A–U+202E such as the right-to-left override, U+2066–U+2069).
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * A text identifier as it is checked for uniqueness and stored: in Unicode's composed form (NFC, so
 * "é" typed as e + accent is the one "é"), without format characters, surrounding white space trimmed.
 * Control characters (C0, C1, DEL) are not removed here: every text input refuses them with a message
 * (textProblem), as they come from a paste of several lines or cells.
 */
export function identifierText(text: string): string {
  // most identifiers are plain ASCII: nothing to compose or remove
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return text.trim();
  return text.normalize('NFC').replace(FORMAT_CHARACTERS, '').trim();
}
