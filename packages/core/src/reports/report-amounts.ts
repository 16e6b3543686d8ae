// Amounts as the reports write them (Indian or Western digit grouping, a rupee sign, brackets for a
// negative), read as numbers; a comma that groups no digits is refused with the two readings it may mean.
/**
 * Digits grouped as Indian or Western exports write them: `1,000`, `12,34,567` or `1,234,567`. Both end in
 * a group of three digits; before it come groups of two (Indian) or of three (Western). A comma with
 * anything else after it (`4,99`, `1,2345`) groups nothing: a decimal comma, or a slip. Nor does a comma
 * after a leading zero (`0,500` is no 500: a decimal comma again, decision 164).
 */
export function isDigitGrouping(digits: string): boolean {
  return /^(\d{1,3}|[1-9]\d{0,2}(,\d{3})+|[1-9]\d?(,\d{2})*,\d{3})$/.test(digits);
}

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * An amount as exports write it: `1,234.50`, `1,00,000`, `₹ 428`, `Rs. 12`, `(12.00)` for a negative.
 * Null when the cell is not a number, or when a comma in it is no digit grouping (`4,99`: 4.99 or 499
 * cannot be told, decision 157).
 */
export function parseAmount(text: string): number | null {
  // most cells are a plain number (499, 12.50): read at once
  if (PLAIN_NUMBER.test(text)) return Number(text);
  let t = text
    .replace(/[₹\s]/g, '')
    .replace(/^Rs\.?/i, '')
    .replace(/^INR/i, '');
  let sign = 1;
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1);
  }
  const parts = /^([-+]?)([\d,]*)(\.\d*)?$/.exec(t);
  if (!parts) return null;
  const [, plusOrMinus, whole = '', fraction = ''] = parts;
  if (whole.includes(',') && !isDigitGrouping(whole)) return null;
  const number = `${plusOrMinus}${whole.replaceAll(',', '')}${fraction}`;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(number)) return null;
  const value = sign * Number(number);
  return Number.isFinite(value) ? value : null;
}

/**
 * What a cell whose comma groups no digits (`4,99`) may have meant, for its problem: "write 4.99 or
 * 499" (`1,` is "write 1", `0,500` "write 0.500 or 500"). Null when the cell has no such comma, or is no
 * number either way, or has a comma after its decimal point (`1.234,50`: dropping the comma would say
 * 1.23450, decision 164).
 */
export function groupingCommaHint(text: string): string | null {
  const written = text.trim();
  if (!written.includes(',') || /\..*,/.test(written) || parseAmount(written) !== null) return null;
  const readings = [
    ...(written.includes('.') ? [] : [written.replace(/,(?=[^,]*$)/, '.').replaceAll(',', '')]),
    written.replaceAll(',', ''),
  ].map((m) => m.replace(/\.$/, '').replace(/^([-+]?)0+(?=\d)/, '$1'));
  const meant = [...new Set(readings)].filter((m) => parseAmount(m) !== null);
  return meant.length === 0
    ? null
    : `a comma groups digits (1,000 or 1,00,000) and is no decimal point; write ${meant.join(' or ')}`;
}

/** The problem of a cell that is no amount, with the two readings of a decimal comma where it has one. */
export function amountProblem(text: string): string {
  const hint = groupingCommaHint(text);
  return hint ? `"${text}" is not an amount: ${hint}.` : `"${text}" is not an amount.`;
}
