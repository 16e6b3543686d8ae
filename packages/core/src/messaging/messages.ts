// One function per message kind turns an order and the message settings into the text; messageRows
// turns a file's orders into the rows of a message screen, each with its links or the reason it has none.
import { MONTHS_IN_WORDS } from '../pricing/dated.ts';
import type { CourierOrderRow } from '../reports/courier-order.ts';
import { parseReportDate } from '../reports/marketplace-report.ts';
import { telLink, smsLink, whatsappLink } from './links.ts';
import type {
  MessageKind,
  MessagePlaceholder,
  MessageSettings,
  TemplateProblem,
} from './message-settings.ts';
import { renderTemplate, validateTemplate } from './message-settings.ts';
import { normaliseIndianMobile } from './phone.ts';

/** `today` (yyyy-MM-dd, the seller's date) plus `days`, written 'DD MMM' as the call scripts say it. */
export function expectedDeliveryLabel(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS_IN_WORDS[date.getUTCMonth()]}`;
}

/**
 * The courier's EDD written as the planned one is ('28 Nov'), whatever the export's style
 * (`2026-11-28`, `28-11-2026`, `28 Nov 2026`), so one screen never sends two date styles. An EDD that is
 * no date is written as the file has it.
 */
export function courierEddLabel(edd: string): string {
  const date = parseReportDate(edd);
  return date === null ? edd : expectedDeliveryLabel(date, 0);
}

/** The coupon of the first rule whose keyword is in the product name, or '' (blanket → 200BLANKET, cactus → 200CACTUS by default). */
export function couponCodeFor(productName: string | null, rules: MessageSettings['couponRules']): string {
  const name = (productName ?? '').toLowerCase();
  return (
    rules.find((rule) => rule.keyword.trim() !== '' && name.includes(rule.keyword.trim().toLowerCase()))
      ?.code ?? ''
  );
}

export function trackingLinkFor(
  order: Pick<CourierOrderRow, 'courier' | 'awb'>,
  settings: MessageSettings,
): string {
  return order.awb === null
    ? ''
    : settings.trackingLinks[order.courier].replaceAll('{awb}', encodeURIComponent(order.awb));
}

/** The value of every placeholder for one order on one day. */
export function messageValues(
  order: CourierOrderRow,
  settings: MessageSettings,
  today: string,
  kind: MessageKind | 'custom',
): Record<MessagePlaceholder, string> {
  const plannedDelivery = expectedDeliveryLabel(today, settings.eddDays);
  return {
    customerName: order.customerName ?? 'Customer',
    orderId: order.orderId,
    productName: order.productName ?? '',
    awb: order.awb ?? '',
    courierCompany: order.courierCompany ?? 'courier',
    trackingLink: trackingLinkFor(order, settings),
    // Call scripts promise today + the delivery days; written messages use the courier's EDD when known.
    edd: kind === 'callScript' || order.edd === null ? plannedDelivery : courierEddLabel(order.edd),
    deliveryPromise: settings.deliveryPromise,
    unboxingVideoLink: settings.unboxingVideoLink,
    shopLinks: settings.shopLinks,
    returnDiscount: `₹${settings.returnDiscountRupees}`,
    couponCode: couponCodeFor(order.productName, settings.couponRules),
    ndrReason: order.ndrReasons.at(-1) ?? 'no reason given',
  };
}

/**
 * A template with its values filled in. A sentence that would promise something the order does not have
 * is left out rather than sent with a gap: the coupon offer when the product matches no coupon keyword
 * ("Coupon code: " and nothing after it; decision 120), and the tracking link and AWB when the export
 * has no AWB for the order ("Track here: "; decision 140).
 */
function fill(template: string, values: Record<MessagePlaceholder, string>): string {
  const absent: MessagePlaceholder[] = [
    ...(values.couponCode === '' ? (['couponCode'] as const) : []),
    ...(values.awb === '' ? (['awb', 'trackingLink'] as const) : []),
  ];
  return renderTemplate(withoutSentencesHolding(template, absent), values);
}

/** The template without the sentences that hold `{couponCode}` (decision 120). */
export function withoutCouponSentence(template: string): string {
  return withoutSentencesHolding(template, ['couponCode']);
}

/**
 * The template without the sentences that hold any of these placeholders. A sentence ends at a line
 * break, or at `.`, `!` or `?` followed by spaces. Where sentences were left out, the line break around
 * them is kept (else the space), so the next sentence starts where the removed one would have.
 */
function withoutSentencesHolding(template: string, placeholders: readonly MessagePlaceholder[]): string {
  if (placeholders.length === 0) return template;
  const holds = (sentence: string) => placeholders.some((name) => sentence.includes(`{${name}}`));
  // Sentences at even indexes, the separators between them at odd ones.
  const parts = template.split(/((?<=[.!?])[ \t]+|\r?\n)/);
  let out = '';
  let kept = false;
  let separators: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i] ?? '';
    if (!holds(sentence)) {
      if (kept) out += separators.find((sep) => sep.includes('\n')) ?? separators[0] ?? '';
      out += sentence;
      kept = true;
      separators = [];
    }
    if (i + 1 < parts.length) separators.push(parts[i + 1] ?? '');
  }
  return out;
}

function messageOf(kind: MessageKind) {
  return (order: CourierOrderRow, settings: MessageSettings, today: string): string =>
    fill(settings.templates[kind], messageValues(order, settings, today, kind));
}

export const firstOrderMessage = messageOf('firstOrder');
export const inTransitMessage = messageOf('inTransit');
export const rtoMessage = messageOf('rto');
export const ndrMessage = messageOf('ndr');
export const callScript = messageOf('callScript');

/**
 * What is wrong with the staff's own text, by the rule Settings › Customer messages applies to the saved
 * templates: an unknown `{name}` (a typo such as `{custmerName}`) or a stray brace. Custom MSG offers no
 * link while there is one, since the text would reach every customer with the placeholder missing.
 */
export function customMessageProblems(text: string): TemplateProblem[] {
  return validateTemplate('message', text);
}

/** The staff's own text for every row of a file; it may use the same placeholders. */
export function customMessage(
  text: string,
  order: CourierOrderRow,
  settings: MessageSettings,
  today: string,
): string {
  return fill(text, messageValues(order, settings, today, 'custom'));
}

/** One row of a message screen: the order, its text, and its links or why it has none. */
export interface MessageRow {
  line: number;
  orderId: string;
  customerName: string | null;
  address: string | null;
  /** The ten-digit mobile, or null when the file's number is not a valid Indian mobile. */
  mobile: string | null;
  /** Why there are no links for this row. */
  phoneProblem: string | null;
  text: string;
  whatsapp: string | null;
  sms: string | null;
  call: string | null;
}

/** The message row of one order: its text, and its links or why it has none. */
export function messageRowOf(
  order: CourierOrderRow & { line: number },
  text: string,
  device: 'mobile' | 'desktop',
): MessageRow {
  const phone = normaliseIndianMobile(order.mobile);
  return {
    line: order.line,
    orderId: order.orderId,
    customerName: order.customerName,
    address: order.address,
    mobile: phone.ok ? phone.mobile : null,
    phoneProblem: phone.ok ? null : phone.reason,
    text,
    whatsapp: phone.ok ? whatsappLink(phone.mobile, text, device) : null,
    sms: phone.ok ? smsLink(phone.mobile, text) : null,
    call: phone.ok ? telLink(phone.mobile) : null,
  };
}

export function messageRows(
  orders: ReadonlyArray<CourierOrderRow & { line: number }>,
  textOf: (order: CourierOrderRow) => string,
  device: 'mobile' | 'desktop',
): MessageRow[] {
  return orders.map((order) => messageRowOf(order, textOf(order), device));
}
