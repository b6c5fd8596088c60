/**
 * The one text normalisation of product search, used by the server (index and query) and the
 * storefront (suggestions, highlighting). It imports nothing: it is the contract both sides share.
 *
 * Written here rather than with wanakana or moji: wanakana's `toHiragana` also turns romaji into
 * kana (「tee」 → 「てえ」) and both weigh more than the whole fold, which is a code-point shift
 * and three small tables; the header's search box ships this file to every page.
 */

/** How many words of a keyword are searched (the rest are ignored). */
export const MAX_SEARCH_TERMS = 8;

/** How many characters of one word are searched (a longer word is cut). */
export const MAX_TERM_LENGTH = 48;

// Katakana ァ (U+30A1) … ヶ (U+30F6) sit 0x60 above hiragana ぁ (U+3041) … ゖ (U+3096).
const KATAKANA_FIRST = 0x30a1;
const KATAKANA_LAST = 0x30f6;
const KANA_SHIFT = 0x60;

// Small kana read as their full-size letter (しゃつ finds しやつ, キヤノン finds キャノン).
const SMALL_TO_LARGE: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

// A kana and its voiced form, for ゞ (voiced repeat) and ゝ after a voiced kana.
const PLAIN_KANA = Array.from('かきくけこさしすせそたちつてとはひふへほう');
const VOICED_KANA = Array.from('がぎぐげござじずぜぞだぢづでどばびぶべぼゔ');
const VOICED = new Map(PLAIN_KANA.map((plain, i) => [plain, VOICED_KANA[i] ?? plain]));
const UNVOICED = new Map(VOICED_KANA.map((voiced, i) => [voiced, PLAIN_KANA[i] ?? voiced]));

// Long-vowel marks and dash look-alikes (after NFKC): ー ‐ ‑ ‒ – — ― − ～ 〜 ~ and the ASCII -.
const DASHES = /[\u30fc\u2010-\u2015\u2212\u301c\uff5e~-]/g;

// Separators: every space, control and format character, and punctuation that splits words.
const SEPARATORS = /[\s\p{Z}\p{Cc}\p{Cf}・、。,，「」『』【】()[\]{}<>/!?:;"|]+/gu;

// UTF-16 halves without their partner (a broken string) are dropped.
const LONE_SURROGATES = /\p{Cs}/gu;

/** Katakana to hiragana, one character (others unchanged). */
function toHiragana(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= KATAKANA_FIRST && code <= KATAKANA_LAST) {
    return String.fromCodePoint(code - KANA_SHIFT);
  }
  if (ch === 'ヽ') return 'ゝ';
  if (ch === 'ヾ') return 'ゞ';
  return ch;
}

/** Expands iteration marks as they are read: いすゞ → いすず, こゝろ → こころ, 時々 → 時時. */
function expandIterationMarks(chars: string[]): string[] {
  const out: string[] = [];
  for (const ch of chars) {
    const previous = out[out.length - 1];
    if (previous === undefined || previous === ' ') {
      out.push(ch === 'ゝ' || ch === 'ゞ' || ch === '々' ? '' : ch);
    } else if (ch === 'ゝ') {
      out.push(UNVOICED.get(previous) ?? previous);
    } else if (ch === 'ゞ') {
      out.push(VOICED.get(UNVOICED.get(previous) ?? previous) ?? previous);
    } else if (ch === '々') {
      out.push(previous);
    } else {
      out.push(ch);
    }
  }
  return out.filter((ch) => ch !== '');
}

/**
 * Normalises text for search: NFKC (full-width ASCII and half-width kana to their usual width),
 * lower case, katakana folded into hiragana, small kana to full size, iteration marks expanded,
 * every long-vowel mark and dash look-alike to `-`, and any run of spaces, controls and
 * word-splitting punctuation to one space (trimmed).
 */
export function normaliseSearchText(text: string): string {
  const nfkc = text.replace(LONE_SURROGATES, '').normalize('NFKC').toLowerCase();
  const kana = Array.from(nfkc.replace(SEPARATORS, ' '), (ch) => {
    const hira = toHiragana(ch);
    return SMALL_TO_LARGE[hira] ?? hira;
  });
  return expandIterationMarks(kana).join('').replace(DASHES, '-').replace(/ +/g, ' ').trim();
}

/**
 * The words a keyword searches for: normalised, split on separators, duplicates dropped, at most
 * MAX_SEARCH_TERMS words of at most MAX_TERM_LENGTH characters each.
 */
export function searchTerms(keyword: string): string[] {
  const words = normaliseSearchText(keyword)
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
