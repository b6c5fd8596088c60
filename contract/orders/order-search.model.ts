import { normaliseSearchText } from '../search/normalise';

/** What one search box's text is looked up as, told from its shape. */
export type OrderSearch =
  | { kind: 'order_no'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'name'; name: string; kana: string };

const KANA_SHIFT = 0x60;

/** Hiragana to katakana (the stored kana is katakana, full size). */
const toKatakana = (text: string) =>
  text.replace(/[\u3041-\u3096]/g, (ch) =>
    String.fromCodePoint((ch.codePointAt(0) ?? 0) + KANA_SHIFT),
  );

/**
 * Reads the back office's order search text: an order number (`OK-…`), an e-mail (has `@`), a
 * phone number (digits with any hyphens, spaces or brackets, full width too) or a name; a name
 * is matched on the family-then-given name and on its kana, hiragana typed finding katakana.
 * @example orderSearch('０９０-１２３４-５６７８') // { kind: 'phone', value: '09012345678' }
 * @example orderSearch('やまだ たろう') // { kind: 'name', name: 'やまだたろう', kana: 'ヤマダタロウ' }
 */
export function orderSearch(text: string): OrderSearch | null {
  const plain = text.normalize('NFKC').trim();
  if (!plain) return null;
  if (/^ok-/i.test(plain)) return { kind: 'order_no', value: plain.toUpperCase() };
  if (plain.includes('@')) return { kind: 'email', value: plain.toLowerCase() };
  if (/^[\d\s()+\-\u2010-\u2015\u2212\u30fc]+$/.test(plain) && /\d{2}/.test(plain)) {
    return { kind: 'phone', value: plain.replace(/\D/g, '') };
  }
  const name = plain.toLowerCase().replace(/\s+/g, '');
  // The search fold turns long-vowel marks into '-'; names keep ー.
  const kana = toKatakana(normaliseSearchText(plain)).replace(/-/g, '\u30fc').replace(/ /g, '');
  return { kind: 'name', name, kana };
}
