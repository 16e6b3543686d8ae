import { describe, expect, it } from 'vitest';
import { returnTypeInWords } from './return-type.ts';

describe('returnTypeInWords', () => {
  it("writes Flipkart's codes in words, naming a courier return as the RTO it is", () => {
    expect(returnTypeInWords('customer_return')).toBe('Customer return');
    expect(returnTypeInWords('courier_return')).toBe('Courier return (RTO)');
    expect(returnTypeInWords(' COURIER_RETURN ')).toBe('Courier return (RTO)');
  });

  it("writes Meesho's order states in words, keeping RTO an abbreviation", () => {
    expect(returnTypeInWords('RTO_COMPLETE')).toBe('RTO complete');
    expect(returnTypeInWords('DOOR_STEP_EXCHANGE')).toBe('Door step exchange');
    expect(returnTypeInWords('CUSTOMER_RETURN')).toBe('Customer return');
  });

  it('shows words, single codes and hyphenated reasons as the report gives them', () => {
    expect(returnTypeInWords('Courier Return (RTO)')).toBe('Courier Return (RTO)');
    expect(returnTypeInWords('Returned')).toBe('Returned');
    expect(returnTypeInWords('CR-DAMAGED_BY_CARRIER')).toBe('CR-DAMAGED_BY_CARRIER');
    expect(returnTypeInWords('_return')).toBe('_return');
    expect(returnTypeInWords(null)).toBeNull();
  });
});
