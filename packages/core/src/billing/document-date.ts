// The date of a document is never after today, the seller's day in India (decision 123). A tax
// invoice, cash memo or credit note is dated the day it is issued or earlier: dated later, it would be
// reported in a later return period than the supply. A supplier's bill is recorded after it was written,
// so its date cannot be later than the day it is recorded either. The screens and the server pass today
// in (core's indiaDate of their clock), so the rule itself knows no clock.
import { dateInWords } from '../pricing/dated.ts';
import { isIsoDate } from '../pricing/dated.ts';
import { INWARD_KINDS, type InvoiceKind } from './invoice-numbers.ts';

/** What the date field of each kind is called on its screen (and in the refusal). */
export const documentDateLabel = (kind: InvoiceKind): string =>
  kind === 'CREDIT_NOTE' ? 'Credit note date' : 'Invoice date';

/**
 * The sentence refusing a document dated after `today` (yyyy-MM-dd, India's date), or null when the date
 * fits. A date that is not one is left to the other checks (invoiceProblems names it).
 */
export function documentDateProblem(kind: InvoiceKind, date: string, today: string): string | null {
  if (!isIsoDate(date) || !isIsoDate(today) || date <= today) return null;
  const why = INWARD_KINDS.includes(kind)
    ? 'a bill received is dated on or before the day it is recorded'
    : 'a document is dated on or before the day it is issued';
  return `${documentDateLabel(kind)} ${dateInWords(date)} is after today (${dateInWords(today)} in India): ${why}`;
}
