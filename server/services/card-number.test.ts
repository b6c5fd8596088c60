import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_REDACTION,
  cardNumberPaths,
  containsCardNumber,
  ean13,
  findCardNumbers,
  isCardDigits,
  luhn,
  MAX_SEPARATOR,
  redactCardNumbers,
} from './card-number';

const RUNS = 2000;

/** The digit that makes `body` Luhn-valid when appended. */
function luhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(`${body}${d}`)) return String(d);
  throw new Error('unreachable');
}

/** The EAN-13 check digit of twelve digits. */
function eanDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (ean13(`${body}${d}`)) return String(d);
  throw new Error('unreachable');
}

const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

const ISSUERS = ['4', '51', '55', '2221', '2720', '34', '37', '35', '36', '300', '6011', '62'];

/** Luhn-valid 14-19 digit numbers under real issuer prefixes, and 13-digit Visa that is no JAN. */
const cardNumber = fc.oneof(
  fc
    .tuple(fc.constantFrom(...ISSUERS), fc.integer({ min: 14, max: 19 }), digitString(18, 18))
    .map(([iin, length, rest]) => {
      const body = (iin + rest).slice(0, length - 1);
      return body + luhnDigit(body);
    }),
  digitString(11, 11)
    .map((rest) => `4${rest}${luhnDigit(`4${rest}`)}`)
    .filter((n) => !ean13(n)),
);

const FULL_WIDTH = '０１２３４５６７８９';
const SEPARATORS = [' ', '-', '\u3000', '－', '‐', '−', 'ー', ' - ', '  '];

/** A number written the way people type it: random groups, separators, full-width digits. */
const typed = (digits: string) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 19 }),
      fc.array(fc.constantFrom('', ...SEPARATORS), { minLength: 19, maxLength: 19 }),
      fc.constantFrom('ascii', 'full', 'mixed'),
      fc.array(fc.boolean(), { minLength: 19, maxLength: 19 }),
    )
    .map(([sizes, seps, width, flips]) => {
      let out = '';
      let at = 0;
      let g = 0;
      for (let i = 0; i < digits.length; i++) {
        const d = digits[i] as string;
        const full = width === 'full' || (width === 'mixed' && flips[i]);
        out += full ? FULL_WIDTH[Number(d)] : d;
        at++;
        if (at === (sizes[g % sizes.length] ?? 4) && i < digits.length - 1) {
          out += seps[g] ?? '';
          at = 0;
          g++;
        }
      }
      return out;
    });

/** Zero to nine in the scripts people (or an attacker) may write a number in. */
const SCRIPTS = [
  '0123456789',
  FULL_WIDTH,
  '٠١٢٣٤٥٦٧٨٩', // Arabic-Indic
  '۰۱۲۳۴۵۶۷۸۹', // Extended Arabic-Indic
  '०१२३४५६७८९', // Devanagari
  '〇一二三四五六七八九', // kanji numerals
];
/** Separators written between groups of four (or Amex's 4-6-5). */
const GROUP_SEPARATORS = ['.', '/', '_', '\n', '\r\n', ' / ', ' . ', '-', ' ', '\u2028'];
/** Invisible format characters: zero-width space, word joiner, soft hyphen, bidi controls, BOM. */
const INVISIBLE = ['\u200b', '\u2060', '\u00ad', '\u200e', '\u202e', '\u2066', '\ufeff'];

/** A number spelled in one digit script, grouped by fours with one separator, invisibles anywhere. */
const spelled = (digits: string) =>
  fc
    .tuple(
      fc.constantFrom(...SCRIPTS),
      fc.constantFrom('', ...GROUP_SEPARATORS),
      fc.array(fc.constantFrom('', '', '', ...INVISIBLE), { minLength: 19, maxLength: 19 }),
    )
    .map(([script, separator, invisibles]) => {
      let out = '';
      for (let i = 0; i < digits.length; i++) {
        out += script[Number(digits[i])];
        if (i === digits.length - 1) break;
        out += (i + 1) % 4 === 0 ? separator : '';
        out += invisibles[i] ?? '';
      }
      return out;
    });

/**
 * Every digit form Unicode and CLDR know, read from the runtime rather than listed: the ten digits
 * of each numeric numbering system (Arabic-Indic, Devanagari, Thai, full-width, mathematical bold,
 * the kanji 〇一二…), and every code point whose NFKC form is one ASCII digit with nothing but
 * punctuation around it (①, ⑷, ⒋, ¹…).
 */
