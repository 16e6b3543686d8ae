// A SKU typed by the staff (the SKU tool's box) matched to a listing of one platform. SKUs are stored as
// the marketplace has them and compared exactly (decision 021, "case matters, as on the marketplaces"),
// so an exact match always wins; a SKU typed in another case finds its listing only when no other
// listing's SKU differs from it only in case (decision 139). Both are compared as people see them
// (identifierText: no invisible characters, decision 205).
import { identifierText } from '../validation/identifier-text.ts';

export type SkuMatch<T> =
  { ok: true; item: T } | { ok: false; reason: 'none' } | { ok: false; reason: 'ambiguous'; skus: string[] };

/** An index of SKUs for many look-ups: the listing a typed SKU stands for, or why there is none. */
export function skuIndex<T>(items: readonly T[], skuOf: (item: T) => string): (typed: string) => SkuMatch<T> {
  const exact = new Map<string, T>();
  const byCase = new Map<string, T[]>();
  for (const item of items) {
    const sku = identifierText(skuOf(item));
    if (!exact.has(sku)) exact.set(sku, item);
    const key = sku.toLowerCase();
    const list = byCase.get(key);
    if (list) list.push(item);
    else byCase.set(key, [item]);
  }
  return (typed) => {
    const sku = identifierText(typed);
    const found = exact.get(sku);
    if (found !== undefined) return { ok: true, item: found };
    const others = byCase.get(sku.toLowerCase()) ?? [];
    if (others.length === 1) return { ok: true, item: others[0]! };
    if (others.length === 0) return { ok: false, reason: 'none' };
    return { ok: false, reason: 'ambiguous', skus: others.map((item) => identifierText(skuOf(item))) };
  };
}
