import {
  DEFAULT_GST_RULES,
  DEFAULT_SELLER_PROFILE,
  computeInvoice,
  prepareGstRules,
} from '@seller-desk/core';
import { describe, expect, it } from 'vitest';
import {
  formNumberProblems,
  formToDocument,
  initialForm,
  typedNumberProblems,
  withBuyerGstin,
  withDefaultGst,
} from './invoice-form.ts';
import { INVOICE_SCREENS } from './invoice-screens.ts';

const seller = {
  ...DEFAULT_SELLER_PROFILE,
  businessName: 'Little Kid',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};
const gstScreen = INVOICE_SCREENS[0]!;
const today = '2026-11-24';

describe('invoice screen form', () => {
  it('starts with one line of quantity 1 and rate 0.00 and the seller state as place of supply', () => {
    const f = initialForm(gstScreen, seller, today);
    expect(f.lines).toMatchObject([{ quantity: '1', rate: '0.00' }]);
    expect(f.placeOfSupply).toBe('27');
    expect(f.invoiceDate).toBe(today);
  });
  it('a new line counts pieces; the unit chosen is sent, "No unit" (a bill received) sends none', () => {
    const f = initialForm(gstScreen, seller, today);
    expect(f.lines[0]!.unit).toBe('PCS');
    expect(formToDocument('GST_INVOICE', f).productLines[0]!.unit).toBe('PCS');
    f.lines[0] = { ...f.lines[0]!, unit: 'MTR' };
    expect(formToDocument('GST_INVOICE', f).productLines[0]!.unit).toBe('MTR');
    f.lines[0] = { ...f.lines[0]!, unit: '' };
    expect(formToDocument('PURCHASE', f).productLines[0]!.unit).toBeNull();
  });
  it('takes the place of supply from a valid buyer GSTIN only', () => {
    const f = initialForm(gstScreen, seller, today);
    expect(withBuyerGstin(f, '07abgcs4796r1z8').placeOfSupply).toBe('07');
    expect(withBuyerGstin(f, '07ABGCS4796R1Z9').placeOfSupply).toBe('27');
  });
  it('a purchase bill takes its place of supply from the supplier’s GSTIN, and keeps a corrected one', () => {
    const purchase = INVOICE_SCREENS.find((s) => s.kind === 'PURCHASE')!;
    const f = initialForm(purchase, seller, today);
    expect(f.placeOfSupply).toBe('');
    const surat = withBuyerGstin(f, '24AAACS7777K1ZV');
    expect(formToDocument('PURCHASE', surat).placeOfSupply).toBe('24');
    expect(formToDocument('EXPENSE', { ...surat, placeOfSupply: '27' }).placeOfSupply).toBe('27');
    expect(formToDocument('CASH_MEMO', surat).placeOfSupply).toBeNull();
  });
  it('reads typed numbers: a trailing dot counts, grouping commas are dropped, an empty GST % is no rate', () => {
    const f = initialForm(gstScreen, seller, today);
    f.lines[0] = { ...f.lines[0]!, description: 'Blanket', quantity: '2.', rate: '1,200.50', gst: '12' };
    expect(formToDocument('GST_INVOICE', f).productLines[0]).toMatchObject({
      quantity: 2,
      rate: 1200.5,
      gst: 12,
    });
    expect(formNumberProblems('GST_INVOICE', f)).toEqual([]);
    // a GST % left empty is no rate (core asks for it), not 0 %
    f.lines[0] = { ...f.lines[0]!, gst: '' };
    expect(formToDocument('GST_INVOICE', f).productLines[0]!.gst).toBeNull();
    f.lines[0] = { ...f.lines[0]!, gst: '12', rate: '500.50' };
    const doc = formToDocument('GST_INVOICE', withBuyerGstin(f, '07ABGCS4796R1Z8'));
    expect(computeInvoice('GST_INVOICE', doc, '27')).toMatchObject({
      subtotalPaise: 100100,
      igstPaise: 12012,
    });
  });
  // decision 148: "ten" was read as 0, so the line counted nothing and nobody was told
  it('names a quantity, rate, GST % or charge typed as words by its line and field, never reading it as 0', () => {
    const f = initialForm(gstScreen, seller, today);
    const line = { ...f.lines[0]!, description: 'Blanket', quantity: '2', rate: '500' };
    const form = {
      ...f,
      lines: [line, { ...line, quantity: 'ten', rate: 'five hundred', gst: 'five' }],
      courierOn: true,
      courier: 'fifty',
      packingOn: true,
      packing: '-20',
    };
    expect(formNumberProblems('GST_INVOICE', form)).toEqual([
      { field: 'quantity', row: 1, message: 'Line 2: Quantity “ten” is not a number' },
      { field: 'rate', row: 1, message: 'Line 2: Rate “five hundred” is not a number' },
      { field: 'gst', row: 1, message: 'Line 2: GST % “five” is not a number' },
      { field: 'courier', message: 'Courier “fifty” is not a number' },
      { field: 'packingTransportation', message: 'Packing and transportation “-20” is below 0' },
    ]);
    const doc = formToDocument('GST_INVOICE', form);
    expect(doc.productLines[1]).toMatchObject({ quantity: NaN, rate: NaN, gst: NaN });
    expect([doc.courier, doc.packingTransportation]).toEqual([NaN, NaN]);
    // a charge switched off and a cash memo's GST % (it has none) are not read
    expect(formNumberProblems('CASH_MEMO', { ...form, courierOn: false, packingOn: false })).toEqual([
      { field: 'quantity', row: 1, message: 'Line 2: Quantity “ten” is not a number' },
      { field: 'rate', row: 1, message: 'Line 2: Rate “five hundred” is not a number' },
    ]);
  });
  it('the same rule reads a credit note’s lines and charges', () => {
    expect(
      typedNumberProblems({
        lines: [{ quantity: 'two', rate: '449.50', gst: null }],
        courier: '1,000',
        packingTransportation: null,
      }),
    ).toEqual([{ field: 'quantity', row: 0, message: 'Line 1: Quantity “two” is not a number' }]);
  });
  // decision 164: every comma was dropped, so a rate of "4,99" or a courier of "1,00" counted 499 or 100
  it('names a comma that groups no digits with its two readings, where grouping commas are read', () => {
    const readings = (r: string) =>
      `a comma groups digits (1,000 or 1,00,000) and is no decimal point; write ${r}`;
    expect(
      typedNumberProblems({
        lines: [{ quantity: '1,00,000', rate: '4,99', gst: null }],
        courier: '1,00',
        packingTransportation: '1,234.50',
      }),
    ).toEqual([
      { field: 'rate', row: 0, message: `Line 1: Rate “4,99” is not a number: ${readings('4.99 or 499')}` },
      { field: 'courier', message: `Courier “1,00” is not a number: ${readings('1.00 or 100')}` },
    ]);
  });
  it('a tax invoice line whose rate is no number keeps its GST % until the rate is one', () => {
    const rules = prepareGstRules(DEFAULT_GST_RULES);
    const f = initialForm(gstScreen, seller, today);
    const form = { ...f, lines: [{ ...f.lines[0]!, hsnCode: '6109', rate: 'lots', gst: '' }] };
    expect(withDefaultGst('GST_INVOICE', form, rules).lines[0]!.gst).toBe('');
  });
  it('courier and packing count only when switched on', () => {
    const f = {
      ...initialForm(INVOICE_SCREENS[1]!, seller, today),
      courier: '50',
      packing: '20',
      packingOn: true,
    };
    const doc = formToDocument('CASH_MEMO', f);
    expect([doc.courier, doc.packingTransportation]).toEqual([null, 20]);
  });
  it('a tax invoice line without a typed GST % follows the HSN rules on the invoice date at its rate', () => {
    const rules = prepareGstRules(DEFAULT_GST_RULES);
    const f = initialForm(gstScreen, seller, today);
    const line = { ...f.lines[0]!, hsnCode: '6109', rate: '2600.00' };
    const form = { ...f, invoiceDate: '2026-11-23', lines: [line] };
    expect(withDefaultGst('GST_INVOICE', form, rules).lines[0]!.gst).toBe('18');
    expect(withDefaultGst('GST_INVOICE', { ...form, invoiceDate: '2025-09-01' }, rules).lines[0]!.gst).toBe(
      '12',
    );
    const cheap = { ...form, lines: [{ ...line, rate: '499.00' }] };
    expect(withDefaultGst('GST_INVOICE', cheap, rules).lines[0]!.gst).toBe('5');
    // typed by hand: kept; no rule for the code: the picked product's rate
    const typed = { ...form, lines: [{ ...line, gst: '12', gstAuto: false }] };
    expect(withDefaultGst('GST_INVOICE', typed, rules).lines[0]!.gst).toBe('12');
    const toy = { ...form, lines: [{ ...line, hsnCode: '9503', productGst: 12 }] };
    expect(withDefaultGst('GST_INVOICE', toy, rules).lines[0]!.gst).toBe('12');
    // a purchase bill records the supplier's rates as typed
    expect(withDefaultGst('PURCHASE', form, rules)).toBe(form);
  });
});
