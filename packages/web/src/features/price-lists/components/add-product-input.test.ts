import { describe, expect, it } from 'vitest';
import { addProductInput, type AddProductForm } from './add-product-input.ts';

const form = (fields: Partial<AddProductForm>): AddProductForm => ({
  productName: 'Toy Robot',
  finalPrice: '',
  stock: '',
  gst: '',
  hsnCode: '',
  ...fields,
});

describe('addProductInput: the Add Product dialog of the price lists', () => {
  it('stores half the Final Price as the purchase cost, for sale, with the image uploaded', () => {
    expect(
      addProductInput(
        form({ finalPrice: '99', stock: ' 2 ', gst: '5', hsnCode: ' 9503 ' }),
        '/files/images/a.jpg',
      ),
    ).toEqual({
      ok: true,
      input: {
        productName: 'Toy Robot',
        purchaseCost: 49.5,
        stock: 2,
        gst: 5,
        hsnCode: '9503',
        productImage: ['/files/images/a.jpg'],
        forSale: true,
      },
    });
  });

  it('leaves blank numbers unknown', () => {
    const result = addProductInput(form({}), null);
    expect(result).toMatchObject({ ok: true, input: { purchaseCost: null, stock: null, gst: null } });
  });

  it('names text that is no number, and a negative price, under the field typed in, in its words', () => {
    expect(addProductInput(form({ finalPrice: '2e', stock: '1e', gst: '-5' }), null)).toEqual({
      ok: false,
      problems: {
        finalPrice: 'Final Price must be a number',
        stock: 'Stock must be a whole number of 0 or more',
        gst: 'GST % must be a number from 0 to 100',
      },
    });
    expect(addProductInput(form({ finalPrice: '-50' }), null)).toEqual({
      ok: false,
      problems: { finalPrice: 'Final Price must be a number of 0 or more' },
    });
    expect(addProductInput(form({ productName: '  ' }), null)).toEqual({
      ok: false,
      problems: { productName: 'Product Name must not be empty' },
    });
  });
});
