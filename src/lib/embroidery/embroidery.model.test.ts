import { describe, expect, it } from 'vitest';
import {
  embroideryNameIssue,
  normalizeEmbroideryName,
} from '../../../contract/embroidery/embroidery.schema';
import { checkEmbroideryForm, embroideryIdFromSearch } from './embroidery.model';

describe('embroidery names', () => {
  it('converts hiragana to katakana and full-width romaji to half-width', () => {
    expect(normalizeEmbroideryName('katakana', ' たろう ')).toBe('タロウ');
    expect(normalizeEmbroideryName('romaji', 'ＴＡＲＯ')).toBe('TARO');
  });

  it('keeps to each script and its length', () => {
    expect(embroideryNameIssue('kanji', '山田太郎')).toBeNull();
    expect(embroideryNameIssue('kanji', 'Yamada')).toBe(
      '漢字（ひらがなを含む）で入力してください。',
    );
    expect(embroideryNameIssue('romaji', 'ABCDEFGHIJKL')).toBeNull();
    expect(embroideryNameIssue('romaji', 'ABCDEFGHIJKLM')).toBe(
      'ローマ字のお名前は12文字以内で入力してください。',
    );
  });

  it('checks the form with the contract', () => {
    const ok = checkEmbroideryForm({ script: 'katakana', name: 'やまだ', color: 'red' });
    expect(ok.ok && ok.body.name).toBe('ヤマダ');
    const bad = checkEmbroideryForm({ script: 'romaji', name: 'TARO YAMADA', color: 'red' });
    expect(!bad.ok && bad.errors.name).toEqual(['ローマ字は半角英数字で入力してください。']);
  });

  it('reads the id of the name to change', () => {
    expect(embroideryIdFromSearch('?id=12')).toBe(12);
    expect(embroideryIdFromSearch('?id=0')).toBeNull();
    expect(embroideryIdFromSearch('')).toBeNull();
  });
});
