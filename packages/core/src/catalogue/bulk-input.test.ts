import { describe, expect, it } from 'vitest';
import {
  BULK_LISTING_TEMPLATE_HEADER,
  bulkListingTemplate,
  imageUrlLineProblem,
  readBulkListingBoxes,
  readBulkListingCsv,
} from './bulk-input.ts';
import { readBulkProductBoxes } from './bulk-product-input.ts';
import { matchByName, nameIndex } from './name-match.ts';

const lookups = {
  productNames: ['Blue Pen', 'Red Pencil', 'Eraser', 'ERASER'],
  flipkartCategoryNames: ['Stationery'],
  amazonCategoryNames: ['Office'],
};

describe('bulk listing CSV', () => {
  it('the template header is exactly the columns the reader accepts, by their labels (decision 376)', () => {
    expect(BULK_LISTING_TEMPLATE_HEADER).toEqual([
      'SKU',
      'Listing Price',
      'Discount',
      'Profit',
      'Products',
      'Flipkart Category',
      'Amazon Category',
      'Packing',
      'Advertising Cost',
      'Return Cost',
      'Shipping Fee',
    ]);
    const read = readBulkListingCsv(
      `${bulkListingTemplate()}SKU-1,499,0,40,Blue Pen,Stationery,Office,10,5,15,60\n`,
    );
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      {
        line: 2,
        skuid: 'SKU-1',
        listingPrice: 499,
        discount: 0,
        profit: 40,
        products: ['Blue Pen'],
        flipkartCategory: 'Stationery',
        amazonCategory: 'Office',
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        shippingFee: 60,
      },
    ]);
  });

  it('reads a template saved before the labels, with the old system’s CSV names', () => {
    const old =
      'skuid,listingPrice,discount,margin,inventories,flipCategory,amazCategory,packing,advertisingCost,returnCost,shippingFee\n';
    const read = readBulkListingCsv(`${old}SKU-1,499,0,40,Blue Pen,Stationery,Office,10,5,15,60\n`);
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      {
        line: 2,
        skuid: 'SKU-1',
        listingPrice: 499,
        discount: 0,
        profit: 40,
        products: ['Blue Pen'],
        flipkartCategory: 'Stationery',
        amazonCategory: 'Office',
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        shippingFee: 60,
      },
    ]);
  });

  it('reads header variants (former screen labels, any case), quoted fields with commas, a BOM and blank lines', () => {
    const text =
      '\uFEFFSku Id,LISTING PRICE,Product\r\n\r\n"SKU,2","1,299.50","Blue Pen | red pencil"\r\n\r\nSKU-3,,\r\n';
    const read = readBulkListingCsv(text, lookups);
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      { line: 3, skuid: 'SKU,2', listingPrice: 1299.5, products: ['Blue Pen', 'red pencil'] },
      { line: 5, skuid: 'SKU-3' },
    ]);
  });

  it('names the unknown and the missing columns of a wrong header and reads no row', () => {
    const unknown = readBulkListingCsv('skuid,listingPrise,colour\nA,1,red\n');
    expect(unknown.rows).toEqual([]);
    expect(unknown.problems).toHaveLength(1);
    expect(unknown.problems[0]!.message).toContain('does not know: listingPrise, colour');
    const missing = readBulkListingCsv('sku_code,listingPrice\nA,1\n');
    expect(missing.rows).toEqual([]);
    expect(missing.problems[0]!.message).toContain('missing the column SKU');
    expect(missing.problems[0]!.message).toContain('does not know: sku_code');
  });

  it('gives each bad row its own problem with line and column, and keeps the good rows', () => {
    const text = [
      'skuid,listingPrice,discount,inventories,flipCategory',
      'A,499,0,Blue Pen,stationery',
      'B,abc,0,Blue Pen,Stationery',
      'C,-5,0,Blue Pen,Stationery',
      'D,499,0,Green Ink,Stationery',
      'E,499,0,eraser,Stationery',
      'F,499,0,Blue Pen,Toys',
      'a,299,,,',
      'G,100,,,',
    ].join('\n');
    const read = readBulkListingCsv(text, lookups);
    expect(read.rows.map((r) => r.skuid)).toEqual(['G']);
    expect(read.problems).toEqual([
      { line: 2, column: 'skuid', message: 'SKU A appears more than once in this file (also on line 8)' },
      { line: 3, column: 'listingPrice', message: 'listingPrice is “abc”, not a number' },
      { line: 4, column: 'listingPrice', message: 'listingPrice must be a number of 0 or more' },
      { line: 5, column: 'inventories', message: 'No product is named “Green Ink”' },
      {
        line: 6,
        column: 'inventories',
        message: '2 products are named “eraser” (differing only in case): rename one so the name says which',
      },
      { line: 7, column: 'flipCategory', message: 'No Flipkart category is named “Toys”' },
      { line: 8, column: 'skuid', message: 'SKU a appears more than once in this file (also on line 2)' },
    ]);
  });

  it('says a row has a cell too many (an unquoted 1,200) instead of blaming the moved columns', () => {
    const text = [
      'skuid,listingPrice,discount,inventories,flipCategory',
      'A,₹1,200,0,Blue Pen,Stationery',
      'B,499,0,Blue Pen,Stationery,',
      'C,"1,200",0,Blue Pen,Stationery',
    ].join('\n');
    const read = readBulkListingCsv(text, lookups);
    expect(read.problems).toEqual([
      {
        line: 2,
        message:
          'This row has 6 cells but the header has 5: a value with a comma in it (such as 1,200) must be in double quotes. The row was not read.',
      },
    ]);
    // A trailing empty cell is no value; a quoted amount with a comma is one cell.
    expect(read.rows.map((r) => [r.skuid, r.listingPrice])).toEqual([
      ['B', 499],
      ['C', 1200],
    ]);
  });

  it('reports an empty file and a broken quote', () => {
    expect(readBulkListingCsv('').problems[0]!.message).toContain('empty');
    const broken = readBulkListingCsv('skuid,listingPrice\n"A,1\nB,2\n');
    expect(broken.problems.some((p) => p.message.includes('quoted cell is not closed'))).toBe(true);
  });
});

