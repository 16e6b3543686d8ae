// A payment report row for a whole order of several lines (docs/ledger.md, payment upload): each line
// takes its part in proportion to its invoice amount, to the paisa.

/**
 * Shares each amount of `whole` (paise; null: the report gives none) among `lines` in proportion to
 * their invoice amounts: the last line takes what the others leave, so the parts add up to the whole to
 * the paisa. Lines of no invoice amount at all share nothing but the last, which takes the whole.
 */
export function shareByInvoiceAmount<A extends Record<string, number | null>>(
  lines: readonly { invoiceAmountPaise: number }[],
  whole: A,
): A[] {
  const total = lines.reduce((t, l) => t + l.invoiceAmountPaise, 0);
  const left: Record<string, number | null> = { ...whole };
  return lines.map((line, i) => {
    const part: Record<string, number | null> = {};
    for (const [k, v] of Object.entries(whole)) {
      part[k] =
        v === null
          ? null
          : i === lines.length - 1
            ? left[k]!
            : total === 0
              ? 0
              : Math.round((v * line.invoiceAmountPaise) / total);
      left[k] = v === null ? null : left[k]! - part[k]!;
    }
    return part as A;
  });
}
