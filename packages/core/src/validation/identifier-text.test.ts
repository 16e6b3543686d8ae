import { describe, expect, it } from 'vitest';
import { nameKey } from '../catalogue/name-match.ts';
import { skuIndex } from '../catalogue/sku-match.ts';
import { identifierText } from './identifier-text.ts';
import { textProblem } from './limits.ts';

describe('identifier text', () => {
  it.each([
    ['zero-width space', 'SKU\u200B-1'],
    ['zero-width non-joiner', 'SKU-\u200C1'],
    ['zero-width joiner', 'S\u200DKU-1'],
    ['word joiner', 'SKU\u2060-1'],
    ['byte order mark', '\uFEFFSKU-1'],
    ['left-to-right mark', 'SKU-1\u200E'],
    ['right-to-left mark', 'SKU\u200F-1'],
    ['Arabic letter mark', 'SKU\u061C-1'],
    ['right-to-left override', '\u202ESKU-1\u202C'],
    ['left-to-right embedding', '\u202ASKU-1'],
    ['right-to-left isolate', '\u2067SKU-1\u2069'],
    ['first strong isolate', '\u2068SKU-1'],
    ['surrounding spaces', '  SKU-1\u00A0'],
  ])('is the text people see, without a %s', (_what, typed) => {
    expect(identifierText(typed)).toBe('SKU-1');
  });

  it('composes accents (NFC), so two spellings of one letter are one text', () => {
    const decomposed = 'Cafe\u0301 Mug';
    expect(decomposed).not.toBe('Café Mug');
    expect(identifierText(decomposed)).toBe('Café Mug');
  });

  it('keeps Hindi, other letters and inner spaces as they are', () => {
    expect(identifierText(' लकड़ी की कार ')).toBe('लकड़ी की कार');
    expect(identifierText('Glass  Jar — ₹ 99')).toBe('Glass  Jar — ₹ 99');
  });

  it('leaves control characters, C1 ones included, for the input check to refuse with a message', () => {
    for (const typed of ['SKU\u0085-1', 'SKU\u0000-1', 'SKU\u009F-1', 'SKU\u007F-1']) {
      expect(identifierText(typed)).toBe(typed);
      expect(textProblem(typed, 'SKU')).toBe(
        'SKU must not contain control characters (such as a line break, a tab or NUL)',
      );
    }
    expect(textProblem('SKU\u00A0-1', 'SKU')).toBeNull();
  });

  it('is how names are matched: a look-alike finds the product it looks like', () => {
    expect(nameKey('Glass\u200B Jar')).toBe(nameKey('glass jar'));
    expect(nameKey('\u202EGlass Jar')).toBe(nameKey('Glass Jar'));
  });

  it('is how a typed SKU is matched to a listing', () => {
    const find = skuIndex([{ sku: 'KURTA-RED-M' }], (l) => l.sku);
    expect(find('KURTA\u200B-RED-M')).toEqual({ ok: true, item: { sku: 'KURTA-RED-M' } });
  });
});
