/**
 * The GST rates notified in India (percent), as the IGST rate schedules hold them: nil, 0.1 (supplies to
 * merchant exporters), 0.25 (rough precious stones), 1, 1.5, 3 (gold, silver, jewellery), 5, 6, 7.5, 18,
 * 40 (the slabs from 22 Sep 2025), and 12 and 28, the slabs before it, which documents and products of
 * that time carry (decision 152). A rate typed for a product, a GST rule or a document line is one of
 * these; 1.8, 180 or 0.18 is a slip.
 */
export const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;

/** The rates as a message lists them: "0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 %". */
const RATES_TEXT = `${GST_RATES.slice(0, -1).join(', ')} or ${GST_RATES.at(-1)} %`;

/** Is `value` a GST rate in force (GST_RATES)? */
export function isGstRate(value: unknown): value is number {
  return typeof value === 'number' && (GST_RATES as readonly number[]).includes(value);
}

/**
 * Why `value` is no GST rate, naming the field as `label`, or null: "GST must be a rate in force: 0, 0.1,
 * 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is 1.8)". Checked where a rate is entered or
 * changed; a rate stored before the check is kept when it is sent back as it is (decision 152).
 */
export function gstRateProblem(value: number, label: string): string | null {
  return isGstRate(value) ? null : `${label} must be a rate in force: ${RATES_TEXT} (it is ${value})`;
}