const DIGIT_FORMS: string[][] = (() => {
  const forms: string[][] = Array.from({ length: 10 }, () => []);
  for (const system of Intl.supportedValuesOf('numberingSystem')) {
    const format = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false });
    const digits = Array.from({ length: 10 }, (_, d) => format.format(d));
    if (new Set(digits).size < 10 || digits.some((d) => [...d].length !== 1)) continue;
    for (const [value, d] of digits.entries()) forms[value]?.push(d);
  }
  for (let cp = 0x80; cp <= 0x1ffff; cp++) {
    if (cp >= 0xd800 && cp < 0xe000) continue;
    const ch = String.fromCodePoint(cp);
    const bare = ch.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');
    if (/^\d$/.test(bare)) forms[Number(bare)]?.push(ch);
  }
  return forms.map((list) => [...new Set(list)]);
})();
/**
 * Old-style kanji numerals (大字, as on cheques): Unicode's Unihan database gives their values
 * (kAccountingNumeric), which JavaScript cannot read, so these ten and their older variants are listed.
 */
const OLD_STYLE_KANJI = ['零', '壱壹', '弐貳', '参參', '肆', '伍', '陸', '漆', '捌', '玖'];

/** Every character Unicode calls punctuation, a symbol or a space, that NFKC keeps free of letters and digits. */
const SEPARATOR_CHARS: string[] = [];
/** Every character that shows nothing: combining marks, format characters, other default-ignorables. */
const INVISIBLE_CHARS: string[] = [];
for (let cp = 0x20; cp <= 0x1ffff; cp++) {
  if (cp >= 0xd800 && cp < 0xe000) continue;
  const ch = String.fromCodePoint(cp);
  if (/^[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u.test(ch)) INVISIBLE_CHARS.push(ch);
  else if (/^[\p{P}\p{S}\p{Z}]$/u.test(ch) && !/[\p{L}\p{N}]/u.test(ch.normalize('NFKC'))) {
    SEPARATOR_CHARS.push(ch);
  }
}

/**
 * A number in groups of 1 to 6 digits, each digit in any form above, each gap a run of 1 to
 * MAX_SEPARATOR separator characters (or none), and invisible characters anywhere between digits.
 */
const anySpelling = (digits: string) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 19, maxLength: 19 }),
      fc.array(
        fc.option(
          fc.array(fc.constantFrom(...SEPARATOR_CHARS), { minLength: 1, maxLength: MAX_SEPARATOR }),
          { nil: [] },
        ),
        { minLength: 19, maxLength: 19 },
      ),
      fc.array(fc.nat(), { minLength: 19, maxLength: 19 }),
      fc.array(fc.option(fc.constantFrom(...INVISIBLE_CHARS), { nil: '', freq: 3 }), {
        minLength: 19,
        maxLength: 19,
      }),
    )
    .map(([sizes, gaps, picks, invisibles]) => {
      let out = '';
      let inGroup = 0;
      let group = 0;
      for (let i = 0; i < digits.length; i++) {
        const forms = [
          ...(DIGIT_FORMS[Number(digits[i])] ?? []),
          ...(OLD_STYLE_KANJI[Number(digits[i])] ?? ''),
        ];
        out += forms[(picks[i] ?? 0) % forms.length];
        if (i === digits.length - 1) break;
        out += invisibles[i] ?? '';
        if (++inGroup === sizes[group]) {
          out += (gaps[group] ?? []).join('');
          inGroup = 0;
          group++;
        }
      }
      return out;
    });

/** Japanese prose without digits (what sits around a number in a review or an inquiry). */
const JAPANESE = [
  ...'あいうえおかきくけこカードバンゴウ番号注文届日本語です はをにのが、。「」（）！？：　',
];
const prose = fc.string({ unit: fc.constantFrom(...JAPANESE), maxLength: 30 });

const phone = fc.oneof(
  fc
    .tuple(digitString(1, 1), digitString(4, 4), digitString(4, 4))
    .map(([a, b, c]) => `0${a}-${b}-${c}`),
  fc
    .tuple(fc.constantFrom('70', '80', '90'), digitString(4, 4), digitString(4, 4))
    .map(([a, b, c]) => `0${a}-${b}-${c}`),
  fc.tuple(fc.constantFrom('70', '80', '90'), digitString(8, 8)).map(([a, b]) => `0${a}${b}`),
  fc
    .tuple(fc.constantFrom('120', '800'), digitString(3, 3), digitString(3, 3))
    .map(([a, b, c]) => `0${a}-${b}-${c}`),
);
const postal = fc.tuple(digitString(3, 3), digitString(4, 4)).map(([a, b]) => `〒${a}-${b}`);
const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().replace('T', ' ').slice(0, 19));
const jan = fc
  .tuple(fc.constantFrom('45', '49'), digitString(10, 10))
  .map(([p, rest]) => `${p}${rest}${eanDigit(p + rest)}`);
