// Indian mobile numbers as customers and courier exports write them: `+91 98765-43210`, `0091…`,
// `09876543210`, `919876543210`. Normalised to the ten digits every link is built from.

export type MobileCheck = { ok: true; mobile: string } | { ok: false; reason: string };

/** A ten-digit Indian mobile number starts with 6, 7, 8 or 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function normaliseIndianMobile(text: string | null | undefined): MobileCheck {
  if (text === null || text === undefined || text.trim() === '')
    return { ok: false, reason: 'No phone number' };
  let digits = text.trim().replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  else if (/^\+\d+$/.test(digits)) {
    return { ok: false, reason: `"${text.trim()}" is not an Indian mobile number (another country code)` };
  }
  if (!/^\d+$/.test(digits)) return { ok: false, reason: `"${text.trim()}" is not a phone number` };
  if (!INDIAN_MOBILE.test(digits)) {
    return { ok: false, reason: `"${text.trim()}" is not an Indian mobile number (10 digits starting 6–9)` };
  }
  return { ok: true, mobile: digits };
}
