import { describe, expect, it } from 'vitest';
import { bookmarkTitle, failureMessage, keyFromPath, moveTargets } from './user-lists.model';

describe('favourites list rules', () => {
  it('shows the first field error, else the message', () => {
    expect(failureMessage({ message: 'a', errors: { name: ['b', 'c'] } })).toBe('b');
    expect(failureMessage({ message: 'a', errors: {} })).toBe('a');
    expect(failureMessage({ message: 'a' })).toBe('a');
  });

  it('reads the key of a list page, never the shell itself', () => {
    expect(keyFromPath('/mypage/list/AbC_12/', '/mypage/list/')).toBe('AbC_12');
    expect(keyFromPath('/mypage/list/_/', '/mypage/list/')).toBeNull();
    expect(keyFromPath('/mypage/list/', '/mypage/list/')).toBeNull();
    expect(keyFromPath('/cart/', '/mypage/list/')).toBeNull();
  });

  it('offers every other list as a move target', () => {
    const list = (key: string) => ({ id: 1, key, name: key, count: 0, is_default: false });
    expect(moveTargets([list('a'), list('b'), list('c')], 'b').map((l) => l.key)).toEqual([
      'a',
      'c',
    ]);
  });

  it('names a bookmarked search by its word', () => {
    expect(bookmarkTitle('?keyword=%E3%82%B7%E3%83%A3%E3%83%84&page=2', '商品一覧')).toBe(
      '「シャツ」の検索結果',
    );
    expect(bookmarkTitle('?keyword=+', '商品一覧')).toBe('商品一覧');
    expect(bookmarkTitle('', '春のコーデ')).toBe('春のコーデ');
  });
});
