import { describe, expect, it } from 'vitest';
import { hsnCodeProblem, isHsnCode } from './hsn-code.ts';

describe('an HSN code is 4, 6 or 8 digits (decision 143)', () => {
  it('takes a heading, a sub-heading and a tariff item', () => {
    expect(['6209', '620920', '62092000', '0402'].map(isHsnCode)).toEqual([true, true, true, true]);
  });

  it('refuses other lengths, a letter O for a 0, spaces and signs', () => {
    expect(
      ['12', '620', '62092', '6209200', '620920001', '62O9', '62 09', '+6209', ''].map(isHsnCode),
    ).toEqual([false, false, false, false, false, false, false, false, false]);
  });

  it('names the field as the screen heads it', () => {
    expect(hsnCodeProblem('62O9', 'HSN Code')).toBe('HSN Code must be 4, 6 or 8 digits');
    expect(hsnCodeProblem('6209', 'HSN Code')).toBeNull();
  });
});
