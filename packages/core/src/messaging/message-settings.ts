// The texts and facts the customer messages are made of. They are settings (ADMIN edits them); the
// defaults below are the old system's content, which it kept hard-coded.
import { TEXT_LIMITS, notANumberProblem, textProblem } from '../validation/limits.ts';

export const MESSAGE_KINDS = ['firstOrder', 'inTransit', 'rto', 'ndr', 'callScript'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The placeholders a template may use, and what each stands for (shown beside the editor). */
export const MESSAGE_PLACEHOLDERS = {
  customerName: "the customer's name",
  orderId: 'the order number',
  productName: 'the product name(s)',
  awb: 'the AWB (tracking) number; with none in the export, its sentence is left out',
  courierCompany: 'the courier company',
  trackingLink: "the courier's tracking link for this AWB; with no AWB, its sentence is left out",
  edd: 'expected delivery as “27 Nov”: the export’s EDD, or today + the delivery days',
  deliveryPromise: 'the delivery promise, e.g. “3-4 days”',
  unboxingVideoLink: 'the unboxing video link',
  shopLinks: 'the links to the other shops',
  returnDiscount: 'the rupees off for a returned order, e.g. “₹200”',
  couponCode: 'the coupon code for the product (by keyword); with none, its sentence is left out',
  ndrReason: "the courier's latest reason for the failed delivery",
} as const;
export type MessagePlaceholder = keyof typeof MESSAGE_PLACEHOLDERS;

export interface CouponRule {
  /** Matched case-insensitively anywhere in the product name. */
  keyword: string;
  code: string;
}

export interface MessageSettings {
  templates: Record<MessageKind, string>;
  deliveryPromise: string;
  /** Expected delivery in call scripts: this many days from today. */
  eddDays: number;
  unboxingVideoLink: string;
  shopLinks: string;
  returnDiscountRupees: number;
  couponRules: CouponRule[];
  /** Tracking page per courier; `{awb}` stands for the AWB number. */
  trackingLinks: { ithink: string; shiprocket: string };
}

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  templates: {
    firstOrder:
      'Namaste {customerName} ji 🙏\nAapka order {orderId} ({productName}) confirm ho gaya hai. ' +
      'Delivery {deliveryPromise} mein ho jayegi.\nThank you for shopping with us!\n' +
      'Unboxing video zaroor banayein: {unboxingVideoLink}\nOur other shops: {shopLinks}',
    inTransit:
      'Hello {customerName} ji, aapka order {orderId} ({productName}) ship ho gaya hai ' +
      'via {courierCompany}.\nTrack here: {trackingLink}\nExpected delivery: {edd}.\n' +
      'Please record an unboxing video: {unboxingVideoLink}',
    rto:
      'Hello {customerName} ji, aapka order {orderId} ({productName}) deliver nahi ho paya aur wapas aa raha hai. ' +
      'Agar aap abhi bhi order karna chahte hain to {returnDiscount} off milega. Coupon code: {couponCode}\n' +
      'Shop here: {shopLinks}',
    ndr:
      'Hello {customerName} ji, courier ({courierCompany}) aapka order {orderId} deliver nahi kar paya ' +
      '({ndrReason}). Kripya reply karein kab delivery lena chahenge.\nTrack: {trackingLink}',
    callScript:
      'Namaste {customerName} ji, main aapke order {orderId} ({productName}) ke baare mein call kar raha hoon. ' +
      'Aapka order {edd} tak deliver ho jayega. Kya address aur phone number sahi hai?',
  },
  deliveryPromise: '3-4 days',
  eddDays: 4,
  unboxingVideoLink: 'https://example.com/unboxing-video',
  shopLinks: 'Little Kid: https://littlekid.example.com | Trendy Handy: https://trendyhandy.example.com',
  returnDiscountRupees: 200,
  couponRules: [
    { keyword: 'blanket', code: '200BLANKET' },
    { keyword: 'cactus', code: '200CACTUS' },
  ],
  trackingLinks: {
    ithink: 'https://www.ithinklogistics.co.in/postship/tracking/{awb}',
    shiprocket: 'https://shiprocket.co/tracking/{awb}',
  },
};

export interface TemplateProblem {
  field: string;
  message: string;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every `{name}` must be a known placeholder and every brace must be part of one. */
export function validateTemplate(field: string, template: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(name in MESSAGE_PLACEHOLDERS)) {
      problems.push({
        field,
        message: `{${name}} is not a placeholder; use one of ${placeholderList()}`,
      });
    }
  }
  if (/[{}]/.test(template.replace(PLACEHOLDER, ''))) {
    problems.push({ field, message: 'A { or } is not part of a {placeholder}' });
  }
  return problems;
}

