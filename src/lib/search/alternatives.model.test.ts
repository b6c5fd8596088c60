import { describe, expect, it } from 'vitest';
import { keywordWays } from './alternatives.model';

describe('keywordWays', () => {
  it('offers each keyword once, a close spelling before fewer words, none that finds nothing', () => {
    const ways = keywordWays({
      keyword: 'シャツ ぞうさん',
      did_you_mean: [
        { keyword: 'シャツ', total: 60, capped: false },
        { keyword: 'シャツ ぞうさん', total: 3, capped: false },
      ],
      fewer_words: [
        { keyword: 'シャツ', total: 60, capped: false },
        { keyword: 'ぞうさん', total: 0, capped: false },
        { keyword: 'ぞう', total: 2, capped: false },
      ],
      popular: [],
    });
    expect(ways).toEqual({
      didYouMean: [{ keyword: 'シャツ', total: 60, capped: false }],
      fewerWords: [{ keyword: 'ぞう', total: 2, capped: false }],
    });
  });
});
