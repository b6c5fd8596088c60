import { describe, expect, it } from 'vitest';
import { keywordWays } from './alternatives.model';

describe('keywordWays', () => {
  it('offers each keyword once, a close spelling before fewer words, none that finds nothing', () => {
    const ways = keywordWays({
      keyword: 'シャツ ぞうさん',
      did_you_mean: [
        { keyword: 'シャツ', total: 60 },
        { keyword: 'シャツ ぞうさん', total: 3 },
      ],
      fewer_words: [
        { keyword: 'シャツ', total: 60 },
        { keyword: 'ぞうさん', total: 0 },
        { keyword: 'ぞう', total: 2 },
      ],
      popular: [],
    });
    expect(ways).toEqual({
      didYouMean: [{ keyword: 'シャツ', total: 60 }],
      fewerWords: [{ keyword: 'ぞう', total: 2 }],
    });
  });
});
