// The texts and facts the customer messages are made of. They are settings (ADMIN edits them); the
// defaults below are the old system's content, which it kept hard-coded.

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

/** Checks a whole settings value; each problem names its field. */
export function validateMessageSettings(settings: MessageSettings): TemplateProblem[] {
  const problems = MESSAGE_KINDS.flatMap((kind) =>
    validateTemplate(`templates.${kind}`, settings.templates[kind]),
  );
  if (!Number.isInteger(settings.eddDays) || settings.eddDays < 0 || settings.eddDays > 60) {
    problems.push({ field: 'eddDays', message: 'Delivery days must be a whole number from 0 to 60' });
  }
  if (!(settings.returnDiscountRupees >= 0 && settings.returnDiscountRupees <= 100_000)) {
    problems.push({ field: 'returnDiscountRupees', message: 'The discount must be from ₹0 to ₹1,00,000' });
  }
  settings.couponRules.forEach((rule, i) => {
    if (rule.keyword.trim() === '')
      problems.push({ field: `couponRules.${i}.keyword`, message: 'Keyword is empty' });
    if (!/^[A-Za-z0-9_-]{1,30}$/.test(rule.code)) {
      problems.push({
        field: `couponRules.${i}.code`,
        message: 'A coupon code is 1–30 letters, digits, - or _',
      });
    }
  });
  for (const courier of ['ithink', 'shiprocket'] as const) {
    if (!/^https:\/\/\S+$/.test(settings.trackingLinks[courier])) {
      problems.push({ field: `trackingLinks.${courier}`, message: 'A tracking link starts with https://' });
    }
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
