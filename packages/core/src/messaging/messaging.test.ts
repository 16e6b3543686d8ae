import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CourierOrderRow } from '../reports/courier-order.ts';
import {
  awbNotANumber,
  CUSTOM_FORMAT_EXPECTED,
  detectCourierFormat,
  loadCourierExport,
  loadCustomExport,
  mergeOrderRows,
} from './courier-exports.ts';
import { encodeMessageText, smsLink, telLink, whatsappLink } from './links.ts';
import {
  DEFAULT_MESSAGE_SETTINGS,
  renderTemplate,
  validateMessageSettings,
  validateTemplate,
} from './message-settings.ts';
import {
  callScript,
  couponCodeFor,
  customMessage,
  customMessageProblems,
  expectedDeliveryLabel,
  firstOrderMessage,
  inTransitMessage,
  messageRows,
  ndrMessage,
  rtoMessage,
  withoutCouponSentence,
} from './messages.ts';
import { normaliseIndianMobile } from './phone.ts';
import { contactCard } from './contact-card.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'reports', 'fixtures', name), 'utf8');

const order: CourierOrderRow = {
  courier: 'shiprocket',
  orderId: 'LK-1001',
  cancelled: false,
  customerName: 'Asha',
  mobile: '+91 98765 43210',
  email: null,
  awb: '14344512345678',
  courierCompany: 'Delhivery',
  status: 'IN TRANSIT',
  edd: '27 Nov 2026',
  productName: 'Fleece Blanket Double',
  sku: 'BLANKET-DBL-01',
  quantity: 1,
  orderTotal: 499,
  paymentMethod: 'COD',
  address: 'Pune',
  ndrAttempts: 1,
  ndrReasons: ['Customer not available'],
};
const settings = DEFAULT_MESSAGE_SETTINGS;
const today = '2026-11-23';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(+91) 6000-000-000', '6000000000'],
  ])('accepts %j as %s', (text, mobile) => {
    expect(normaliseIndianMobile(text)).toEqual({ ok: true, mobile });
  });

  it.each([
    ['5876543210', 'not an Indian mobile number'],
    ['98765', 'not an Indian mobile number'],
    ['+1 415 555 0100', 'not an Indian mobile number'],
    ['98765abcde', 'not a phone number'],
    ['', 'No phone number'],
    [null, 'No phone number'],
  ])('refuses %j', (text, reason) => {
    const check = normaliseIndianMobile(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(reason);
  });
});

