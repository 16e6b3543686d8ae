// One function per message kind turns an order and the message settings into the text; messageRows
// turns a file's orders into the rows of a message screen, each with its links or the reason it has none.
import type { CourierOrderRow } from '../reports/courier-order.ts';
import { telLink, smsLink, whatsappLink } from './links.ts';
import type { MessageKind, MessagePlaceholder, MessageSettings } from './message-settings.ts';
import { renderTemplate } from './message-settings.ts';
import { normaliseIndianMobile } from './phone.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `today` (yyyy-MM-dd, the seller's date) plus `days`, written 'DD MMM' as the call scripts say it. */
export function expectedDeliveryLabel(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}`;
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
    edd: kind === 'callScript' ? plannedDelivery : (order.edd ?? plannedDelivery),
    deliveryPromise: settings.deliveryPromise,
    unboxingVideoLink: settings.unboxingVideoLink,
    shopLinks: settings.shopLinks,
    returnDiscount: `₹${settings.returnDiscountRupees}`,
    couponCode: couponCodeFor(order.productName, settings.couponRules),
    ndrReason: order.ndrReasons.at(-1) ?? 'no reason given',
  };
}

function messageOf(kind: MessageKind) {
  return (order: CourierOrderRow, settings: MessageSettings, today: string): string =>
    renderTemplate(settings.templates[kind], messageValues(order, settings, today, kind));
}

export const firstOrderMessage = messageOf('firstOrder');
export const inTransitMessage = messageOf('inTransit');
export const rtoMessage = messageOf('rto');
export const ndrMessage = messageOf('ndr');
export const callScript = messageOf('callScript');

/** The staff's own text for every row of a file; it may use the same placeholders. */
export function customMessage(
  text: string,
  order: CourierOrderRow,
  settings: MessageSettings,
  today: string,
): string {
  return renderTemplate(text, messageValues(order, settings, today, 'custom'));
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
