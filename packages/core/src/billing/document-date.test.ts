import { describe, expect, it } from 'vitest';
import { documentDateLabel, documentDateProblem, indiaDate, INVOICE_KINDS } from '../index.ts';

describe('a document is not dated after today in India (decision 123)', () => {
  const today = '2026-11-24';

  it('today and earlier days are fine, for every kind', () => {
    for (const kind of INVOICE_KINDS) {
      expect(documentDateProblem(kind, today, today)).toBeNull();
      expect(documentDateProblem(kind, '2026-11-01', today)).toBeNull();
    }
  });

  it('the next day is refused, in the words of the date field of the kind', () => {
    expect(documentDateProblem('GST_INVOICE', '2026-11-25', today)).toBe(
      'Invoice date 25 Nov 2026 is after today (24 Nov 2026 in India): a document is dated on or before the day it is issued',
    );
    expect(documentDateProblem('CASH_MEMO', '2027-01-01', today)).toMatch(
      /^Invoice date 1 Jan 2027 is after/,
    );
    expect(documentDateProblem('CREDIT_NOTE', '2026-11-25', today)).toBe(
      'Credit note date 25 Nov 2026 is after today (24 Nov 2026 in India): a document is dated on or before the day it is issued',
    );
    for (const kind of ['PURCHASE', 'EXPENSE'] as const)
      expect(documentDateProblem(kind, '2026-11-25', today)).toBe(
        'Invoice date 25 Nov 2026 is after today (24 Nov 2026 in India): a bill received is dated on or before the day it is recorded',
      );
    expect(documentDateLabel('CREDIT_NOTE')).toBe('Credit note date');
  });

  it('leaves a date that is no date to the other checks', () => {
    expect(documentDateProblem('GST_INVOICE', '', today)).toBeNull();
    expect(documentDateProblem('GST_INVOICE', '2026-02-30', today)).toBeNull();
  });

  it('today is the date in India: 00:30 IST is still the evening before in UTC', () => {
    // 19:00 UTC on 23 November is 00:30 on 24 November in India
    const justAfterMidnight = indiaDate(new Date('2026-11-23T19:00:00Z'));
    expect(justAfterMidnight).toBe('2026-11-24');
    expect(documentDateProblem('GST_INVOICE', '2026-11-24', justAfterMidnight)).toBeNull();
    expect(documentDateProblem('GST_INVOICE', '2026-11-25', justAfterMidnight)).not.toBeNull();
    // 18:29 UTC is 23:59 in India: the 24th is still tomorrow
    const beforeMidnight = indiaDate(new Date('2026-11-23T18:29:59Z'));
    expect(documentDateProblem('GST_INVOICE', '2026-11-24', beforeMidnight)).not.toBeNull();
  });
});
