import { describe, expect, it } from 'vitest';
import { isPinCode } from './pin-code.ts';

describe('isPinCode', () => {
  it('takes six digits not starting with 0', () => {
    expect(['411001', '110001', '999999'].map(isPinCode)).toEqual([true, true, true]);
    expect(['011001', '41100', '4110011', '411 001', 'ABCDE-not-a-pin', ''].map(isPinCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
