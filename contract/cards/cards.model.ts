const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The month `now` falls in, in Japan, as YYYYMM.
 * @example monthOf(new Date('2026-11-30T16:00:00Z')) // '202612'
 */
export function monthOf(now: Date): string {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  return `${jst.getUTCFullYear()}${String(jst.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Whether a card expiring in `expiration` (YYYYMM, valid through that month) has expired.
 * @example isCardExpired('202610', new Date('2026-11-01T00:00:00+09:00')) // true
 */
export function isCardExpired(expiration: string, now: Date): boolean {
  return expiration < monthOf(now);
}

/**
 * The number as shown: only the last four digits.
 * @example maskedNumber('4242') // '**** **** **** 4242'
 */
export function maskedNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}
