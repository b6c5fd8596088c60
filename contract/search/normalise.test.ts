import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, normaliseSearchText, searchTerms } from './normalise';

describe('normaliseSearchText', () => {
  it.each([
    ['しゃつ', 'シャツ'],
    ['ｼｬﾂ', 'シャツ'],
    ['Ｔシャツ', 'Tシャツ'],
    ['ＴＥＥ', 'tee'],
    ['パ-カ-', 'パーカー'],
    ['パｰカｰ', 'パーカー'],
    ['パ－カ－', 'パーカー'],
    ['パ―カ―', 'パーカー'],
    ['パ‐カ‐', 'パーカー'],
    ['パ〜カ～', 'パーカー'],
    ['ｶﾞｰｾﾞ', 'ガーゼ'],
    ['ＯＸ－００１', 'ox-001'],
    ['いすゞ', 'いすず'],
    ['こゝろ', 'こころ'],
    ['時々', '時時'],
    ['キヤノン', 'キャノン'],
    ['ヴァイオリン', 'ゔあいおりん'],
  ])('folds %s like %s', (typed, written) => {
    expect(normaliseSearchText(typed)).toBe(normaliseSearchText(written));
  });

  it('makes every kind of space one separator, trimmed', () => {
    expect(normaliseSearchText('\u3000白\u3000 シャツ\t\n綿\u00a0100%\u2003')).toBe(
      '白 しやつ 綿 100%',
    );
  });

  it('drops lone surrogates and NUL without failing', () => {
    expect(normaliseSearchText('a\uD800b\u0000c')).toBe('ab c');
    expect(normaliseSearchText('\uDC00')).toBe('');
  });

  it('keeps kanji, digits and symbols used in codes', () => {
    expect(normaliseSearchText('靴 帽子 OX-001 50%_\\')).toBe('靴 帽子 ox-001 50%_\\');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
  });

  it('never leaves katakana, small kana, upper case, full-width ASCII or double spaces', () => {
    const japanese = fc.string({
      unit: fc.constantFrom(...Array.from('アァッャヵｱｯｬﾞﾟＡａＺ０ーｰ－ 　\tあぃゝゞヽヾ々靴A1-')),
    });
    fc.assert(
      fc.property(fc.oneof(japanese, fc.string({ unit: 'binary' })), (text) => {
        const out = normaliseSearchText(text);
        expect(out).not.toMatch(
          /[\u30a1-\u30f6ぁぃぅぇぉっゃゅょゎＡ-Ｚａ-ｚ０-９ｦ-ﾟA-Z]|\s\s|^\s|\s$/,
        );
        expect(out).not.toMatch(/[ー‐―－～ｰゝゞヽヾ\u3000]/);
        expect(out.includes(String.fromCharCode(0))).toBe(false);
      }),
    );
  });

  it('gives katakana and hiragana spellings of a word the same text', () => {
    const hiragana = fc.string({
      unit: fc.integer({ min: 0x3041, max: 0x3096 }).map((c) => String.fromCodePoint(c)),
      minLength: 1,
    });
    fc.assert(
      fc.property(hiragana, (word) => {
        const katakana = Array.from(word, (ch) =>
          String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0x60),
        ).join('');
        expect(normaliseSearchText(katakana)).toBe(normaliseSearchText(word));
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits on full-width and half-width spaces and drops repeats', () => {
    expect(searchTerms('白　Ｔシャツ  白')).toEqual(['白', 'tしやつ']);
  });

  it('is empty for empty, whitespace-only and punctuation-only keywords', () => {
    for (const keyword of ['', '   ', '\u3000\t', '・、。', '\u0000']) {
      expect(searchTerms(keyword)).toEqual([]);
    }
  });

  it('bounds the number and length of words for any keyword', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'grapheme' }), (keyword) => {
        const terms = searchTerms(keyword);
        expect(terms.length).toBeLessThanOrEqual(MAX_SEARCH_TERMS);
        for (const term of terms) {
          expect(Array.from(term).length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
          expect(term).not.toMatch(/\s/);
          expect(term.length).toBeGreaterThan(0);
        }
      }),
    );
    expect(searchTerms('あ'.repeat(1000))).toEqual(['あ'.repeat(MAX_TERM_LENGTH)]);
  });
});
