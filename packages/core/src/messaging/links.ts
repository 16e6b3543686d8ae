// Links that open WhatsApp, the SMS app or the dialler with the text filled in: nothing is sent by us,
// the person presses send. Numbers are ten-digit Indian mobiles (see phone.ts).

/** Country code of every number we message. */
export const INDIA_COUNTRY_CODE = '91';

/**
 * Message text as a URL parameter: NFC first (so a Hindi matra stays with its letter), `\n` line
 * breaks, then UTF-8 percent-encoding. `&`, `#`, `+` and `?` must be encoded or the text is cut short;
 * spaces are `%20`, never `+`.
 */
export function encodeMessageText(text: string): string {
  return encodeURIComponent(text.normalize('NFC').replace(/\r\n?/g, '\n'));
}

/** wa.me on a phone; the api.whatsapp.com send page on a desktop (it offers WhatsApp Web). */
export function whatsappLink(mobile: string, text: string, device: 'mobile' | 'desktop' = 'mobile'): string {
  const phone = `${INDIA_COUNTRY_CODE}${mobile}`;
  const encoded = encodeMessageText(text);
  return device === 'desktop'
    ? `https://api.whatsapp.com/send?phone=${phone}&text=${encoded}`
    : `https://wa.me/${phone}?text=${encoded}`;
}

/** RFC 5724 form, which Android reads; the number in global form as RFC 3966 asks. */
export function smsLink(mobile: string, text: string): string {
  return `sms:+${INDIA_COUNTRY_CODE}${mobile}?body=${encodeMessageText(text)}`;
}

export function telLink(mobile: string): string {
  return `tel:+${INDIA_COUNTRY_CODE}${mobile}`;
}
