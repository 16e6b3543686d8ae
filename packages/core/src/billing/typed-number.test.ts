import { describe, expect, it } from 'vitest';
import { readTypedNumber, typedNumberText } from './index.ts';

describe('what a number field keeps while someone types', () => {
  it.each([
    ['12.', '12.'],
    ['12.50', '12.50'],
    ['0.0', '0.0'],
    ['.', '0.'],
    ['12.5', '12.5'],
    ['007', '7'],
    ['', '0'],
    ['1,250', '1250'],
    ['1,23,456.50', '123456.50'],
    ['1,', '1'],
    [' 42 ', '42'],
  ])('a number: %j is kept as %j', (typed, kept) => expect(typedNumberText(typed)).toBe(kept));

  // decision 148: they were "0" at once, so "ten" typed showed 0 and counted 0 without a word
  it.each(['ten', 'abc', '-3', '1e3', '0x10', '1.2.3', '12 kg'])('no number: %j stays as typed', (typed) =>
    expect(typedNumberText(typed)).toBe(typed),
  );
});

describe('reading a typed number (decision 148)', () => {
  it.each([
    ['2', 2],
    ['1,200.50', 1200.5],
    ['1,23,456.50', 123456.5],
    ['12.', 12],
    ['0.0', 0],
    ['.', 0],
    ['', 0],
    ['  7 ', 7],
  ])('%j is %s', (typed, value) => expect(readTypedNumber(typed, 'Quantity')).toEqual({ value }));

  it.each([
    ['ten', 'Quantity “ten” is not a number'],
    ['1e3', 'Quantity “1e3” is not a number'],
    ['0x10', 'Quantity “0x10” is not a number'],
    ['1.2.3', 'Quantity “1.2.3” is not a number'],
    ['-', 'Quantity “-” is not a number'],
    ['-3', 'Quantity “-3” is below 0'],
    ['-1,200.50', 'Quantity “-1,200.50” is below 0'],
    ['twenty-five thousand pieces', 'Quantity “twenty-five thousand…” is not a number'],
  ])('%j is refused: %s', (typed, problem) =>
    expect(readTypedNumber(typed, 'Quantity')).toEqual({ problem }),
  );

  it('whatever the field keeps as a number reads as that number, and what it keeps as typed is refused', () => {
    for (const typed of ['12.', '1,250', 'ten', '-3', '', '.', '0.50']) {
      const kept = typedNumberText(typed);
      const read = readTypedNumber(kept, 'Rate');
      if ('value' in read) expect(read.value).toBe(Number(kept.replace(/\.$/, '') || 0));
      else expect(kept).toBe(typed);
    }
  });
});