describe('bulk listing boxes', () => {
  it('row n takes the n-th non-empty line of every box; problems name the row and the screen label', () => {
    const read = readBulkListingBoxes(
      { skuid: 'A\n\nB\nC', listingPrice: '100\nx\n300', products: 'blue pen\nBlue Pen\nNobody' },
      lookups,
    );
    expect(read.rows).toEqual([{ line: 1, skuid: 'A', listingPrice: 100, products: ['blue pen'] }]);
    expect(read.problems).toEqual([
      { line: 2, column: 'Listing Price', message: 'Listing Price is “x”, not a number' },
      { line: 3, column: 'Products', message: 'No product is named “Nobody”' },
    ]);
  });

  it('an empty paste does nothing', () => {
    expect(readBulkListingBoxes({ skuid: '\n \n', listingPrice: '' })).toEqual({
      rows: [],
      problems: [],
      header: [],
    });
  });
});

describe('bulk product boxes', () => {
  it('reads names, costs, GST and HSN by line; bad numbers and repeated names are refused', () => {
    const read = readBulkProductBoxes({
      productName: 'Pen\nPencil\nInk\npen',
      cost: '10\nten\n-1\n5',
      gst: '5\n5\n5\n5',
      hsnCode: '9608\n9609\n3215\n9608',
    });
    expect(read.rows).toEqual([]);
    expect(read.problems).toEqual([
      { line: 1, column: 'Product Name', message: 'Product Pen appears more than once (also on row 4)' },
      { line: 2, column: 'Cost', message: 'Cost is “ten”, not a number' },
      { line: 3, column: 'Cost', message: 'Cost must be a number of 0 or more' },
      { line: 4, column: 'Product Name', message: 'Product pen appears more than once (also on row 1)' },
    ]);
    const good = readBulkProductBoxes({
      productName: 'Pen\nPencil',
      cost: '10\n12.5',
      gst: '18',
      hsnCode: '',
    });
    expect(good.rows).toEqual([
      { line: 1, productName: 'Pen', purchaseCost: 10, gst: 18 },
      { line: 2, productName: 'Pencil', purchaseCost: 12.5 },
    ]);
    expect(good.problems).toEqual([]);
  });

  it('refuses a cost written with a decimal comma, naming its two readings, instead of reading 499 (decision 157)', () => {
    const read = readBulkProductBoxes({ productName: 'Pen\nPencil', cost: '4,99\n1,299' });
    expect(read.rows).toEqual([{ line: 2, productName: 'Pencil', purchaseCost: 1299 }]);
    expect(read.problems).toEqual([
      {
        line: 1,
        column: 'Cost',
        message:
          'Cost is “4,99”, not a number: a comma groups digits (1,000 or 1,00,000) and is no decimal point; write 4.99 or 499',
      },
    ]);
  });

  it('refuses an HSN that is not 4, 6 or 8 digits, naming the row and the HSN box (decision 143)', () => {
    const read = readBulkProductBoxes({ productName: 'Frock\nShirt', hsnCode: '62O9\n620520' });
    expect(read.rows).toEqual([{ line: 2, productName: 'Shirt', hsnCode: '620520' }]);
    expect(read.problems).toEqual([{ line: 1, column: 'HSN', message: 'HSN must be 4, 6 or 8 digits' }]);
  });

  it('reads a unit in any case as its GST unit code; one not on the list names the row and the Unit box (decision 156)', () => {
    const read = readBulkProductBoxes({
      productName: 'Cotton fabric\nRice\nRibbon',
      unit: 'mtr\nKGS\nmetre',
    });
    expect(read.rows).toEqual([
      { line: 1, productName: 'Cotton fabric', unit: 'MTR' },
      { line: 2, productName: 'Rice', unit: 'KGS' },
    ]);
    expect(read.problems).toEqual([
      {
        line: 3,
        column: 'Unit',
        message: 'Unit must be a GST unit code (UQC) such as PCS, KGS or MTR (it is METRE)',
      },
    ]);
    // no unit: the row carries none, so a new product counts in pieces and a stored one keeps its unit
    expect(readBulkProductBoxes({ productName: 'Pen' }).rows).toEqual([{ line: 1, productName: 'Pen' }]);
  });

  it("keeps a stored product's GST rate and HSN code unchecked when a row names it, as the Products screen does (decisions 143, 152)", () => {
    const stored = [
      { productName: 'Old Lamp', gst: 1.8, hsnCode: '94O5' },
      { productName: 'New Lamp', gst: 18, hsnCode: '9405' },
    ];
    const rateProblem = (rate: string) =>
      `GST must be a rate in force: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 or 40 % (it is ${rate})`;
    // the stored rate and code sent back (the name in another case) are kept; the cost is the change
    const kept = readBulkProductBoxes(
      { productName: 'old lamp', cost: '120', gst: '1.8', hsnCode: '94O5' },
      stored,
    );
    expect(kept.problems).toEqual([]);
    expect(kept.rows).toEqual([
      { line: 1, productName: 'old lamp', purchaseCost: 120, gst: 1.8, hsnCode: '94O5' },
    ]);
    // a rate or code changed is checked, and so is every one of a product not stored
    const changed = readBulkProductBoxes(
      { productName: 'Old Lamp\nNew Lamp\nDesk Lamp', gst: '0.18\n1.8\n1.8', hsnCode: '94O5\n94O5\n9405' },
      stored,
    );
    expect(changed.rows).toEqual([]);
    expect(changed.problems).toEqual([
      { line: 1, column: 'GST', message: rateProblem('0.18') },
      { line: 2, column: 'GST', message: rateProblem('1.8') },
      { line: 2, column: 'HSN', message: 'HSN must be 4, 6 or 8 digits' },
      { line: 3, column: 'GST', message: rateProblem('1.8') },
    ]);
  });

  it('names a GST rate given to a stored product priced by HSN code on its row; its cost alone passes (decision 171)', () => {
    const stored = [{ productName: 'Cotton Frock', gst: null, hsnCode: '6209', gstMode: 'BY_HSN' as const }];
    const read = readBulkProductBoxes({ productName: 'cotton frock', cost: '250', gst: '5' }, stored);
    expect(read.rows).toEqual([]);
    expect(read.problems).toEqual([
      {
        line: 1,
        column: 'GST',
        message:
          'GST cannot be set on a product priced “By HSN code” (the GST rules give its rate): choose “Fixed rate” for it on the Products screen to give it a rate of its own',
      },
    ]);
    // without a rate the row is taken: its cost and HSN code are the change
    const taken = readBulkProductBoxes(
      { productName: 'Cotton Frock', cost: '260', hsnCode: '620920' },
      stored,
    );
    expect(taken.problems).toEqual([]);
    expect(taken.rows).toEqual([
      { line: 1, productName: 'Cotton Frock', purchaseCost: 260, hsnCode: '620920' },
    ]);
  });
});

