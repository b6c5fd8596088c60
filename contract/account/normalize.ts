/**
 * Hiragana becomes katakana (kana fields accept either).
 * @example toKatakana('やまだ たろう') // 'ヤマダ タロウ'
 */
export function toKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

const HYPHENS = /[\uFF0D\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30FC\uFF70]/g;

/**
 * Full-width digits and hyphen look-alikes become half-width (phone and postal fields).
 * @example toHalfWidthDigits('０３－１２３４') // '03-1234'
 */
export function toHalfWidthDigits(value: string): string {
  return value
    .replace(/[\uFF10-\uFF19]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(HYPHENS, '-');
}

/**
 * Display form of a postal code: a hyphen after 3 digits when there are 7.
 * @example formatPostalCode('1000001') // '100-0001'
 */
export function formatPostalCode(value: string): string {
  const digits = value.replace(/-/g, '');
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : value;
}
