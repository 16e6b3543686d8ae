// Amounts in words the Indian way: thousand, lakh (1,00,000), crore (1,00,00,000).

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1–999 in words: "Four Hundred Fifty-Six". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number ≥ 0 in the Indian system: 12,34,56,789 → "Twelve Crore Thirty-Four Lakh …". */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of 0 or more: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // above 99 crore the crore count is itself said in the Indian system: "One Hundred Crore"
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount of paise ≥ 0 as an invoice says it:
 * 12345670 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a whole number of paise: ${paise}`);
  const negative = paise < 0;
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const words =
    rupees === 0 && p > 0
      ? `${belowHundred(p)} Paise`
      : `Rupees ${numberInIndianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''}`;
  return `${negative ? 'Minus ' : ''}${words} Only`;
}
