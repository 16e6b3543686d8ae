// The contact card the /callwp helper shows as a QR code: scanning it on a phone offers to save the
// customer with their number, so that WhatsApp shows them by name.
import { INDIA_COUNTRY_CODE } from './links.ts';

/** vCard 3.0 text value: backslash, comma, semicolon and newlines escaped (RFC 2426 §4). */
function vcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
}

/** A vCard for a ten-digit Indian mobile; the name defaults to the number itself. */
export function contactCard(mobile: string, name?: string | null): string {
  const shown = name?.trim() || `+${INDIA_COUNTRY_CODE} ${mobile}`;
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${vcardText(shown)};;;;`,
    `FN:${vcardText(shown)}`,
    `TEL;TYPE=CELL:+${INDIA_COUNTRY_CODE}${mobile}`,
    'END:VCARD',
  ].join('\r\n');
}
