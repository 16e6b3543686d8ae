/**
 * An HSN code as GST documents state it: the Harmonized System's heading (4 digits), sub-heading (6)
 * or India's tariff item (8). A product's code and a tax invoice's line are held to this one form
 * (decision 143); 2, 5 or 7 digits name no heading, and a letter O typed for a 0 is no code at all.
 */
export function isHsnCode(text: string): boolean {
  return /^(?:\d{4}|\d{6}|\d{8})$/.test(text);
}

/** Why `text` is no HSN code, naming the field as `label`, or null (see isHsnCode). */
export function hsnCodeProblem(text: string, label: string): string | null {
  return isHsnCode(text) ? null : `${label} must be 4, 6 or 8 digits`;
}
