import { describe, expect, it } from 'vitest';
import { FIELDS, fieldEntry, fieldLabel, fieldShortTitle, fieldTitle, type FieldEntry } from './index.ts';

const records = Object.entries(FIELDS).map(([record, fields]) => ({
  record,
  entries: Object.entries<FieldEntry>(fields),
}));

describe('the field dictionary', () => {
  it.each(records)('every field of $record has its own name, a label and a line of help', ({ entries }) => {
    for (const [key, entry] of entries) {
      expect(entry.name).toBe(key);
      expect(entry.label.trim()).not.toBe('');
      expect(entry.label).toBe(entry.label.trim());
      expect(entry.help.trim()).not.toBe('');
    }
  });

  it.each(records)('no two fields of $record share a label', ({ entries }) => {
    const labels = entries.map(([, e]) => e.label.toLowerCase());
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it.each(records)(
    'a short title of $record is shorter than its label, for a narrow column',
    ({ entries }) => {
      for (const [, entry] of entries)
        if (entry.short !== undefined) {
          expect(entry.short.trim()).not.toBe('');
          expect(entry.short.length).toBeLessThan(entry.label.length);
        }
    },
  );

  it('calls a quantity "Quantity" on every record, "Qty" in a narrow column (decision 381)', () => {
    for (const entry of [FIELDS.orderLine.quantity, FIELDS.bill.quantity]) {
      expect(entry.label).toBe('Quantity');
      expect(fieldShortTitle(entry)).toBe('Qty');
    }
    expect(fieldShortTitle(FIELDS.product.weight)).toBe('Weight (kg)');
  });

  it.each([FIELDS.sales, FIELDS.businessNet])(
    'names the dashboards’ figures in Title Case, as the grid heads their columns (decision 381)',
    (record) => {
      for (const entry of Object.values<FieldEntry>(record))
        for (const word of entry.label.split(/[ -]/)) expect(word[0]).toBe(word[0]!.toUpperCase());
    },
  );

  it('spells the fields the issue found spelt several ways one way', () => {
    expect(FIELDS.listing.skuid.label).toBe('SKU');
    expect(FIELDS.orderLine.sku.label).toBe('SKU');
    expect(FIELDS.listing.sno.label).toBe('S No.');
    expect(FIELDS.orderLine.paymentDate.label).toBe('Payment Date');
  });

  it('looks a field up by name in the first record that has it, and gives an unknown name back', () => {
    expect(fieldLabel('rackNo')).toBe('Rack No');
    expect(fieldLabel('quantity')).toBe('Quantity');
    expect(fieldEntry('shippingFee')?.unit).toBe('₹');
    expect(fieldEntry('nothing')).toBeUndefined();
    // a dashboard figure is a sum no one edits: no message or History row looks it up by name
    expect(fieldEntry('netProfit')).toBeUndefined();
    expect(fieldLabel('nothing')).toBe('nothing');
  });

  it.each([
    [FIELDS.product.productLength, 'Length (cm)'],
    [FIELDS.listing.weight, 'Weight (kg)'],
    [FIELDS.product.gst, 'GST %'],
    [FIELDS.listing.listingPrice, 'Listing Price'],
    [FIELDS.listing.skuid, 'SKU'],
  ])('titles a column with its length or weight unit: %o', (entry, title) => {
    expect(fieldTitle(entry)).toBe(title);
  });
});
