import { describe, expect, it } from 'vitest';
import {
  flushHistory,
  isFreshLogin,
  parseHistory,
  pushHistory,
  searchWordToPost,
} from './history.model';

describe('current product history', () => {
  it('puts the newest first without duplicates and keeps 10', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 12; id++) ids = pushHistory(ids, id);
    expect(ids).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(pushHistory(ids, 7)).toEqual([7, 12, 11, 10, 9, 8, 6, 5, 4, 3]);
    expect(pushHistory([1], 1)).toEqual([1]);
  });

  it('is flushed to empty and survives bad storage', () => {
    expect(flushHistory()).toEqual([]);
    expect(parseHistory('{"x":1}')).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('[3,"a",-1,2]')).toEqual([3, 2]);
  });
});

describe('search words', () => {
  it('posts only words that are not empty after trimming', () => {
    expect(searchWordToPost('  \u3000 ')).toBeNull();
    expect(searchWordToPost(undefined)).toBeNull();
    expect(searchWordToPost(' シャツ\u3000')).toBe('シャツ');
  });
});

describe('login detection', () => {
  it('flushes on a login made on the page, not on a restored session', () => {
    expect(isFreshLogin({ check: true, isLogin: false }, { isLogin: true })).toBe(true);
    expect(isFreshLogin({ check: false, isLogin: false }, { isLogin: true })).toBe(false);
    expect(isFreshLogin({ check: true, isLogin: true }, { isLogin: true })).toBe(false);
  });
});
