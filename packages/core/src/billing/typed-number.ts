// A number typed in a document screen's field (a line's Quantity, Rate and GST %, the courier and
// packing charges): one rule for what the field keeps while someone types and what it stands for.
// Text that is no number is kept as typed and named, never read as 0 (decision 148); a comma is read
// by the report reader's rule, so "4,99" is named, never read as 499 (decision 164).
import { groupingCommaHint, isDigitGrouping } from '../reports/read-report.ts';

/**
 * The text a number field accepts as a number, in its plain form: digits with at most one decimal point,
 * spaces around it ignored, and commas only where they group the digits before the point as Indian or
 * Western numbers do (core's isDigitGrouping: "1,23,456.50" is 123456.50, "1,234" is 1234). A lone
 * point is the start of one (0). Anything else — a comma that groups nothing ("4,99", "1,2345"), a minus
 * sign, a letter, "1e3", "0x10", "1.2.3" — is no number.
 */
const acceptedNumber = (text: string): string | null => {
  const parts = /^([\d,]*)(\.\d*)?$/.exec(text.trim());
  if (!parts) return null;
  const [, whole = '', fraction = ''] = parts;
  if (whole.includes(',') && !isDigitGrouping(whole)) return null;
  return `${whole.replaceAll(',', '')}${fraction}`;
};

/**
 * What a quantity, rate or charge field keeps while someone types: a number in its plain form, leading
 * zeros gone, a trailing dot ("12.") or a trailing zero after the decimal point ("12.50", "0.0") left as
 * typed; an emptied field is "0". Text with a comma stays as typed, grouping or not: "1,0" on the way to
 * "1,000" or "1,00,000" loses no character, and "4,99" is not turned into 499 (decision 164). Text that
 * is no number ("ten", "-3") stays as typed too, so the person sees what readTypedNumber names.
 */
export function typedNumberText(text: string): string {
  if (text.includes(',')) return text;
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
 * problem naming the field as `label` and quoting the text: 'Quantity “ten” is not a number'. A comma
 * that groups no digits adds the two readings the report reader gives (groupingCommaHint): 'Rate “4,99”
 * is not a number: a comma groups digits (1,000 or 1,00,000) and is no decimal point; write 4.99 or
 * 499'. The screens show it at the field and neither total nor preview it, and Upload waits (decisions
 * 148 and 164).
 */
export function readTypedNumber(text: string, label: string): TypedNumber {
  const t = acceptedNumber(text);
  if (t !== null) return { value: t === '' || t === '.' ? 0 : Number(t) };
  const typed = text.trim();
  const quoted = typed.length > QUOTED_LENGTH ? `${typed.slice(0, QUOTED_LENGTH)}…` : typed;
  const magnitude = typed.replace(/^-\s*/, '');
  const negative = magnitude !== typed && /\d/.test(magnitude) && acceptedNumber(magnitude) !== null;
  if (negative) return { problem: `${label} “${quoted}” is below 0` };
  const hint = groupingCommaHint(typed);
  return { problem: `${label} “${quoted}” is not a number${hint ? `: ${hint}` : ''}` };
}