describe('message links', () => {
  it('encodes & # + ? newlines, the rupee sign and spaces as %20', () => {
    expect(encodeMessageText('A & B #1 + ₹499?\r\nok')).toBe(
      'A%20%26%20B%20%231%20%2B%20%E2%82%B9499%3F%0Aok',
    );
  });

  it('encodes Hindi in NFC, three bytes a code point', () => {
    expect(encodeMessageText('नमस्ते')).toBe('%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87');
    // क + ़ (decomposed) becomes क़ (U+0958 is excluded from composition, so NFC keeps the pair): same bytes either way.
    expect(encodeMessageText('\u0915\u093C')).toBe(encodeMessageText('\u0915\u093C'.normalize('NFC')));
    expect(encodeMessageText('e\u0301')).toBe('%C3%A9');
  });

  it('builds wa.me on a phone and the send page on a desktop', () => {
    expect(whatsappLink('9876543210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
    expect(whatsappLink('9876543210', 'Hi', 'desktop')).toBe(
      'https://api.whatsapp.com/send?phone=919876543210&text=Hi',
    );
  });

  it('builds sms: and tel: with +91', () => {
    expect(smsLink('9876543210', 'Line 1\nLine 2')).toBe('sms:+919876543210?body=Line%201%0ALine%202');
    expect(telLink('9876543210')).toBe('tel:+919876543210');
  });
});

describe('message texts', () => {
  it('writes expected delivery as DD MMM, days from today, across a month end', () => {
    expect(expectedDeliveryLabel('2026-11-23', 4)).toBe('27 Nov');
    expect(expectedDeliveryLabel('2026-12-29', 4)).toBe('02 Jan');
  });

  it.each([
    ['Fleece BLANKET Double', '200BLANKET'],
    ['Dancing Cactus Toy', '200CACTUS'],
    ['Nail Art Kit', ''],
    [null, ''],
  ])('gives %j the coupon %j', (name, code) => {
    expect(couponCodeFor(name, settings.couponRules)).toBe(code);
  });

  it('fills the first-order confirmation', () => {
    const text = firstOrderMessage(order, settings, today);
    expect(text).toContain('Namaste Asha ji');
    expect(text).toContain('LK-1001 (Fleece Blanket Double)');
    expect(text).toContain('3-4 days');
    expect(text).toContain(settings.unboxingVideoLink);
    expect(text).toContain(settings.shopLinks);
  });

  it('fills in-transit with the tracking link and the export’s EDD', () => {
    const text = inTransitMessage(order, settings, today);
    expect(text).toContain('https://shiprocket.co/tracking/14344512345678');
    expect(text).toContain('Expected delivery: 27 Nov.');
  });

  it('fills RTO with ₹200 off and the coupon by product keyword', () => {
    const text = rtoMessage(order, settings, today);
    expect(text).toContain('₹200 off');
    expect(text).toContain('Coupon code: 200BLANKET');
  });

  it('leaves the coupon sentence out of RTO when no keyword matches the product', () => {
    const text = rtoMessage({ ...order, productName: 'Nail Kit' }, settings, today);
    expect(text).not.toContain('Coupon code');
    expect(text).toContain('₹200 off milega.\nShop here: ');
  });

  it.each([
    ['Hi. Use {couponCode} today! Bye.', 'Hi. Bye.'],
    ['Coupon: {couponCode}\nShop here.', 'Shop here.'],
    ['Hi.\nCoupon: {couponCode}\nBye.', 'Hi.\nBye.'],
    ['Hi {customerName}. Code {couponCode}', 'Hi {customerName}.'],
    ['No coupon here.\n\nBye.', 'No coupon here.\n\nBye.'],
  ])('takes the sentence with {couponCode} out of %j', (template, expected) => {
    expect(withoutCouponSentence(template)).toBe(expected);
  });

  // An order not shipped yet has no AWB: "Track here: " with nothing after it was sent (decision 140).
  it('leaves the tracking sentence out when the order has no AWB, in every template and Custom MSG', () => {
    const noAwb = { ...order, awb: null };
    const inTransit = inTransitMessage(noAwb, settings, today);
    expect(inTransit).not.toContain('Track');
    expect(inTransit).toBe(
      'Hello Asha ji, aapka order LK-1001 (Fleece Blanket Double) ship ho gaya hai via Delhivery.\n' +
        'Expected delivery: 27 Nov.\nPlease record an unboxing video: https://example.com/unboxing-video',
    );
    expect(ndrMessage(noAwb, settings, today)).not.toContain('Track');
    expect(customMessage('Hi {customerName}. AWB {awb} is on its way. Bye.', noAwb, settings, today)).toBe(
      'Hi Asha. Bye.',
    );
    expect(inTransitMessage(order, settings, today)).toContain(
      'Track here: https://shiprocket.co/tracking/14344512345678\n',
    );
  });

  it.each([
    ['2026-11-28', '28 Nov'],
    ['28-11-2026', '28 Nov'],
    ['28 Nov 2026', '28 Nov'],
    ['2026-11-28 18:00:00', '28 Nov'],
    ['soon', 'soon'],
  ])('writes the courier EDD %j as the planned delivery is written', (edd, label) => {
    expect(inTransitMessage({ ...order, edd }, settings, today)).toContain(`Expected delivery: ${label}.`);
  });

  it('fills NDR with the latest reason', () => {
    expect(ndrMessage(order, settings, today)).toContain('(Customer not available)');
  });

  it('promises today + 4 days in the call script, whatever the export says', () => {
    expect(callScript(order, settings, today)).toContain('27 Nov tak');
    expect(callScript({ ...order, edd: '01 Jan 2030' }, settings, today)).toContain('27 Nov tak');
  });

  it('names a misspelt placeholder in a custom text, by the rule of the saved templates', () => {
    expect(customMessageProblems('Hi {custmerName}, order {orderId}')).toEqual([
      expect.objectContaining({
        field: 'message',
        message: expect.stringMatching(/^\{custmerName\} is not a placeholder; use one of \{customerName\}/),
      }),
    ]);
    expect(customMessageProblems('Hi {customerName}, order {orderId')).toHaveLength(1);
    expect(customMessageProblems('Hi {customerName}, order {orderId}')).toEqual([]);
  });

  it('fills a custom text with the same placeholders', () => {
    expect(customMessage('Hi {customerName}, order {orderId} & more', order, settings, today)).toBe(
      'Hi Asha, order LK-1001 & more',
    );
  });
});

describe('message templates as settings', () => {
  it('accepts the defaults', () => {
    expect(validateMessageSettings(settings)).toEqual([]);
  });

  it('names an unknown placeholder and a stray brace', () => {
    expect(validateTemplate('templates.rto', 'Hi {name}')[0]).toMatchObject({ field: 'templates.rto' });
    expect(validateTemplate('templates.rto', 'Hi {name}')[0]?.message).toContain(
      '{name} is not a placeholder',
    );
    expect(validateTemplate('templates.ndr', 'Hi {customerName')).toEqual([
      { field: 'templates.ndr', message: 'A { or } is not part of a {placeholder}' },
    ]);
  });

  it('names bad delivery days, coupon codes and tracking links', () => {
    const bad = {
      ...settings,
      eddDays: 1.5,
      couponRules: [{ keyword: '', code: 'has space' }],
      trackingLinks: { ...settings.trackingLinks, ithink: 'javascript:alert(1)' },
    };
    expect(validateMessageSettings(bad).map((p) => p.field)).toEqual([
      'eddDays',
      'couponRules.0.keyword',
      'couponRules.0.code',
      'trackingLinks.ithink',
    ]);
  });

  it('names a number left empty or no number, and a text pasted with a tab, as the section labels them', () => {
    expect(
      validateMessageSettings({
        ...settings,
        eddDays: null,
        returnDiscountRupees: Number.NaN,
        deliveryPromise: '3-4\tdays',
      }),
    ).toEqual([
      {
        field: 'deliveryPromise',
        message: 'Delivery promise must not contain control characters (such as a line break, a tab or NUL)',
      },
      {
        field: 'eddDays',
        message:
          'Expected delivery in call scripts (days from today) is empty; write a whole number of days from 0 to 60',
      },
      {
        field: 'returnDiscountRupees',
        message: 'Discount for a returned order (₹) is not a number; write an amount from ₹0 to ₹1,00,000',
      },
    ]);
  });

  it('leaves an empty value empty', () => {
    expect(renderTemplate('[{couponCode}]', { couponCode: '' })).toBe('[]');
  });
});

describe('loading a courier export for messages', () => {
  it('refuses a file whose AWB Excel turned into scientific notation, loading nothing', () => {
    const load = loadCourierExport(fixture('ithink-awb-scientific.csv'), 'ithink');
    const message =
      'AWB should be a number: the file shows it as 2.34568E+12. Open the export as text, not in Excel, and try again.';
    expect(awbNotANumber('2.34568E+12')).toBe(message);
    expect(load).toMatchObject({ ok: false, message });
    expect(load.problems).toEqual([{ line: 2, column: 'AWB', message }]);
  });

  it('merges the rows of one order for in-transit, joining product fields with ", "', () => {
    const load = loadCourierExport(fixture('ithink-orders-export.csv'), 'ithink');
    if (!load.ok) throw new Error(load.message);
    const merged = mergeOrderRows(load.orders);
    expect(merged.map((o) => o.orderId)).toEqual(['TH-2001', 'TH-2002', 'TH-2003']);
    expect(merged[0]).toMatchObject({
      productName: 'Dancing Cactus Toy, Fleece Blanket Double',
      sku: 'CACTUS-PLUSH-02, BLANKET-DBL-01',
      quantity: 2,
      line: 2,
    });
    expect(load.orders[0]?.productName).toBe('Dancing Cactus Toy');
  });

  it('shows a row with a bad number with its reason and no links', () => {
    const load = loadCourierExport(fixture('ithink-orders-export.csv'), 'ithink');
    if (!load.ok) throw new Error(load.message);
    const rows = messageRows(
      mergeOrderRows(load.orders),
      (o) => inTransitMessage(o, settings, today),
      'mobile',
    );
    expect(rows[1]).toMatchObject({ orderId: 'TH-2002', mobile: '7012345678', phoneProblem: null });
    expect(rows[1]?.whatsapp).toMatch(/^https:\/\/wa\.me\/917012345678\?text=Hello%20Farah%20Khan/);
    expect(rows[2]).toMatchObject({
      orderId: 'TH-2003',
      mobile: null,
      phoneProblem: 'No phone number',
      whatsapp: null,
      sms: null,
      call: null,
    });
  });

  it.each([
    ['Order Number,customer mobile no\n', 'ithink'],
    ['\uFEFF"Order ID","Customer Mobile"\n', 'shiprocket'],
    ['order id\tCustomer Mobile\n', 'shiprocket'],
    ['Sub Order No,Phone\n', null],
  ])('tells the Custom MSG layout from the first row %j', (text, courier) => {
    expect(detectCourierFormat(text)).toBe(courier);
  });

  it('says an empty file is empty, and a file of another layout what it expected', () => {
    for (const empty of ['', '\uFEFF', ' \r\n\r\n'])
      expect(loadCustomExport(empty)).toEqual({
        ok: false,
        message: 'The file is empty: expected an iThink or a Shiprocket export.',
        problems: [],
      });
    expect(loadCustomExport('Sub Order No,Phone\nM-1,9876543210\n')).toMatchObject({
      ok: false,
      message: CUSTOM_FORMAT_EXPECTED,
    });
  });
});

describe('contact card', () => {
  it('makes a vCard with the +91 number and an escaped name', () => {
    expect(contactCard('9876543210', 'Sharma, Asha; Pune')).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Sharma\\, Asha\\; Pune;;;;\r\nFN:Sharma\\, Asha\\; Pune\r\nTEL;TYPE=CELL:+919876543210\r\nEND:VCARD',
    );
  });

  it('names the card after the number when no name is given', () => {
    expect(contactCard('9876543210', '  ')).toContain('FN:+91 9876543210');
  });
});
