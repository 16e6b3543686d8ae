import { DEFAULT_SELLER_PROFILE, computeInvoice } from '@seller-desk/core';
import { describe, expect, it } from 'vitest';
import { formToDocument, initialForm, withBuyerGstin } from './invoice-form.ts';
import { INVOICE_SCREENS } from './invoice-screens.ts';

const seller = {
  ...DEFAULT_SELLER_PROFILE,
  businessName: 'Little Kid',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};
const gstScreen = INVOICE_SCREENS[0]!;

describe('invoice screen form', () => {
  it('starts with one line of quantity 1 and rate 0.00 and the seller state as place of supply', () => {
    const f = initialForm(gstScreen, seller);
    expect(f.lines).toMatchObject([{ quantity: '1', rate: '0.00' }]);
    expect(f.placeOfSupply).toBe('27');
  });
  it('takes the place of supply from a valid buyer GSTIN only', () => {
    const f = initialForm(gstScreen, seller);
    expect(withBuyerGstin(f, '07abgcs4796r1z8').placeOfSupply).toBe('07');
    expect(withBuyerGstin(f, '07ABGCS4796R1Z9').placeOfSupply).toBe('27');
  });
  it('reads typed numbers as the old screens did: a trailing dot counts, text counts 0', () => {
    const f = initialForm(gstScreen, seller);
    f.lines[0] = { ...f.lines[0]!, description: 'Blanket', quantity: '2.', rate: 'abc', gst: '12' };
    expect(formToDocument('GST_INVOICE', f).productLines[0]).toMatchObject({ quantity: 2, rate: 0, gst: 12 });
    f.lines[0] = { ...f.lines[0]!, rate: '500.50' };
    const doc = formToDocument('GST_INVOICE', withBuyerGstin(f, '07ABGCS4796R1Z8'));
    expect(computeInvoice('GST_INVOICE', doc, '27')).toMatchObject({
      subtotalPaise: 100100,
      igstPaise: 12012,
    });
  });
  it('courier and packing count only when switched on', () => {
    const f = { ...initialForm(INVOICE_SCREENS[1]!, seller), courier: '50', packing: '20', packingOn: true };
    const doc = formToDocument('CASH_MEMO', f);
    expect([doc.courier, doc.packingTransportation]).toEqual([null, 20]);
  });
});