describe('image URL lines', () => {
  it('takes http and https addresses and names what is wrong with any other line', () => {
    expect(imageUrlLineProblem('https://cdn.example.com/a.jpg')).toBeNull();
    expect(imageUrlLineProblem('http://example.com/a.jpg')).toBeNull();
    expect(imageUrlLineProblem('not a url')).toBe(
      '“not a url” is not a web address: it starts with https:// or http://',
    );
    expect(imageUrlLineProblem('ftp://x/y.jpg')).toBe('Only http and https links can be fetched, not ftp');
    expect(imageUrlLineProblem(`https://x/${'a'.repeat(2000)}`)).toBe(
      'The URL is longer than 2,000 characters',
    );
  });
});

describe('name matching', () => {
  it('matches without case or extra spaces; none and two are problems', () => {
    const items = [{ n: 'Blue  Pen' }, { n: 'Ink' }, { n: 'INK' }];
    expect(matchByName(items, ' blue pen ', (i) => i.n, 'product')).toEqual({ ok: true, item: items[0] });
    expect(matchByName(items, 'x', (i) => i.n, 'product').ok).toBe(false);
    const find = nameIndex(items, (i) => i.n, 'product');
    expect(find('ink')).toEqual({
      ok: false,
      message: '2 products are named “ink” (differing only in case): rename one so the name says which',
    });
  });
});
