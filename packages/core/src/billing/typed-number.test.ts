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
    [' 42 ', '42'],
  ])('a number: %j is kept as %j', (typed, kept) => expect(typedNumberText(typed)).toBe(kept));

  // decision 164: every comma was dropped, so "4,99" became 499 in the field, and "1," lost its comma
  // while "1,000" was being typed
  it.each(['4,99', '12,34', '1,2345', '1,', '1,0', '1,00', '1,23,456.50', '1,250', '1,000,000'])(
    'text with a comma: %j stays as typed',
    (typed) => expect(typedNumberText(typed)).toBe(typed),
  );

  it('typed key by key, a grouped number keeps every character typed', () => {
    for (const number of ['1,000', '1,00,000', '12,34,567.50', '1,234,567', '4,99']) {
      let field = '0'; // an emptied field; a key typed after its 0 replaces it
      for (const key of number) field = typedNumberText(`${field}${key}`);
      expect(field).toBe(number);
    }
  });

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
    // Indian and Western grouping are read as before (decision 164)
    ['1,250', 1250],
    ['1,234.50', 1234.5],
    ['12,34,567', 1234567],
    ['1,234,567.5', 1234567.5],
    ['4,999', 4999],
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

  // decision 164: every comma was dropped, so "4,99" (₹4.99 with a decimal comma) was read as 499
  const twoReadings = (a: string) =>
    `a comma groups digits (1,000 or 1,00,000) and is no decimal point; write ${a}`;
  it.each([
    ['4,99', `Rate “4,99” is not a number: ${twoReadings('4.99 or 499')}`],
    ['12,34', `Rate “12,34” is not a number: ${twoReadings('12.34 or 1234')}`],
    ['1,2345', `Rate “1,2345” is not a number: ${twoReadings('1.2345 or 12345')}`],
    ['1,000,00', `Rate “1,000,00” is not a number: ${twoReadings('1000.00 or 100000')}`],
    ['0,500', `Rate “0,500” is not a number: ${twoReadings('0.500 or 500')}`],
    ['1,', `Rate “1,” is not a number: ${twoReadings('1')}`],
    ['1,234.5,6', 'Rate “1,234.5,6” is not a number'],
    ['1.234,50', 'Rate “1.234,50” is not a number'],
  ])('a comma that groups no digits: %j is refused, %s', (typed, problem) =>
    expect(readTypedNumber(typed, 'Rate')).toEqual({ problem }),
  );

  it('whatever the field keeps as a number reads as that number, and what it keeps as typed is refused', () => {
    for (const typed of ['12.', '1,250', 'ten', '-3', '', '.', '0.50', '4,99', '1,23,456.50']) {
      const kept = typedNumberText(typed);
      const read = readTypedNumber(kept, 'Rate');
      if ('value' in read) expect(read.value).toBe(Number(kept.replace(/,/g, '').replace(/\.$/, '') || 0));
      else expect(kept).toBe(typed);
    }
  });
});
