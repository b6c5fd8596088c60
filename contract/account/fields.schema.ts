import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../shared/fields.messages';
import { toHalfWidthDigits, toKatakana } from './normalize';

const text = () => v.pipe(v.optional(v.string(), ''), v.trim());

/** A required text field with a maximum length. */
export function requiredText(label: string, max = 100) {
  return v.pipe(text(), v.nonEmpty(M.required(label)), v.maxLength(max, M.maxLength(label, max)));
}

/** An optional text field with a maximum length. */
export function optionalText(label: string, max = 100) {
  return v.pipe(text(), v.maxLength(max, M.maxLength(label, max)));
}

/** Full-width katakana, spaces, long mark, middle dot and punctuation; hiragana is converted. */
export const KANA_PATTERN =
  /^[\u30A1-\u30FA\u30FC\u30FB\u3000 \u3001\u3002\uFF08\uFF09\uFF0C\uFF0E]*$/;

/** A kana field: hiragana accepted and turned into katakana; required unless `optional`. */
export function kana(label: string, optional = false) {
  const base = v.pipe(text(), v.maxLength(100, M.maxLength(label, 100)), v.transform(toKatakana));
  const checked = v.pipe(
    base,
    v.regex(KANA_PATTERN, M.kana(label)),
    v.maxLength(100, M.maxLength(label, 100)),
  );
  return optional ? checked : v.pipe(checked, v.nonEmpty(M.required(label)));
}

/** Postal code `123-4567` or `1234567` (full-width accepted), stored as 7 digits. */
export function postalCode(required = true) {
  const shape = v.pipe(
    text(),
    v.maxLength(8, M.postal),
    v.transform(toHalfWidthDigits),
    v.check((s) => s === '' || /^\d{3}-?\d{4}$/.test(s), M.postal),
    v.transform((s) => s.replace('-', '')),
  );
  return required ? v.pipe(shape, v.nonEmpty(M.required('郵便番号'))) : shape;
}

/** True for 0 then 9-10 digits, or 0 and three hyphenated groups of 1-4 digits (≤ 11 digits). */
export function isPhoneNumber(value: string): boolean {
  if (/^0\d{9,10}$/.test(value)) return true;
  return /^0\d{0,3}-\d{1,4}-\d{1,4}$/.test(value) && value.replace(/-/g, '').length <= 11;
}

/** A phone field: empty allowed unless `required`; full-width digits accepted, stored without hyphens. */
export function phone(label: string, required = false) {
  const shape = v.pipe(
    text(),
    v.maxLength(13, M.phone(label)),
    v.transform(toHalfWidthDigits),
    v.check((s) => s === '' || isPhoneNumber(s), M.phone(label)),
    v.transform((s) => s.replace(/-/g, '')),
  );
  return required ? v.pipe(shape, v.nonEmpty(M.required(label))) : shape;
}

/** An email address. */
export const email = v.pipe(
  text(),
  v.nonEmpty(M.required('メールアドレス')),
  v.maxLength(254, M.maxLength('メールアドレス', 254)),
  v.email(M.email),
);

/** The repeated new password: compared with the password, bounded like it. */
export const passwordConfirmation = v.optional(
  v.pipe(v.string(), v.maxLength(64, M.passwordMax)),
  '',
);

/** Password policy of each form variant. */
export type PasswordPolicy = 'standard' | 'strict';

/**
 * A new password. Both policies need 8+ characters mixing letters and digits; `strict` (the
 * customer variant of spec §5) allows only half-width letters, digits and '-', '_', '.'.
 */
export function newPassword(policy: PasswordPolicy = 'standard') {
  const chars =
    policy === 'strict'
      ? v.regex(/^[A-Za-z0-9._-]*$/, M.passwordChars)
      : v.regex(/^[\x21-\x7E]*$/, M.passwordCharsAscii);
  return v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(M.required('パスワード')),
    v.minLength(8, M.passwordMin(8)),
    v.maxLength(64, M.passwordMax),
    chars,
    v.check((s) => /[A-Za-z]/.test(s) && /\d/.test(s), M.passwordMix),
  );
}

/** A choice given as a number or numeric string, within `allowed`. */
export function choice(allowed: readonly number[], message: string) {
  return v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x)),
    v.check((n) => typeof n === 'number' && allowed.includes(n), message),
    v.transform((n) => n as number),
  );
}

/** A user name: 3-32 half-width letters, digits, '-', '_' or '.'. */
export const username = v.pipe(text(), v.regex(/^(?:[A-Za-z0-9._-]{3,32})?$/, M.username));

/** Optional birthday `YYYY-MM-DD` that must be a real date. */
export const birthday = v.pipe(
  text(),
  v.maxLength(10, M.birthday),
  v.check((s) => {
    if (s === '') return true;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, M.birthday),
);