const orderNumber = fc
  .tuple(digitString(8, 8), digitString(6, 6))
  .map(([a, b]) => `20${a.slice(2)}-${b}`);
const notCard = fc.oneof(phone, postal, isoDate, jan, orderNumber);

describe('card number detection', () => {
  it('knows the published test cards and refuses near misses', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '5555555555554444',
      '378282246310005',
      '3530111333300000',
      '6011111111111117',
    ]) {
      expect(isCardDigits(n), n).toBe(true);
    }
    expect(isCardDigits('4242424242424241')).toBe(false); // Luhn fails
    expect(isCardDigits('1234567812345670')).toBe(false); // Luhn passes, no issuer starts with 1
    expect(isCardDigits('4242424242')).toBe(false); // too short
  });

  it('treats a 13-digit run as a card only when it is a Visa-shaped number and no JAN code', () => {
    // 4901234567894 is a valid JAN; 4222222222222 is the old 13-digit Visa test number.
    expect(ean13('4901234567894')).toBe(true);
    expect(containsCardNumber('JAN 4901234567894')).toBe(false);
    expect(containsCardNumber('旧カード 4222222222222')).toBe(true);
  });

  it('finds numbers inside Japanese text, full-width and with full-width separators', () => {
    expect(containsCardNumber('カード番号は4111 1111 1111 1111です')).toBe(true);
    expect(containsCardNumber('番号：４１１１　１１１１　１１１１　１１１１')).toBe(true);
    expect(containsCardNumber('４１１１－１１１１－１１１１－１１１１')).toBe(true);
    expect(redactCardNumbers('注文 2026-11-24 番号 4111-1111-1111-1111 まで')).toBe(
      `注文 2026-11-24 番号 ${CARD_NUMBER_REDACTION} まで`,
    );
    expect(redactCardNumbers('Error: bad card 4111111111111111\n    at x')).toBe(
      `Error: bad card ${CARD_NUMBER_REDACTION}\n    at x`,
    );
  });

  it('finds a card beside other numbers, and one wrapped across a line break', () => {
    expect(findCardNumbers('2026 4111 1111 1111 1111 12/29')).toHaveLength(1);
    expect(containsCardNumber('4111 1111\n1111 1111')).toBe(true);
    expect(containsCardNumber('4111 1111\r\n1111 1111')).toBe(true);
  });

  it('normalises first: dots, slashes, underscores, invisible characters, other digit scripts, kanji', () => {
    for (const written of [
      '4111.1111.1111.1111',
      '4111/1111/1111/1111',
      '4111_1111_1111_1111',
      '4111\u200b1111\u200b1111\u200b1111',
      '4\u200b1\u200b1\u200b1\u200b111111111111',
      '4111\u20601111\u20601111\u20601111',
      '4111\u00ad1111\u202e1111\ufeff1111',
      '٤١١١ ١١١١ ١١١١ ١١١١',
      '۴۱۱۱-۱۱۱۱-۱۱۱۱-۱۱۱۱',
      '४१११ ११११११११११११',
      '四一一一 一一一一 一一一一 一一一一',
      '五五五五五五五五五五五五四四四四',
      '三七八二八二二四六三一〇〇〇五',
      '𝟒𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏',
    ]) {
      expect(containsCardNumber(`カード番号は${written}です`), written).toBe(true);
      expect(redactCardNumbers(`番号${written}。`), written).toBe(`番号${CARD_NUMBER_REDACTION}。`);
    }
  });

  it('keeps decimals, dates, versions and kanji dates apart from cards', () => {
    for (const text of [
      '円周率は3.14159265358979です',
      '2026/11/27 12:00 に発送',
      'v4.111.1111.1111',
      '二〇二六年十一月二十七日',
      '電話 03.1234.5678',
      'ファイル img_4111_1111.png',
    ]) {
      expect(containsCardNumber(text), text).toBe(false);
    }
  });

  it('reports JSON paths, field names included', () => {
    const body = {
      a: { b: ['x', '4111-1111-1111-1111'] },
      n: 4111111111111111,
      k: { '4111111111111111': 1 },
    };
    expect(cardNumberPaths(body)).toEqual(['a.b.1', 'n', 'k.4111111111111111']);
    expect(cardNumberPaths('4111111111111111')).toEqual(['_']);
    expect(cardNumberPaths({ tel: '090-1234-5678', zip: '100-0001' })).toEqual([]);
  });

  it(`detects generated Luhn-valid numbers typed any way inside Japanese text (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(
        cardNumber.chain((n) => fc.tuple(fc.constant(n), typed(n), prose, prose)),
        ([, written, before, after]) => {
          const text = `${before}${written}${after}`;
          expect(containsCardNumber(text)).toBe(true);
          expect(redactCardNumbers(text)).toBe(`${before}${CARD_NUMBER_REDACTION}${after}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`detects generated Luhn-valid numbers in every script, separator and invisible padding (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(
        cardNumber.chain((n) => fc.tuple(fc.constant(n), spelled(n), prose, prose)),
        ([, written, before, after]) => {
          const text = `${before}${written}${after}`;
          expect(containsCardNumber(text)).toBe(true);
          expect(redactCardNumbers(text)).toBe(`${before}${CARD_NUMBER_REDACTION}${after}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`detects generated numbers in any digit form with any short run of punctuation, symbols or spaces between groups (${RUNS} cases)`, () => {
    expect(SEPARATOR_CHARS.length).toBeGreaterThan(3000);
    expect(INVISIBLE_CHARS.length).toBeGreaterThan(1000);
    expect(DIGIT_FORMS.every((forms) => forms.length > 70)).toBe(true);
    fc.assert(
      fc.property(
        cardNumber.chain((n) => fc.tuple(fc.constant(n), anySpelling(n), prose, prose)),
        ([, written, before, after]) => {
          const text = `${before}${written}${after}`;
          expect(containsCardNumber(text), JSON.stringify(written)).toBe(true);
          expect(redactCardNumbers(text)).toBe(`${before}${CARD_NUMBER_REDACTION}${after}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses the spellings that once passed: other separators, marks, fillers, digit forms', () => {
    for (const written of [
      '4111,1111,1111,1111',
      '4111:1111:1111:1111',
      '4111~1111~1111~1111',
      '4111*1111*1111*1111',
      '4111+1111+1111+1111',
      '4111|1111|1111|1111',
      '4111〜1111〜1111〜1111',
      '4111。1111。1111。1111',
      '4\u03011\u03011\u03011\u0301111111111111',
      '4111\u31641111\u31641111\u31641111',
      '4111\u28001111\u28001111\u28001111',
      '⑷⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴',
      '肆壱壱壱壱壱壱壱壱壱壱壱壱壱壱壱',
    ]) {
      expect(containsCardNumber(`番号${written}です`), written).toBe(true);
    }
  });

  it(`leaves generated phone numbers, postal codes, dates, JAN codes and order numbers alone (${RUNS} cases)`, () => {
    // Numbers in text are apart by words: two numbers with only punctuation between them read as
    // one run of groups (as a card split by punctuation must), and may pass the card checks together.
    const words = fc
      .tuple(prose, fc.constantFrom(...'あかさたな番号'), prose)
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(words, notCard), { minLength: 1, maxLength: 4 }), (parts) => {
        const text = parts.map(([words, number]) => `${words}。${number}`).join('');
        expect(findCardNumbers(text)).toEqual([]);
        expect(redactCardNumbers(text)).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it(`leaves hex tokens, hashes and ids glued to letters alone (${RUNS} cases)`, () => {
    const hex = fc.string({
      unit: fc.constantFrom(...'0123456789abcdef'),
      minLength: 32, // tokens and hashes: too long to be one card number when all digits
      maxLength: 64,
    });
    fc.assert(
      fc.property(hex, (token) => {
        expect(containsCardNumber(token)).toBe(false);
      }),
      { numRuns: RUNS },
    );
    expect(containsCardNumber('sku-A4111111111111111')).toBe(false);
    expect(containsCardNumber('id 4111111111111111x')).toBe(false);
    expect(containsCardNumber('カード:4111111111111111、CVC 123')).toBe(true);
  });

  it(`leaves full-width phone numbers and postal codes alone (${RUNS} cases)`, () => {
    const wide = (s: string) =>
      s.replace(/\d/g, (d) => FULL_WIDTH[Number(d)] as string).replace(/-/g, '－');
    fc.assert(
      fc.property(prose, fc.oneof(phone, postal), (words, number) => {
        expect(containsCardNumber(`${words}${wide(number)}`)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