function placeholderList(): string {
  return Object.keys(MESSAGE_PLACEHOLDERS)
    .map((p) => `{${p}}`)
    .join(', ');
}

/**
 * The message settings as typed on the Settings screen or sent to the API, before they are checked: a
 * number may be missing (null, a field left blank) or no number (NaN); `validateMessageSettings` names both.
 */
export type MessageSettingsDraft = Omit<MessageSettings, 'eddDays' | 'returnDiscountRupees'> & {
  eddDays?: number | null;
  returnDiscountRupees?: number | null;
};

/** Each kind of message as Settings › Customer messages labels its template. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  firstOrder: 'First order confirmation',
  inTransit: 'In transit',
  rto: 'RTO (returning to origin)',
  ndr: 'NDR (failed delivery)',
  callScript: 'Call script',
};

/** The other fields as the section labels them; its messages name them so. */
export const MESSAGE_SETTINGS_LABELS = {
  deliveryPromise: 'Delivery promise',
  eddDays: 'Expected delivery in call scripts (days from today)',
  unboxingVideoLink: 'Unboxing video link',
  shopLinks: 'Links to the other shops',
  returnDiscountRupees: 'Discount for a returned order (₹)',
  ithink: 'iThink tracking link ({awb} = the AWB)',
  shiprocket: 'Shiprocket tracking link ({awb} = the AWB)',
} as const;

/** A coupon rule's two fields, as its row's labels begin: "Keyword", "Code". */
export const COUPON_RULE_PARTS = { keyword: 'Keyword', code: 'Code' } as const;

/** A coupon rule's two fields as the section labels them: "Keyword 2", "Code 2". */
export const couponRuleLabel = (index: number, part: keyof typeof COUPON_RULE_PARTS): string =>
  `${COUPON_RULE_PARTS[part]} ${index + 1}`;

/**
 * Checks a whole settings value; each problem names its field, and its message the field as the
 * section labels it. Every text is within the server's input bounds (a template of several lines at
 * most 4,000 characters, any other text one line of at most 1,000), so it is named here, before Save.
 */
export function validateMessageSettings(settings: MessageSettingsDraft): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message !== null) problems.push({ field, message });
  };
  for (const kind of MESSAGE_KINDS) {
    const template = settings.templates[kind];
    const label = MESSAGE_KIND_LABELS[kind];
    add(`templates.${kind}`, textProblem(template.replace(/[\r\n\t]/g, ' '), label, TEXT_LIMITS.multiline));
    problems.push(...validateTemplate(`templates.${kind}`, template));
  }
  const L = MESSAGE_SETTINGS_LABELS;
  for (const field of ['deliveryPromise', 'unboxingVideoLink', 'shopLinks'] as const)
    add(field, textProblem(settings[field], L[field]));
  const edd = settings.eddDays;
  add(
    'eddDays',
    notANumberProblem(edd, L.eddDays, 'write a whole number of days from 0 to 60') ??
      (Number.isInteger(edd) && (edd as number) >= 0 && (edd as number) <= 60
        ? null
        : `${L.eddDays} must be a whole number from 0 to 60`),
  );
  const discount = settings.returnDiscountRupees;
  add(
    'returnDiscountRupees',
    notANumberProblem(discount, L.returnDiscountRupees, 'write an amount from ₹0 to ₹1,00,000') ??
      ((discount as number) >= 0 && (discount as number) <= 100_000
        ? null
        : `${L.returnDiscountRupees} must be from ₹0 to ₹1,00,000`),
  );
  settings.couponRules.forEach((rule, i) => {
    const keyword = couponRuleLabel(i, 'keyword');
    add(
      `couponRules.${i}.keyword`,
      textProblem(rule.keyword, keyword) ?? (rule.keyword.trim() === '' ? `${keyword} is empty` : null),
    );
    if (!/^[A-Za-z0-9_-]{1,30}$/.test(rule.code))
      add(
        `couponRules.${i}.code`,
        `${couponRuleLabel(i, 'code')}: a coupon code is 1–30 letters, digits, - or _`,
      );
  });
  for (const courier of ['ithink', 'shiprocket'] as const) {
    const link = settings.trackingLinks[courier];
    add(
      `trackingLinks.${courier}`,
      textProblem(link, L[courier]) ??
        (/^https:\/\/\S+$/.test(link) ? null : `${L[courier]} must start with https://`),
    );
  }
  return problems;
}

/** Fills `{name}` placeholders; an unknown or empty value leaves nothing behind. */
export function renderTemplate(
  template: string,
  values: Partial<Record<MessagePlaceholder, string | null>>,
): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name as MessagePlaceholder] ?? '');
}
