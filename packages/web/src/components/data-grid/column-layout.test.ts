import { describe, expect, it } from 'vitest';
import { arrangeFields, moveField, readColumnLayout, writeColumnLayout } from './column-layout.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('column layout', () => {
  const defaults = ['sku', 'price', 'shouldBe', 'label', 'actions', 'cost'];

  it('keeps the default order when nothing is stored', () => {
    expect(arrangeFields(defaults, [])).toEqual(defaults);
  });

  it('follows the stored order and puts new fields after their default neighbour', () => {
    expect(arrangeFields(defaults, ['label', 'sku', 'price', 'cost'])).toEqual([
      'label',
      'actions',
      'sku',
      'price',
      'shouldBe',
      'cost',
    ]);
  });

  it('drops fields the grid no longer has and repeated ones', () => {
    expect(arrangeFields(['a', 'b'], ['gone', 'b', 'b', 'a'])).toEqual(['b', 'a']);
  });

  it('moves a field up and down, not past the ends', () => {
    expect(moveField(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('remembers a layout per key and forgets it on reset; unreadable data reads as nothing', () => {
    const storage = new MemoryStorage();
    writeColumnLayout(storage, 'listings:flipkart', { order: ['b', 'a'], hidden: ['c'] });
    expect(readColumnLayout(storage, 'listings:flipkart')).toEqual({ order: ['b', 'a'], hidden: ['c'] });
    expect(readColumnLayout(storage, 'listings:amazon')).toBeNull();
    writeColumnLayout(storage, 'listings:flipkart', null);
    expect(readColumnLayout(storage, 'listings:flipkart')).toBeNull();
    storage.setItem('seller-desk:columns:x', '{not json');
    expect(readColumnLayout(storage, 'x')).toBeNull();
  });
});
