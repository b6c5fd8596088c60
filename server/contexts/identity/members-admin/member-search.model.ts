import { toKatakana } from '../../../../contract/account/normalize';

/** How a search word is matched: each field from its start, so the prefix indexes answer. */
export type MemberSearch = {
  /** The word as typed, spaces removed (kanji names, member number). */
  text: string;
  /** Hiragana turned to katakana (kana is stored in katakana): 「やまだ」 finds ヤマダ. */
  kana: string;
  /** Lower case (e-mail). */
  email: string;
  /** Digits only (phones are matched without hyphens), empty when the word has none. */
  digits: string;
};

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The forms of a search word each field is matched with; null for an empty word (every member). */
export function memberSearch(q: string): MemberSearch | null {
  const text = q.normalize('NFKC').replace(/[\s\u3000]+/g, '');
  if (!text) return null;
  const digits = /^[\d\-()+]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return { text, kana: toKatakana(text), email: text.toLowerCase(), digits };
}
