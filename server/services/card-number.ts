/**
 * Finding payment card numbers inside any text (pure: no I/O). The request guard, the logger and
 * the post-test scan all use it, so "looks like a card number" means one thing everywhere.
 *
 * Written here rather than taken from a library: the DLP packages on npm match whole strings or
 * ASCII only, and we need runs inside Japanese text, full-width forms and a JAN-code rule.
 */

/** Luhn check of a digit string. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** EAN-13 / JAN check-digit test of a 13-digit string. */
export function ean13(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

/**
 * Whether a bare digit string (13-19 digits) is shaped like a card number.
 *
 * - It must start with an issuer prefix cards use: 2 (Mastercard 22-27), 3 (JCB, Amex, Diners),
 *   4 (Visa), 5 (Mastercard, Maestro), 6 (Discover, UnionPay). Order, tracking and member
 *   numbers starting 0/1/7/8/9 are never cards; ISBN-13 (978/979) falls out here too.
 * - It must pass Luhn.
 * - 13 digits is also the length of a JAN/EAN-13 code, and every Japanese JAN starts with 45 or
 *   49, so about one JAN in ten would pass "4 + Luhn". Only Visa ever issued 13-digit numbers
 *   and it stopped long ago, so a 13-digit run counts only when it starts with 4, passes Luhn
 *   and is NOT a valid EAN-13. That misses one old 13-digit Visa in ten; flagging one JAN in ten
 *   on a shop's product requests and reviews would be worse.
 */
export function isCardDigits(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  if (!/^(?:2[2-7]|[3-6])/.test(digits)) return false;
  if (!luhn(digits)) return false;
  if (digits.length === 13) return digits.startsWith('4') && !ean13(digits);
  return true;
}

/** Dash-like characters NFKC keeps as they are, that people type between digit groups. */
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70\u2043\ufe58\ufe63]/;

/** Text folded for matching, with the start offset in the original of each folded character. */
type Folded = { text: string; origin: number[] };

/** NFKC per code point (full-width digits, ideographic space, full-width hyphen), dashes to `-`. */
function fold(input: string): Folded {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const ch of input) {
    let folded = ch.normalize('NFKC');
    if (DASHES.test(folded)) folded = '-';
    // Line breaks stay: a card number is typed on one line, and joining lines would glue numbers.
    else if (/^[^\S\r\n]$/.test(folded)) folded = ' ';
    for (let i = 0; i < folded.length; i++) origin.push(at);
    text += folded;
    at += ch.length;
  }
  origin.push(at);
  return { text, origin };
}

/** One card-number-shaped run: where it is in the original text and its digits. */
export type CardNumberMatch = { start: number; end: number; digits: string };

// Digit groups joined by one separator: 1-2 spaces, or a hyphen with at most one space each side.
const RUN = /\d+(?:(?: {1,2}| ?- ?)\d+)*/g;
const GROUP = /\d+/g;
// A run glued to a Latin letter is part of an identifier (a hex token or hash, a SKU), not a card.
const GLUED = /[A-Za-z_]/;
// Cheap pre-check on the whole NFKC text: 13 digits at most three characters apart.
const ENOUGH_DIGITS = /\d(?:\D{0,3}\d){12}/;

/** Every card-number-shaped run in `input`, in order; overlapping candidates are merged. */
export function findCardNumbers(input: string): CardNumberMatch[] {
  if (!ENOUGH_DIGITS.test(input.normalize('NFKC'))) return [];
  const { text, origin } = fold(input);
  const found: CardNumberMatch[] = [];
  for (const run of text.matchAll(RUN)) {
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({
      start: (run.index ?? 0) + (g.index ?? 0),
      digits: g[0],
    }));
    const from = run.index ?? 0;
    const gluedBefore = GLUED.test(text[from - 1] ?? '');
    const gluedAfter = GLUED.test(text[from + run[0].length] ?? '');
    // Every window of whole groups (a card may sit beside a year, an amount or a phone number).
    for (let i = gluedBefore ? 1 : 0; i < groups.length; i++) {
      let digits = '';
      for (let j = i; j < groups.length && digits.length < 19; j++) {
        digits += groups[j]?.digits;
        if (j === groups.length - 1 && gluedAfter) break;
        if (!isCardDigits(digits)) continue;
        const last = groups[j] as { start: number; digits: string };
        const start = origin[groups[i]?.start ?? 0] ?? 0;
        const end = origin[last.start + last.digits.length] ?? input.length;
        const previous = found.at(-1);
        if (previous && start < previous.end) {
          previous.end = Math.max(previous.end, end);
        } else found.push({ start, end, digits });
      }
    }
  }
  return found;
}

/** Whether `input` contains anything shaped like a card number. */
export function containsCardNumber(input: string): boolean {
  return findCardNumbers(input).length > 0;
}

/** What a card number is replaced with in logs. */
export const CARD_NUMBER_REDACTION = '[card number removed]';

/**
 * `input` with every card-number-shaped run replaced.
 * @example redactCardNumbers('カード 4111 1111 1111 1111 です') // 'カード [card number removed] です'
 */
export function redactCardNumbers(input: string): string {
  let out = '';
  let at = 0;
  for (const { start, end } of findCardNumbers(input)) {
    out += input.slice(at, start) + CARD_NUMBER_REDACTION;
    at = end;
  }
  return out + input.slice(at);
}

/** Paths (`a.b.0`, `_` for the whole value) of every string, number or key that holds a card number. */
export function cardNumberPaths(value: unknown, path = ''): string[] {
  const here = path || '_';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return containsCardNumber(String(value)) ? [here] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((x, i) => cardNumberPaths(x, path ? `${path}.${i}` : String(i)));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, x]) => {
      const at = path ? `${path}.${k}` : k;
      return [...(containsCardNumber(k) ? [at] : []), ...cardNumberPaths(x, at)];
    });
  }
  return [];
}
