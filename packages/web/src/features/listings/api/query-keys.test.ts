import { describe, expect, it } from 'vitest';
import { categoriesQueryKey } from './get-categories.ts';
import { listingsQueryKey } from './get-listings.ts';

describe('listing query keys', () => {
  it('are the same array on every call, so hooks that depend on them are not rebuilt each render', () => {
    expect(listingsQueryKey('flipkart')).toBe(listingsQueryKey('flipkart'));
    expect(categoriesQueryKey('amazon')).toBe(categoriesQueryKey('amazon'));
  });
  it('name the list they cache', () => {
    expect(listingsQueryKey('littleKid')).toEqual(['listings', 'littleKid']);
    expect(categoriesQueryKey('flipkart')).toEqual(['categories', 'flipkart']);
  });
});
