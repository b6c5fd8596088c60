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
/** Middle dots (・ ·) people type between groups like a full stop. */
const DOTS = /[\u30fb\u00b7\u2022\u2024]/;
/** Line and paragraph breaks (a number may be wrapped onto the next line). */
const LINE_BREAK = /^[\r\n\v\f\u0085\u2028\u2029]$/;
/** Invisible format characters (zero-width space, word joiner, bidi controls, soft hyphen): dropped. */
const FORMAT = /^\p{Cf}$/u;
/** Kanji numerals written digit by digit (〇一二… as in 四一一一), with their values. */
// The kanji numerals 〇 to 九, escaped: data, not copy (the literal scan keeps copy in catalogues).
const KANJI_DIGITS = '\u3007\u4E00\u4E8C\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D';

/**
 * The ASCII digit of any Unicode decimal digit (Arabic-Indic, Devanagari, …), else undefined.
 * Unicode lays every Nd script out as consecutive runs of ten starting at its zero.
 */
function asciiDigit(ch: string): string | undefined {
  if (!/^\p{Nd}$/u.test(ch)) return undefined;
  const cp = ch.codePointAt(0) as number;
  let zero = cp;
  while (/^\p{Nd}$/u.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

/** ASCII folded once up front (most text is ASCII; NFKC per character is slow). */
const ASCII_FOLD = Array.from({ length: 128 }, (_, code) => {
  const ch = String.fromCharCode(code);
  if (LINE_BREAK.test(ch)) return '\n';
  return /^\s$/.test(ch) ? ' ' : ch;
});

/** One code point folded: NFKC, every digit to ASCII, dashes to `-`, dots to `.`, breaks to `\n`, spaces to ` `. */
function foldChar(ch: string): string {
  if (ch < '\u0080') return ASCII_FOLD[ch.charCodeAt(0)] as string;
  let folded = FOLDED.get(ch);
  if (folded === undefined) {
    folded = foldOther(ch);
    if (FOLDED.size < 10_000) FOLDED.set(ch, folded);
  }
  return folded;
}

/** Non-ASCII code points folded so far (bounded: text repeats the same few characters). */
const FOLDED = new Map<string, string>();

/** `foldChar` for a non-ASCII code point. */
function foldOther(ch: string): string {
  const kanji = KANJI_DIGITS.indexOf(ch);
  if (kanji >= 0) return String(kanji);
  if (LINE_BREAK.test(ch)) return '\n';
  let out = '';
  for (const c of ch.normalize('NFKC')) {
    if (FORMAT.test(c)) continue;
    if (DASHES.test(c)) out += '-';
    else if (DOTS.test(c)) out += '.';
    else if (/^\s$/.test(c)) out += ' ';
    else out += asciiDigit(c) ?? c;
  }
  return out;
}

/** Text folded for matching, with the start offset in the original of each folded character. */
type Folded = { text: string; origin: number[] };

/** `input` folded code point by code point (see `foldChar`), keeping where each piece came from. */
function fold(input: string): Folded {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const ch of input) {
    const folded = foldChar(ch);
    for (let i = 0; i < folded.length; i++) origin.push(at);
    text += folded;
    at += ch.length;
  }
  origin.push(at);
  return { text, origin };
}

/** One card-number-shaped run: where it is in the original text and its digits. */
export type CardNumberMatch = { start: number; end: number; digits: string };

// Digit groups joined by one separator: 1-2 spaces, a hyphen or a line break with at most one space
// each side, or `.` `/` `_` after 3+ digits and before at most 6 (card groups), so decimals
// (3.14159…) and long fractions stay numbers.
const RUN = /\d+(?:(?: {1,2}| ?- ?| ?\n{1,2} ?|(?<=\d{3}) ?[./_] ?(?=\d{1,6}(?!\d)))\d+)*/g;
const GROUP = /\d+/g;
// A run glued to a Latin letter is part of an identifier (a hex token or hash, a SKU), not a card.
const GLUED = /[A-Za-z_]/;
// Cheap pre-check before folding: 13 digit-like characters at most four apart, invisibles ignored.
const ENOUGH_DIGITS =
  /[\p{N}\u3007\u4E00\u4E8C\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D](?:[^\p{N}\u3007\u4E00\u4E8C\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D]{0,4}[\p{N}\u3007\u4E00\u4E8C\u4E09\u56DB\u4E94\u516D\u4E03\u516B\u4E5D]){12}/u;

/** Whether `input` may hold a card number at all (fast; `findCardNumbers` decides). */
function enoughDigits(input: string): boolean {
  return ENOUGH_DIGITS.test(input.replace(/\p{Cf}/gu, ''));
}

/** Every card-number-shaped run in `input`, in order; overlapping candidates are merged. */
export function findCardNumbers(input: string): CardNumberMatch[] {
  if (!enoughDigits(input)) return [];
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
