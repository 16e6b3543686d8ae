import { describe, expect, it } from 'vitest';
import { skuIndex } from './sku-match.ts';

const listings = [
  { skuid: 'FK-WATCH-1', rack: 'R-12' },
  { skuid: 'fk-watch-1', rack: null },
  { skuid: 'TEE-RED-M', rack: 'R-3' },
];
const find = skuIndex(listings, (l) => l.skuid);

describe('skuIndex: the listing a typed SKU stands for (decision 139)', () => {
  it('finds the listing whose SKU is exactly the one typed, spaces around it aside', () => {
    expect(find('FK-WATCH-1')).toEqual({ ok: true, item: listings[0] });
    expect(find(' fk-watch-1 ')).toEqual({ ok: true, item: listings[1] });
  });

  it('finds a SKU typed in another case when one listing alone differs from it only in case', () => {
    expect(find('tee-red-m')).toEqual({ ok: true, item: listings[2] });
  });

  it('names the listings when two or more differ from the SKU typed only in case, and picks none', () => {
    expect(find('Fk-Watch-1')).toEqual({
      ok: false,
      reason: 'ambiguous',
      skus: ['FK-WATCH-1', 'fk-watch-1'],
    });
  });

  it('says there is none for a SKU not listed', () => {
    expect(find('NOPE-9')).toEqual({ ok: false, reason: 'none' });
  });
});
