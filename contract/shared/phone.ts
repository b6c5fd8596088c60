import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A Japanese phone number as people read it, hyphenated by its area code (`0312345678` →
 * `03-1234-5678`, `09012345678` → `090-1234-5678`, `0466123456` → `0466-12-3456`). Numbers are
 * stored as typed (the spec's hint asks for digits without hyphens); one that is not a valid
 * Japanese number, or already has hyphens, is shown as stored.
 */
export function formatPhone(stored: string): string {
  const text = stored.trim();
  if (!/^0\d{9,10}$/.test(text)) return stored;
  const parsed = parsePhoneNumberFromString(text, 'JP');
  return parsed?.isValid() ? parsed.formatNational() : stored;
}
