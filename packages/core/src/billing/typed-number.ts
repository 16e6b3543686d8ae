// A number typed in a document screen's field (a line's Quantity, Rate and GST %, the courier and
// packing charges): one rule for what the field keeps while someone types and what it stands for.
// Text that is no number is kept as typed and named, never read as 0 (decision 148).

/**
 * The text a number field accepts as a number: digits with at most one decimal point, the commas of
 * Indian or Western grouping dropped ("1,23,456.50" is 123456.50), spaces around it ignored. A lone
 * point is the start of one (0). Anything else — a minus sign, a letter, "1e3", "0x10", "1.2.3" — is
 * no number.
 */
const acceptedNumber = (text: string): string | null => {
  const t = text.trim().replace(/,/g, '');
  return /^\d*\.?\d*$/.test(t) ? t : null;
};

/**
 * What a quantity, rate or charge field keeps while someone types: a number in its plain form, the
 * grouping commas dropped and leading zeros gone, a trailing dot ("12.") or a trailing zero after the
 * decimal point ("12.50", "0.0") left as typed; an emptied field is "0". Text that is no number
 * ("ten", "-3") stays as typed, so the person sees what readTypedNumber names.
 */
export function typedNumberText(text: string): string {
  const t = acceptedNumber(text);
  if (t === null) return text;
  if (t === '') return '0';
  if (/^\d*\.$/.test(t) || /^\d*\.\d*0$/.test(t)) return t === '.' ? '0.' : t;
  return String(Number(t));
}

/** A typed number read: the number, or why the text is none. */
export type TypedNumber = { readonly value: number } | { readonly problem: string };

/** How much of a typed text a message quotes. */
const QUOTED_LENGTH = 20;

/**
 * Reads a number typed in a document screen's field (typedNumberText's rule): an empty field and a
 * lone or trailing point are what they start ("" and "." are 0, "1." is 1); text that is no number is a
 * problem naming the field as `label` and quoting the text: 'Quantity “ten” is not a number'. The
 * screens show it at the field and neither total nor preview it, and Upload waits (decision 148).
 */
export function readTypedNumber(text: string, label: string): TypedNumber {
  const t = acceptedNumber(text);
  if (t !== null) return { value: t === '' || t === '.' ? 0 : Number(t) };
  const typed = text.trim();
  const quoted = typed.length > QUOTED_LENGTH ? `${typed.slice(0, QUOTED_LENGTH)}…` : typed;
  const magnitude = typed.replace(/^-\s*/, '');
  const negative = magnitude !== typed && /\d/.test(magnitude) && acceptedNumber(magnitude) !== null;
  return {
    problem: negative ? `${label} “${quoted}” is below 0` : `${label} “${quoted}” is not a number`,
  };
}
