import { describe, expect, it } from 'vitest';
import { listingFormProblems } from './listing-form-values.ts';

const values = (fields: Record<string, string>) =>
  ({
    skuid: 'FK-1',
    listingPrice: '',
    profit: '',
    packing: '',
    advertisingCost: '',
    returnCost: '',
    discount: '',
    shippingFee: '',
    productLength: '',
    breadth: '',
    height: '',
    weight: '',
    productIds: [],
    categoryId: null,
    ...fields,
  }) as Parameters<typeof listingFormProblems>[0];

describe("the listing form's checks before Save", () => {
  it('names text that is no number', () => {
    expect(listingFormProblems(values({ listingPrice: '1,200', breadth: 'abc' }), true)).toEqual({
      listingPrice: 'Listing Price must be a number',
      breadth: 'Breadth must be a number',
    });
  });

  // The server refused these after Save, naming a field the phone's form had scrolled out of sight.
  it("names what the server would refuse, in core's words, under the field", () => {
    expect(listingFormProblems(values({ listingPrice: '0', weight: '-1', profit: '-5' }), true)).toEqual({
      listingPrice: 'Listing Price must be more than 0',
      profit: 'Profit must be a number of 0 or more',
      weight: 'Weight must be a number of 0 or more',
    });
  });

  it('lets blanks and good numbers through, and a SKU is required', () => {
    expect(listingFormProblems(values({ listingPrice: '499', weight: '0.2' }), true)).toEqual({});
    expect(listingFormProblems(values({ skuid: ' ' }), false)).toEqual({ skuid: 'SKU is required' });
  });
});
