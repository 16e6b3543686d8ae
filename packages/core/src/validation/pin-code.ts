/** An Indian postal PIN code: six digits, the first not 0 (India Post's first digit is the region, 1–9). */
export function isPinCode(text: string): boolean {
  return /^[1-9][0-9]{5}$/.test(text);
}
