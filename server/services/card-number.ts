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
/** Line and paragraph breaks (a number may be wrapped onto the next line). */
const LINE_BREAK = /^[\r\n\v\f\u0085\u2028\u2029]$/;
/**
 * Characters that show nothing of their own and are dropped: format characters (zero-width
 * space, word joiner, bidi controls, soft hyphen), combining marks (an accent or a keycap on a
 * digit) and the other default-ignorable code points (the Hangul fillers U+3164, U+115F…).
 */
const IGNORED = /^[\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]$/u;
/** Whether a folded piece holds a letter or a digit (else it is punctuation, a symbol or a space). */
const ALNUM = /[\p{L}\p{N}]/u;
/**
 * Kanji numerals written digit by digit, with their values: 〇 to 九 (as in 四一一一) and the
 * old-style forms used on cheques and contracts (零 壱 弐 参 肆 伍 陸 漆 捌 玖 and their older
 * variants). Unicode gives these no digit value of their own (they are letters whose numeric
 * value only the Unihan database knows), so they are listed.
 */
// Escaped: data, not copy (the literal scan keeps copy in catalogues).
const KANJI_DIGITS: ReadonlyMap<string, string> = new Map(
  [
    '\u3007\u96F6', // 0: 〇 零
    '\u4E00\u58F1\u58F9\u5F0C', // 1: 一 壱 壹 弌
    '\u4E8C\u5F10\u8CB3\u8D30\u5F0D', // 2: 二 弐 貳 贰 弍
    '\u4E09\u53C2\u53C3\u53C1\u5F0E', // 3: 三 参 參 叁 弎
    '\u56DB\u8086', // 4: 四 肆
    '\u4E94\u4F0D', // 5: 五 伍
    '\u516D\u9678\u9646', // 6: 六 陸 陆
    '\u4E03\u6F06\u67D2', // 7: 七 漆 柒
    '\u516B\u634C', // 8: 八 捌
    '\u4E5D\u7396', // 9: 九 玖
  ].flatMap((forms, value) => [...forms].map((ch) => [ch, String(value)] as const)),
);
/** A character class (for a regex) of every kanji digit above. */
const KANJI_CLASS = [...KANJI_DIGITS.keys()].join('');

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

/**
 * One code point folded: NFKC, every digit form to ASCII digits (⑷ to `(4)`, ① to `1`, kanji to
 * its value), dashes to `-`, breaks to `\n`, spaces to ` `, invisible characters to nothing, and
 * any other punctuation or symbol to one character (so a run of them is as long as written).
 */
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
  const kanji = KANJI_DIGITS.get(ch);
  if (kanji !== undefined) return kanji;
  if (LINE_BREAK.test(ch)) return '\n';
  let out = '';
  for (const c of ch.normalize('NFKC')) {
    if (IGNORED.test(c)) continue;
    if (DASHES.test(c)) out += '-';
    else if (/^\s$/.test(c)) out += ' ';
    else out += asciiDigit(c) ?? c;
  }
  // A digit form (⑷ is `(4)` after NFKC, ⒋ is `4.`) is its digits; `…` is `...` after NFKC, and
  // one symbol as written stays one separator character.
  if (/\d/.test(out) && !/\p{L}/u.test(out)) return out.replace(/\D/g, '');
  return out.length > 1 && !ALNUM.test(out) ? (out[0] as string) : out;
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

/** The longest run of characters between two digit groups that still joins them. */
export const MAX_SEPARATOR = 4;

// Digit groups joined by a separator: up to MAX_SEPARATOR characters that are neither letters nor
// digits (spaces, hyphens, line breaks, `,` `:` `~` `*` `|` `〜` `。` `(` and any other punctuation
// or symbol). A decimal or a JAN code beside another number may join it; only a run that passes the
// issuer, length, Luhn and JAN checks below counts.
const RUN = new RegExp(`\\d+(?:[^\\p{L}\\p{N}]{1,${MAX_SEPARATOR}}\\d+)*`, 'gu');
const GROUP = /\d+/g;
// A run glued to a Latin letter is part of an identifier (a hex token or hash, a SKU), not a card.
const GLUED = /[A-Za-z_]/;
const DIGIT_LIKE = `\\p{N}${KANJI_CLASS}`;
// Cheap pre-check before folding: 13 digit-like characters at most MAX_SEPARATOR apart.
const ENOUGH_DIGITS = new RegExp(
  `[${DIGIT_LIKE}](?:[^${DIGIT_LIKE}]{0,${MAX_SEPARATOR}}[${DIGIT_LIKE}]){12}`,
  'u',
);
const INVISIBLES = /[\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether `input` may hold a card number at all (fast; `findCardNumbers` decides). */
function enoughDigits(input: string): boolean {
  return ENOUGH_DIGITS.test(input.replace(INVISIBLES, ''));
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
