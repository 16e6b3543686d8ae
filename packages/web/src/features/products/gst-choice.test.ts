import { DEFAULT_GST_RULES, prepareGstRules } from '@seller-desk/core';
import { describe, expect, it } from 'vitest';
import { defaultGstMode, gstRuleText, gstSummary } from './gst-choice.ts';

const rules = prepareGstRules(DEFAULT_GST_RULES);

describe('the GST choice of a product', () => {
  it('says the rate the rules give an HSN code on a date, with the price band in prices with GST', () => {
    expect(gstRuleText(rules, '6109', '2026-01-15')).toBe('5% up to ₹2,625, 18% above');
    expect(gstRuleText(rules, '6109 10 00', '2025-09-21')).toBe('5% up to ₹1,050, 12% above');
    expect(gstRuleText(rules, '9503', '2026-01-15')).toBeNull();
    expect(gstRuleText(null, '6109', '2026-01-15')).toBeNull();
  });
  it('starts a new product "by HSN code" when a rule matches its code, otherwise fixed', () => {
    expect(defaultGstMode(rules, '6204', '2026-01-15')).toBe('BY_HSN');
    expect(defaultGstMode(rules, '9503', '2026-01-15')).toBe('FIXED');
    expect(defaultGstMode(rules, null, '2026-01-15')).toBe('FIXED');
    expect(defaultGstMode(null, '6204', '2026-01-15')).toBe('FIXED');
  });
  it('sums a product up in a few words', () => {
    expect(gstSummary({ gstMode: 'FIXED', gst: 12, hsnCode: '6109' }, rules, '2026-01-15')).toBe('12%');
    expect(gstSummary({ gstMode: 'BY_HSN', gst: null, hsnCode: '6109' }, rules, '2026-01-15')).toBe(
      'By HSN code: 5% up to ₹2,625, 18% above',
    );
    expect(gstSummary({ gstMode: 'BY_HSN', gst: null, hsnCode: '9503' }, rules, '2026-01-15')).toBe(
      'By HSN code: no rule matches',
    );
  });
});
